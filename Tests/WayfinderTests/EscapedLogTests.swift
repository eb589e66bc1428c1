import Logging
import Testing
import Wayfinder
import WayfinderTesting

/// A route can carry text from outside the program (a link's path, a book's title); what the
/// navigator logs shows its control characters as text, so a log read in a terminal runs none.
@MainActor
@Suite struct EscapedLogTests {
  @Test func theNavigatorsLogsAndTheJournalsShowControlCharactersAsText() throws {
    let records = LogRecords()
    let logger = Logger(label: "navigation") { _ in CapturingLogHandler(records: records) }
    let app = AppFlow()
    let navigator = Navigator(root: app, tree: NavigationTree(.home), logger: logger)
    navigator.warnsAboutLeaks = false
    navigator.journal.log(to: logger)
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()

    let hostile = "\u{1B}]0;PWNED\u{07}\u{202E}"
    try app.push(.addBookConfirm(title: hostile))
    try app.present(.sheet(.addBookConfirm(title: hostile)))
    try host.swipeDownSheet()

    let logged = records.everything
    #expect(logged.contains { $0.contains(#"\u{1B}]0;PWNED\u{07}"#) }, "the title is logged")
    let raw = logged.filter { text in
      text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E }
    }
    #expect(
      raw.isEmpty, "logged with control characters: \(raw.map { PrintableText.escaping($0) })")
  }
}
