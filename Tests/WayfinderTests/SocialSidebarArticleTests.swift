import Testing
import Wayfinder
import WayfinderTesting

// The code of Tabs, Flows and Adaptive Layout's "A tab bar that shows a subset of the sidebar"
// and "Rows added at run time", as the article shows it (the article's visibility(for:)
// fragment is the one in SocialTabs): if the article's code stops compiling, this file does.

enum SocialRoute: Hashable, Codable, Sendable {
  case timeline, notifications, explore, messages, profile
  case list(id: Int)
  case status(id: Int)
}

/// A sidebar row: five tabs, and a list per row the user made.
struct SidebarRow: RawRepresentable, Hashable, Sendable {
  var rawValue: String

  static let timeline = SidebarRow(rawValue: "timeline")
  static let notifications = SidebarRow(rawValue: "notifications")
  static let explore = SidebarRow(rawValue: "explore")
  static let messages = SidebarRow(rawValue: "messages")
  static let profile = SidebarRow(rawValue: "profile")
  static func list(_ id: Int) -> SidebarRow { SidebarRow(rawValue: "list-\(id)") }

  var listID: Int? { rawValue.hasPrefix("list-") ? Int(rawValue.dropFirst(5)) : nil }

  var root: SocialRoute {
    if let listID { return .list(id: listID) }
    switch rawValue {
    case "notifications": return .notifications
    case "explore": return .explore
    case "messages": return .messages
    case "profile": return .profile
    default: return .timeline
    }
  }
}

enum ListsIntent: NavigationIntent {
  case created(id: Int)
  case deleted(id: Int)
}

enum ListIntent: NavigationIntent {
  case openStatus(id: Int)
}

final class ListFlow: Coordinator<SocialRoute, Void> {
  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case ListIntent.openStatus(let id) = intent else { return false }
    try push(.status(id: id))
    return true
  }
}

final class SocialTabs: TabsCoordinator<SocialRoute, SidebarRow> {
  init(lists: [Int]) {
    let tabs: [SidebarRow] = [.timeline, .notifications, .explore, .messages, .profile]
    super.init(tabs: tabs + lists.map { SidebarRow.list($0) }, layout: .split) { $0.root }
  }

  override func flow(for row: SidebarRow) -> Coordinator<SocialRoute, Void> {
    row.listID == nil ? TabFlow() : ListFlow()
  }

  override func visibility(for row: SidebarRow) -> SectionVisibility {
    row.listID == nil ? .everywhere : .splitOnly
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent {
    case ListsIntent.created(let id): try insert(.list(id), selecting: true)
    case ListsIntent.deleted(let id): try remove(.list(id))
    default: return try super.handle(intent)
    }
    return true
  }
}

@MainActor
func target(forList id: Int, in tree: NavigationTree<SocialRoute>) throws
  -> NavigationTree<SocialRoute>
{
  let row = SectionID(SidebarRow.list(id))
  if tree.isSectionVisible(row) {
    return try tree.showing(section: row, stack: [.list(id: id)])
  }
  // On a phone: the list on top of the Timeline tab's screens.
  var timeline = try tree.stack(at: StackPath(level: 0, section: SectionID(SidebarRow.timeline)))
  timeline.push(.list(id: id))
  return try tree.showing(section: SectionID(SidebarRow.timeline), stack: timeline)
}

/// A navigator on `root` shown by `host`, started, its first plan taken.
@MainActor
func startSocialApp(_ root: FlowCoordinator<SocialRoute>, on host: TestHost<SocialRoute>)
  -> Navigator<SocialRoute>
{
  let navigator = Navigator(root: root, logger: quietLogger)
  navigator.warnsAboutLeaks = false
  host.attach(to: navigator)
  navigator.start()
  _ = host.takeSteps()
  return navigator
}

/// The article's social app does what the article says.
@MainActor
@Suite struct SocialSidebarArticleTests {
  let tabs = SocialTabs(lists: [7])
  let navigator: Navigator<SocialRoute>
  let host = TestHost<SocialRoute>()

  init() {
    navigator = startSocialApp(tabs, on: host)
  }

  @Test func aPhoneShowsFiveTabsAndATabletEveryRow() throws {
    #expect(navigator.tree.root.visibleSectionIDs.count == 6)
    try host.changeSizeClass(to: .compact)
    #expect(
      navigator.tree.root.visibleSectionIDs
        == ["timeline", "notifications", "explore", "messages", "profile"])
  }

  @Test func aListSelectedOnTheTabletGivesWayToTheTimelineOnAPhone() throws {
    try tabs.select(.list(7))
    tabs.tabFlow(for: .list(7))?.flowHandle.send(ListIntent.openStatus(id: 3))
    try host.changeSizeClass(to: .compact)
    #expect(tabs.selectedTab == .timeline)
    try host.changeSizeClass(to: .regular)
    try tabs.select(.list(7))
    #expect(navigator.tree.visibleStack == [.list(id: 7), .status(id: 3)])
  }

  @Test func theLinkHandlerPutsAHiddenListOnTheTimeline() throws {
    let wide = try target(forList: 7, in: navigator.tree)
    #expect(wide.visibleStack == [.list(id: 7)])
    try host.changeSizeClass(to: .compact)
    let narrow = try target(forList: 7, in: navigator.tree)
    #expect(narrow.visibleStack == [.timeline, .list(id: 7)])
  }

  @Test func aListCreatedAndDeletedIsOnePlanEach() throws {
    tabs.tabFlow(for: .timeline)?.flowHandle.send(ListsIntent.created(id: 8))
    host.expectSteps([
      .insertSection("list-8", [.list(id: 8)], at: 6, visibility: .splitOnly, level: 0),
      .select("list-8", level: 0),
    ])
    let list = try #require(tabs.tabFlow(for: .list(8)))
    #expect(list is ListFlow)
    list.flowHandle.send(ListsIntent.deleted(id: 8))
    host.expectSteps([.removeSection("list-8", level: 0, selecting: "list-7")])
    #expect(list.flowState == .finished(.sectionRemoved))
  }
}
