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
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()

    let leaked = TestFlow<Void>("Settings", routes: [.settings])
    try app.start(leaked, .present(.sheet))
    try host.swipeDownSheet()
    for _ in 0..<10 { await Task.yield() }

    let warnings = records.messages(at: .warning)
    #expect(
      warnings.contains(
        "leak: coordinator AppFlow › Settings at level 1 is still alive after its flow finished"),
      "\(warnings)")
    _ = leaked
  }
}

final class LogRecords: Sendable {
  private let entries = Mutex<[(Logger.Level, String)]>([])

  func append(_ level: Logger.Level, _ message: String) {
    entries.withLock { $0.append((level, message)) }
  }

  func messages(at level: Logger.Level) -> [String] {
    entries.withLock { $0.filter { $0.0 == level }.map(\.1) }
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
  }
}
