import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// Sections added and removed while the app runs, each with its own flow: a sidebar row per
/// list the user makes, one plan per change, and the list of rows restored with the rest.
@MainActor
@Suite struct RuntimeSectionsTests {
  @Test func aTabsFlowOverARuntimeListStartsAFlowPerTab() throws {
    let app = FeedHarness()
    #expect(app.tabs.tabs == [.timeline, .notifications, .profile, .list(1), .list(2)])
    #expect(app.tabs.children.count == 5)
    #expect(app.tabs.tabFlow(for: .list(2))?.anchor == .section("list-2", level: 0))
    #expect(app.navigator.tree.root.sections?.visibility(of: "list-2") == .splitOnly)
    app.host.expectFlowsMirrorTree()
  }

  @Test func insertingATabIsOnePlanThatKeepsEveryOtherScreen() throws {
    let app = FeedHarness()
    app.tabs.tabFlow(for: .timeline)?.flowHandle.send(FeedIntent.openStatus(1))
    _ = app.host.takeSteps()
    let screens = (0..<2).map { app.host.screen(at: $0, in: app.path(.timeline)) }

    try app.tabs.insert(.list(3), at: 3, selecting: true)
    app.host.expectSteps([
      .insertSection("list-3", [.list(3)], at: 3, visibility: .splitOnly, level: 0),
      .select("list-3", level: 0),
    ])
    #expect(app.tabs.tabs == [.timeline, .notifications, .profile, .list(3), .list(1), .list(2)])
    let flow = try #require(app.tabs.tabFlow(for: .list(3)))
    #expect(flow.anchor == .section("list-3", level: 0))
    #expect(app.host.screen(at: 0, in: app.path(.list(3))) != nil)
    for (index, screen) in screens.enumerated() {
      #expect(app.host.screen(at: index, in: app.path(.timeline)) === screen)
    }
    // The new tab's flow works like any other.
    flow.flowHandle.send(FeedIntent.openStatus(9))
    #expect(app.navigator.tree.visibleStack == [.list(3), .status(9)])
    app.host.expectInSync()
    app.host.expectFlowsMirrorTree()
  }

  @Test func removingATabFinishesItsFlowsWithAClearCause() async throws {
    let app = FeedHarness()
    app.tabs.tabFlow(for: .list(1))?.flowHandle.send(FeedIntent.openStatus(4))
    _ = app.host.takeSteps()
    try app.tabs.remove(.list(1))
    app.host.expectSteps([.removeSection("list-1", level: 0, selecting: "timeline")])
    #expect(app.log.names == ["Status4", "Tab(list-1)"])
    #expect(app.log.causes == [.parentFinished, .sectionRemoved])
    #expect(app.tabs.tabs == [.timeline, .notifications, .profile, .list(2)])
    #expect(app.tabs.selectedTab == .timeline)
    await app.host.expectNoLeaks()
    app.host.expectInSync()
  }

  @Test func removingTheSelectedTabSelectsItsNeighbourInTheSamePlan() throws {
    let app = FeedHarness()
    try app.tabs.select(.list(1))
    _ = app.host.takeSteps()
    try app.tabs.remove(.list(1))
    // The one that takes its place, selected by the removal itself.
    app.host.expectSteps([.removeSection("list-1", level: 0, selecting: "list-2")])
    #expect(app.tabs.selectedTab == .list(2))
    try app.tabs.remove(.list(2))
    app.host.expectSteps([.removeSection("list-2", level: 0, selecting: "profile")])
    #expect(app.tabs.selectedTab == .profile, "the last one gives way to the one before it")
    app.host.expectInSync()
  }

  @Test func removingTheSelectedTabSkipsNeighboursTheTabBarHides() throws {
    let app = FeedHarness(
      FeedTabs(tabs: [.timeline, .notifications, .list(1), .profile], layout: .tabs))
    try app.tabs.select(.notifications)
    _ = app.host.takeSteps()
    try app.tabs.remove(.notifications)
    app.host.expectSteps([.removeSection("notifications", level: 0, selecting: "profile")])
    #expect(app.tabs.selectedTab == .profile)
    app.host.expectInSync()
  }

  @Test func removingATabTakesItsOwnPresentationAlong() throws {
    let app = FeedHarness()
    try app.tabs.select(.list(2))
    let flow = try #require(app.tabs.tabFlow(for: .list(2)))
    try flow.present(.stack(.overCurrentContext, .status(5)))
    _ = app.host.takeSteps()
    try app.tabs.remove(.list(2))
    app.host.expectSteps([
      .dismiss(toLevel: 0), .removeSection("list-2", level: 0, selecting: "list-1"),
    ])
    #expect(app.navigator.tree.topLevel == 0)
    app.host.expectInSync()
  }

  @Test func refusedChangesChangeNothing() throws {
    let app = FeedHarness(FeedTabs(tabs: [.timeline]))
    let before = app.navigator.tree
    #expect(throws: NavigationError.duplicateSection("timeline")) {
      try app.tabs.insert(.timeline)
    }
    #expect(throws: NavigationError.indexOutOfRange(5, count: 1)) {
      try app.tabs.insert(.profile, at: 5)
    }
    #expect(throws: NavigationError.emptySections) { try app.tabs.remove(.timeline) }
    #expect(throws: NavigationError.unknownSelection("profile")) { try app.tabs.remove(.profile) }
    let tab = try #require(app.tabs.tabFlow(for: .timeline))
    #expect(throws: NavigationError.self) { try tab.insertSection("mine") }
    #expect(app.navigator.tree == before)
    #expect(app.tabs.children.count == 1)
    app.host.expectSteps([])
  }

  @Test func theRootFlowCanAddASectionOfItsOwn() throws {
    let harness = Harness(try bookKittyTabs())
    try harness.app.insertSection("settings", [.settings], visibility: .splitOnly)
    harness.host.expectSteps([
      .insertSection("settings", [.settings], at: 3, visibility: .splitOnly, level: 0)
    ])
    try harness.app.removeSection("qna")
    harness.host.expectSteps([.removeSection("qna", level: 0, selecting: "home")])
    #expect(harness.navigator.tree.root.sections?.ids == ["home", "library", "settings"])
  }

  // MARK: Restoration

  @Test func aSnapshotRestoresTheTabsOfItsTimeWithTheirFlows() throws {
    let before = FeedHarness()
    try before.tabs.insert(.list(3), selecting: true)
    before.tabs.tabFlow(for: .list(3))?.flowHandle.send(FeedIntent.openStatus(8))
    try before.tabs.remove(.list(1))
    let restoration = Restoration<FeedRoute>(version: 1)
    let saved = try restoration.tree(from: try restoration.snapshot(of: before.navigator.tree))

    // The app starts with the lists it knew at launch; the snapshot has the user's.
    let after = FeedHarness(FeedTabs(tabs: [.timeline, .notifications, .profile]), tree: saved)
    #expect(after.navigator.tree == before.navigator.tree)
    #expect(after.tabs.tabs == [.timeline, .notifications, .profile, .list(2), .list(3)])
    #expect(
      after.tabs.restored == [.list(2), .list(3)], "made by flow(for:), restored, not started")
    let list = try #require(after.tabs.tabFlow(for: .list(3)))
    #expect(list.isRunning)
    #expect(after.navigator.flow(owningRouteAt: 0, in: after.path(.list(3))) === list)
    after.host.expectInSync()
    after.host.expectFlowsMirrorTree()
    // The restored tab is the app's again: its flow handles intents and can be removed.
    list.flowHandle.send(FeedIntent.openStatus(2))
    #expect(after.navigator.tree.visibleStack == [.list(3), .status(8), .status(2)])
    try after.tabs.remove(.list(3))
    #expect(after.log.causes.last == .sectionRemoved)
  }

  @Test func aRestoredRowsFirstScreenIsItsRowFlowsNotTheFactorys() throws {
    // Port 12: a board row the app had not loaded yet at relaunch; the factory makes a flow for
    // a board pushed elsewhere, and must not be asked about the row's own first screen.
    let before = FeedHarness()
    try before.tabs.insert(.list(3), selecting: true)
    before.tabs.tabFlow(for: .list(3))?.flowHandle.send(FeedIntent.openStatus(8))
    let restoration = Restoration<FeedRoute>(version: 1)
    let saved = try restoration.tree(from: try restoration.snapshot(of: before.navigator.tree))

    let tabs = FeedTabs(tabs: [.timeline, .notifications, .profile])
    let navigator = Navigator(root: tabs, logger: quietLogger)
    navigator.warnsAboutLeaks = false
    final class Asked { var routes: [FeedRoute] = [] }
    let asked = Asked()
    navigator.flowFactory = { route in
      asked.routes.append(route)
      switch route {
      case .list(let id), .status(let id): return StatusFlow(id: id, log: nil)
      default: return nil
      }
    }
    let host = TestHost<FeedRoute>()
    host.attach(to: navigator)
    navigator.start(restoring: saved)
    _ = host.takeSteps()
    #expect(navigator.tree == before.navigator.tree)
    #expect(!asked.routes.contains(.list(3)), "the row's flow owns its first screen")
    #expect(asked.routes.contains(.status(8)), "routes above it get their flows")
    let path = StackPath(level: 0, section: SectionID(FeedTab.list(3)))
    let row = try #require(tabs.tabFlow(for: .list(3)))
    #expect(navigator.flow(owningRouteAt: 0, in: path) === row)
    #expect((navigator.flow(owningRouteAt: 1, in: path) as? StatusFlow)?.id == 8)
    host.expectInSync()
    host.expectFlowsMirrorTree()
  }

  /// A row whose flow pushes its own first screen by starting a child (no root route).
  final class RowStartingAChild: Coordinator<FeedRoute, Void> {
    override func start() throws { try start(StatusFlow(id: 5, log: nil), .push) }
  }
  final class ChildRootTabs: TabsCoordinator<FeedRoute, FeedTab> {
    init(tabs: [FeedTab]) { super.init(tabs: tabs, layout: .split) }
    override func flow(for tab: FeedTab) -> Coordinator<FeedRoute, Void> { RowStartingAChild() }
  }

  @Test func aRestoredRowWhoseFlowStartsAChildAtItsRootGetsThatChildFromTheFactory() throws {
    let live = ChildRootTabs(tabs: [.timeline])
    let liveNavigator = Navigator(root: live, logger: quietLogger)
    liveNavigator.warnsAboutLeaks = false
    let liveHost = TestHost<FeedRoute>()
    liveHost.attach(to: liveNavigator)
    liveNavigator.start()
    try live.insert(.list(3), selecting: true)
    let path = StackPath(level: 0, section: SectionID(FeedTab.list(3)))
    try #require(liveNavigator.flow(owningRouteAt: 0, in: path) is StatusFlow)
    let restoration = Restoration<FeedRoute>(version: 1)
    let saved = try restoration.tree(from: try restoration.snapshot(of: liveNavigator.tree))

    let tabs = ChildRootTabs(tabs: [.timeline])
    let navigator = Navigator(root: tabs, logger: quietLogger)
    navigator.warnsAboutLeaks = false
    navigator.flowFactory = { route in
      if case .status(let id) = route { return StatusFlow(id: id, log: nil) } else { return nil }
    }
    let host = TestHost<FeedRoute>()
    host.attach(to: navigator)
    navigator.start(restoring: saved)
    #expect(navigator.flow(owningRouteAt: 0, in: path) is StatusFlow, "as in the live app")
    host.expectFlowsMirrorTree()
  }

  @Test func aSnapshotWithoutATabFinishesThatTabsFlow() throws {
    let app = FeedHarness()
    var saved = app.navigator.tree
    try saved.removeSection("list-2")
    try saved.insertSection("list-4", [.list(4)], visibility: .splitOnly)
    _ = app.host.takeSteps()
    app.navigator.restore(saved)
    // One plan that adds and removes rows; every other tab keeps its screens.
    app.host.expectSteps([
      .insertSection("list-4", [.list(4)], at: 4, visibility: .splitOnly, level: 0),
      .removeSection("list-2", level: 0, selecting: "timeline"),
    ])
    #expect(app.log.entries.map { "\($0.name) \($0.cause)" } == ["Tab(list-2) replaced"])
    #expect(app.tabs.tabFlow(for: .list(4))?.isRunning == true)
    app.host.expectFlowsMirrorTree()
  }

  @Test func sectionsReorderedAreAnotherContainerForTheHost() throws {
    let old = try Sections<FeedRoute>([("a", [.timeline]), ("b", [.profile])])
    let reordered = try Sections<FeedRoute>([("b", [.profile]), ("a", [.timeline])])
    let plan = NavigationPlan(
      from: NavigationTree(root: .tabs(old)), to: NavigationTree(root: .tabs(reordered)))
    #expect(plan.steps == [.replaceRoot(.tabs(reordered))])
    // Sections that share none keep the tab bar: one added, the other removed.
    let other = try Sections<FeedRoute>([("c", [.profile])])
    #expect(
      NavigationPlan(
        from: NavigationTree(root: .tabs(old)), to: NavigationTree(root: .tabs(other))
      ).steps == [
        .insertSection("c", [.profile], at: 0, visibility: .everywhere, level: 0),
        .removeSection("a", level: 0, selecting: "c"),
        .removeSection("b", level: 0, selecting: "c"),
      ])
  }

  @Test func aTreeWhoseSectionsShareNoneIsAnotherContainerForTheFlows() throws {
    let app = FeedHarness()
    let other = try Sections<FeedRoute>([("elsewhere", [.profile])])
    app.navigator.setTree(NavigationTree(root: .tabs(other)))
    // Login's tabs are not Main's: the tabs' flows end, and the host builds the root anew.
    #expect(app.log.causes.allSatisfy { $0 == .replaced })
    #expect(app.log.entries.count == 5)
    app.host.expectSteps([.replaceRoot(.tabs(other))])
  }
  @Test func aTabsFlowKeepsSectionsThatShareNoneWhenTheyAreAllItsTabs() throws {
    // A mail app's sidebar under its root flow: the rows of another account share none.
    final class MailApp: FlowCoordinator<FeedRoute> {
      let tabs: FeedTabs
      init(tabs: FeedTabs) { self.tabs = tabs }
      override func start() throws { try start(tabs, .root) }
    }
    let tabs = FeedTabs(tabs: [.list(1), .list(2)])
    let navigator = Navigator(root: MailApp(tabs: tabs), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let host = TestHost<FeedRoute>()
    host.attach(to: navigator)
    navigator.start()
    let other = try Sections<FeedRoute>([("list-7", [.list(7)]), ("list-8", [.list(8)])])
    navigator.setTree(NavigationTree(root: .split(other)))
    // The rows' old flows end; the tabs flow stays and gives each new row its flow.
    #expect(Set(tabs.log.names) == ["Tab(list-1)", "Tab(list-2)"])
    #expect(tabs.isRunning)
    #expect(tabs.tabs == [.list(7), .list(8)])
    #expect(tabs.restored == [.list(7), .list(8)])
    let list = try #require(tabs.tabFlow(for: .list(8)))
    #expect(navigator.flow(owningStackAt: StackPath(level: 0, section: "list-8")) === list)
    host.expectFlowsMirrorTree()
    list.flowHandle.send(FeedIntent.openStatus(3))
    #expect(
      try navigator.tree.stack(at: StackPath(level: 0, section: "list-8")) == [
        .list(8), .status(3),
      ])
  }

  @Test func aTabsFlowOverAnEnumEndsWithSectionsThatAreNotItsTabs() throws {
    enum LoginTab: String, CaseIterable { case signIn, signUp }
    final class LoginTabs: TabsCoordinator<FeedRoute, LoginTab> {
      let log: FinishLog
      init(log: FinishLog) {
        self.log = log
        super.init(selected: .signIn) { _ in .profile }
      }
      override func didFinish(_ cause: FinishCause) { log.record("LoginTabs", cause) }
    }
    final class App: FlowCoordinator<FeedRoute> {
      let tabs: LoginTabs
      init(tabs: LoginTabs) { self.tabs = tabs }
      override func start() throws { try start(tabs, .root) }
    }
    let log = FinishLog()
    let tabs = LoginTabs(log: log)
    let navigator = Navigator(root: App(tabs: tabs), logger: quietLogger)
    navigator.warnsAboutLeaks = false
    navigator.start()
    let main = try Sections<FeedRoute>([("timeline", [.timeline])])
    navigator.setTree(NavigationTree(root: .tabs(main)))
    // Login's tabs are not Main's: the tabs flow ends with its container.
    #expect(log.entries.map { "\($0.name) \($0.cause)" } == ["LoginTabs replaced"])
    #expect(!tabs.isRunning)
  }
  @Test func anActionATreeAddsGetsNoFlow() throws {
    let app = FeedHarness()
    let post = try Sections<FeedRoute>(
      [("timeline", [.timeline]), ("post", [])], selection: "timeline", actions: ["post"])
    app.navigator.setTree(NavigationTree(root: .split(post)))
    // An action runs no flow: flow(for:) is never asked for one.
    #expect(app.tabs.isRunning)
    #expect(!app.tabs.restored.contains(.init(rawValue: "post")))
    #expect(app.tabs.tabFlow(for: .init(rawValue: "post")) == nil)
  }
}
