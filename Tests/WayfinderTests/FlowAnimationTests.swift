import Testing
import Wayfinder
import WayfinderTesting

/// A flow turns animation off for its own changes, and is told when it cannot.
@MainActor
@Suite struct FlowAnimationTests {
  @Test func aFlowsChangesWithoutAnimationReachTheHostAsOneUnanimatedPlan() throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Library", routes: [.library])
    try harness.app.start(flow, .push)
    _ = harness.host.takeSteps()

    let count = try flow.withoutAnimation {
      try flow.push(.bookDetail(id: 1))
      try flow.push(.bookDetail(id: 2))
      return flow.flowRoutes.count
    }
    #expect(count == 3)
    #expect(
      harness.host.performedSteps == [
        .push([.bookDetail(id: 1), .bookDetail(id: 2)], onto: .root)
      ])
    #expect(harness.host.animatedSteps.isEmpty)

    try flow.push(.settings)
    #expect(harness.host.animatedSteps == [.push([.settings], onto: .root)], "animates again")
  }

  @Test func aFlowThatHasNotStartedIsRefusedAndItsChangesDoNotRun() {
    let flow = TestFlow<Void>("Library")
    var ran = false
    #expect(throws: NavigationError.flowNotRunning("Library")) {
      try flow.withoutAnimation { ran = true }
    }
    #expect(!ran)
  }

  @Test func aFinishedFlowIsRefusedAndTheTreeStays() throws {
    let harness = Harness()
    let flow = TestFlow<Void>("Library", routes: [.library])
    try harness.app.start(flow, .push)
    flow.cancel()
    let before = harness.navigator.tree
    #expect(throws: NavigationError.flowNotRunning("AppFlow › Library")) {
      try flow.withoutAnimation { try harness.app.push(.settings) }
    }
    #expect(harness.navigator.tree == before)
  }

  @Test func anErrorInsideKeepsTheChangesMadeBeforeItAndAnimationComesBack() throws {
    let harness = Harness()
    #expect(throws: NavigationError.self) {
      try harness.app.withoutAnimation {
        try harness.app.push(.library)
        try harness.app.pop(to: .settings)
      }
    }
    #expect(harness.navigator.tree.visibleStack == [.home, .library])
    #expect(harness.host.animatedSteps.isEmpty)
    try harness.app.push(.settings)
    #expect(harness.host.animatedSteps == [.push([.settings], onto: .root)])
  }
}
