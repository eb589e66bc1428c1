import Foundation
import Testing

/// Every suite of this target, one test at a time.
///
/// Each test runs the app as a separate process; on a small, shared machine, running them all at
/// once slows every run down so much that the tmux test's bounded waits would run out. One at a
/// time, the whole target takes about as long and each run's timing stays predictable.
@Suite(.serialized) enum BookKittyEndToEnd {}

/// The built `bookkitty`, run with a script of commands on standard input, one test's database.
///
/// Each test makes its own ``BookKittyProcess`` with a fresh temporary folder, so tests share no
/// database and may run in parallel. The binary is the one SwiftPM builds beside the test bundle
/// (the test target depends on `BookKittyApp`, so `swift test` builds it first).
struct BookKittyProcess {
  /// The folder holding this test's database; removed by ``removeFolder()``.
  let folder: URL

  /// The database the app is launched with.
  var database: URL { folder.appendingPathComponent("bookkitty.sqlite") }

  /// The navigation the app saves beside the database.
  var savedNavigation: URL { folder.appendingPathComponent("bookkitty.sqlite.navigation.json") }

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bookkitty-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs `bookkitty --db <database> <arguments>` with `script` on standard input.
  ///
  /// Output goes to files rather than pipes, so a long transcript cannot fill a pipe and block
  /// the app while the test waits for it to end.
  func run(_ script: [String], arguments: [String] = []) async throws -> BookKittyRun {
    let binary = try BookKittyProcess.binary()
    let run = folder.appendingPathComponent("run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
    let input = run.appendingPathComponent("stdin.txt")
    let output = run.appendingPathComponent("stdout.txt")
    let error = run.appendingPathComponent("stderr.txt")
    try script.map { $0 + "\n" }.joined().write(to: input, atomically: true, encoding: .utf8)
    for file in [output, error] {
      _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    }

    let process = Process()
    process.executableURL = binary
    process.arguments = ["--db", database.path] + arguments
    process.standardInput = try FileHandle(forReadingFrom: input)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: error)
    try process.run()
    // Generous, since a loaded CI machine is slow; a run takes well under a second otherwise.
    let deadline = ContinuousClock.now + .seconds(120)
    while process.isRunning, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    if process.isRunning {
      process.terminate()
      Issue.record("bookkitty did not end within 120 seconds; the script was \(script)")
    }
    // Also when it has ended: Foundation on Linux lets go of a process (and what it holds: its
    // arguments, its file handles) only when the run loop of the thread that waits for it has
    // seen the exit; without this, LeakSanitizer found every run's process leaked.
    process.waitUntilExit()
    return BookKittyRun(
      status: process.terminationStatus,
      output: try String(contentsOf: output, encoding: .utf8),
      error: try String(contentsOf: error, encoding: .utf8))
  }

  /// The built `bookkitty`, found beside the test bundle as SwiftPM lays out its products.
  static func binary() throws -> URL {
    let bundle = Bundle.main.bundleURL
    let candidates = [bundle, bundle.deletingLastPathComponent()]
      .map { $0.appendingPathComponent("bookkitty") }
    return try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "bookkitty was not found beside the test bundle: run `swift build --package-path Examples --product bookkitty`"
    )
  }
}

/// What one run of `bookkitty` printed, and how it ended.
struct BookKittyRun {
  let status: Int32
  let output: String
  let error: String

  /// The screens of the output, in order: the one at start, then one after each command.
  var screens: [Screen] { Screen.split(output) }

  /// The screen after the `number`th line of the script (1-based); 0 is the screen at start.
  ///
  /// Every command prints a screen except `q`, so the count of a script's lines is the index of
  /// the screen it ends on.
  func screen(afterLine number: Int) -> Screen {
    let screens = screens
    guard screens.indices.contains(number) else {
      Issue.record("There is no screen after line \(number): the run printed \(screens.count).")
      return Screen(heading: "", lines: [])
    }
    return screens[number]
  }

  /// The last screen printed.
  var lastScreen: Screen { screens.last ?? Screen(heading: "", lines: []) }

  /// What `--dump` printed after the last screen: the lines that follow its 24 rows.
  var dump: String {
    lastScreen.lines.dropFirst(Screen.rows).joined(separator: "\n")
      .trimmingCharacters(in: .newlines)
  }
}

/// One screen of a transcript: the `── <command> ──` heading line and the rows under it.
struct Screen: CustomStringConvertible {
  /// The rows every screen has in a script run.
  static let rows = 24

  /// The command named by the heading, such as `enter`, `character("3")`, `type (4 characters)`.
  let heading: String
  /// The rows of the screen (and, for the last one, whatever the program printed after it).
  let lines: [String]

  /// The rows, as the terminal shows them.
  var text: String { lines.prefix(Screen.rows).joined(separator: "\n") }

  var description: String { "── \(heading)\n\(text)" }

  /// The screen's title: its first row, without the back mark and the margin.
  var title: String {
    let first = lines.first ?? ""
    return first.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "‹ ", with: "")
  }

  /// The row the cursor is on (`›`), without the mark.
  var selectedRow: String? {
    lines.prefix(Screen.rows).first { $0.hasPrefix(" › ") }.map { String($0.dropFirst(3)) }
  }

  func contains(_ text: String) -> Bool { self.text.contains(text) }

  /// Splits a transcript at its heading lines.
  static func split(_ output: String) -> [Screen] {
    var screens: [Screen] = []
    var heading: String?
    var lines: [String] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("── ") {
        if let heading { screens.append(Screen(heading: heading, lines: lines)) }
        heading = String(line.dropFirst(3)).trimmingCharacters(in: CharacterSet(charactersIn: "─ "))
        lines = []
      } else {
        lines.append(String(line))
      }
    }
    if let heading {
      if lines.last == "" { lines.removeLast() }
      screens.append(Screen(heading: heading, lines: lines))
    }
    return screens
  }
}

/// Scripts and data the tests share.
enum BookKittyScript {
  /// The demo account's email.
  static let email = "kitty@bookkitty.app"

  /// Logs in with the demo account from the login form, cursor on Email.
  static let logIn = ["type \(email)", "enter", "type meow", "enter"]

  /// Dune's id in `Examples/BookKittyData/Resources/catalog.json` (its row, from 1).
  static let dune: Int64 = 113

  /// From a tab's root: + → Add a book → search "dune" → the first result → Save.
  static let addDune = ["+", "enter", "type dune", "enter", "enter", "enter"]

  /// The question ``ask(_:)`` asks by default; Dune is its first recommendation.
  static let desertQuestion = "a desert planet with sandworms"

  /// From a tab's root: + → Ask a question → type `question` → Ask → pick the first book.
  static func ask(_ question: String = desertQuestion) -> [String] {
    ["+", "down", "enter", "type \(question)", "enter", "enter"]
  }
}

extension BookKittyProcess {
  /// Logs in, adds Dune to the library and asks ``BookKittyScript/desertQuestion`` (question
  /// 1), then quits on Q&A: the data the links and Book Detail tests open.
  func prepareDuneAndAQuestion() async throws {
    let run = try await run(
      BookKittyScript.logIn + BookKittyScript.addDune + BookKittyScript.ask() + ["q"])
    try #require(run.status == 0, "setting up the data failed: \(run.error)")
    try #require(run.lastScreen.title == "Q&A", "setting up ended on \(run.lastScreen)")
  }
}
