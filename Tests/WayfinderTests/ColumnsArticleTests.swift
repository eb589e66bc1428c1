import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

// The code of Tabs, Flows and Adaptive Layout's "More than two columns", as the article shows
// it: if the article's code stops compiling or doing what it says, this file fails.

final class TimelineFlow: Coordinator<SocialRoute, Void> {
  /// The status the detail column shows, if any: the content list's selection.
  var shownStatus: Int? {
    guard case .status(let id) = contentSelection else { return nil }
    return id
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case ListIntent.openStatus(let id) = intent else { return false }
    // [.timeline, .status(id: 3), .profile] becomes [.timeline, .status(id: id)]: one plan.
    if id != shownStatus { try setStack([.timeline, .status(id: id)]) }
    return true
  }
}

final class ColumnTabs: TabsCoordinator<SocialRoute, SidebarRow> {
  init() {
    let rows: [SidebarRow] = [.timeline, .notifications, .explore, .profile]
    super.init(tabs: rows, layout: .split) { $0.root }
  }

  override func start() throws {
    try super.start()
    try setSplitColumns(.three)
    try setPinnedColumn(SectionID(SidebarRow.notifications))
  }

  override func flow(for row: SidebarRow) -> Coordinator<SocialRoute, Void> {
    row == .timeline ? TimelineFlow() : TabFlow()
  }
}

/// The article's three-column app does what the article says.
@MainActor
@Suite struct ColumnsArticleTests {
  let tabs = ColumnTabs()
  let navigator: Navigator<SocialRoute>
  let host = TestHost<SocialRoute>()

  init() {
    navigator = startSocialApp(tabs, on: host)
  }

  private func open(_ id: Int) {
    tabs.tabFlow(for: .timeline)?.flowHandle.send(ListIntent.openStatus(id: id))
  }

  @Test func theArticlesColumnsLineIsWhatTheSplitShows() throws {
    #expect(navigator.tree.dump().hasPrefix("split (three columns)"))
    #expect(navigator.tree.dump().contains("section notifications (pinned)"))
    open(3)
    #expect(
      SplitColumnRoutes(navigator.tree.root)?.description
        == "sidebar [timeline*, explore, profile] | content timeline | detail [status(id: 3)]"
        + " | pinned notifications [notifications]")
  }

  @Test func selectingAnotherStatusReplacesTheDetailInOnePlan() throws {
    open(3)
    try tabs.tabFlow(for: .timeline)?.push(.profile)
    _ = host.takeSteps()
    open(4)
    #expect(host.takeSteps().count == 1)
    #expect(navigator.tree.visibleStack == [.timeline, .status(id: 4)])
    #expect(tabs.tabFlow(for: .timeline)?.contentSelection == .status(id: 4))
    open(4)
    #expect(host.takeSteps().isEmpty, "the status shown already")
  }

  @Test func aPhoneShowsTheSameStackAndTheNotificationsTab() throws {
    open(3)
    try host.changeSizeClass(to: .compact)
    #expect(navigator.tree.visibleStack == [.timeline, .status(id: 3)])
    #expect(navigator.tree.root.visibleSectionIDs.contains("notifications"))
    try host.changeSizeClass(to: .regular)
    host.expectColumns(
      "sidebar [timeline*, explore, profile] | content timeline | detail [status(id: 3)]"
        + " | pinned notifications [notifications]")
  }
}
