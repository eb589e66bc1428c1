/// The object that runs one flow: a part of the navigation tree and the screens in it.
///
/// Subclass ``Coordinator`` (which adds a typed result) rather than this class. A coordinator
/// starts in ``start()``, navigates within its part (``push(_:)-(Route)``, ``present(_:)``), starts child
/// flows, handles intents its screens send, and finishes exactly once. Children, the parent
/// reference and the finish path are the framework's job: no app code appends or removes
/// children.
///
/// ```swift
/// final class LibraryFlow: Coordinator<AppRoute, Void> {
///   override func start() throws {
///     try push(.library)
///   }
///
///   override func handle(_ intent: any NavigationIntent) throws -> Bool {
///     guard case LibraryIntent.openBook(let id) = intent else { return false }
///     try push(.bookDetail(id: id))
///     return true
///   }
/// }
/// ```
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
  /// own state. Errors are reported, as from ``start()``.
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

  /// Called once when the flow has finished, after its children finished and its tasks were
  /// cancelled, before its parent learns the outcome.
  open func didFinish(_ cause: FinishCause) {}

  /// Called on the flow that owns the tabs when the user taps the tab that is already selected.
  ///
  /// Does nothing by default; ``TabsCoordinator`` pops the tab to its root when asked to.
  /// Errors are reported, as from ``start()``.
  open func didReselect(_ tab: SectionID) throws {}

  /// Whether the presentation that shows this flow's screens must not be dismissed by the
  /// user now: a compose sheet holding unsaved text; `false` by default.
  ///
  /// Override it with what the flow's state says, never with a flag to remember to clear: the
  /// navigator reads it at the end of every change, and again whenever `@Observable` state it
  /// read changes (the draft a compose screen's model types into), and records the answer in
  /// the tree (``Presentation/refusesUserDismissal``), where hosts read it. While it is `true`
  /// the user's swipe down, tap outside or the terminal's Esc closes nothing, and the flow
  /// hears the attempt in ``didRefuseUserDismissal()``. Code still dismisses the presentation,
  /// and finishing the flow removes it as always.
  ///
  /// It applies to the presentation the flow's screens are in — the level it was presented
  /// on, or one it presented routes on itself — unless that is a dialog or a
  /// ``PresentationStyle/pushed`` level (left by going back, as any pushed screen is).
  ///
  /// ```swift
  /// final class ComposeFlow: Coordinator<AppRoute, Post> {
  ///   let draft = Draft()  // @Observable; the compose screen's model types into it
  ///
  ///   override var refusesUserDismissal: Bool { !draft.text.isEmpty }
  ///
  ///   override func didRefuseUserDismissal() throws {
  ///     try present(.alert(Dialog(
  ///       id: "unsaved", title: "Discard this post?",
  ///       actions: [.init(id: "discard", title: "Discard", role: .destructive), .cancel()])))
  ///   }
  ///
  ///   override func handle(_ intent: any NavigationIntent) throws -> Bool {
  ///     guard let choice = intent as? DialogChoice, choice.dialog == "unsaved" else {
  ///       return false
  ///     }
  ///     if choice.action == "discard" { cancel() }
  ///     return true
  ///   }
  /// }
  /// ```
  open var refusesUserDismissal: Bool { false }

  /// Called when the user tried to dismiss the presentation this flow refuses to let go
  /// (``refusesUserDismissal``): nothing closed.
  ///
  /// Ask the user what to do — an alert offering to discard or to keep editing — or do
  /// nothing. When several flows of the presentation refuse, the newest hears it. Errors are
  /// reported, as from ``start()``.
  open func didRefuseUserDismissal() throws {}

  /// The name the flow has in logs, leak reports and dumps.
  open var flowName: String { FlowNames.name(of: type(of: self)) }

  /// Whether the tab bar is hidden while this flow's screens are the ones the selected tab
  /// shows; `false` by default.
  ///
  /// UIKit's `hidesBottomBarWhenPushed`, tied to the flow's life: the bar is hidden while the
  /// top screen of the tab's stack belongs to this flow (or to a flow it started there) and
  /// comes back when the flow finishes, however it finishes, so it can never be left hidden.
  /// A login flow that replaces a tab's first screen (``FlowPlacement/replacingStack``) hides it:
  ///
  /// ```swift
  /// final class LoginFlow: Coordinator<AppRoute, User> {
  ///   override var hidesSectionBar: Bool { true }
  /// }
  /// ```
  ///
  /// The navigator records it in the tree (``Sections/hidesBar(in:)``, and
  /// ``NavigationTree/showsSectionBar(atLevel:)`` for what the user sees), so hosts show it,
  /// snapshots keep it and tests see it in dumps (`tab home (selected, hides bar)`). The
  /// navigator reads the property once, when the flow starts, and keeps the answer for the
  /// flow's life: an answer that changes later is not seen. A flow outside tabs, or in a
  /// split's section (a sidebar is not a bar), hides nothing.
  open var hidesSectionBar: Bool { false }

  /// Where the flow goes when its parent starts it ``FlowPlacement/preferred``;
  /// `.present(.sheet)` unless overridden.
  ///
  /// The flow knows best how it is shown — onboarding full screen on a phone, in a form sheet
  /// on a tablet — so it says so once, and every parent that starts it `.preferred` uses that.
  /// Read once, when the flow starts, before its `start()`: it may depend on what the flow was
  /// made with, not on the tree. It must name a placement: `.preferred` here is refused with
  /// ``NavigationError/placementNotAllowed(_:)``.
  ///
  /// ```swift
  /// override var preferredPlacement: FlowPlacement {
  ///   isPad ? .present(.sheet) : .present(.fullScreen, transition: .crossDissolve)
  /// }
  /// ```
  open var preferredPlacement: FlowPlacement { .present(.sheet) }

  /// Whether a dismissal of the presentation this flow owns keeps the flow instead of
  /// finishing it; `false` by default.
  ///
  /// A browser's library sheet, closed by the user's swipe or by code, comes back with each
  /// panel's stack as the user left it. Such a flow, started presented
  /// (``FlowPlacement/present(_:transition:options:)``), is *kept* when its level leaves the
  /// tree while its parent runs: its state becomes ``State/kept``, its screens, the children
  /// whose screens are on its level and its dependency scope wait in the navigator, and its
  /// tasks go on. Its parent shows it again, the same object, with ``presentAgain(_:)``:
  ///
  /// ```swift
  /// final class LibraryFlow: Coordinator<AppRoute, Void> {
  ///   override var keepsWhenDismissed: Bool { true }
  ///   override func start() throws { try setStack([.bookmarks]) }
  /// }
  ///
  /// // In the browser's flow, when the library button is tapped:
  /// if let library = keptChildren.first(where: { $0 is LibraryFlow }) {
  ///   try presentAgain(library)
  /// } else {
  ///   try start(LibraryFlow(), .present(.formSheet))
  /// }
  /// ```
  ///
  /// Finishing stays the only end: ``Coordinator/finish(with:)`` or ``cancel()``
  /// (the flow's own, even while kept), or its parent finishing. Until then its outcome does
  /// not arrive, so start it with ``start(_:_:onFinish:)``, not with the `async`
  /// ``result(of:_:)``, which would wait for the end.
  ///
  /// What is kept is the flow's level: the presentations above it close, and the flows that
  /// made them finish as the dismissal says. A flow is not kept (it finishes) when it or a flow
  /// on its level ends on purpose, when its parent finishes, when its level shows nothing, or
  /// when its level holds screens of a flow that is not its descendant. Read once, when the
  /// flow starts.
  ///
  /// A kept flow is not among ``Navigator/runningFlows`` nor its parent's ``children`` but
  /// among ``keptChildren`` and ``Navigator/keptFlows``; it is not a leak, and the inspector
  /// lists it as kept. A snapshot saves the tree the user sees, which does not hold it: a
  /// restored app has no kept flow, and the parent starts a new one.
  open var keepsWhenDismissed: Bool { false }

  /// The routes this type of flow shows and the flows it may start, for the app's
  /// ``FlowGraph``; ``FlowDeclaration/undeclared`` unless overridden.
  ///
  /// Read from the type, so that the graph is known without starting any flow. It changes
  /// nothing at run time.
  ///
  /// ```swift
  /// override class var declaration: FlowDeclaration<AppRoute> {
  ///   FlowDeclaration(shows: [.library], starts: [.flow(BookDetailFlow.self, .push)])
  /// }
  /// ```
  open class var declaration: FlowDeclaration<Route> { .undeclared }

  /// A narrow handle for the flow's screens and view models: they send intents through it and
  /// never hold the coordinator strongly.
  public var flowHandle: FlowHandle<Route> { FlowHandle(self) }

  /// The flow's path from the root flow, as text: `AppFlow › LibraryFlow › BookDetailFlow`.
  public var flowPath: String {
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
  /// ``NavigationIssue``, so navigation inside needs no `try?`.
  ///
  /// ```swift
  /// task {
  ///   if let book = try await self.result(of: AddBookFlow(), .present(.sheet)) {
  ///     try self.push(.bookDetail(id: book.id))
  ///   }
  /// }
  /// ```
  @discardableResult
  public func task(_ operation: @escaping @MainActor @Sendable () async throws -> Void) -> Task<
    Void, Never
  > {
    let key = nextTaskKey
    nextTaskKey += 1
    let task = Task { @MainActor [weak self] in
      do {
        try await operation()
      } catch is CancellationError {
        // The flow finished; nothing went wrong.
      } catch {
        if let self { self.navigator?.reportFailure(of: self, during: "a task", error) }
      }
      self?.tasks[key] = nil
    }
    if isRunning {
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
  func deliverOutcome(_ cause: FinishCause) {}

  /// The flow of section `id`, when a restored or linked tree adds it to this flow's level.
  ///
  /// `nil` by default; ``TabsCoordinator`` makes the tab's flow.
  func flowForRestoredSection(_ id: SectionID) -> FlowCoordinator<Route>? { nil }

  func cancelTasks() -> [Task<Void, Never>] {
    let running = Array(tasks.values)
    tasks.removeAll()
    for task in running { task.cancel() }
    return running
  }
}
