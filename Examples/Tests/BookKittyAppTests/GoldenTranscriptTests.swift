import Foundation
import Testing

extension BookKittyEndToEnd {
  /// Whole transcripts of key scenarios, compared exactly with `Expected/<name>.txt`.
  ///
  /// They show every screen a user goes through, so any change of what the app or the terminal
  /// host draws shows up here. After a deliberate change, regenerate the files and review the diff:
  ///
  /// ```
  /// BOOKKITTY_RECORD=1 swift test --package-path Examples --filter BookKittyAppTests.GoldenTranscriptTests
  /// git diff Tests/BookKittyAppTests/Expected
  /// ```
  @Suite struct GoldenTranscriptTests {
    /// A scenario: its file name, the script, and the flags.
    struct Scenario: Sendable, CustomTestStringConvertible {
      let name: String
      let script: [String]
      var arguments: [String] = []
      var testDescription: String { name }
    }

    static let scenarios = [
      Scenario(
        name: "login-and-tabs",
        script: ["type \(BookKittyScript.email)", "enter", "type woof", "enter"]
          + ["up", "/", "backspace", "backspace", "backspace", "backspace", "type meow", "enter"]
          + ["2", "3", "1", "q"]),
      Scenario(
        name: "add-a-book",
        script: BookKittyScript.logIn + BookKittyScript.addDune + ["enter", "b", "q"]),
      Scenario(
        name: "ask-a-question-wide-then-narrow",
        script: BookKittyScript.logIn + BookKittyScript.ask() + [
          "enter", "resize 80x24", "b", "q",
        ],
        arguments: ["--width", "120", "--dump"]),
    ]

    @Test(arguments: scenarios)
    func theTranscriptMatchesTheExpectedOne(_ scenario: Scenario) async throws {
      let app = try BookKittyProcess()
      defer { app.removeFolder() }

      let run = try await app.run(scenario.script, arguments: scenario.arguments)

      #expect(run.status == 0)
      #expect(run.error.isEmpty)
      let file = Self.expectedFolder.appendingPathComponent("\(scenario.name).txt")
      if ProcessInfo.processInfo.environment["BOOKKITTY_RECORD"] != nil {
        try run.output.write(to: file, atomically: true, encoding: .utf8)
        return
      }
      let expected = try String(contentsOf: file, encoding: .utf8)
      #expect(
        run.output == expected,
        "the transcript differs from Expected/\(scenario.name).txt: see the suite's note to regenerate it"
      )
    }

    static var expectedFolder: URL {
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")
    }
  }
}
