import ArgumentParser
import BookKitty
import BookKittyData
import Foundation
import Logging
import Wayfinder
import WayfinderInspector
import WayfinderTerminal

/// `bookkitty`: BookKitty in the terminal, navigated by Wayfinder.
@main
struct BookKittyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bookkitty",
    abstract: "BookKitty, a reading app, in your terminal: navigated by Wayfinder.",
    discussion: """
      Log in with the demo account: kitty@bookkitty.app, password meow.

      Keys: ↑/↓ or j/k move, Enter opens, Esc or b goes back, 1–3 pick a tab, + opens the \
      menu (add a book, ask a question), / types into a field, q quits. A terminal at least \
      100 columns wide shows a sidebar instead of the tab bar.

      When standard input is not a terminal, or the terminal cannot move the cursor (TERM is \
      dumb or not set), bookkitty reads one command a line (up, down, enter, esc, b, q, 1–9, \
      +, /, type <text>, resize <columns>x<rows>) and prints each screen as text.

      Links: bookkitty://home, bookkitty://questions, bookkitty://library, \
      bookkitty://home/books/<id>, bookkitty://library/books/<id>, bookkitty://questions/<id>, \
      bookkitty://questions/<id>/books/<id>.

      Navigation logs (swift-log) are off, since they would draw over the screen; set \
      BOOKKITTY_LOG=stderr to print them to standard error.

      Navigation inspector (debug builds): --inspect serves it on 127.0.0.1, on PORT or any \
      free port, and prints its URL, with the token that opens it, to standard error before \
      the screen is taken, as "bookkitty: navigation inspector at http://127.0.0.1:…/?token=…". \
      Open the URL in a browser, or give it to wayfinder-inspect. Export a bug report there, \
      and --replay BUNDLE launches into it (after login, as saved navigation does).
      """,
    subcommands: [GraphCommand.self, ExploreCommand.self])

  @Option(
    name: .customLong("db"),
    help: ArgumentHelp(
      "The SQLite database (default: $XDG_DATA_HOME/bookkitty/bookkitty.sqlite).",
      valueName: "path"))
  var databasePath: String?

  @Option(
    name: .customLong("open"),
    help: ArgumentHelp("A bookkitty:// link to open at launch.", valueName: "url"))
  var link: String?

  @Flag(help: "Print the navigation tree when the program ends.")
  var dump = false

  @Option(
    name: .customLong("inspect"),
    help: ArgumentHelp(
      "Serve the navigation inspector on 127.0.0.1 (debug builds), on this port or, without "
        + "one, any free port; its URL goes to standard error.",
      valueName: "port"))
  var inspectorPort: UInt16?

  @Option(
    name: .customLong("replay"),
    help: ArgumentHelp(
      "Launch into a bundle exported from the navigation inspector.", valueName: "bundle"))
  var replayPath: String?

  @Option(
    help: ArgumentHelp(
      "A terminal width to use instead of the real one, in columns.", valueName: "columns"))
  var width: Int?

  /// The fewest columns the screens are laid out for.
  static let narrowestWidth = 20

  /// Parses the arguments and runs the command, as `AsyncParsableCommand` does, but prints the
  /// parser's messages through ``printOutput(_:)`` and ``printError(_:)``: they quote the
  /// arguments they refuse, which may hold escape sequences.
  static func main() async {
    do {
      var command = try parseAsRoot(
        Self.givingInspectAPort(Array(CommandLine.arguments.dropFirst())))
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      let message = fullMessage(for: error)
      let code = exitCode(for: error)
      if !message.isEmpty {
        if code == .success { printOutput(message) } else { printError(message) }
      }
      Foundation.exit(code.rawValue)
    }
  }

  /// `--inspect` without a port asks for any free one: the parser needs a value, so `0` is
  /// given it when no port follows.
  static func givingInspectAPort(_ arguments: [String]) -> [String] {
    var result: [String] = []
    for (index, argument) in arguments.enumerated() {
      result.append(argument)
      guard argument == "--inspect" else { continue }
      let next = arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
      if next.map({ UInt16($0) == nil }) ?? true { result.append("0") }
    }
    return result
  }

  func validate() throws {
    #if !DEBUG
      if inspectorPort != nil {
        throw ValidationError(
          "--inspect is in debug builds only: run `swift run --package-path Examples bookkitty --inspect`."
        )
      }
    #endif
    if let width, !(Self.narrowestWidth...TerminalSize.maximumSide).contains(width) {
      throw ValidationError(
        "--width must be between \(Self.narrowestWidth) and \(TerminalSize.maximumSide) "
          + "columns, not \(width).")
    }
  }

  @MainActor
  func run() async throws {
    let logsToStandardError = ProcessInfo.processInfo.environment["BOOKKITTY_LOG"] == "stderr"
    LoggingSystem.bootstrap { label in
      guard logsToStandardError else { return SwiftLogNoOpLogHandler(label) }
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = .debug
      return handler
    }
    if let link {
      // Checked before the database is opened: a bad link changes nothing.
      do {
        try BookKittyLinks.validate(link)
      } catch {
        Self.printError("bookkitty: cannot open \(printable: link): \(error)")
        throw ExitCode(2)
      }
    }
    let replay = try replayPath.map(Self.bundle(at:))
    let app: BookKittyApp
    do {
      let path = try databasePath ?? BookKittyDatabase.defaultPath()
      app = try BookKittyApp(
        databasePath: path,
        size: TerminalSize(
          columns: width ?? TerminalSize.current?.columns ?? 80, rows: 24),
        replay: replay, inspectorPort: inspectorPort)
    } catch {
      Self.printError("bookkitty: \(error)")
      throw ExitCode.failure
    }
    #if DEBUG
      if let inspector = app.inspector {
        // Before the screen is taken, so that the URL stays readable above it.
        do {
          Self.printError("bookkitty: navigation inspector at \(try await inspector.start())")
        } catch {
          Self.printError("bookkitty: \(error)")
          throw ExitCode.failure
        }
      }
    #endif
    if let link { await app.open(link) }
    try await run(app)
    await app.afterEvent()
    await app.inspector?.stop()
    if dump { Self.printOutput(app.dump) }
  }

  /// The bundle at `path`, read through BookKitty's restoration; a file that cannot be read
  /// or is not a bundle ends the program with the reason, before the database is opened.
  private static func bundle(at path: String) throws -> InspectorBundle<BookKittyRoute> {
    do {
      // Read no more than a bundle may hold: the path could name a device that never ends.
      let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? file.close() }
      let limit = InspectorBundle<BookKittyRoute>.defaultMaxBytes
      let data = try file.read(upToCount: limit + 1) ?? Data()
      return try InspectorBundle.load(data, with: BookKittyRestoration.restoration)
    } catch {
      printError("bookkitty: cannot replay \(printable: path): \(error)")
      throw ExitCode(2)
    }
  }

  @MainActor
  private func run(_ app: BookKittyApp) async throws {
    guard TerminalSession.isAvailable else {
      // A person at a terminal that cannot move the cursor gets the screens as text, and needs
      // to know to type commands rather than keys.
      if !TerminalSession.canMoveCursor, isatty(FileHandle.standardInput.fileDescriptor) == 1 {
        Self.printError(
          "bookkitty: this terminal cannot move the cursor (TERM is dumb or not set), so each "
            + "screen is printed as text. Type one command a line: "
            + InputScript.commands.joined(separator: ", ") + "; q quits.")
      }
      await TerminalRunner.run(
        app.host, lines: InputScript.standardInputLines(), print: { Self.printOutput($0) },
        report: { Self.printError("bookkitty: \($0)") }, afterEvent: app.afterEvent)
      return
    }
    let session = try TerminalSession.begin()
    defer { session.end() }
    try await TerminalRunner.run(app.host, on: session, columns: width, afterEvent: app.afterEvent)
  }

  /// Prints `text` to standard output, each line made printable: a tree restored from a
  /// tampered snapshot, or a screen, must not reach the terminal with an escape in it.
  static func printOutput(_ text: String) {
    print(printableLines(text))
  }

  /// Prints `message` to standard error, each line made printable: messages quote links, paths
  /// and script lines, which come from outside.
  static func printError(_ message: String) {
    FileHandle.standardError.write(Data((printableLines(message) + "\n").utf8))
  }

  private static func printableLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { PrintableText.escaping($0) }.joined(separator: "\n")
  }
}
