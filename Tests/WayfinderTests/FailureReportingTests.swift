import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// Navigation that fails is never silent: a flow's entry points throw, and the navigator
/// reports what they throw to the log, the journal, its issues, and the test host.
@MainActor
@Suite struct FailureReportingTests {
  /// Pushes over a presentation it does not own when asked: the push is refused.
  final class CoveredFlow: Coordinator<BookRoute, Void> {
    override func start() throws { try push(.library) }
    override func handle(_ intent: any NavigationIntent) throws -> Bool {
      try push(.bookDetail(id: 1))
      return true
    }
  }

  @Test func anErrorThrownFromHandleIsReportedAndTheIntentCountsAsHandled() throws {
    let harness = Harness()
    let flow = CoveredFlow()
    try harness.app.start(flow, .push)
    try harness.app.present(.sheet(.settings))
    let events = harness.navigator.journal.keepRecent(5)
    var parentSaw = false
    harness.app.handler = { _ in
      parentSaw = true
      return true
    }
    harness.host.expectIssue {
      harness.navigator.handle(forRouteAt: 1, in: .root).send(TestIntent.openBook(id: 1))
    }
    #expect(!parentSaw)
    guard case .failed(let path, let during, let error) = harness.navigator.issues.last else {
      Issue.record("expected a failure, got \(harness.navigator.issues)")
      return
    }
    #expect(path == "AppFlow › CoveredFlow")
    #expect(during.hasPrefix("handle("))
    #expect(error.contains("under the presentation at level 1 of AppFlow"))
    #expect(events.events.last?.issues.count == 1)
    harness.host.expectNoUnhandledIntents()
  }

  @Test func anErrorThrownFromATaskIsReported() async throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Worker", routes: [.library])
    try harness.app.start(flow, .push)
    try harness.app.present(.sheet(.settings))
    let task = flow.task { try flow.push(.bookDetail(id: 2)) }
    await harness.host.expectIssue { () async in await task.value }
    #expect(harness.navigator.issues.count == 1)
  }

  @Test func aTaskTheFlowsFinishCancelledReportsNothing() async throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Loader", routes: [.library])
    try harness.app.start(flow, .push)
    flow.dependencies.register(Greeter.self, scope: .flow) { _ in Greeter(text: "hi") }
    // Cancelled while it waits: what it meets afterwards (the finished flow's scope) is the
    // cancellation's consequence.
    var resumed = false
    let waiting = flow.task {
      try? await Task.sleep(for: .seconds(30))
      resumed = true
      _ = try flow.dependencies.resolve(Greeter.self)
    }
    await Task.yield()
    // Cancelled before its first run: the flow finishes in the turn that started it.
    var ran = false
    let early = flow.task {
      ran = true
      try flow.push(.bookDetail(id: 2))
    }
    flow.finish()
    await early.value
    await waiting.value
    #expect(!ran)
    #expect(resumed)
    #expect(harness.navigator.issues.isEmpty, "\(harness.navigator.issues)")
  }

  @Test func anErrorThrownFromAnOutcomeCallbackIsReported() throws {
    let harness = Harness()
    let child = TestFlow<Int>("Pick", routes: [.bookDetail(id: 1)])
    try harness.app.start(child, .push) { _ in try harness.app.select("nowhere") }
    harness.host.expectIssue { child.finish(with: 1) }
    guard case .failed(_, let during, _) = harness.navigator.issues.last else {
      Issue.record("expected a failure, got \(harness.navigator.issues)")
      return
    }
    #expect(during == "the outcome of Pick")
  }

  @Test func theThrowingCallsStayForCodeThatHandlesTheError() throws {
    let harness = Harness()
    #expect(throws: NavigationError.at(.root, .cannotPopRoot(1))) { try harness.app.pop() }
    #expect(harness.navigator.issues.isEmpty, "a thrown error the caller sees is not reported")
  }
}
