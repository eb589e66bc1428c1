import Foundation
import Testing

extension BookKittyEndToEnd {
  /// Escape sequences, control characters and bidi overrides in every text `bookkitty` takes —
  /// links, script lines, typed fields, flags, paths, titles, names and questions in its
  /// database, a saved navigation — never reach either stream raw: every text the app prints is
  /// free of them, and a message quoting one writes it out as `\u{1B}`.
  @Suite struct HostileTextTests {
    /// A window retitle (OSC 0) ended by BEL.
    static let title = "\u{1B}]0;PWNED\u{07}"
    /// A clipboard write (OSC 52) ended by ST.
    static let clipboard = "\u{1B}]52;c;cHduZWQ=\u{1B}\\"
    /// A screen clear as an 8-bit CSI, a right-to-left override, a bell.
    static let eightBit = "\u{9B}2J\u{202E}gnp.exe\u{07}"
    /// How ``title`` reads in a message.
    static let titleWrittenOut = #"\u{1B}]0;PWNED\u{07}"#

    struct Case: Sendable, CustomTestStringConvertible {
      var name: String
      var arguments: [String] = []
      var script: [String] = ["q"]
      /// What standard error must say, written out.
      var error: String?
      var testDescription: String { name }
    }

    static let cases: [Case] = [
      Case(
        name: "the percent-encoded OSC of issue 21",
        arguments: ["--open", "bookkitty://library/books/%1B%5D0%3BPWNED%07"],
        error: "The link's 'id' is '\(titleWrittenOut)', which is not a valid int."),
      Case(
        name: "a raw OSC in a link", arguments: ["--open", "bookkitty://library/books/\(title)"],
        error: titleWrittenOut),
      Case(
        name: "an OSC 52 clipboard write as a link's host",
        arguments: ["--open", "bookkitty://\(clipboard)"], error: #"\u{1B}]52;c;cHduZWQ=\u{1B}\"#),
      Case(
        name: "an 8-bit CSI before the scheme",
        arguments: ["--open", "\(eightBit)bookkitty://home"],
        error: #"\u{9B}2J\u{202E}gnp.exe\u{07}"#),
      Case(
        name: "a percent-encoded right-to-left override",
        arguments: ["--open", "bookkitty://library/books/%E2%80%AE1"], error: #"\u{202E}1"#),
      Case(
        name: "a percent-encoded line break forging a message",
        arguments: ["--open", "bookkitty://home/%0Abookkitty:%20all%20good"],
        error: #"\u{0A}bookkitty: all good"#),
      Case(
        name: "a percent-encoded CSI in a query",
        arguments: ["--open", "bookkitty://hom%1B%5B2J?x=%1B%5B2J"]),
      Case(
        name: "an unknown script command with ESC and BEL", script: ["\(title)", "q"],
        error: "Line 1: '\(titleWrittenOut)' is not a command."),
      Case(
        name: "an unknown script command with 8-bit OSC", script: ["\u{9D}0;PWNED\u{9C}", "q"],
        error: #"Line 1: '\u{9D}0;PWNED\u{9C}' is not a command."#),
      Case(
        name: "a resize with a CSI", script: ["resize \u{1B}[2Jx3", "q"],
        error: #"'resize \u{1B}[2Jx3'"#),
      Case(name: "escapes typed as the email", script: ["type \(title)\(eightBit)", "enter", "q"]),
      Case(
        name: "escapes typed as the password",
        script: ["type \(BookKittyScript.email)", "enter", "type \(clipboard)", "enter", "q"]),
      Case(
        name: "escapes typed as a search",
        script: BookKittyScript.logIn + [
          "+", "enter", "type dune\(title)\(eightBit)", "enter", "q",
        ]
      ),
      Case(
        name: "escapes typed as a question",
        script: BookKittyScript.logIn
          + BookKittyScript.ask("sandworms \(title) \(clipboard) \(eightBit)") + ["q"]),
      Case(
        name: "a CSI as --width", arguments: ["--width", "\u{1B}[2J"], script: [],
        error: #"'\u{1B}[2J'"#),
      Case(
        name: "an OSC as an unknown option", arguments: ["--x\(title)"], script: [],
        error: "--x\(titleWrittenOut)"),
      Case(
        name: "an OSC in the database's path",
        arguments: ["--db", "/nonexistent\(title)/bookkitty.sqlite"],
        error: "/nonexistent\(titleWrittenOut)/bookkitty.sqlite"),
      Case(
        name: "an OSC as the graph's format", arguments: ["graph", "--format", title], script: [],
        error: titleWrittenOut),
    ]

    @Test(arguments: cases)
    func nothingTheAppPrintsHoldsAControlCharacter(_ hostile: Case) async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(hostile.script, arguments: hostile.arguments)

      expectPrintable(run)
      if let error = hostile.error {
        #expect(run.error.contains(error), "standard error: \(run.error.debugDescription)")
      }
    }

    @Test func theOpenLinkOfIssue21PrintsNoEscapeSequence() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(
        [], arguments: ["--open", "bookkitty://library/books/%1B%5D0%3BPWNED%07"])

      #expect(run.status == 2)
      #expect(!run.error.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
      #expect(
        run.error
          == "bookkitty: cannot open bookkitty://library/books/%1B%5D0%3BPWNED%07: The link's 'id' "
          + "is '\(Self.titleWrittenOut)', which is not a valid int.\n")
    }

    @Test func anUnknownScriptCommandIsWrittenOut() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(["\(Self.title)", "q"])

      #expect(!run.error.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
      #expect(run.error.hasPrefix("bookkitty: Line 1: '\(Self.titleWrittenOut)' is not a command."))
    }

    /// The database, changed behind the app's back: escapes in a book's title and author, the
    /// account's name and a question's text.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: sqlite)))
    func escapesStoredInTheDatabaseNeverReachTheScreen() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      try await app.prepareDuneAndAQuestion()
      let hostile = "|| char(27) || ']0;PWNED' || char(7) || char(155) || '2J' || char(8238)"
      try Self.sql(
        """
        UPDATE book SET title = 'Dune' \(hostile), author = 'Frank' \(hostile) \
        WHERE id = \(BookKittyScript.dune);
        UPDATE account SET name = 'Kitty' \(hostile);
        UPDATE question SET text = 'sandworms' \(hostile);
        """, database: app.database)

      // Home, Q&A and the question, Library and Book Detail.
      let run = try await app.run(["1", "2", "enter", "b", "3", "enter", "q"])

      #expect(run.status == 0)
      expectPrintable(run)
      // The screen drops each escape sequence whole, with the text it would have set.
      #expect(run.output.contains(" › Dune  Frank, 1965"), "the title, without its escapes")
      #expect(run.output.contains("“sandworms”"), "the question, without its escapes")
    }

    @Test func aSavedNavigationWithEscapesInItsTabsIsPrintedWrittenOut() async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }
      _ = try await app.run(BookKittyScript.logIn + ["3", "q"])
      let saved = try String(contentsOf: app.savedNavigation, encoding: .utf8)
      try #require(saved.contains("\"library\""))
      let tampered = saved.replacingOccurrences(
        of: "\"library\"", with: #""library\u001b]0;PWNED\u0007\u009b2J\u202e""#)
      try tampered.write(to: app.savedNavigation, atomically: true, encoding: .utf8)

      let run = try await app.run(["q"], arguments: ["--dump"])

      #expect(run.status == 0)
      expectPrintable(run)
    }

    static let sqlite = "/usr/bin/sqlite3"

    static func sql(_ statements: String, database: URL) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: sqlite)
      process.arguments = [database.path, statements]
      try process.run()
      process.waitUntilExit()
      try #require(process.terminationStatus == 0, "sqlite3 failed on \(statements)")
    }
  }
}

/// Expects that neither stream of `run` holds a control character (but line breaks), DEL, a C1
/// control or a bidi control.
func expectPrintable(_ run: BookKittyRun, sourceLocation: SourceLocation = #_sourceLocation) {
  for (stream, text) in [("standard output", run.output), ("standard error", run.error)] {
    let found = text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x0A: false
      case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
      case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
      default: false
      }
    }
    #expect(
      found.isEmpty,
      "\(stream) holds \(found.map { "U+" + String($0.value, radix: 16) }): \(text.debugDescription)",
      sourceLocation: sourceLocation)
  }
}
