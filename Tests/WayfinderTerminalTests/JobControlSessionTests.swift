import Testing
import WayfinderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// In the serialised session suite: one session may be active per process. A stop cannot be
// tested in this process (it would stop the test runner); the tmux test in BookKittyAppTests
// stops and continues the app.
extension TerminalSessionTests {
  @Test func aContinueTakesTheTerminalAgainAndAsksForAWholeRedraw() throws {
    let terminal = PseudoTerminal()
    let shellModes = try Platform.enterRawMode(terminal.device)
    Platform.restore(shellModes, on: terminal.device)
    let session = try TerminalSession.begin(input: terminal.device, output: terminal.device)
    defer { session.end() }
    #expect(terminal.output() == TerminalSession.enterSequence)

    // While the program was stopped, the shell put its own modes back.
    Platform.restore(shellModes, on: terminal.device)
    #expect(!Platform.isRawMode(terminal.device))
    kill(getpid(), SIGCONT)

    #expect(try session.read(timeout: .seconds(60)) == .resized)
    #expect(Platform.isRawMode(terminal.device))
    #expect(terminal.output() == TerminalSession.enterSequence)
    #expect(session.isActive)
  }

  @Test func aContinueAfterTheSessionEndedLeavesTheTerminalAlone() throws {
    let terminal = PseudoTerminal()
    let session = try TerminalSession.begin(input: terminal.device, output: terminal.device)
    session.end()
    _ = terminal.output()

    kill(getpid(), SIGCONT)

    #expect(!Platform.isRawMode(terminal.device))
    #expect(terminal.output(waitingUpTo: 50).isEmpty)
  }
}
