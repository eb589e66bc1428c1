/// The object that runs one flow: a part of the navigation tree and the screens in it.
///
/// Subclass ``Coordinator`` (which adds a typed result) rather than this class. A coordinator
/// starts in ``start()``, navigates within its part (``push(_:)-(Route)``, ``present(_:)``), starts
/// child flows, handles intents its screens send (``handle(_:)``), and finishes exactly once.
/// Children, the parent reference and the finish path are the framework's job: no app code
/// appends or removes children. See <doc:CoordinatorsAndFlows> and <doc:GettingStarted>.
@MainActor
open class FlowCoordinator<Route: NavigationRoute>: FlowRecord {
  /// Where a coordinator is in its life.
  public enum State: Hashable, Sendable {
    /// Created, not started yet.
    case idle
    /// Started and attached to the tree.
    case running
    /// Chosen to finish; its finish path is under way.
    case finishing
    /// Finished for the cause given.
    case finished(FinishCause)
    /// Dismissed without finishing (``FlowCoordinator/keepsWhenDismissed``): its screens and
    /// children wait, as the user left them, until its parent presents it again with
    /// ``FlowCoordinator/presentAgain(_:)`` or it finishes.
    case kept
  }

  /// The flow as the navigator's bookkeeping sees it, without its route type.
  var record: FlowRecord { self }

  /// The flow that started this one; `nil` for the root flow and after the parent is gone.
  public internal(set) var parent: FlowCoordinator<Route>? {
    get { parentRecord.map { Self.coordinator(of: $0) } }
    set { parentRecord = newValue }
  }
  /// The running child flows, oldest first.
  public var children: [FlowCoordinator<Route>] {
    childRecords.compactMap { $0.lifeState == .kept ? nil : Self.coordinator(of: $0) }
  }
  /// The child flows that are kept, oldest first: dismissed and kept (``keepsWhenDismissed``),
  /// each waiting for this flow's ``presentAgain(_:)`` or for finishing — or, while this flow is
  /// kept itself, its children on its level, which come back with it.
  public var keptChildren: [FlowCoordinator<Route>] {
    childRecords.compactMap { $0.lifeState == .kept ? Self.coordinator(of: $0) : nil }
  }
  /// Where the coordinator is in its life.
  public internal(set) var flowState: State {
    get {
      switch lifeState {
      case .idle: .idle
      case .running: .running
      case .finishing: .finishing
      case .finished(let cause): .finished(cause)
      case .kept: .kept
      }
    }
    set {
      switch newValue {
      case .idle: lifeState = .idle
      case .running: lifeState = .running
      case .finishing: lifeState = .finishing
      case .finished(let cause): lifeState = .finished(cause)
      case .kept: lifeState = .kept
      }
    }
  }
  /// The navigator that runs the flow; `nil` before it starts.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  public internal(set) weak var navigator: Navigator<Route>? {
    didSet { keeper = navigator }
  }

  /// The flow's dependency scope: a child of its parent's, ended when the flow finishes.
  ///
  /// Registrations made before the flow starts (in an initializer, say) become overrides in the
  /// scope the flow gets when it starts. Screens and view models of the flow resolve from here
  /// (their ``FlowHandle`` has it too).
  public internal(set) var dependencies: DependencyContainer {
    get {
      if let dependencyScope { return dependencyScope }
      let early = DependencyContainer(name: "\(flowName) (not started)")
      dependencyScope = early
      return early
    }
    set { dependencyScope = newValue }
  }

  /// The coordinator a record is.
  @inline(__always)
  static func coordinator(of record: FlowRecord) -> FlowCoordinator<Route> {
    // Every record a navigator keeps is a coordinator of its route type: only coordinators
    // are records, and a flow runs under one navigator.
    unsafeDowncast(record, to: FlowCoordinator<Route>.self)
  }

  /// Creates a coordinator; it does nothing until a parent (or the navigator) starts it.
  public override init() {}

  /// Shows the flow's first screens.
  ///
  /// Called once, when the flow starts. Navigation inside needs no `try?`: write `try push(…)`;
  /// an error thrown out of `start()` is reported (the log, the journal,
  /// ``Navigator/issues``, and a failed test under the test host) as
  /// ``NavigationIssue/failed(flow:during:error:)``. An override that throws nothing may drop
  /// the `throws`.
  open func start() throws {}

  /// Handles an intent sent by a screen of this flow or of a descendant.
  ///
  /// Like ``start()``, it may throw: an error is reported as a ``NavigationIssue``, and the
  /// intent counts as handled.
  ///
  /// - Returns: `true` when handled; `false` passes the intent to the parent.
  open func handle(_ intent: any NavigationIntent) throws -> Bool { false }

  /// Called instead of ``start()`` when the navigator re-creates the flow.
  ///
  /// That happens for routes a deep link or a restoration put in the tree (see
  /// ``Navigator/flowFactory``); the routes are already there, so the flow only rebuilds its
  /// own state. Work the flow does however it begins — loading what its screens show, watching
  /// the session — goes in a method that both `start()` and `didRestore()` call: a flow a link
  /// opens never runs `start()`. Errors are reported, as from ``start()``.
  open func didRestore() throws {}

  /// Called when a child this flow's own code did not start joins it.
  ///
  /// The child was re-created for restored or linked routes, or — for the root flow — a
  /// guard's redirect started it (``Redirect/to(_:_:)``, the Login a deep link waits for); the
  /// flow can handle its outcome as it would have when starting it, with
  /// ``onFinish(of:_:)``. Errors are reported, as from ``start()``. A re-created presentation's
  /// flow is adopted by the flow whose ``declaration`` says it starts that type (the root flow
  /// when none does).
  open func didAdopt(_ child: FlowCoordinator<Route>) throws {}

  /// Called when `predecessor`, a child of this flow, handed its place to `successor` with
  /// ``Coordinator/handOff(to:keepingScreens:)``.
  ///
  /// The predecessor has finished (``FinishCause/replaced``) and the successor has started in
  /// its place, the same kind of place (``FlowPlacement/replacingStack`` included); its outcome
  /// arrives through the predecessor's ticket. Does nothing by default. Errors are reported, as
  /// from ``start()``.
  open func childDidHandOff(
    _ predecessor: FlowCoordinator<Route>, to successor: FlowCoordinator<Route>
  ) throws {}

  /// Called when `child`, a flow this flow started presented, was kept as its presentation
  /// left the tree (``keepsWhenDismissed``, ``putAway()``): it waits for ``presentAgain(_:)``
  /// or for finishing.
  ///
  /// The place to show that something waits — a "Drafts" badge, a button that reopens it.
  /// Does nothing by default. Errors are reported, as from ``start()``.
  open func didKeep(_ child: FlowCoordinator<Route>) throws {}

  /// Called when a dialog this flow presented closed without the user's choice, for good.
  ///
  /// Code dismissed it, the flow presented something in its place, a tree was set without it,
  /// or, while another flow's presentation covered it, the flow changed what it shows, its
  /// level went or came to show another section or other screens, or the flow was kept; the
  /// flow is still running (or kept). No ``DialogChoice`` will come for it: take the question
  /// as unanswered, or ask again. A dialog another flow's presentation only covers (an app lock
  /// over "Discard transfer?") is not lost: nothing shows over a dialog, so it goes first, and
  /// the navigator presents it again when a transaction ends with its level on top. Does
  /// nothing by default. Errors are reported, as from ``start()``.
  open func didLoseDialog(_ dialog: Dialog) throws {}

  /// Called once when the flow has finished, after its children finished and its tasks were
  /// cancelled, before its parent learns the outcome.
  open func didFinish(_ cause: FinishCause) {}

  /// Called on the flow that owns the tabs when the user taps the tab that is already selected.
  ///
  /// Does nothing by default; ``TabsCoordinator`` pops the tab to its root when asked to.
  /// Errors are reported, as from ``start()``.
  open func didReselect(_ tab: SectionID) throws {}

  /// Whether the user must not close this flow's screens now by a gesture: a compose sheet
  /// holding unsaved text, a transfer half entered; `false` by default.
  ///
  /// Override it with what the flow's state says, never with a flag to clear: the navigator reads
  /// it at the end of every change and whenever `@Observable` state it read changes. While it is
  /// `true` the user's swipe closes nothing and the flow hears the attempt in
  /// ``didRefuseUserDismissal()``; code still dismisses the presentation. A flow pushed in a
  /// tab is asked when the user reselects the tab (``TabsCoordinator``), which would pop it;
  /// its first screen's back button cannot be refused while it shows (hide it with
  /// ``refusesUserBack`` and give the screen a Cancel that asks). Not for a dialog, a
  /// ``PresentationStyle/pushed`` level or a full-screen cover, which the user closes through
  /// its own buttons only. See
  /// <doc:PresentationsAndDialogs#A-sheet-that-must-not-be-swiped-away>.
  open var refusesUserDismissal: Bool { false }

  /// Called when the user tried to close the screens this flow refuses to let go
  /// (``refusesUserDismissal``): nothing closed.
  ///
  /// Ask the user what to do — an alert offering to discard or to keep editing — or do
  /// nothing. When several flows of the presentation refuse, the newest hears it. Errors are
  /// reported, as from ``start()``.
  open func didRefuseUserDismissal() throws {}

  /// Which of this flow's screens the user must not go back from while it is the top of its
  /// stack — an order's confirmation once it is paid; `nil`, none, by default.
  ///
  /// ```swift
  /// override var refusesUserBack: ((AppRoute) -> Bool)? {
  ///   { route in if case .order = route { true } else { false } }
  /// }
  /// ```
  ///
  /// Answer from the route (and what cannot change while the screen shows): the navigator asks
  /// when a change puts one of the flow's screens on top and records the answer in the tree
  /// (``Stack/refusesUserBack``), so hosts show no back button and no edge swipe — on the first
  /// screen of a ``PresentationStyle/pushed`` level, none that closes it. Until a flow whose rule
  /// is not `nil` when it starts has started, no change asks any flow: return the rule from the
  /// start, not only later. Code still pops, and the screen needs a way on of its own (a Done
  /// button that finishes the flow). See
  /// <doc:PresentationsAndDialogs#A-screen-the-user-must-not-go-back-from>.
  open var refusesUserBack: ((Route) -> Bool)? { nil }

  /// The name the flow has in logs, leak reports and dumps.
  open var flowName: String { FlowNames.name(of: type(of: self)) }

  /// Whether the tab bar is hidden while this flow's screens are the ones the selected tab
  /// shows; `false` by default.
  ///
  /// UIKit's `hidesBottomBarWhenPushed`, tied to the flow's life: the bar comes back when the flow
  /// finishes, however it finishes. Read once, when the flow starts; recorded in the tree
  /// (``Sections/hidesBar(in:)``, ``NavigationTree/showsSectionBar(atLevel:)``). See
  /// <doc:TabsFlowsAndAdaptiveLayout#Covering-and-hiding-the-tab-bar>.
  open var hidesSectionBar: Bool { false }

  /// Where the flow goes when its parent starts it ``FlowPlacement/preferred``;
  /// `.present(.sheet)` unless overridden.
  ///
  /// Read once, when the flow starts, before its `start()`. It must name a placement: `.preferred`
  /// here is refused with ``NavigationError/placementNotAllowed(_:)``. See
  /// <doc:CoordinatorsAndFlows#Where-a-flow-prefers-to-go>.
  open var preferredPlacement: FlowPlacement { .present(.sheet) }

  /// Whether a dismissal of the presentation this flow owns keeps the flow instead of
  /// finishing it; `false` by default.
  ///
  /// A flow started presented that keeps is *kept* (``State/kept``) when its level leaves the tree
  /// while its parent runs, and its parent shows it again with ``presentAgain(_:)``. It still ends
  /// only by finishing, so start it with ``start(_:_:onFinish:)``, not ``result(of:_:)``. Read as
  /// the level leaves the tree, so that it may follow the flow's state: a compose sheet keeps
  /// while its draft holds text, and an empty one finishes. See
  /// <doc:CoordinatorsAndFlows#Flows-that-outlive-their-sheet>.
  open var keepsWhenDismissed: Bool { false }

  /// The routes this type of flow shows and the flows it may start, for the app's flow graph
  /// (`FlowGraph`, in `WayfinderGraph`); ``FlowDeclaration/undeclared`` unless overridden.
  ///
  /// Read from the type. At run time it decides one thing: a presented flow re-created by a
  /// restoration or a deep link is adopted by the flow that declares it (else by the root
  /// flow); and with ``Navigator/checksDeclarations`` on, what a declared flow shows or starts
  /// beyond its declaration is reported. See
  /// <doc:CoordinatorsAndFlows#The-flow-graph>.
  open class var declaration: FlowDeclaration<Route> { .undeclared }

  /// A narrow handle for the flow's screens and view models: they send intents through it and
  /// never hold the coordinator strongly.
  public var flowHandle: FlowHandle<Route> { FlowHandle(self) }

  /// The flow's path from the root flow, as text: `AppFlow › LibraryFlow › BookDetailFlow`.
  package var flowPath: String {
    if let attachedPath = attachedPath { return attachedPath }
    var names: [String] = []
    var current: FlowCoordinator<Route>? = self
    while let flow = current {
      names.append(flow.flowName)
      current = flow.parent
    }
    return names.reversed().joined(separator: " › ")
  }

  /// Starts a task that is cancelled when the flow finishes.
  ///
  /// The task may throw: an error other than a cancellation is reported as a
  /// ``NavigationIssue``, so navigation inside needs no `try?`. A task cancelled before it first
  /// runs (the flow finished in the same turn of the main actor) does not run, and whatever a
  /// cancelled task throws — a dependency of the finished flow's scope, a navigation of a flow
  /// that no longer runs — is the cancellation's consequence, not reported. See
  /// <doc:GettingStarted#Write-the-flows>.
  @discardableResult
  public func task(_ operation: @escaping @MainActor @Sendable () async throws -> Void) -> Task<
    Void, Never
  > {
    let key = nextTaskKey
    nextTaskKey += 1
    let task = Task { @MainActor [weak self] in
      do {
        // Cancelled before it ran: the flow finished in the turn that started it.
        try Task.checkCancellation()
        try await operation()
      } catch {
        // A cancelled task's error follows from the flow's finish: nothing went wrong.
        if !(error is CancellationError), !Task.isCancelled, let self {
          self.navigator?.reportFailure(of: self, during: "a task", error)
        }
      }
      self?.tasks[key] = nil
    }
    if isRunning, navigator?.stopsTasks != true {
      tasks[key] = task
    } else {
      task.cancel()
    }
    return task
  }

  /// Ends the flow without a result; its parent gets a cancellation.
  public func cancel() {
    navigator?.finish(self, cause: .cancelled)
  }

  /// Delivers the outcome to the parent; the typed ``Coordinator`` overrides it.
  ///
  /// - Returns: whether the flow finished with a result (not `Void`) that no one was waiting
  ///   for.
  func deliverOutcome(_ cause: FinishCause) -> Bool { false }

  /// The flow of section `id`, when a restored or linked tree adds it to this flow's level.
  ///
  /// `nil` by default; ``TabsCoordinator`` makes the tab's flow.
  func flowForRestoredSection(_ id: SectionID) -> FlowCoordinator<Route>? { nil }

  /// The route section `id` starts with when this flow adds it — its root, which its section's
  /// flow owns — or `nil` when the section's flow pushes its own first screen.
  ///
  /// `nil` by default; ``TabsCoordinator`` gives the tab's root route.
  func rootForRestoredSection(_ id: SectionID) -> Route? { nil }

  /// Whether this flow, owning the root's sections, owns sections `ids` too, when a restored or
  /// linked tree replaces its sections with those, sharing none: then it stays, and each
  /// section gets its flow from ``flowForRestoredSection(_:)``.
  ///
  /// `false` by default: other sections are another container, whose flows end with it.
  func ownsSections(_ ids: [SectionID]) -> Bool { false }

  func cancelTasks() -> [Task<Void, Never>] {
    let running = Array(tasks.values)
    tasks.removeAll()
    for task in running { task.cancel() }
    return running
  }
}
