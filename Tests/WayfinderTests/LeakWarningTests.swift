import Logging
import Synchronization
import Testing
import Wayfinder
import WayfinderTesting

/// In apps, the navigator logs a warning through swift-log for whatever outlived its flow.
@MainActor
@Suite struct LeakWarningTests {
  @Test func aLeakedCoordinatorIsLoggedAsAWarningNamingTheFlow() async throws {
    let records = LogRecords()
    let logger = Logger(label: "test") { _ in CapturingLogHandler(records: records) }
    let app = AppFlow()
    let navigator = Navigator(root: app, tree: NavigationTree(.home), logger: logger)
    navigator.warnsAboutLeaks = true
    navigator.leakWarningDelay = .milliseconds(20)
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()

    let leaked = TestFlow<Void>("Settings", routes: [.settings])
    try app.start(leaked, .present(.sheet))
    try host.swipeDownSheet()
    #expect(records.messages(at: .warning).isEmpty, "not before the delay")
    await records.waitForWarnings()

    #expect(
      records.messages(at: .warning) == [
        "leak: coordinator AppFlow › Settings at level 1 is still alive after its flow finished"
      ])
    _ = leaked
  }

  /// Code awaiting a finished flow's result holds it for a moment: no leak.
  ///
  /// The README's quick start awaits `result(of: AddBookFlow(), …)`: the finished `AddBookFlow` lives
  /// until that call returns, after the dismissal's plan completed.
  @Test func aFlowHeldByTheCodeAwaitingItsResultIsNoLeak() async throws {
    let records = LogRecords()
    let logger = Logger(label: "test") { _ in CapturingLogHandler(records: records) }
    let app = ReadmeExampleTests.AppFlow()
    let navigator = Navigator(root: app, tree: NavigationTree(.home), logger: logger)
    navigator.warnsAboutLeaks = true
    navigator.leakWarningDelay = .milliseconds(20)
    let host = TestHost<ReadmeExampleTests.AppRoute>()
    host.attach(to: navigator)
    navigator.start()

    app.addBook()
    await host.waitUntil { !app.children.isEmpty }
    (app.children.first as? ReadmeExampleTests.AddBookFlow)?.saved(bookID: 7)
    await host.waitUntil { navigator.tree.visibleRoute == .bookDetail(id: 7) }
    // A flow that really leaks, finished after the one above: once its warning is logged, the
    // check has looked at the AddBookFlow too.
    let leaked = ReadmeExampleTests.AddBookFlow()
    try app.start(leaked, .present(.sheet))
    try host.swipeDownSheet()
    await records.waitForWarnings()

    #expect(
      records.messages(at: .warning) == [
        "leak: coordinator AppFlow › AddBookFlow at level 1 is still alive after its flow finished"
      ])
    #expect(host.shown.visibleRoute == .bookDetail(id: 7))
    _ = leaked
  }
}

final class LogRecords: Sendable {
  private let entries = Mutex<[(Logger.Level, String)]>([])
  private let metadataValues = Mutex<[String]>([])

  func append(_ level: Logger.Level, _ message: String) {
    entries.withLock { $0.append((level, message)) }
  }

  func messages(at level: Logger.Level) -> [String] {
    entries.withLock { $0.filter { $0.0 == level }.map(\.1) }
  }

  func appendMetadata(_ values: [String]) {
    metadataValues.withLock { $0.append(contentsOf: values) }
  }

  /// Every message at every level and every metadata value logged with them.
  var everything: [String] {
    entries.withLock { $0.map(\.1) } + metadataValues.withLock { $0 }
  }

  /// Waits until a warning is logged, for at most 12,000 10 ms turns of the main actor (a bound
  /// only a missing warning meets).
  ///
  /// On the main actor, like the navigator's leak check: off it, the turns ran out while other
  /// suites kept the main actor busy, and the check never had its turn.
  @MainActor
  func waitForWarnings() async {
    for _ in 0..<12_000 where messages(at: .warning).isEmpty {
      try? await Task.sleep(for: .milliseconds(10))
    }
  }
}

struct CapturingLogHandler: LogHandler {
  let records: LogRecords
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    records.append(event.level, "\(event.message)")
    let all = metadata.merging(event.metadata ?? [:]) { $1 }
    records.appendMetadata(all.values.map { "\($0)" })
  }
}
