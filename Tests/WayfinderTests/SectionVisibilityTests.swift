import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// A tab bar that shows a subset of the sidebar: the social app's lists are sidebar rows only.
///
/// One rule for every way a hidden section could end up selected: the first section the layout
/// shows is selected instead, and the hidden section keeps its stack and its flow.
@MainActor
@Suite struct SectionVisibilityTests {
  /// The ways a change can name a section that the layout shows or hides.
  enum Trigger: String, CaseIterable {
    case selectByCode, intent, link, restoration
  }

  @Test(arguments: Trigger.allCases)
  func selectingASectionTheTabBarHidesSelectsTheFirstTabAndKeepsItsStack(trigger: Trigger)
    throws
  {
    let app = FeedHarness(FeedTabs(layout: .tabs))
    try app.tabs.select(.profile)
    _ = app.host.takeSteps()
    let list = SectionID(FeedTab.list(1))
    switch trigger {
    case .selectByCode:
      try app.tabs.select(.list(1))
    case .intent:
      app.tabs.tabFlow(for: .profile)?.flowHandle.send(SelectTabIntent(list))
    case .link:
      let target = try app.navigator.tree.showing(section: list, stack: [.list(1), .status(3)])
      app.navigator.setTree(target, cause: .deepLink("feed://lists/1/statuses/3"))
    case .restoration:
      var saved = app.navigator.tree
      try saved.select(list)
      app.navigator.restore(saved)
    }
    #expect(app.tabs.selectedTab == .timeline)
    // The link's screen goes where the link said, hidden until the sidebar shows the list.
    let pushed: [NavigationStep<FeedRoute>] =
      trigger == .link ? [.push([.status(3)], onto: app.path(.list(1)))] : []
    app.host.expectSteps(pushed + [.select("timeline", level: 0)])
    let listStack: Stack<FeedRoute> = trigger == .link ? [.list(1), .status(3)] : [.list(1)]
    #expect(try app.navigator.tree.stack(at: app.path(.list(1))) == listStack)
    #expect(app.tabs.tabFlow(for: .list(1))?.isRunning == true)
    #expect(app.log.entries.isEmpty, "no flow finished")
    app.host.expectInSync()
  }

  @Test(arguments: ["code", "sizeClass", "host"])
  func goingFromTheSidebarToTabsWithAListSelectedSelectsTheFirstTabBeforeTheLayout(
    trigger: String
  ) throws {
    let app = FeedHarness()
    try app.tabs.select(.list(1))
    app.tabs.tabFlow(for: .list(1))?.flowHandle.send(FeedIntent.openStatus(7))
    _ = app.host.takeSteps()

    switch trigger {
    case "code":
      try app.tabs.setLayout(.tabs)
      app.host.expectSteps([.select("timeline", level: 0), .setLayout(.tabs, level: 0)])
    case "sizeClass":
      try app.host.changeSizeClass(to: .compact)
      app.host.expectSteps([.select("timeline", level: 0), .setLayout(.tabs, level: 0)])
    default:
      // The platform turned its sidebar into a tab bar on its own: that is not sent back, but
      // the selection it left on a hidden section is the navigator's rule to apply.
      try app.host.changeLayout(to: .tabs)
      app.host.expectSteps([.select("timeline", level: 0)])
    }
    app.host.expectTree(
      """
      tabs
        tab timeline (selected)
          timeline
        tab notifications
          notifications
        tab profile
          profile
        tab list-1 (split only, hidden)
          list(1)
          status(7)
        tab list-2 (split only, hidden)
          list(2)
      """)
    #expect(app.log.entries.isEmpty, "the list's flow and its status flow keep running")

    // Back on the sidebar, the list the tab bar took away is selected again (issue 29, item
    // 12), still showing its status.
    switch trigger {
    case "code": try app.tabs.setLayout(.split)
    case "sizeClass": try app.host.changeSizeClass(to: .regular)
    default: try app.host.changeLayout(to: .split)
    }
    #expect(app.tabs.selectedTab == .list(1))
    #expect(app.navigator.tree.visibleStack == [.list(1), .status(7)])
    #expect(app.navigator.tree.root.sections?.displacedSelection == nil)
    app.host.expectInSync()
  }

  @Test func hidingTheSelectedSectionSelectsTheFirstOneTheLayoutShows() throws {
    let app = FeedHarness()
    try app.tabs.select(.list(2))
    _ = app.host.takeSteps()
    try app.tabs.setVisibility(.tabsOnly, of: SectionID(FeedTab.list(2)))
    app.host.expectSteps([
      .select("timeline", level: 0), .setVisibility(.tabsOnly, section: "list-2", level: 0),
    ])
    #expect(app.tabs.selectedTab == .timeline)
    #expect(!app.navigator.tree.isSectionVisible("list-2"))
    #expect(
      app.navigator.tree.root.visibleSectionIDs == [
        "timeline", "notifications", "profile", "list-1",
      ])
    app.host.expectInSync()
  }

  @Test func theUserCannotTapATabTheTabBarDoesNotShow() throws {
    let app = FeedHarness(FeedTabs(layout: .tabs))
    #expect(throws: TestHostError.hiddenSection("list-1", level: 0)) {
      try app.host.tapTab("list-1")
    }
    try app.tabs.setLayout(.split)
    try app.host.tapTab("list-1")
    #expect(app.tabs.selectedTab == .list(1))
  }

  @Test func aSplitShowingNoSectionRemembersAVisibleOne() throws {
    let app = FeedHarness()
    try app.tabs.select(.list(1))
    try app.tabs.clearSelection()
    try app.tabs.setLayout(.tabs)
    // A tab bar always shows a tab: the first one, since the remembered list is hidden.
    let sections = try #require(app.navigator.tree.root.sections)
    #expect(sections.selection == "timeline")
    app.host.expectInSync()
  }

  @Test func aLinkHandlerCanShowAHiddenListOnTheFirstTab() throws {
    let app = FeedHarness(FeedTabs(layout: .tabs))
    let tree = app.navigator.tree
    #expect(!tree.isSectionVisible("list-1"))
    #expect(tree.isSectionVisible("timeline"))
    // What a link to list 1 does on a phone: the list's screen on top of the first tab.
    var timeline = try tree.stack(at: app.path(.timeline))
    timeline.push(.list(1))
    app.navigator.setTree(try tree.showing(section: "timeline", stack: timeline))
    #expect(app.navigator.tree.visibleStack == [.timeline, .list(1)])
  }

  @Test func everySectionShowsWhenNoneIsVisibleInTheLayout() throws {
    var sections = try Sections<FeedRoute>([("a", [.timeline]), ("b", [.profile])])
    try sections.setVisibility(.splitOnly, of: "a")
    try sections.setVisibility(.splitOnly, of: "b")
    #expect(sections.visibleIDs(in: .tabs) == ["a", "b"])
    #expect(sections.isVisible("b", in: .tabs))
    #expect(throws: NavigationError.unknownSelection("c")) {
      try sections.setVisibility(.tabsOnly, of: "c")
    }
  }

  // MARK: Snapshots

  @Test func aSectionThatShowsEverywhereIsWrittenAsBefore() throws {
    // A snapshot written before sections had a visibility.
    let before = Data(
      #"{"sections":[{"id":"timeline","stack":[{"timeline":{}}]},{"id":"list-1","stack":[{"list":{"_0":1}}]}],"selection":"timeline"}"#
        .utf8)
    let sections = try JSONDecoder().decode(Sections<FeedRoute>.self, from: before)
    #expect(sections.visibility(of: "list-1") == .everywhere)
    #expect(
      try Sections<FeedRoute>([("timeline", [.timeline]), ("list-1", [.list(1)])]) == sections)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    #expect(try encoder.encode(sections) == before)
  }

  @Test func visibilityIsSavedAndRestored() throws {
    let app = FeedHarness()
    let restoration = Restoration<FeedRoute>(version: 1)
    let data = try restoration.snapshot(of: app.navigator.tree)
    #expect(String(decoding: data, as: UTF8.self).contains(#""visibility":"splitOnly""#))
    #expect(try restoration.tree(from: data) == app.navigator.tree)
  }

  @Test func theDumpSaysWhichSectionsTheLayoutHides() throws {
    let app = FeedHarness(FeedTabs(tabs: [.timeline, .list(1)], layout: .tabs))
    try app.tabs.setVisibility(.tabsOnly, of: "timeline")
    app.host.expectTree(
      """
      tabs
        tab timeline (selected, tabs only)
          timeline
        tab list-1 (split only, hidden)
          list(1)
      """)
  }
  @Test func aLayoutThatHidesTheRememberedSectionTakesItsPresentationAlong() throws {
    // Nothing selected in a split, a presentation over the section remembered; the user's
    // layout hides that section: the one remembered instead takes its place, and the
    // presentation goes as a selection would take it, on the host too (found by the walk).
    var sections = try Sections<BookRoute>([
      ("notes", [.settings]), ("inbox", [.settings, .bookDetail(id: 2)]),
      ("library", [.bookDetail(id: 3)]),
    ])
    try sections.setVisibility(.splitOnly, of: "notes")
    try sections.setVisibility(.splitOnly, of: "inbox")
    try sections.setVisibility(.tabsOnly, of: "library")
    try sections.select("inbox")
    var tree = NavigationTree<BookRoute>(root: .split(sections))
    tree.present(Presentation(.overCurrentContext, .stack([.bookDetail(id: 4)])))
    try tree.clearSelection(atLevel: 0)
    let harness = Harness(tree)
    try harness.host.changeLayout(to: .tabs)
    #expect(harness.navigator.tree.topLevel == 0)
    #expect(harness.navigator.tree.root.sections?.selection == "library")
    #expect(harness.navigator.tree.root.sections?.hasSelection == false)
    harness.host.expectInSync()
  }
}
