import Wayfinder
import WayfinderTesting

/// The screens of a social app: a timeline, notifications, a profile, the lists the user made,
/// and statuses opened from any of them.
enum FeedRoute: Hashable, Codable, Sendable {
  case timeline, notifications, profile
  case list(Int)
  case status(Int)
}

/// A section of the social app: three tabs, and one sidebar row per list, known at run time.
struct FeedTab: RawRepresentable, Hashable, Sendable {
  let rawValue: String

  init(rawValue: String) {
    self.rawValue = rawValue
  }

  static let timeline = FeedTab(rawValue: "timeline")
  static let notifications = FeedTab(rawValue: "notifications")
  static let profile = FeedTab(rawValue: "profile")

  static func list(_ id: Int) -> FeedTab { FeedTab(rawValue: "list-\(id)") }

  /// The list's number, for a list's row.
  var listID: Int? {
    rawValue.hasPrefix("list-") ? Int(rawValue.dropFirst("list-".count)) : nil
  }

  var root: FeedRoute {
    if let listID { return .list(listID) }
    switch rawValue {
    case "notifications": return .notifications
    case "profile": return .profile
    default: return .timeline
    }
  }
}

enum FeedIntent: NavigationIntent {
  case openStatus(Int)
}

/// The social app's tabs flow: three tabs everywhere, one row per list in the sidebar only.
@MainActor
final class FeedTabs: TabsCoordinator<FeedRoute, FeedTab> {
  let log: FinishLog
  var restored: [FeedTab] = []

  init(
    tabs: [FeedTab] = [.timeline, .notifications, .profile, .list(1), .list(2)],
    layout: SectionLayout = .split, log: FinishLog = FinishLog()
  ) {
    self.log = log
    super.init(tabs: tabs, layout: layout) { $0.root }
  }

  override func flow(for tab: FeedTab) -> Coordinator<FeedRoute, Void> {
    FeedTabFlow(tab: tab, tabs: self)
  }

  override func visibility(for tab: FeedTab) -> SectionVisibility {
    tab.listID == nil ? .everywhere : .splitOnly
  }
}

/// One tab's flow: opens statuses, and records how it started and finished.
@MainActor
final class FeedTabFlow: Coordinator<FeedRoute, Void> {
  let tab: FeedTab
  weak var tabs: FeedTabs?

  init(tab: FeedTab, tabs: FeedTabs) {
    self.tab = tab
    self.tabs = tabs
  }

  override var flowName: String { "Tab(\(tab.rawValue))" }

  override func didRestore() {
    tabs?.restored.append(tab)
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard case FeedIntent.openStatus(let id) = intent else { return false }
    try start(StatusFlow(id: id, log: tabs?.log), .push)
    return true
  }

  override func didFinish(_ cause: FinishCause) {
    tabs?.log.record(flowName, cause)
  }
}

/// A status opened from a tab: it pushes its screen and records how it finished.
@MainActor
final class StatusFlow: Coordinator<FeedRoute, Void> {
  let id: Int
  let log: FinishLog?

  init(id: Int, log: FinishLog?) {
    self.id = id
    self.log = log
  }

  override var flowName: String { "Status\(id)" }

  override func start() throws { try push(.status(id)) }

  override func didFinish(_ cause: FinishCause) { log?.record(flowName, cause) }
}

/// A navigator whose root flow is the social app's tabs, shown by a test host.
@MainActor
struct FeedHarness {
  let tabs: FeedTabs
  let navigator: Navigator<FeedRoute>
  let host: TestHost<FeedRoute>
  var log: FinishLog { tabs.log }

  init(_ tabs: FeedTabs = FeedTabs(), tree: NavigationTree<FeedRoute>? = nil) {
    self.tabs = tabs
    navigator = Navigator(root: tabs, logger: quietLogger)
    navigator.warnsAboutLeaks = false
    host = TestHost()
    host.attach(to: navigator)
    navigator.start(restoring: tree)
    _ = host.takeSteps()
  }

  func path(_ tab: FeedTab) -> StackPath { StackPath(level: 0, section: SectionID(tab)) }
}
