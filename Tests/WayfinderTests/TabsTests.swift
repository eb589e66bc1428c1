import Testing
import Wayfinder
import WayfinderTesting

/// Tabs (seeds 000 and 002): one flow and one stack per tab.
@MainActor
@Suite struct TabsTests {
  let home = StackPath(level: 0, section: "home")
  let library = StackPath(level: 0, section: "library")

  @Test func startingTheTabsStartsOneFlowPerTabWithItsOwnStack() async throws {
    let kitty = KittyHarness()
    #expect(kitty.tabs.children.map(\.flowName) == ["Tab(home)", "Tab(qna)", "Tab(library)"])
    #expect(kitty.tabs.selectedTab == .home)
    #expect(kitty.host.takeSteps().count == 1, "the tabs appear in one step")
    kitty.host.expectTree(kittyDump())
    kitty.host.expectFlowsMirrorTree()
    await kitty.host.expectNoLeaks()
  }

  @Test func tabFlowsCanHandTheirRootToTheContainer() async throws {
    final class RootPushingTab: Coordinator<BookRoute, Void> {
      let route: BookRoute
      init(route: BookRoute) { self.route = route }
      override func start() throws { try push(route) }
    }
    final class Seed000Tabs: TabsCoordinator<BookRoute, KittyTab> {
      init() { super.init(selected: .qna) }
      override func flow(for tab: KittyTab) -> Coordinator<BookRoute, Void> {
        RootPushingTab(route: tab == .home ? .home : tab == .qna ? .qna : .library)
      }
    }
    let navigator = Navigator(root: Seed000Tabs(), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = TestHost<BookRoute>()
    host.attach(to: navigator)
    navigator.start()
    #expect(host.takeSteps().count == 1)
    host.expectTree(kittyDump(selected: .qna))
    #expect(
      navigator.flow(owningRouteAt: 0, in: StackPath(level: 0, section: "qna")).flowName
        == "RootPushingTab")
  }

  @Test func selectingAnotherTabKeepsEveryTabsStack() async throws {
    let kitty = KittyHarness()
    try kitty.openBook(1, in: .home)
    try kitty.host.tapTab("library")
    try kitty.openBook(2, in: .library)
    try kitty.host.tapTab("home")
    kitty.host.expectTree(
      kittyDump(pushed: [.home: ["bookDetail(id: 1)"], .library: ["bookDetail(id: 2)"]]))
    #expect(kitty.log.entries.isEmpty)
    await kitty.host.expectNoLeaks()
  }

  @Test func reselectingTheSelectedTabDoesNothingInBookKitty() async throws {
    let kitty = KittyHarness(reselection: .nothing)
    try kitty.openBook(1, in: .home)
    _ = kitty.host.takeSteps()
    try kitty.host.tapTab("home")
    kitty.host.expectSteps([])
    #expect(kitty.log.entries.isEmpty)
    #expect(try kitty.navigator.tree.stack(at: home).count == 2)
  }

  @Test func reselectingTheSelectedTabPopsItToItsRootByTheIOSConvention() async throws {
    let kitty = KittyHarness(reselection: .popToRoot)
    try kitty.openBook(1, in: .home)
    try kitty.openBook(2, in: .home)
    _ = kitty.host.takeSteps()
    try kitty.host.tapTab("home")
    kitty.host.expectSteps([.pop(toCount: 1, at: home)])
    #expect(kitty.log.names == ["BookDetail(2)", "BookDetail(1)"])
    #expect(kitty.log.causes == [.userWentBack, .userWentBack])
    kitty.host.expectInSync()
    await kitty.host.expectNoLeaks()
  }

  @Test func anyDescendantSelectsATabThroughAnIntent() async throws {
    let kitty = KittyHarness()
    try kitty.openBook(1, in: .home)
    let detail = try #require(kitty.tabs.tabFlow(for: .home)?.children.first)
    detail.flowHandle.send(SelectTabIntent("library"))
    #expect(kitty.tabs.selectedTab == .library)
    // A screen sends the same intent through its handle.
    kitty.navigator.handle(forRouteAt: 0, in: library).send(SelectTabIntent("qna"))
    #expect(kitty.tabs.selectedTab == .qna)
    kitty.host.expectNoUnhandledIntents()
    // A tab the app does not have is reported, not dropped.
    detail.flowHandle.send(SelectTabIntent("settings"))
    #expect(kitty.navigator.unhandledIntents.count == 1)
  }

  @Test func aTabsFlowThatCannotOwnALevelSaysSoAndShowsNothing() async throws {
    let harness = Harness()
    try harness.host.expectIssue {
      try harness.app.start(KittyTabs(log: FinishLog()), .push)
    }
    harness.host.expectTree("stack\n  home")
    guard case .failed(let flow, let during, let error)? = harness.navigator.issues.first else {
      Issue.record("expected a failure, got \(harness.navigator.issues)")
      return
    }
    #expect(flow == "AppFlow › KittyTabs" && during == "start()")
    #expect(error.contains("only a flow that owns a whole level"))
  }
}
