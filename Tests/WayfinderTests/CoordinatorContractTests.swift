import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// The contracts of seed 000's `Coordinator` protocol, which Wayfinder keeps without the
/// hand-written bookkeeping.
@MainActor
@Suite struct CoordinatorContractTests {
  @Test func aStartedChildIsAmongItsParentsChildren() throws {
    let harness = Harness()
    let child = TestFlow<Void>("Detail", routes: [.bookDetail(id: 1)])
    try harness.app.start(child, .push)
    #expect(harness.app.children.count == 1)
    #expect(harness.app.children.first === child)
    #expect(child.parent === harness.app)
    #expect(child.isRunning)
    harness.host.expectTree(
      """
      stack
        home
        bookDetail(id: 1)
      """)
  }

  @Test func finishingRemovesTheChildAndFreesIt() async throws {
    let harness = Harness()
    weak var weakChild: TestFlow<Void>?
    do {
      let child = TestFlow<Void>("Detail", routes: [.bookDetail(id: 1)])
      weakChild = child
      try harness.app.start(child, .push)
      child.finish()
    }
    #expect(harness.app.children.isEmpty)
    harness.host.expectTree(
      """
      stack
        home
      """)
    await harness.host.expectNoLeaks()
    #expect(weakChild == nil)
  }

  @Test func finishingTwiceIsHarmless() throws {
    let harness = Harness()
    let log = FinishLog()
    let child = TestFlow<Int>("Detail", routes: [.bookDetail(id: 1)], log: log)
    let ticket = child.ticket
    try harness.app.start(child, .push)
    child.finish(with: 1)
    child.finish(with: 2)
    child.cancel()
    #expect(log.causes == [.completed])
    #expect(ticket.outcome == .finished(1))
    #expect(child.finishCountForTests == 1)
  }

  @Test func removingIsByIdentity() throws {
    let harness = Harness()
    let first = TestFlow<Void>("Sheet", routes: [.addBookScan])
    let second = TestFlow<Void>("Sheet", routes: [.askQuestion])
    try harness.app.start(first, .present(.sheet))
    try harness.app.start(second, .present(.sheet))
    #expect(harness.app.children.count == 2)
    first.finish()
    // The first sheet lies below the second, so dismissing it dismisses both; the second is
    // not the first even though it has the same type and name.
    #expect(harness.app.children.isEmpty)
    let third = TestFlow<Void>("Pushed", routes: [.bookDetail(id: 3)])
    let fourth = TestFlow<Void>("Pushed", routes: [.settings])
    try harness.app.start(third, .present(.sheet))
    try harness.app.start(fourth, .present(.sheet))
    fourth.finish()
    #expect(harness.app.children.count == 1)
    #expect(harness.app.children.first === third)
  }

  @Test func aPushInsideOneTabLeavesOtherTabsUntouched() throws {
    let harness = Harness(try bookKittyTabs())
    let homeTab = TestFlow<Void>("HomeTab")
    let libraryTab = TestFlow<Void>("LibraryTab")
    try harness.app.start(homeTab, .tab(SectionID(Tab.home)))
    try harness.app.start(libraryTab, .tab(SectionID(Tab.library)))
    // The tabs' screens belong to the tab flows now: the host makes them anew.
    harness.host.expectSteps([
      .setStack([.home], at: StackPath(level: 0, section: "home"), keeping: 0),
      .setStack([.library], at: StackPath(level: 0, section: "library"), keeping: 0),
    ])
    try libraryTab.push(.bookDetail(id: 7))
    try homeTab.push(.bookDetail(id: 1))
    harness.host.expectTree(
      kittyDump(pushed: [.home: ["bookDetail(id: 1)"], .library: ["bookDetail(id: 7)"]]))
    harness.host.expectSteps([
      .push([.bookDetail(id: 7)], onto: StackPath(level: 0, section: "library")),
      .push([.bookDetail(id: 1)], onto: StackPath(level: 0, section: "home")),
    ])
    #expect(harness.app.children.count == 2)
  }
}

extension FlowCoordinator {
  var finishCountForTests: Int {
    finishCount
  }
}
