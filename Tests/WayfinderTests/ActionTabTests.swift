import Foundation
import Testing
import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// Tabs with a "post" tab in the middle that opens compose instead of being selected.
enum PostTab: String, CaseIterable {
  case home, post, library
}

@MainActor
final class PostTabsFlow: TabsCoordinator<BookRoute, PostTab> {
  var taps: [TabActionIntent] = []
  /// Whether a tap on the post tab opens compose; otherwise the intent goes up unhandled.
  var opensCompose = true

  init() {
    super.init(selected: .home, actions: [.post], reselection: .nothing) { tab in
      switch tab {
      case .home: .home
      case .post: nil
      case .library: .library
      }
    }
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard opensCompose, let tap = intent as? TabActionIntent, tap.tab == SectionID(PostTab.post)
    else { return try super.handle(intent) }
    taps.append(tap)
    try start(ComposeFlow(), .present(.sheet))
    return true
  }
}

@MainActor
@Suite struct ActionTabTests {
  let harness = Harness()
  let tabs = PostTabsFlow()
  let journal: JournalBuffer<BookRoute>
  let post = SectionID(PostTab.post)

  init() throws {
    journal = harness.navigator.journal.keepRecent(20)
    try harness.app.start(tabs, .root)
    _ = harness.host.takeSteps()
  }

  @Test func anActionTabHasNoStackNoFlowAndIsNeverSelected() throws {
    harness.host.expectTree(
      """
      tabs
        tab home (selected)
          home
        tab post (action)
        tab library
          library
      """)
    #expect(tabs.tabFlow(for: .post) == nil)
    #expect(tabs.children.count == 2)
    #expect(harness.navigator.issues.isEmpty)
  }

  @Test func tappingTheActionOpensComposeAndTheSelectedTabStays() throws {
    try harness.host.tapTab(SectionID(PostTab.library))
    try harness.host.tapTab(post)

    #expect(tabs.taps == [TabActionIntent(post, level: 0)])
    #expect(tabs.selectedTab == .library)
    #expect(harness.host.shown.root.sections?.selection == SectionID(PostTab.library))
    #expect(harness.navigator.tree.presentations.map(\.style) == [.sheet])
    #expect(!harness.host.performedSteps.contains { if case .select = $0 { true } else { false } })
    #expect(journal.events.last?.cause == .tabSelection)
  }

  @Test func anActionNobodyHandlesIsReportedAndSelectsNothing() throws {
    tabs.opensCompose = false
    try harness.host.tapTab(post)

    #expect(harness.navigator.unhandledIntents.map(\.intent) == ["\(TabActionIntent(post))"])
    #expect(tabs.selectedTab == .home)
    #expect(journal.events.last?.cause == .tabSelection)
  }

  @Test func codeCannotSelectAnActionEither() {
    #expect(throws: NavigationError.actionNotSelectable(post)) { try tabs.select(.post) }
    var tree = harness.navigator.tree
    let path = StackPath(level: 0, section: post)
    #expect(throws: NavigationError.at(path, .actionNotSelectable(post))) {
      try tree.push(.settings, onto: path)
    }
  }
}

@Suite struct ActionSectionValueTests {
  let post = SectionID("post")

  func sections() throws -> Sections<BookRoute> {
    try Sections([("post", []), ("home", [.home]), ("library", [.library])], actions: [post])
  }

  @Test func theFirstSectionThatIsNotAnActionIsSelectedByDefault() throws {
    #expect(try sections().selection == "home")
  }

  @Test func anActionCannotBeTheSelectionNorHoldRoutes() throws {
    #expect(throws: NavigationError.actionNotSelectable(post)) {
      try Sections<BookRoute>([("post", []), ("home", [.home])], selection: post, actions: [post])
    }
    #expect(throws: NavigationError.emptySections) {
      try Sections<BookRoute>([("post", [])], actions: [post])
    }
    #expect(throws: NavigationError.unknownSelection("share")) {
      try Sections<BookRoute>([("home", [.home])], actions: ["share"])
    }
    var sections = try sections()
    #expect(throws: NavigationError.actionNotSelectable(post)) {
      try sections.setStack([.settings], for: post)
    }
    // Given routes for an action, the action keeps none.
    #expect(
      try Sections<BookRoute>([("post", [.settings]), ("home", [.home])], actions: [post])[post]
        == [])
  }

  @Test func removingTheSelectedSectionSkipsTheActions() throws {
    var sections = try sections()
    try sections.removeSection("home")
    #expect(sections.selection == "library")
    #expect(throws: NavigationError.emptySections) { try sections.removeSection("library") }
  }

  @Test func actionsSurviveASnapshotAndOldSnapshotsHaveNone() throws {
    let original = try sections()
    let data = try JSONEncoder().encode(original)
    #expect(String(decoding: data, as: UTF8.self).contains(#""actions":["post"]"#))
    #expect(try JSONDecoder().decode(Sections<BookRoute>.self, from: data) == original)

    let plain = try JSONEncoder().encode(try Sections<BookRoute>([("home", [.home])]))
    #expect(!String(decoding: plain, as: UTF8.self).contains("actions"))
    #expect(try JSONDecoder().decode(Sections<BookRoute>.self, from: plain).actions.isEmpty)
  }

  @Test func aTabThatBecomesAnActionIsANewTabBar() throws {
    let old = NavigationTree<BookRoute>(
      root: .tabs(try Sections([("post", []), ("home", [.home])])))
    let new = NavigationTree<BookRoute>(root: .tabs(try sections()))
    let renamed = NavigationTree<BookRoute>(
      root: .tabs(try Sections([("post", []), ("home", [.home])], actions: [post])))
    #expect(NavigationPlan(from: old, to: renamed).steps == [.replaceRoot(renamed.root)])
    #expect(NavigationPlan(from: new, to: new).steps.isEmpty)
  }
}

/// The action tab on the platform hosts: UIKit's `tabBarController(_:shouldSelect:)` answered
/// `false`, SwiftUI's selection binding written back and not kept.
@MainActor
@Suite struct ActionTabDriverTests {
  let app = AppFlow()
  let tabs = PostTabsFlow()
  let navigator: Navigator<BookRoute>
  let post = SectionID(PostTab.post)

  init() {
    navigator = Navigator(root: app, tree: NavigationTree(.home), logger: quietLogger)
    navigator.warnsAboutLeaks = false
  }

  @Test func uiKitRefusesTheTapAndTheFlowActs() throws {
    let driver = FakeDriver()
    let host = DrivenHost<BookRoute, FakeDriver>(driver: driver) { route, _ in
      FakeScreen(route: route)
    }
    host.attach(to: navigator)
    navigator.start()
    try app.start(tabs, .root)
    let commands = driver.log.count

    #expect(!host.shouldSelect(post, level: 0))
    #expect(tabs.taps.count == 1)
    #expect(navigator.tree.root.sections?.selection == SectionID(PostTab.home))
    #expect(driver.log.dropFirst(commands).allSatisfy { $0.hasPrefix("present sheet") })
    #expect(host.shown == navigator.tree)
    #expect(host.mismatches.isEmpty)
    // An ordinary tab is still the platform's to select.
    #expect(host.shouldSelect(SectionID(PostTab.library), level: 0))
  }

  @Test func swiftUIsWriteIsNotKeptAndTheGetterAnswersTheSelectedTab() throws {
    let driver = DeclarativeDriver()
    let host = driver.attachedHost(to: navigator)
    navigator.start()
    try app.start(tabs, .root)
    #expect(driver.model.levels.first?.actions == [post])

    driver.model.userSelect(post, level: 0)
    #expect(driver.model.selection(atLevel: 0) == SectionID(PostTab.home))
    driver.runLater()
    #expect(tabs.taps.count == 1)
    #expect(driver.model.selection(atLevel: 0) == SectionID(PostTab.home))
    #expect(driver.model.presented(above: 0, in: .sheet) != nil)
    #expect(host.mismatches.isEmpty)
  }
}

/// A social app's rows, known at run time, with a "post" action that belongs to the tab bar.
struct SocialRow: RawRepresentable, Hashable {
  var rawValue: String
  static let timeline = SocialRow(rawValue: "timeline")
  static let post = SocialRow(rawValue: "post")
  static let list = SocialRow(rawValue: "list-1")
}

@MainActor
final class SocialTabsFlow: TabsCoordinator<BookRoute, SocialRow> {
  var taps: [TabActionIntent] = []

  init(layout: SectionLayout = .tabs) {
    super.init(tabs: [.timeline, .post, .list], actions: [.post], layout: layout) { row in
      row == .timeline ? .home : .library
    }
  }

  override func visibility(for tab: SocialRow) -> SectionVisibility {
    switch tab {
    case .post: .tabsOnly
    case .list: .splitOnly
    default: .everywhere
    }
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard let tap = intent as? TabActionIntent else { return try super.handle(intent) }
    taps.append(tap)
    return true
  }
}

@MainActor
@Suite struct RunTimeActionTabTests {
  @Test func tabsKnownAtRunTimeCanHaveAnActionThatSelectsNothing() throws {
    let harness = Harness()
    let tabs = SocialTabsFlow()
    try harness.app.start(tabs, .root)
    let post = SectionID(SocialRow.post)
    #expect(tabs.selectedTab == .timeline, "the first tab that is not an action")
    #expect(tabs.tabFlow(for: .post) == nil)
    try harness.host.tapTab(post)
    #expect(tabs.taps == [TabActionIntent(post, level: 0)])
    #expect(tabs.selectedTab == .timeline)
    #expect(harness.navigator.issues.isEmpty)
  }

  @Test func anActionTabsVisibilityHidesItFromTheSidebar() throws {
    let harness = Harness()
    let tabs = SocialTabsFlow()
    try harness.app.start(tabs, .root)
    let sections = try #require(harness.navigator.tree.root.sections)
    let post = SectionID(SocialRow.post)
    #expect(sections.isVisible(post, in: .tabs))
    #expect(!sections.isVisible(post, in: .split), "a tab bar's post action is no sidebar row")
    #expect(sections.isVisible(SectionID(SocialRow.list), in: .split))
    #expect(!sections.isVisible(SectionID(SocialRow.list), in: .tabs))
  }
}
