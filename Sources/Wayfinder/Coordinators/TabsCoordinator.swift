/// A flow that shows tabs — one flow and one stack per tab — as a tab bar or as a sidebar with
/// a detail column.
///
/// Declare the tabs as a `String`-backed `CaseIterable` enum, or list tabs known at run time
/// (``insert(_:at:selecting:)``, ``remove(_:)``). When it starts it puts the tabs on its level and
/// starts one flow per tab (``flow(for:)``); each tab keeps its stack while another is selected.
/// A tab can be an action (`actions:`, ``TabActionIntent``), and ``visibility(for:)`` keeps a tab
/// out of the tab bar or the sidebar. The tabs flow must own a whole level: start it as the root
/// flow, with ``FlowPlacement/root``, or presented. See <doc:TabsFlowsAndAdaptiveLayout>.
@MainActor
open class TabsCoordinator<Route: NavigationRoute, Tab>: Coordinator<Route, Void>
where Tab: RawRepresentable & Hashable, Tab.RawValue == String {
  /// What tapping the tab that is already selected does.
  public enum Reselection: Hashable, Sendable {
    /// Nothing (BookKitty).
    case nothing
    /// The tab pops to its root screen (the iOS convention); the flows whose screens it pops
    /// finish with ``FinishCause/userWentBack``, since the user asked for it.
    case popToRoot
  }

  /// The tabs, in display order: those the flow shows while it runs — tabs inserted and
  /// removed at run time included, those its layout hides too — else those it starts with.
  public var tabs: [Tab] {
    guard isRunning, let sections = (try? navigator?.tree.container(at: anchor.level))?.sections
    else { return initialTabs }
    return sections.ids.compactMap { Tab(rawValue: $0.rawValue) }
  }
  /// The tabs that are actions (``Sections/actions``).
  public let actions: Set<Tab>
  /// What tapping the selected tab again does.
  public var reselection: Reselection
  private let initialTabs: [Tab]
  private let initialTab: Tab?
  private let initialLayout: SectionLayout
  let rootRoute: (@MainActor (Tab) -> Route?)?

  /// Creates a tabs flow over every case of an enum.
  ///
  /// See <doc:TabsFlowsAndAdaptiveLayout#The-same-coordinator-in-Wayfinder>.
  ///
  /// - Parameters:
  ///   - tabs: the tabs in display order; every case of `Tab` by default.
  ///   - selected: the tab selected at start; not an action.
  ///   - actions: the tabs that are actions: tapping one sends a ``TabActionIntent``.
  ///   - layout: a tab bar (compact) or a sidebar with detail (regular) at start.
  ///   - reselection: what tapping the selected tab again does.
  ///   - root: each tab's root route; `nil` for a tab whose flow pushes its own when it starts.
  ///     Never asked for an action.
  public init(
    tabs: [Tab] = Array(Tab.allCases), selected: Tab, actions: Set<Tab> = [],
    layout: SectionLayout = .tabs, reselection: Reselection = .popToRoot,
    root: (@MainActor (Tab) -> Route?)? = nil
  ) where Tab: CaseIterable {
    self.initialTabs = tabs
    self.actions = actions
    self.initialTab = selected
    self.initialLayout = layout
    self.reselection = reselection
    self.rootRoute = root
  }

  /// Creates a tabs flow over tabs known at run time: values of any `String`-backed type, such as
  /// the lists a user made.
  ///
  /// See <doc:TabsFlowsAndAdaptiveLayout#Rows-added-at-run-time>.
  ///
  /// - Parameters:
  ///   - tabs: the tabs in display order at start.
  ///   - selected: the tab selected at start; the first that is not an action when `nil`.
  ///   - actions: the tabs that are actions: tapping one sends a ``TabActionIntent``.
  ///   - layout: a tab bar (compact) or a sidebar with detail (regular) at start.
  ///   - reselection: what tapping the selected tab again does.
  ///   - root: each tab's root route; without it each tab's flow pushes its own. Never asked
  ///     for an action.
  public init(
    tabs: [Tab], selected: Tab? = nil, actions: Set<Tab> = [], layout: SectionLayout = .tabs,
    reselection: Reselection = .popToRoot, root: (@MainActor (Tab) -> Route?)? = nil
  ) {
    self.initialTabs = tabs
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

  /// In which layouts `tab` shows: ``SectionVisibility/everywhere`` unless overridden.
  ///
  /// Asked for actions too. See
  /// <doc:TabsFlowsAndAdaptiveLayout#A-tab-bar-that-shows-a-subset-of-the-sidebar>.
  open func visibility(for tab: Tab) -> SectionVisibility {
    .everywhere
  }

  /// Puts the tabs on the flow's level and starts one flow per tab that is not an action.
  ///
  /// An override that shows more calls `try super.start()` first.
  ///
  /// - Throws: ``NavigationError`` when there are no tabs, the selected tab is not among them
  ///   or is an action, or the flow does not own a whole level; the navigator reports it.
  open override func start() throws {
    let tabs = initialTabs
    var sections = try Sections(
      tabs.map { tab in (SectionID(tab), stack(for: tab)) },
      selection: initialTab.map { SectionID($0) },
      actions: Set(actions.map { SectionID($0) }))
    // Every tab, actions too: a post action that belongs to the tab bar is no sidebar row.
    for tab in tabs {
      try sections.setVisibility(visibility(for: tab), of: SectionID(tab))
    }
    try setContainer(initialLayout == .tabs ? .tabs(sections) : .split(sections))
    for tab in tabs where !actions.contains(tab) {
      try start(flow(for: tab), .tab(SectionID(tab)))
    }
  }

  /// The stack `tab` starts with: its root route, or nothing for its flow to push.
  func stack(for tab: Tab) -> Stack<Route> {
    let root = actions.contains(tab) ? nil : rootRoute.flatMap { $0(tab) }
    return Stack(root.map { [$0] } ?? [])
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
    children.first { $0.anchor == .section(SectionID(tab), level: anchor.level) }
  }

  /// Selects `tab`.
  public func select(_ tab: Tab) throws(NavigationError) {
    try select(SectionID(tab))
  }

  /// Selects the tab a ``SelectTabIntent`` names, when it is one of this flow's tabs.
  ///
  /// A tab the layout hides is not shown: the first tab the layout shows is selected instead,
  /// as ``SectionVisibility`` says for every selection.
  ///
  /// An override handles its own intents and returns `try super.handle(intent)` for the others;
  /// like ``FlowCoordinator/handle(_:)``, it may throw.
  open override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard let request = intent as? SelectTabIntent,
      let tab = Tab(rawValue: request.tab.rawValue), tabs.contains(tab)
    else { return false }
    return (try? select(tab)) != nil
  }

  /// A tab that a restored snapshot or a link's tree adds gets its flow as at run time.
  override func flowForRestoredSection(_ id: SectionID) -> FlowCoordinator<Route>? {
    Tab(rawValue: id.rawValue).map { flow(for: $0) }
  }

  override func rootForRestoredSection(_ id: SectionID) -> Route? {
    Tab(rawValue: id.rawValue).flatMap { stack(for: $0).routes.first }
  }

  /// Sections that are all tabs of this flow's type — rows of another account, say — are this
  /// flow's, even when they share none with those it shows.
  override func ownsSections(_ ids: [SectionID]) -> Bool {
    !ids.isEmpty && ids.allSatisfy { Tab(rawValue: $0.rawValue) != nil }
  }

  /// Pops the tab to its root when ``reselection`` asks for it — a user's back, so not while
  /// the tab's top screen refuses the user's back (``Stack/refusesUserBack``), nor while a flow
  /// with screens above the root refuses the user's leaving
  /// (``FlowCoordinator/refusesUserDismissal``): that flow hears
  /// ``FlowCoordinator/didRefuseUserDismissal()`` instead, and asks.
  open override func didReselect(_ tab: SectionID) throws {
    guard reselection == .popToRoot, let navigator else { return }
    let path = StackPath(level: anchor.level, section: tab)
    if let refusing = navigator.refusingFlow(poppingToRootOf: path) {
      try refusing.didRefuseUserDismissal()
      return
    }
    try navigator.edit(by: self, cause: .userWentBack) { (edit, _) throws(NavigationError) in
      guard !edit.tree.refusesUserBack(at: path) else { return }
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
