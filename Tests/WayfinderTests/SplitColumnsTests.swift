import Foundation
import Testing
import Wayfinder
import WayfinderTesting

/// Issue 19 item 7: a three-column split and a pinned column are two ways to draw the same
/// sections, so no stack is added, converted or lost.
@MainActor
@Suite struct SplitColumnsTests {
  private func openStatus(_ id: Int, in tab: FeedTab, of app: FeedHarness) {
    app.tabs.tabFlow(for: tab)?.flowHandle.send(FeedIntent.openStatus(id))
  }

  @Test func threeColumnsDrawTheRootAsContentAndTheRoutesAboveAsDetail() throws {
    let app = FeedHarness()
    try app.tabs.setSplitColumns(.three)
    app.host.expectSteps([.setSplitColumns(.three, level: 0)])
    app.host.expectColumns(
      "sidebar [timeline*, notifications, profile, list-1, list-2] | content timeline | detail []")
    openStatus(3, in: .timeline, of: app)
    app.host.expectColumns(
      "sidebar [timeline*, notifications, profile, list-1, list-2] | content timeline"
        + " | detail [status(3)]")
    #expect(app.navigator.tree.root.sections?.contentSelection == .status(3))
    #expect(app.tabs.tabFlow(for: .timeline)?.contentSelection == .status(3))
    #expect(app.navigator.tree.dump().hasPrefix("split (three columns)\n"))
  }

  @Test func tabsKeepTheirColumnsForTheSplitAndDumpNone() throws {
    var tree = try bookKittyTabs()
    try tree.setSplitColumns(.three)
    try tree.setColumnVisibility(.all)
    #expect(tree.dump().hasPrefix("tabs\n"))
    try tree.setLayout(.split)
    #expect(tree.dump().hasPrefix("split (columns all, three columns)\n"))
  }

  @Test func selectingAnotherRowReplacesEverythingAboveTheRootInOneStep() throws {
    let app = FeedHarness()
    openStatus(1, in: .timeline, of: app)
    _ = app.host.takeSteps()
    let flow = try #require(app.tabs.tabFlow(for: .timeline))
    try flow.setStack([.timeline, .status(2)])
    let steps = app.host.takeSteps()
    #expect(steps.count == 1, "one step, not a pop then a push: \(steps)")
    let timeline = try app.navigator.tree.stack(at: app.path(.timeline))
    #expect(timeline.routes == [.timeline, .status(2)])
    #expect(app.log.names == ["Status1"])
    #expect(app.log.causes == [.replaced])
    #expect(flow.contentSelection == .status(2))
    app.host.expectInSync()
  }

  @Test func theUserGoingBackToTheContentColumnPopsToTheRoot() throws {
    let app = FeedHarness()
    try app.tabs.setSplitColumns(.three)
    openStatus(5, in: .timeline, of: app)
    #expect(throws: TestHostError.nothingToGoBack(app.path(.timeline))) {
      try app.host.tapBack()
    }
    _ = app.host.takeSteps()
    try app.host.showContentColumn()
    app.host.expectSteps([])
    #expect(app.log.names == ["Status5"])
    #expect(app.log.causes == [.userWentBack])
    #expect(app.navigator.tree.root.sections?.contentSelection == nil)
    #expect(throws: TestHostError.nothingToGoBack(app.path(.timeline))) {
      try app.host.showContentColumn()
    }
  }

  @Test func collapsedTheSameStackIsOneStackAndBackPopsTheDetail() throws {
    let app = FeedHarness()
    try app.tabs.setSplitColumns(.three)
    openStatus(5, in: .timeline, of: app)
    let before = app.navigator.tree.root.sections
    try app.host.changeLayout(to: .tabs)
    #expect(app.navigator.tree.root.sections == before, "no stack converts")
    #expect(app.host.columns() == nil)
    try app.host.tapBack()
    #expect(try app.navigator.tree.stack(at: app.path(.timeline)).routes == [.timeline])
    try app.tabs.setLayout(.split)
    app.host.expectColumns(
      "sidebar [timeline*, notifications, profile, list-1, list-2] | content timeline | detail []")
  }

  @Test func aCollapsedSplitGoesBackFromTheDetailToTheContentListThenToTheSidebar() throws {
    // A mail app on a phone: the split stays a split, collapsed into one stack.
    let app = FeedHarness()
    app.navigator.layoutPolicy = { _ in .split }
    try app.tabs.setSplitColumns(.three)
    try app.host.changeSizeClass(to: .compact)
    openStatus(5, in: .timeline, of: app)
    #expect(app.navigator.tree.root.layout == .split)
    try app.host.tapBack()
    #expect(try app.navigator.tree.stack(at: app.path(.timeline)).routes == [.timeline])
    #expect(app.log.causes == [.userWentBack])
    try app.host.tapBack()
    #expect(app.navigator.tree.root.sections?.hasSelection == false)
    #expect(throws: TestHostError.nothingToGoBack(app.path(.timeline))) {
      try app.host.tapBack()
    }
    // Regular again: the detail's first screen has no back of its own.
    try app.host.changeSizeClass(to: .regular)
    try app.tabs.select(.timeline)
    openStatus(6, in: .timeline, of: app)
    #expect(throws: TestHostError.nothingToGoBack(app.path(.timeline))) {
      try app.host.tapBack()
    }
  }

  @Test func aPinnedSectionIsNoSidebarRowAndNeverTheSelection() throws {
    let app = FeedHarness()
    try app.tabs.select(.notifications)
    _ = app.host.takeSteps()
    try app.tabs.setPinnedColumn("notifications")
    app.host.expectSteps([
      .select("timeline", level: 0), .setPinnedColumn("notifications", level: 0),
    ])
    app.host.expectColumns(
      "sidebar [timeline*, profile, list-1, list-2] | detail [timeline]"
        + " | pinned notifications [notifications]")
    #expect(app.navigator.tree.isSectionVisible("notifications"))
    #expect(app.navigator.tree.showsStack(ofSection: "notifications", atLevel: 0))
    #expect(!app.navigator.tree.showsSection("notifications", atLevel: 0))
    try app.tabs.select(.notifications)
    #expect(app.navigator.tree.root.visibleSection == "timeline", "the hidden-section rule")
    #expect(throws: TestHostError.hiddenSection("notifications", level: 0)) {
      try app.host.tapTab("notifications")
    }
  }

  @Test func pushesOntoThePinnedColumnShowAndTheUserGoesBackThere() throws {
    let app = FeedHarness()
    try app.tabs.setPinnedColumn("notifications")
    openStatus(8, in: .notifications, of: app)
    app.host.expectColumns(
      "sidebar [timeline*, profile, list-1, list-2] | detail [timeline]"
        + " | pinned notifications [notifications, status(8)]")
    #expect(app.host.animatedSteps.contains(.push([.status(8)], onto: app.path(.notifications))))
    try app.host.tapBackInPinnedColumn()
    #expect(app.log.names == ["Status8"])
    #expect(app.log.causes == [.userWentBack])
    #expect(throws: TestHostError.nothingToGoBack(app.path(.notifications))) {
      try app.host.tapBackInPinnedColumn()
    }
    try app.tabs.setPinnedColumn(nil)
    #expect(throws: TestHostError.noPinnedColumn(level: 0)) {
      try app.host.tapBackInPinnedColumn()
    }
  }

  @Test func aTreeThatShowsThePinnedSectionFillsItsColumnAndKeepsTheSelection() throws {
    let app = FeedHarness()
    try app.tabs.setPinnedColumn("notifications")
    // A notification's link: Notifications with a status on top, as a phone would show it.
    let target = try app.navigator.tree.showing(
      section: "notifications", stack: [.notifications, .status(9)])
    app.navigator.setTree(target)
    #expect(app.navigator.tree.root.visibleSection == "timeline")
    app.host.expectColumns(
      "sidebar [timeline*, profile, list-1, list-2] | detail [timeline]"
        + " | pinned notifications [notifications, status(9)]")
  }

  @Test func inTabsThePinnedSectionIsAnOrdinaryTab() throws {
    let app = FeedHarness(FeedTabs(layout: .tabs))
    try app.tabs.setPinnedColumn("notifications")
    #expect(app.navigator.tree.root.visibleSectionIDs == ["timeline", "notifications", "profile"])
    try app.host.tapTab("notifications")
    #expect(app.navigator.tree.root.visibleSection == "notifications")
    try app.host.changeLayout(to: .split)
    #expect(app.navigator.tree.root.visibleSection == "timeline")
    #expect(app.navigator.tree.dump().contains("section notifications (pinned)"))
  }

  @Test func aRestoredTreeKeepsItsColumnsAndNeverSelectsThePinnedSection() throws {
    var sections = try Sections<FeedRoute>(
      FeedTabs().tabs.map { (SectionID($0), Stack([$0.root])) }, selection: "notifications")
    try sections.setStack([.notifications, .status(2)], for: "notifications")
    sections.splitColumns = .three
    try sections.setPinnedColumn("notifications")
    let saved = try JSONEncoder().encode(NavigationTree(root: .split(sections)))
    let tree = try JSONDecoder().decode(NavigationTree<FeedRoute>.self, from: saved)
    let app = FeedHarness(tree: tree)
    #expect(app.navigator.tree.root.sections?.selection == "timeline")
    app.host.expectColumns(
      "sidebar [timeline*, profile, list-1, list-2] | content timeline | detail []"
        + " | pinned notifications [notifications, status(2)]")
  }

  @Test func removingThePinnedSectionClearsThePin() throws {
    var sections = try Sections<FeedRoute>([
      ("timeline", [.timeline]), ("notifications", [.notifications]),
    ])
    try sections.setPinnedColumn("notifications")
    try sections.removeSection("notifications")
    #expect(sections.pinnedColumn == nil)
    #expect(sections.visibleIDs(in: .split) == ["timeline"])
  }

  @Test func aPinNeedsASectionWithAStackAndAnotherForTheDetail() throws {
    var sections = try Sections<FeedRoute>(
      [("timeline", [.timeline]), ("post", []), ("notifications", [.notifications])],
      actions: ["post"])
    #expect(throws: NavigationError.unknownSelection("lists")) {
      try sections.setPinnedColumn("lists")
    }
    #expect(throws: NavigationError.actionNotSelectable("post")) {
      try sections.setPinnedColumn("post")
    }
    try sections.removeSection("notifications")
    #expect(throws: NavigationError.pinsLastSection("timeline")) {
      try sections.setPinnedColumn("timeline")
    }
    #expect(NavigationError.pinsLastSection("timeline").description.contains("Add a section"))
  }

  @Test func snapshotsKeepBothAndOlderOnesReadAsTwoColumnsWithoutAPin() throws {
    var sections = try Sections<FeedRoute>([
      ("timeline", [.timeline, .status(1)]), ("notifications", [.notifications]),
    ])
    let old = try JSONEncoder().encode(sections)
    #expect(!String(decoding: old, as: UTF8.self).contains("splitColumns"))
    sections.splitColumns = .three
    try sections.setPinnedColumn("notifications")
    let data = try JSONEncoder().encode(sections)
    #expect(try JSONDecoder().decode(Sections<FeedRoute>.self, from: data) == sections)
    let read = try JSONDecoder().decode(Sections<FeedRoute>.self, from: old)
    #expect(read.splitColumns == .two)
    #expect(read.pinnedColumn == nil)
    let unknownPin = String(decoding: data, as: UTF8.self)
      .replacingOccurrences(
        of: "\"pinnedColumn\":\"notifications\"", with: "\"pinnedColumn\":\"x\"")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Sections<FeedRoute>.self, from: Data(unknownPin.utf8))
    }
  }

  @Test func theDumpMarksThreeColumnsAndThePin() throws {
    var sections = try Sections<FeedRoute>([
      ("timeline", [.timeline]), ("notifications", [.notifications]),
    ])
    sections.splitColumns = .three
    try sections.setPinnedColumn("notifications")
    let tree = NavigationTree<FeedRoute>(root: .split(sections))
    #expect(
      tree.dump() == """
        split (three columns)
          section timeline (selected)
            timeline
          section notifications (pinned)
            notifications
        """)
  }
  @Test func aCollapsedSplitShowingItsSidebarHasNoBack() throws {
    let app = FeedHarness()
    app.navigator.layoutPolicy = { _ in .split }
    try app.host.changeSizeClass(to: .compact)
    openStatus(5, in: .timeline, of: app)
    openStatus(6, in: .timeline, of: app)
    try app.host.clearSelection()
    #expect(throws: TestHostError.nothingToGoBack(app.path(.timeline))) {
      try app.host.tapBack()
    }
    #expect(throws: TestHostError.nothingToGoBack(app.path(.timeline))) {
      try app.host.swipeBackAndCancel()
    }
    #expect(try app.navigator.tree.stack(at: app.path(.timeline)).count == 3)
  }

  @Test func aBackSwipeFromACollapsedDetailsFirstScreenSpringsBack() throws {
    let app = FeedHarness()
    app.navigator.layoutPolicy = { _ in .split }
    try app.host.changeSizeClass(to: .compact)
    let before = app.navigator.tree
    try app.host.swipeBackAndCancel()
    #expect(app.navigator.tree == before)
    try app.host.changeSizeClass(to: .regular)
    #expect(throws: TestHostError.nothingToGoBack(app.path(.timeline))) {
      try app.host.swipeBackAndCancel()
    }
  }

  @Test func theLongPressBackMenuOfASplitListsTheDetailsScreensOnly() throws {
    let app = FeedHarness()
    app.navigator.layoutPolicy = { _ in .split }
    try app.tabs.setSplitColumns(.three)
    for id in [5, 6, 7] { openStatus(id, in: .timeline, of: app) }
    // Not collapsed: the detail column's first screen is the content column's selection.
    #expect(throws: TestHostError.nothingToGoBack(app.path(.timeline))) {
      try app.host.goBack(toCount: 1)
    }
    try app.host.goBack(toCount: 2)
    #expect(
      try app.navigator.tree.stack(at: app.path(.timeline)).routes == [.timeline, .status(5)])
    // Collapsed into one stack: down to the content list.
    openStatus(6, in: .timeline, of: app)
    try app.host.changeSizeClass(to: .compact)
    try app.host.goBack(toCount: 1)
    #expect(try app.navigator.tree.stack(at: app.path(.timeline)).routes == [.timeline])
    // Showing its sidebar: no back button, no menu.
    openStatus(8, in: .timeline, of: app)
    openStatus(9, in: .timeline, of: app)
    try app.host.clearSelection()
    #expect(throws: TestHostError.nothingToGoBack(app.path(.timeline))) {
      try app.host.goBack(toCount: 1)
    }
    #expect(try app.navigator.tree.stack(at: app.path(.timeline)).count == 3)
  }
}
