import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

      // The selected email field takes typing at once; Enter moves on to the password.
      try tmux.type(BookKittyScript.email)
      try tmux.press("Enter")
      try tmux.type("meow")
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

      // Back to the width the shell's screen was saved at. tmux 3.3a reflows a normal screen saved
      // at another width when the alternate screen is left, and lines of the alternate screen can
      // stay on it: a quirk of the terminal, not of the app, that would hide what is checked below.
      try tmux.run("resize-window", "-t", Tmux.session, "-x", "90", "-y", "30")
      pane = try await tmux.waitFor("1 Home   2 Q&A   3 Library")
      #expect(!pane.contains("Sections"), "90 columns show the tab bar again")
      #expect(pane.contains("› Dune  Frank Herbert, 1965"), "the Library stack is kept")

      try tmux.type("q")
      pane = try await tmux.waitFor("exited with 0")
      #expect(try tmux.display("#{alternate_on}") == "0", "the alternate screen was left")
      // The command line wraps where the window's width falls in it (the binary's path is
      // as long as the checkout's), so it is read with its lines joined.
      #expect(
        pane.replacingOccurrences(of: "\n", with: "").contains("--db"),
        "the shell's screen from before the app is back")
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

  /// Stops the server and whatever runs in it, and removes its socket.
  func end() {
    let path = try? display("#{socket_path}")
    _ = try? execute(["kill-server"])
    if let path, !path.isEmpty { try? FileManager.default.removeItem(atPath: path) }
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
    _ text: String, timeout: Duration = .seconds(120),
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

  /// Runs tmux and waits for it, with `posix_spawn` and `waitpid` rather than `Process`.
  ///
  /// On Linux, `Process` learns that a child ended when a socket the child inherited closes; the
  /// tmux server that `new-session` forks inherits it too and keeps it open, so `Process` would
  /// wait for the server, forever. Output goes to a file for the same reason.
  private func execute(_ arguments: [String]) throws -> (status: Int32, output: String) {
    guard let executable = Self.executable else { throw TmuxFailure("tmux is not on PATH") }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bookkitty-tmux-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // The test runner blocks signals that the tmux server and the shell need (SIGCHLD, SIGHUP):
    // without a clean mask, `kill-server` would leave both running.
    #if canImport(Glibc)
      var attributes = posix_spawnattr_t()
    #else
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let arguments = [executable.path, "-L", socket, "-f", "/dev/null"] + arguments
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw TmuxFailure("tmux could not start: error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw TmuxFailure("waiting for tmux failed: errno \(errno)") }
    }
    // The exit code when tmux exited normally, as WEXITSTATUS reads it; -1 for a signal.
    let exitCode = status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    return (exitCode, (try? String(contentsOf: file, encoding: .utf8)) ?? "")
  }
}

/// tmux could not be run.
struct TmuxFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
