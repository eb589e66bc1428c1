import Foundation
import Testing
import WayfinderTerminal

/// These tests take over a pseudo-terminal; one session may be active per process, so they run
/// one at a time.
@Suite(.serialized) struct TerminalSessionTests {
  @Test func theSequencesEnterAndLeaveTheAlternateScreen() {
    #expect(visible(TerminalSession.enterSequence) == "⎋[?1049h⎋[?25l⎋[2J⎋[H")
    #expect(visible(TerminalSession.leaveSequence) == "\u{18}⎋[0m⎋[?25h⎋[?1049l")
  }

  @Test func beginningOnAPipeSaysItIsNotATerminal() {
    let pipe = Pipe()
    #expect(throws: TerminalError.notATerminal("input")) {
      try TerminalSession.begin(input: pipe.reader, output: pipe.writer)
    }
    #expect(TerminalError.notATerminal("input").description.contains("script of commands"))
  }

  @Test func aSessionTakesOverTheTerminalAndGivesItBackOnce() throws {
    let terminal = PseudoTerminal()
    let session = try TerminalSession.begin(input: terminal.device, output: terminal.device)
    #expect(session.isActive)
    #expect(Platform.isRawMode(terminal.device))
    #expect(terminal.output() == TerminalSession.enterSequence)
    #expect(throws: TerminalError.sessionAlreadyActive) {
      try TerminalSession.begin(input: terminal.device, output: terminal.device)
    }
    session.end()
    #expect(!session.isActive)
    #expect(!Platform.isRawMode(terminal.device))
    #expect(terminal.output() == TerminalSession.leaveSequence)
    session.end()
    #expect(terminal.output(waitingUpTo: 50).isEmpty)
  }

  @Test func releasingTheSessionRestoresTheTerminal() throws {
    let terminal = PseudoTerminal()
    do {
      _ = try TerminalSession.begin(input: terminal.device, output: terminal.device)
    }
    #expect(!Platform.isRawMode(terminal.device))
    #expect(terminal.output() == TerminalSession.enterSequence + TerminalSession.leaveSequence)
  }

  @Test func anEndedSessionCannotRestoreTheNextOne() throws {
    let terminal = PseudoTerminal()
    let first = try TerminalSession.begin(input: terminal.device, output: terminal.device)
    first.end()
    let second = try TerminalSession.begin(input: terminal.device, output: terminal.device)
    first.end()
    #expect(second.isActive && Platform.isRawMode(terminal.device))
    second.end()
  }

  @Test func readingGivesBytesTimeoutsAndResizes() throws {
    let terminal = PseudoTerminal()
    terminal.resize(TerminalSize(columns: 120, rows: 40))
    let session = try TerminalSession.begin(input: terminal.device, output: terminal.device)
    defer { session.end() }
    #expect(session.size == TerminalSize(columns: 120, rows: 40))
    #expect(try session.read(timeout: .milliseconds(20)) == .timedOut)
    terminal.type(Array("한\u{1B}[A".utf8))
    #expect(try session.read(timeout: .seconds(60)) == .bytes(Array("한\u{1B}[A".utf8)))
    terminal.resize(TerminalSize(columns: 60, rows: 20))
    raiseResizeSignal()
    let afterSignal = try session.read(timeout: .seconds(60))
    #expect(afterSignal == .resized)
    #expect(session.size == TerminalSize(columns: 60, rows: 20))
    #expect(try session.read(timeout: .milliseconds(20)) == .timedOut)
  }

  @Test func writingDeliversEveryByteAcrossPartialWrites() {
    // A pipe holds 64 KiB, so writing a megabyte takes many partial writes.
    let pipe = Pipe()
    let bytes = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let writer = pipe.writer
    Thread { try? Platform.write(bytes, to: writer) }.start()
    let received = readAvailable(from: pipe.reader, waitingUpTo: 5_000, limit: bytes.count)
    #expect(received == bytes)
  }

  @Test func aPipeHasTheSizeOfTheEnvironmentOrNone() {
    let pipe = Pipe()
    let environment = TerminalSize(
      columns: Platform.environment("COLUMNS"), lines: Platform.environment("LINES"))
    #expect(Platform.size(of: pipe.writer) == environment)
    #expect(!Platform.isTerminal(pipe.reader))
  }

  @Test func theEnvironmentGivesASizeOnlyWhenBothValuesAreValid() {
    #expect(TerminalSize(columns: "100", lines: "30") == TerminalSize(columns: 100, rows: 30))
    #expect(TerminalSize(columns: "100", lines: nil) == nil)
    #expect(TerminalSize(columns: "0", lines: "30") == nil)
    #expect(TerminalSize(columns: "wide", lines: "30") == nil)
  }
}
