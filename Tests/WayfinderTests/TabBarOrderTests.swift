import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// A tab bar with an order of its own (issue 29, item 11), and the selection a layout took away
/// coming back when a layout shows it again (item 12).
@MainActor
@Suite struct TabBarOrderTests {
  func sections() throws -> Sections<BookRoute> {
    var sections = try Sections<BookRoute>([
      ("home", [.home]), ("qna", [.qna]), ("library", [.library]), ("settings", [.settings]),
    ])
    try sections.setVisibility(.splitOnly, of: "settings")
    return sections
  }

  @Test func theTabBarHasItsOwnOrderAndTheSidebarKeepsTheDisplayOrder() throws {
    var sections = try sections()
    try sections.setTabBarOrder(["library", "home"])
    #expect(sections.visibleIDs(in: .tabs) == ["library", "home", "qna"])
    #expect(sections.visibleIDs(in: .split) == ["home", "qna", "library", "settings"])
    #expect(sections.ids == ["home", "qna", "library", "settings"])
    // A section added later goes last in the tab bar; a removed one leaves the order.
    try sections.insertSection("profile", [.login], at: 0)
    #expect(sections.visibleIDs(in: .tabs) == ["library", "home", "profile", "qna"])
    try sections.removeSection("library")
    #expect(sections.tabBarOrder == ["home"])
    #expect(sections.visibleIDs(in: .tabs) == ["home", "profile", "qna"])
    try sections.setTabBarOrder(nil)
    #expect(sections.visibleIDs(in: .tabs) == ["profile", "home", "qna"])
  }

  @Test func anOrderOfUnknownOrRepeatedSectionsIsRefusedAndChangesNothing() throws {
    var sections = try sections()
    try sections.setTabBarOrder(["qna"])
    #expect(throws: NavigationError.unknownSelection("nope")) {
      try sections.setTabBarOrder(["home", "nope"])
    }
    #expect(throws: NavigationError.duplicateSection("home")) {
      try sections.setTabBarOrder(["home", "qna", "home"])
    }
    #expect(sections.tabBarOrder == ["qna"])
    // The display order itself is no order of its own.
    try sections.setTabBarOrder(sections.ids)
    #expect(sections.tabBarOrder == nil)
  }

  @Test func aFlowOrdersItsTabBarAndTheHostGetsOneStep() throws {
    let app = FeedHarness(FeedTabs(layout: .tabs))
    try app.tabs.setTabBarOrder(["profile", "timeline"])
    app.host.expectSteps([.setTabBarOrder(["profile", "timeline"], level: 0)])
    #expect(app.navigator.tree.root.visibleSectionIDs == ["profile", "timeline", "notifications"])
    app.host.expectInSync()
    // The sidebar is not reordered.
    try app.tabs.setLayout(.split)
    #expect(
      app.navigator.tree.root.visibleSectionIDs == [
        "timeline", "notifications", "profile", "list-1", "list-2",
      ])
    app.host.expectInSync()
  }

  @Test func aSwiftUIHostDrawsTheTabsInTheTabBarsOrder() throws {
    var tree = NavigationTree<BookRoute>(
      root: .tabs(
        try Sections([("home", [.home]), ("qna", [.qna]), ("library", [.library])])))
    try tree.setTabBarOrder(["library", "qna", "home"])
    let navigator = Navigator(root: AppFlow(), tree: tree, logger: quietLogger)
    navigator.warnsAboutLeaks = false
    let driver = DeclarativeDriver()
    let host = driver.attachedHost(to: navigator)
    navigator.start()
    #expect(driver.model.levels.first?.visibleSections == ["library", "qna", "home"])
    try navigator.rootFlow.setTabBarOrder(nil)
    #expect(driver.model.levels.first?.visibleSections == ["home", "qna", "library"])
    #expect(host.mismatches.isEmpty)
  }

  @Test func theOrderIsSavedAndRestored() throws {
    var sections = try sections()
    try sections.setTabBarOrder(["qna", "home"])
    let data = try JSONEncoder().encode(sections)
    let decoded = try JSONDecoder().decode(Sections<BookRoute>.self, from: data)
    #expect(decoded.tabBarOrder == ["qna", "home"])
    #expect(decoded == sections)
    let corrupt = String(decoding: data, as: UTF8.self)
      .replacingOccurrences(of: #""tabBarOrder":["qna","home"]"#, with: #""tabBarOrder":["x"]"#)
    #expect(corrupt != String(decoding: data, as: UTF8.self))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Sections<BookRoute>.self, from: Data(corrupt.utf8))
    }
  }

  // MARK: The selection comes back

  @Test func theSectionACompactWindowTookAwayIsSelectedAgainWhenItWidens() throws {
    let app = FeedHarness()
    try app.tabs.select(.list(1))
    _ = app.host.takeSteps()
    try app.host.changeSizeClass(to: .compact)
    #expect(app.tabs.selectedTab == .timeline)
    #expect(app.navigator.tree.root.sections?.displacedSelection == "list-1")
    try app.host.changeSizeClass(to: .regular)
    app.host.expectSteps([
      .select("timeline", level: 0), .setLayout(.tabs, level: 0), .setLayout(.split, level: 0),
      .select("list-1", level: 0),
    ])
    #expect(app.tabs.selectedTab == .list(1))
    #expect(app.navigator.tree.root.sections?.displacedSelection == nil)
    app.host.expectInSync()
  }

  @Test func aSelectionMadeMeanwhileWins() throws {
    let app = FeedHarness()
    try app.tabs.select(.list(1))
    try app.host.changeSizeClass(to: .compact)
    try app.host.tapTab("profile")
    #expect(app.navigator.tree.root.sections?.displacedSelection == nil)
    try app.host.changeSizeClass(to: .regular)
    #expect(app.tabs.selectedTab == .profile)
    // By code too.
    try app.tabs.select(.list(2))
    try app.host.changeSizeClass(to: .compact)
    try app.tabs.select(.notifications)
    try app.host.changeSizeClass(to: .regular)
    #expect(app.tabs.selectedTab == .notifications)
    app.host.expectInSync()
  }

  @Test func aRemovedSectionDoesNotComeBack() throws {
    let app = FeedHarness()
    try app.tabs.select(.list(1))
    try app.host.changeSizeClass(to: .compact)
    try app.tabs.remove(.list(1))
    #expect(app.navigator.tree.root.sections?.displacedSelection == nil)
    try app.host.changeSizeClass(to: .regular)
    #expect(app.tabs.selectedTab == .timeline)
    app.host.expectInSync()
  }

  @Test func aSnapshotTakenMeanwhileBringsItBackAfterARelaunch() throws {
    let app = FeedHarness()
    try app.tabs.select(.list(2))
    try app.host.changeSizeClass(to: .compact)
    let data = try JSONEncoder().encode(app.navigator.tree)
    let saved = try JSONDecoder().decode(NavigationTree<FeedRoute>.self, from: data)
    #expect(saved.root.sections?.displacedSelection == "list-2")
    let relaunched = FeedHarness(FeedTabs(), tree: saved)
    try relaunched.host.changeSizeClass(to: .regular)
    #expect(relaunched.tabs.selectedTab == .list(2))
    // A displaced selection naming no section is refused.
    let text = String(decoding: data, as: UTF8.self)
      .replacingOccurrences(
        of: #""displacedSelection":"list-2""#, with: #""displacedSelection":"gone""#)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationTree<FeedRoute>.self, from: Data(text.utf8))
    }
  }

  @Test func aVisibilityChangeThatShowsTheDisplacedSectionSelectsItAgain() throws {
    let app = FeedHarness()
    try app.tabs.select(.list(1))
    try app.host.changeSizeClass(to: .compact)
    #expect(app.tabs.selectedTab == .timeline)
    // Every list shown everywhere: no visibility is left, and list-1 is a tab now.
    try app.tabs.setVisibility(.everywhere, of: SectionID(FeedTab.list(1)))
    try app.tabs.setVisibility(.everywhere, of: SectionID(FeedTab.list(2)))
    #expect(app.tabs.selectedTab == .list(1))
    #expect(app.navigator.tree.root.sections?.displacedSelection == nil)
    app.host.expectInSync()
  }
}
