import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// `#n` is an identity (a flow's), never a position: a route's place in a stack reads
/// `index n` in anchors, leak labels, steps and misbound-screen reports.
@MainActor
@Suite struct NotationTests {
  @Test func aFlowIDReadsHashNAndARouteIndexReadsIndexN() {
    #expect(FlowID(rawValue: 1).description == "#1")
    #expect(FlowAnchor.run(.root, base: 1).description == "root from index 1")
    #expect(
      FlowAnchor.run(StackPath(level: 0, section: "library"), base: 2).description
        == "root › library from index 2")
    #expect(
      NavigationStep<BookRoute>.remove(indices: 1..<2, from: .root).description
        == "remove index 1 from root")
    #expect(
      NavigationStep<BookRoute>.remove(indices: 1..<3, from: .root).description
        == "remove indices 1..<3 from root")
  }

  @Test func aLeakedPushedFlowIsLabelledWithTheIndexItsRunBeganAt() async throws {
    let harness = Harness()
    var kept: FlowCoordinator<BookRoute>? = TestFlow<Void>("Detail", routes: [.bookDetail(id: 4)])
    try harness.app.start(try #require(kept as? TestFlow<Void>), .push)
    kept?.cancel()
    await harness.navigator.waitForFinishedTasks()
    let leaks = harness.navigator.leakWatcher.leaks()
    #expect(
      leaks.contains(Leak(kind: .coordinator, label: "AppFlow › Detail at root from index 1")),
      "\(leaks)")
    #expect(!leaks.contains { $0.label.contains("#") }, "\(leaks)")
    kept = nil
    #expect(harness.navigator.leakWatcher.leaks().isEmpty)
  }

  @Test func aMisboundScreenIsNamedByItsIndex() throws {
    let harness = Harness()
    let detail = TestFlow<Void>("Detail", routes: [.bookDetail(id: 4)])
    try harness.app.start(detail, .push)
    // A host that missed the step removing the detail, as a buggy adapter would.
    let keeper = ScreenKeeper<BookRoute, TestScreen<BookRoute>>(
      showing: NavigationTree(.home), make: { TestScreen(route: $0, flow: $1) })
    keeper.attach(to: harness.navigator)
    try keeper.perform(.push([.bookDetail(id: 4)], onto: .root))
    detail.cancel()
    #expect(
      keeper.misboundScreens == [
        "screen bookDetail(id: 4) at index 1 of root is bound to the finished flow AppFlow › Detail"
      ])
  }
}
