import Testing
import Wayfinder
import WayfinderTesting

/// Intents go up from the screen's flow to its ancestors; nobody handling one is reported.
@MainActor
@Suite struct IntentTests {
  @Test func anIntentTravelsUpToTheFirstFlowThatHandlesIt() throws {
    let harness = Harness()
    let outer = TestFlow<Void>("Outer", routes: [.library])
    outer.handler = { [unowned outer] intent in
      guard case TestIntent.openBook(let id) = intent else { return false }
      // The child's sheet covers the flow's stack: close it, then push where the user looks.
      try outer.dismiss()
      try outer.push(.bookDetail(id: id))
      return true
    }
    try harness.app.start(outer, .push)
    let inner = TestFlow<Void>("Inner", routes: [.settings])
    try outer.start(inner, .present(.sheet))
    var appSaw = false
    harness.app.handler = { _ in
      appSaw = true
      return true
    }
    let screen = try #require(harness.host.visibleScreen as? TestScreen<BookRoute>)
    #expect(screen.flow.flowID == inner.flowID)
    screen.flow.send(TestIntent.openBook(id: 5))
    #expect(!appSaw)
    harness.host.expectTree(
      """
      stack
        home
        library
        bookDetail(id: 5)
      """)
    harness.host.expectNoUnhandledIntents()
  }

  @Test func anIntentNobodyHandlesIsReportedNotDropped() throws {
    let harness = Harness()
    try harness.app.start(TestFlow<Void>("Detail", routes: [.bookDetail(id: 1)]), .push)
    harness.navigator.handle(forRouteAt: 1, in: .root).send(TestIntent.somethingNobodyHandles)
    #expect(
      harness.navigator.unhandledIntents == [
        UnhandledIntent(intent: "somethingNobodyHandles", flowPath: "AppFlow › Detail")
      ])
    withKnownIssue {
      harness.host.expectNoUnhandledIntents()
    }
  }

  @Test func aScreenThatOutlivesItsFlowCannotNavigate() throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Detail", routes: [.bookDetail(id: 1)])
    flow.handler = { _ in
      Issue.record("a finished flow handled an intent")
      return true
    }
    try harness.app.start(flow, .push)
    let handle = harness.navigator.handle(forRouteAt: 1, in: .root)
    flow.finish()
    #expect(!handle.isActive)
    handle.send(TestIntent.openBook(id: 2))
    #expect(harness.navigator.unhandledIntents.count == 1)
    harness.host.expectTree("stack\n  home")
  }
}
