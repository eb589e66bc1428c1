import Foundation
import Testing

extension BookKittyEndToEnd {
  /// `bookkitty` on a real terminal: a detached tmux session, driven with `send-keys` and read
  /// with `capture-pane`.
  ///
  /// Written in Swift rather than as a shell script so that a failure names the step and shows the
  /// pane as it was, in the same report as the other tests, with nothing to install beyond tmux.
  /// Every wait polls the pane every 50 ms for up to 10 seconds, so a loaded machine slows the test
  /// down without failing it. The tmux server has a socket of its own and no configuration file,
  /// so it neither sees nor disturbs the user's tmux.
  @Suite(.enabled(if: Tmux.isAvailable, "tmux is not on PATH: the interactive test needs it"))
  struct InteractiveTests {
    @Test func aSessionInTmuxNavigatesResizesAndRestoresTheTerminalOnQuit() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      // A book to open, and logged out again so that the session starts on Login.
      let setUp = try await app.run(
        BookKittyScript.logIn + BookKittyScript.addDune + ["1", "down", "enter", "q"])
      try #require(
        setUp.lastScreen.title == "BookKitty — Log In", "set-up ended on \(setUp.lastScreen)")

      let tmux = try Tmux(columns: 90, rows: 30)
      defer { tmux.end() }
      try await tmux.waitFor("bk-shell$")
      let binary = try BookKittyProcess.binary().path
      try tmux.type("'\(binary)' --db '\(app.database.path)'; echo \"exited with $?\"")
      try tmux.press("Enter")
      try await tmux.waitFor("BookKitty — Log In")
      #expect(try tmux.display("#{alternate_on}") == "1", "the app draws on the alternate screen")

      try tmux.type("/\(BookKittyScript.email)")
      try tmux.press("Enter")
      try tmux.type("/meow")
      try tmux.press("Enter")
      var pane = try await tmux.waitFor("Recently added")
      #expect(pane.contains("Dune  Frank Herbert, 1965"))
      #expect(pane.contains("1 Home   2 Q&A   3 Library"), "90 columns show the tab bar")

      try tmux.type("2")
      try await tmux.waitFor("No questions yet")
      try tmux.type("3")
      try await tmux.waitFor("   Library")
      try tmux.press("Enter")
      pane = try await tmux.waitFor("Remove from library")
      #expect(pane.contains("‹ Dune"))

      try tmux.run("resize-window", "-t", Tmux.session, "-x", "120", "-y", "30")
      pane = try await tmux.waitFor("Sections")
      #expect(pane.contains("›3 Library"), "the sidebar selects Library")
      #expect(pane.contains("│ ‹ Dune"), "Book Detail is still on the stack")
      #expect(pane.contains("Remove from library"))
      #expect(!pane.contains("1 Home   2 Q&A   3 Library"))

      try tmux.type("b")
      pane = try await tmux.waitFor("│ › Dune  Frank Herbert, 1965")
      #expect(pane.contains("│   Library"))

      try tmux.type("q")
      pane = try await tmux.waitFor("exited with 0")
      #expect(try tmux.display("#{alternate_on}") == "0", "the alternate screen was left")
      #expect(pane.contains("--db"), "the shell's screen from before the app is back")
      #expect(!pane.contains("Sections"))
      #expect(try tmux.display("#{cursor_flag}") == "1", "the cursor is visible")

      try tmux.type("stty -a; echo stty-done")
      try tmux.press("Enter")
      pane = try await tmux.waitFor("\nstty-done")
      let words = Set(pane.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\n" }))
      #expect(words.contains("icanon") && !words.contains("-icanon"), "canonical mode is back")
      #expect(words.contains("echo") && !words.contains("-echo"), "echo is back")
    }
  }
}

/// A tmux server of its own running one detached session with a plain `sh`.
struct Tmux {
  static let session = "bookkitty"

  /// Whether `tmux` is on `PATH`.
  static let isAvailable = executable != nil

  static let executable: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
    .split(separator: ":")
    .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

  private let socket = "bookkitty-tests-\(UUID().uuidString)"

  /// Starts the server and a `columns`×`rows` session running `sh` with a recognisable prompt.
  init(columns: Int, rows: Int) throws {
    try run(
      "new-session", "-d", "-s", Self.session, "-x", "\(columns)", "-y", "\(rows)",
      "env PS1='bk-shell$ ' /bin/sh")
  }

  /// Stops the server and whatever runs in it.
  func end() {
    _ = try? execute(["kill-server"])
  }

  /// Sends `text` as typed characters.
  func type(_ text: String) throws {
    try run("send-keys", "-t", Self.session, "-l", text)
  }

  /// Sends a named key, such as `Enter`.
  func press(_ key: String) throws {
    try run("send-keys", "-t", Self.session, key)
  }

  /// A tmux format, such as `#{cursor_flag}`, for the session's pane.
  func display(_ format: String) throws -> String {
    try run("display-message", "-p", "-t", Self.session, format)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The text of the pane as shown now.
  func capture() throws -> String {
    try run("capture-pane", "-p", "-t", Self.session)
  }

  /// Polls the pane until it shows `text`, for up to `timeout`; records an issue with the pane
  /// when it never does.
  @discardableResult
  func waitFor(
    _ text: String, timeout: Duration = .seconds(10),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    let deadline = ContinuousClock.now + timeout
    var pane = try capture()
    while !pane.contains(text), ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
      pane = try capture()
    }
    if !pane.contains(text) {
      Issue.record(
        "The pane did not show “\(text)” within \(timeout); it shows:\n\(pane)",
        sourceLocation: sourceLocation)
    }
    return pane
  }

  /// Runs a tmux command on this server and returns its output.
  @discardableResult
  func run(_ arguments: String...) throws -> String {
    let (status, output) = try execute(arguments)
    try #require(status == 0, "tmux \(arguments.joined(separator: " ")) failed")
    return output
  }

  /// Runs tmux with its output in a file: a pipe would never reach its end, since the server
  /// that `new-session` starts inherits it and keeps it open.
  private func execute(_ arguments: [String]) throws -> (status: Int32, output: String) {
    guard let executable = Self.executable else { throw TmuxMissing() }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bookkitty-tmux-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["-L", socket, "-f", "/dev/null"] + arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: file)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, try String(contentsOf: file, encoding: .utf8))
  }
}

/// tmux is not on `PATH`.
struct TmuxMissing: Error {}
