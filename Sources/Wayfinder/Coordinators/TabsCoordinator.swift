/// A flow that shows tabs — one flow and one stack per tab — as a tab bar or as a sidebar with
/// a detail column.
///
/// Declare the tabs as a `String`-backed `CaseIterable` enum. When the coordinator starts it
/// puts the tabs on its level and starts one flow per tab (``flow(for:)``; a plain
/// ``TabFlow`` unless you override it). Each tab keeps its stack while another is selected.
///
/// ```swift
/// enum Tab: String, CaseIterable { case home, qna, library }
///
/// final class MainFlow: TabsCoordinator<AppRoute, Tab> {
///   init() {
///     super.init(selected: .home, reselection: .nothing) { tab in
///       switch tab {
///       case .home: .home
///       case .qna: .questions
///       case .library: .library
///       }
///     }
///   }
///
///   override func flow(for tab: Tab) -> Coordinator<AppRoute, Void> {
///     tab == .library ? LibraryFlow() : TabFlow()
///   }
///
///   override func handle(_ intent: any NavigationIntent) throws -> Bool {
///     guard case FloatingButtonIntent.addBook = intent else { return try super.handle(intent) }
///     try start(AddBookFlow(), .pushedOverTabs) { [weak self] outcome in
///       if outcome.result != nil { try self?.select(.library) }
///     }
///     return true
///   }
/// }
/// ```
///
/// A tab can be an action instead — a "post" tab that opens compose, BookKitty's "+"
/// (`actions:`): tapping it selects nothing, the tab that was selected stays, and this flow
/// gets a ``TabActionIntent`` to handle. An action has no stack, no root route and no flow.
///
/// The tabs flow must own a whole level: start it as the root flow, with
/// ``FlowPlacement/root``, or presented.
@MainActor
open class TabsCoordinator<Route: NavigationRoute, Tab>: Coordinator<Route, Void>
where Tab: CaseIterable & RawRepresentable & Hashable, Tab.RawValue == String {
  /// What tapping the tab that is already selected does.
  public enum Reselection: Hashable, Sendable {
    /// Nothing (BookKitty).
    case nothing
    /// The tab pops to its root screen (the iOS convention); the flows whose screens it pops
    /// finish with ``FinishCause/userWentBack``, since the user asked for it.
    case popToRoot
  }

  /// The tabs, in display order.
  public let tabs: [Tab]
  /// The tabs that are actions (``Sections/actions``).
  public let actions: Set<Tab>
  /// What tapping the selected tab again does.
  public var reselection: Reselection
  private let initialTab: Tab
  private let initialLayout: SectionLayout
  private let rootRoute: (@MainActor (Tab) -> Route?)?

  /// Creates a tabs flow.
  ///
  /// - Parameters:
  ///   - tabs: the tabs in display order; every case of `Tab` by default.
  ///   - selected: the tab selected at start; not an action.
  ///   - actions: the tabs that are actions: tapping one sends a ``TabActionIntent`` and
  ///     selects nothing.
  ///   - layout: a tab bar (compact) or a sidebar with detail (regular) at start.
  ///   - reselection: what tapping the selected tab again does.
  ///   - root: each tab's root route, `nil` for a tab whose flow pushes its own. Without it
  ///     each tab's flow pushes its own root when it starts (seed 000's tab coordinators hand
  ///     their root to the tab container that way). Never asked for an action.
  public init(
    tabs: [Tab] = Array(Tab.allCases), selected: Tab, actions: Set<Tab> = [],
    layout: SectionLayout = .tabs, reselection: Reselection = .popToRoot,
    root: (@MainActor (Tab) -> Route?)? = nil
  ) {
    self.tabs = tabs
    self.actions = actions
    self.initialTab = selected
    self.initialLayout = layout
    self.reselection = reselection
    self.rootRoute = root
  }

  /// The flow that runs `tab`; a plain ``TabFlow`` unless overridden.
  ///
  /// Never asked for an action.
  open func flow(for tab: Tab) -> Coordinator<Route, Void> {
    TabFlow()
  }

  /// Puts the tabs on the flow's level and starts one flow per tab that is not an action.
  ///
  /// An override that shows more calls `try super.start()` first.
  ///
  /// - Throws: ``NavigationError`` when there are no tabs, the selected tab is not among them
  ///   or is an action, or the flow does not own a whole level; the navigator reports it.
  open override func start() throws {
    let stacks = tabs.map { tab in
      let root = actions.contains(tab) ? nil : rootRoute.flatMap { $0(tab) }
      return (TabID(tab), Stack(root.map { [$0] } ?? []))
    }
    let sections = try Sections(
      stacks, selection: TabID(initialTab), actions: Set(actions.map { TabID($0) }))
    try setContainer(initialLayout == .tabs ? .tabs(sections) : .split(sections))
    for tab in tabs where !actions.contains(tab) {
      try start(flow(for: tab), .tab(TabID(tab)))
    }
  }

  /// The selected tab, `nil` before the flow starts.
  public var selectedTab: Tab? {
    guard let navigator, isRunning,
      let id = (try? navigator.tree.container(at: anchor.level))?.sections?.selection
    else { return nil }
    return Tab(rawValue: id.rawValue)
  }

  /// The running flow of `tab`.
  public func tabFlow(for tab: Tab) -> FlowCoordinator<Route>? {
    children.first { $0.anchor == .section(TabID(tab), level: anchor.level) }
  }

  /// Selects `tab`.
  public func select(_ tab: Tab) throws(NavigationError) {
    try select(TabID(tab))
  }

  /// Selects the tab a ``SelectTabIntent`` names, when it is one of this flow's tabs.
  ///
  /// An override handles its own intents and returns `try super.handle(intent)` for the others;
  /// like ``FlowCoordinator/handle(_:)``, it may throw.
  open override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard let request = intent as? SelectTabIntent,
      let tab = Tab(rawValue: request.tab.rawValue), tabs.contains(tab)
    else { return false }
    do {
      try select(tab)
      return true
    } catch {
      return false
    }
  }

  /// Pops the tab to its root when ``reselection`` asks for it.
  open override func didReselect(_ tab: TabID) throws {
    guard reselection == .popToRoot, let navigator else { return }
    let path = StackPath(level: anchor.level, section: tab)
    try navigator.edit(by: self, cause: .userWentBack) { (edit, _) throws(NavigationError) in
      let count = try edit.tree.stack(at: path).count
      if count > 1 { try edit.truncate(path, to: 1) }
    }
  }
}

/// The flow of one tab when the app gives none: it owns the tab and handles no intent itself.
@MainActor
open class TabFlow<Route: NavigationRoute>: Coordinator<Route, Void> {
  /// Creates a tab flow.
  public override init() {}
}
