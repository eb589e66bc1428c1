import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// Found by the one-million-operation random walk (seed 0x5EED0001, operation 411,630): a flow
/// whose child owns the tab that holds the flow's parent's screens handed its place over; the
/// child's tab went with it, the parent's screens with the tab, the parent finished, and the
/// successor ran under a finished parent, reachable from no one.
@MainActor
@Suite struct HandOffUnderParentTests {
  @Test func aHandOffThatWouldTakeTheParentsScreensAwayIsRefused() throws {
    let harness = Harness(try bookKittyTabs(selected: .qna))
    let parent = TestFlow<Void>("Parent", routes: [.bookDetail(id: 1)])
    try harness.app.start(parent, .replacingStack)
    let flow = TestFlow<Void>("Flow", routes: [.bookDetail(id: 2)])
    try parent.start(flow, .tab(SectionID(Tab.home)))
    // The child's tab holds the parent's screens, so its push is refused, as the walk's was.
    let child = WalkFlow(registry: WalkRegistry(), number: 3, handlesIntents: false)
    try flow.start(child, .tab(SectionID(Tab.qna)))
    let before = harness.navigator.tree
    #expect(throws: NavigationError.self) {
      try flow.handOff(to: TestFlow<Void>("Successor"), keepingScreens: true)
    }
    #expect(harness.navigator.tree == before, "nothing changed")
    #expect(flow.isRunning && parent.isRunning && child.isRunning)
    #expect(harness.navigator.invariantViolations().isEmpty)
  }
}
