import Logging
import Observation

/// Runs an app's navigation: owns the tree, the running flows, and the plans sent to the host.
///
/// Create one navigator per scene with the app's root flow, attach a host, and start it. Every
/// change of the tree goes through the navigator, which finishes the flows whose part left the
/// tree and plans the host's steps. The tree is observable with the `Observation` module. See
/// <doc:GettingStarted#Run-it>.
@MainActor
public final class Navigator<Route: NavigationRoute>: Observable, FlowMapKeeper {
  /// The navigation state the app wants shown.
  public internal(set) var tree: NavigationTree<Route> {
    get {
      observation.access(self, keyPath: treeKeyPath)
      return storedTree
    }
    set {
      observation.withMutation(of: self, keyPath: treeKeyPath) { storedTree = newValue }
    }
  }

  // Observation written out rather than by the `@Observable` macro: the macro writes the key
  // path `\.tree` at every access, and a key path into a generic class is instantiated by the
  // runtime each time, demangling `NavigationTree<Route>` on every read of `tree`
  // (Benchmarks/PERFORMANCE.md). This one is made once per navigator.
  //
  // The navigator's state skips the run-time exclusivity check in release builds (about 40
  // checks a push, each a thread-local look-up): it lives on the main actor, and no access to
  // a property spans a call that reaches the same property. Debug builds, where every test
  // runs, keep the check, so a change that breaks that rule traps there.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  private(set) var storedTree: NavigationTree<Route>
  private let observation = ObservationRegistrar()
  private let treeKeyPath: KeyPath<Navigator, NavigationTree<Route>> = \.tree

  /// The app's root flow; it owns whatever no other flow owns.
  public let rootFlow: FlowCoordinator<Route>

  /// Records every change of navigation with its cause; add sinks to it.
  public let journal = NavigationJournal<Route>()

  /// Re-creates flows for routes that a deep link or a restoration put in the tree.
  ///
  /// After ``setTree(_:cause:)`` the navigator asks it about every new route; a flow it returns
  /// takes over that route and the ones above it, gets ``FlowCoordinator/didRestore()`` instead of
  /// `start()`, and is adopted by its new parent (``FlowCoordinator/didAdopt(_:)``). See
  /// <doc:SavingAndRestoring#Flows-after-restoration>.
  public var flowFactory: (@MainActor (Route) -> FlowCoordinator<Route>?)?

  /// The window's horizontal size class, once the host reported it
  /// (``UserEvent/sizeClassChanged(_:)``).
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  public internal(set) var sizeClass: SizeClass?

  /// Which layout containers with sections take for a size class.
  ///
  /// By default a tab bar on compact windows and a sidebar with a detail column on regular ones.
  /// A level whose layout the host changed on its own keeps it until the next
  /// ``UserEvent/sizeClassChanged(_:)``. See <doc:TabsFlowsAndAdaptiveLayout#Adaptive-layout>.
  public var layoutPolicy: @MainActor (SizeClass) -> SectionLayout = {
    $0 == .compact ? .tabs : .split
  }
  /// The layouts the host chose on its own since the last size-class change, by level
  /// identity (``levelIDs``): they take the policy's place on their level.
  var hostLayouts: [UInt64: SectionLayout] = [:]

  /// The windows the navigator runs one of, and which, when a ``Windows`` made it.
  public internal(set) weak var windows: Windows<Route>?
  /// The window the navigator runs, when a ``Windows`` made it.
  package internal(set) var windowID: WindowID?
  /// Watches finished coordinators and dropped screens; hosts add their screens to it.
  ///
  /// It watches in debug builds, and wherever something turns it on to check leaks
  /// (``LeakWatcher/isEnabled``): the test kit, the inspector, ``warnsAboutLeaks``. In a release
  /// build nothing reads it, so it costs one branch per finished flow.
  public let leakWatcher = LeakWatcher(isEnabled: _isDebugAssertConfiguration())

  /// The intents no flow handled, oldest first.
  public internal(set) var unhandledIntents: [UnhandledIntent] = []

  /// The issues the navigator noticed, oldest first; see ``NavigationIssue``.
  public internal(set) var issues: [NavigationIssue] = []
  /// The gate made for this navigator last, held weakly.
  ///
  /// `nil` when none was made (``NavigationGate/init(navigator:router:waitsForMarkReady:)``) or
  /// the last one made is gone. A window of ``Windows`` gets its gate (``Windows/makeGate``) as
  /// it opens.
  ///
  /// How a flow's own navigation passes the gate's guards, as links do: a guard sees only the
  /// requests submitted to its gate, never a flow's `push` or `start`. See
  /// <doc:DeepLinksAndGuards#Guards>.
  public internal(set) weak var gate: NavigationGate<Route>?

  /// Called with every issue the navigator notices, after it is logged.
  ///
  /// `WayfinderTesting`'s test host sets it to fail the test unless the test expects the issue.
  public var onIssue: (@MainActor (NavigationIssue) -> Void)?

  /// Whether the navigator checks running flows against their declarations: a declared flow
  /// (``FlowCoordinator/declaration``) that shows a kind of route or starts a flow its
  /// declaration does not list is reported as ``NavigationIssue/undeclaredRoute(flow:route:)`` or
  /// ``NavigationIssue/undeclaredStart(flow:started:placement:)``, once per flow type and kind.
  ///
  /// So the flow graph — the picture of the app the declarations draw — cannot drift from what
  /// the app does. Off by default: each shown route's kind is read by reflection. Turn it on in
  /// debug builds and tests; `WayfinderTesting`'s test host turns it on, so that an undeclared
  /// step fails the test. Flows that declare nothing are never checked, and neither are the
  /// flows and screens restoration re-creates.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  public var checksDeclarations = false
  /// What each flow type declared, read once (``checksDeclarations``).
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var declarations: [ObjectIdentifier: DeclaredParts] = [:]
  /// The undeclared steps already reported, so that each is reported once.
  var reportedUndeclared: Set<String> = []

  /// Whether leaks are logged as warnings after plans complete; on in debug builds.
  ///
  /// Turning it on turns on the ``leakWatcher`` too, which watches nothing in release builds
  /// until then.
  public var warnsAboutLeaks = _isDebugAssertConfiguration() {
    didSet { if warnsAboutLeaks { leakWatcher.isEnabled = true } }
  }

  /// How long a finished coordinator or a dropped screen may stay alive before it is logged as
  /// a leak; half a second by default.
  ///
  /// Code that awaited a finished flow holds it until that code runs on — `if let id = try await
  /// result(of: AddBookFlow(), .present(.sheet)) { … }` keeps the `AddBookFlow` until the call
  /// returns — so the
  /// warning waits this long. A real leak stays alive; it is logged a moment later. Tests check
  /// at a moment they choose with `WayfinderTesting`'s `expectNoLeaks()` instead.
  public var leakWarningDelay: Duration = .milliseconds(500)
  var leakCheckScheduled = false

  /// Where navigation is logged; the test kit silences a launch it tears down.
  package var logger: Logger
  /// The app's dependencies; the root flow's scope is a child of it.
  public let dependencies: DependencyContainer
  /// The running flows' records, by id: route-free, so that looking one up runs specialized.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var records: [FlowID: FlowRecord] = [:]
  /// Who owns which part of the tree: levels, sections and runs (``FlowMap``).
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var map = FlowMap()
  /// The last answer of ``ownership()``, which the next one starts from; `nil` when there is
  /// none to start from.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var lastOwnership: Ownership?
  /// The running flows that hide the tab bar (``FlowCoordinator/hidesSectionBar``, read once
  /// when each started).
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var barHiders: Set<FlowID> = []
  /// Whether a flow that may refuse the user's back (``FlowCoordinator/refusesUserBack``) ever
  /// started: until one does, no change asks any flow.
  var asksBackRefusals = false
  /// Whether the flows' tasks were stopped for good (``cancelAllTasks()``): a task started
  /// after that is cancelled at once.
  package var stopsTasks = false
  /// Whether the next change's end asks about every stack, not only those it touched.
  var asksEveryStack = false
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var runner: PlanRunner<Route>
  /// The operations on routes, specialized for the app's route type (``RouteKernel``).
  let kernel: RouteKernel<Route>
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var transactionDepth = 0
  /// Why a whole tree is being set (``setTree(_:cause:)``) while the flows it replaces finish:
  /// no flow's code changes the navigation meanwhile, so that the tree set stands.
  var settingTree: NavigationCause?
  /// Whether the user's choice is closing a dialog: the commit tells no flow it lost it.
  var answeringDialog = false
  /// Dialogs a presentation went over (nothing shows over a dialog, so each went first), oldest
  /// first: each comes back when its presenter's level is on top again, and is lost to its
  /// presenter if that level goes first.
  var coveredDialogs: [CoveredDialog] = []
  /// The ids of the dialogs waiting under presentations (``coveredDialogs``), oldest first:
  /// state the tree does not show, for the navigation explorer.
  package var coveredDialogIDs: [String] {
    coveredDialogs.map(\.dialog.id)
  }
  /// Whether changes made now animate; see ``withoutAnimation(_:)``.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var animates = true
  /// Flows that lost something they showed in this transaction — a presentation of theirs
  /// closed, a child finished — with the cause; checked when it ends
  /// (``settleFlowsShowingNothing()``).
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var lostShows: [(id: FlowID, cause: FinishCause)] = []
  /// Whether flows may add screens under other flows' presentations now; see
  /// ``FlowCoordinator/behindPresentations(_:)``.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var addsBehindPresentations = false
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var pendingChanges = TreeChanges()
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var hasPendingCommit = false
  /// Whether a change since the last flush did more than edit the routes of existing stacks
  /// (``TreeEdit/editsRoutesOnly``): then what is derived from the tree's shape is derived
  /// from the whole tree, else only from the stacks in ``pendingChanges``.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var pendingShapeChange = true
  /// Whether the tree may have a tab bar hidden: it had one when the bars were last derived,
  /// or a change of shape (a restored or linked tree) may have brought one.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var mayHideSectionBars = true
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var nextFlowNumber: UInt64 = 0
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var finishedTasks: [Task<Void, Never>] = []
  /// The routes of parents whose child replaced them (``FlowPlacement/replacingStack``), by
  /// the child, to put back when it finishes.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var stashes: [FlowID: StashedRoutes] = [:]
  /// The flows kept when their presentation was dismissed, by the kept flow; see
  /// ``keptFlows``.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var keptParts: [FlowID: KeptPart] = [:]
  /// The flow each flow that handed its place over keeping its screens gave them to, so that
  /// those screens' handles reach it; see ``heir(ofScreensOf:)``.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var screenHeirs: [FlowID: FlowID] = [:]
  /// The stacks the tree showed without a route when the last change ended; see
  /// ``reportEmptyStacks()``.
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var emptyStacks: Set<StackPath>

  /// A parent's routes waiting for the child that replaced them to finish.
  struct StashedRoutes {
    let path: StackPath
    let base: Int
    let routes: [Route]
  }
  #if !DEBUG
    @exclusivity(unchecked)
  #endif
  var draft = JournalDraft()
  /// Called when a step of the plan starts and when the plan completes; see
  /// ``onPlanStep(_:)``.
  var planSinks: [(id: Int, sink: @MainActor () -> Void)] = []
  var nextPlanSink = 0
  /// Called once the root flow has started (``whenStarted(_:)``).
  private var startWatchers: [@MainActor () -> Void] = []

  /// Creates a navigator.
  ///
  /// - Parameters:
  ///   - root: the app's root flow; ``start()`` starts it.
  ///   - tree: the tree to begin with, usually the launch screen.
  ///   - dependencies: the app's dependencies; each flow's scope descends from it.
  ///   - logger: where navigation is logged (swift-log).
  @inlinable
  public convenience init(
    root: FlowCoordinator<Route>,
    tree: NavigationTree<Route> = NavigationTree(root: .stack([])),
    dependencies: DependencyContainer = DependencyContainer(name: "app"),
    logger: Logger = Logger(label: "wayfinder.navigation")
  ) {
    // Inlinable so that the kernel is made, and specialized, where the route type is known:
    // in the app's module (RouteKernel).
    self.init(
      root: root, tree: tree, dependencies: dependencies, logger: logger, kernel: RouteKernel())
  }

  @usableFromInline
  init(
    root: FlowCoordinator<Route>, tree: NavigationTree<Route>,
    dependencies: DependencyContainer, logger: Logger, kernel: RouteKernel<Route>
  ) {
    self.rootFlow = root
    self.dependencies = dependencies
    // The selection rule holds from the start (SectionVisibility).
    var tree = tree
    tree.selectVisibleSections()
    self.storedTree = tree
    self.map = FlowMap(topLevel: tree.topLevel)
    self.emptyStacks = tree.emptyStackPaths
    self.logger = logger
    self.kernel = kernel
    self.runner = PlanRunner(tree: tree, kernel: kernel)
    runner.onStep = { [weak self] step in
      guard let self else { return }
      logger.debug("step: \(printable: step)")
      planDidChange()
    }
    runner.onIdle = { [weak self] in
      guard let self else { return }
      planDidChange()
      planDidComplete()
    }
    runner.onMismatch = { [weak self] step, error in
      self?.logger.error(
        "host could not apply \(printable: step): \(printable: error); re-planning from the tree")
    }
  }

  /// Starts the root flow.
  ///
  /// Calling it again does nothing.
  public func start() {
    guard rootFlow.flowState == .idle else { return }
    transaction {
      let id = makeFlowID()
      rootFlow.flowID = id
      rootFlow.record.place = .app
      // Fixed once, as a child's is when it is attached: every child's path starts with it.
      rootFlow.record.attachedPath = rootFlow.flowName
      rootFlow.navigator = self
      rootFlow.flowState = .running
      rootFlow.dependencies = scope(for: rootFlow, under: dependencies)
      records[id] = rootFlow.record
      noteBackRefusals(of: rootFlow)
      lastOwnership = nil
      run(rootFlow, "start()") { try rootFlow.start() }
    }
    let watchers = startWatchers
    startWatchers = []
    for watcher in watchers { watcher() }
  }

  /// Calls `body` once the root flow has started: a gate's requests that came before
  /// (``NavigationGate``).
  func whenStarted(_ body: @escaping @MainActor () -> Void) {
    startWatchers.append(body)
  }

  /// Attaches the host that shows the tree, and plans it from what the host shows now.
  ///
  /// - Parameters:
  ///   - host: the host; the navigator holds it weakly.
  ///   - current: what the host shows now; an empty stack when `nil`.
  package func attach(
    _ host: some NavigationHost<Route>, showing current: NavigationTree<Route>? = nil
  ) {
    host.didAttach(to: self)
    runner.attach(
      host, showing: current ?? NavigationTree(root: .stack([])), target: tree,
      ownership: ownership())
  }

  /// Whether the host shows the tree: no step is pending or under way.
  package var isIdle: Bool { runner.isIdle }

  /// Groups changes so that the host gets one plan for all of them.
  ///
  /// Flows stay consistent after every single change; only planning waits for the end of the
  /// outermost transaction.
  public func transaction<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure)
    -> T
  {
    transactionDepth += 1
    defer {
      transactionDepth -= 1
      if transactionDepth == 0 { flush() }
    }
    return try body()
  }

  /// Makes the changes in `body` without animation: the host performs their plan's steps
  /// unanimated.
  ///
  /// ```swift
  /// try navigator.withoutAnimation { () throws(NavigationError) in try app.setStack([.home]) }
  /// ```
  public func withoutAnimation<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure)
    -> T
  {
    let before = animates
    animates = false
    defer { animates = before }
    return try transaction(body)
  }

  /// A transaction whose changes the journal records with `cause` (unless an enclosing one
  /// already gave a cause).
  func transaction<T, Failure: Error>(
    cause: NavigationCause, _ body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    try transaction(recording: RecordedCause(cause), body)
  }

  /// A transaction whose changes the journal records with `cause`, described when read (unless
  /// an enclosing one already gave a cause).
  func transaction<T, Failure: Error>(
    recording cause: RecordedCause, _ body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    if draft.cause == nil { draft.cause = cause }
    return try transaction(body)
  }

  /// Replaces the whole tree in one plan; flows whose part is gone or replaced finish.
  ///
  /// Deep links and restoration use this: the host moves from what it shows to `newTree` in
  /// one plan, never one screen at a time.
  ///
  /// - Parameters:
  ///   - newTree: the tree to show.
  ///   - cause: why, for the journal: a deep link, a restoration, code.
  public func setTree(_ newTree: NavigationTree<Route>, cause: NavigationCause = .code) {
    // Options a presentation's style cannot show (built by hand into a link's tree) would make
    // a snapshot that no decoder accepts: they are dropped, and said so.
    var newTree = newTree
    for (index, options, style) in kernel.presentationOptions(newTree) {
      guard let problem = options.problem(for: style) else { continue }
      logger.warning("dropped the options of level \(index + 1): \(printable: problem)")
      newTree.presentations[index].options = PresentationOptions()
    }
    // Code run as the flows a tree being set replaces finish does not set another over it.
    if let settingTree {
      refuseWhileSettingTree(by: rootFlow, during: "setTree(_:cause:)", cause: settingTree)
      return
    }
    transaction(cause: cause) {
      let old = tree
      var edit = makeEdit()
      edit.replaceTree(with: newTree, presenter: rootFlow.flowID ?? FlowID(rawValue: 0)) {
        guard let owner = map.levelOwner(of: 0), let flow = coordinator(owner),
          flow.ownsSections($0)
        else { return nil }
        return owner
      }
      // Set trees do not nest (refused above), so the flag is off again after this commit.
      settingTree = cause
      commit(consume edit, cause: .replaced)
      settingTree = nil
      adoptFlows(replacing: old)
    }
  }

  /// Waits for the tasks of finished flows to end, so that what they held is released.
  package func waitForFinishedTasks() async {
    while !finishedTasks.isEmpty {
      let tasks = finishedTasks
      finishedTasks.removeAll()
      for task in tasks { await task.value }
    }
  }

  /// The scope a starting flow gets: a child of `parent`, with the registrations the flow made
  /// before it started.
  func scope(for flow: FlowCoordinator<Route>, under parent: DependencyContainer)
    -> DependencyContainer
  {
    let scope = parent.makeChild(name: flow.flowPath)
    if let early = flow.record.dependencyScope { scope.adoptRegistrations(from: early) }
    return scope
  }

  func makeFlowID() -> FlowID {
    defer { nextFlowNumber += 1 }
    return FlowID(rawValue: nextFlowNumber)
  }

  /// Where the run of flow `id` in the stack at `path` begins now (``FlowMap``).
  func base(of id: FlowID, in path: StackPath) -> Int? {
    map.base(of: id, in: path)
  }

  /// The running flow `id`, if it is one.
  func coordinator(_ id: FlowID) -> FlowCoordinator<Route>? {
    // No `Optional.map`: its closure over a generic class costs a metadata look-up a call.
    guard let record = records[id] else { return nil }
    return FlowCoordinator.coordinator(of: record)
  }

  func makeEdit() -> TreeEdit<Route> {
    TreeEdit(tree: storedTree, kernel: kernel, map: map)
  }

  private func flush() {
    closeEmptyPresentations()
    if !lostShows.isEmpty { settleFlowsShowingNothing() }
    // Only a change of shape (a level, a section, a layout) can leave a level without the
    // policy's layout: an edit of routes never does.
    if sizeClass != nil, hasPendingCommit, pendingShapeChange {
      var edit = makeEdit()
      applyLayoutPolicy(to: &edit)
      if edit.tree != storedTree { commit(consume edit, cause: .removedByCode) }
      // A layout that moved a selection may have closed a tab's presentation.
      if !lostShows.isEmpty { settleFlowsShowingNothing() }
    }
    if !coveredDialogs.isEmpty { settleCoveredDialogs() }
    updateSectionBars()
    updateDismissalRefusals()
    if hasPendingCommit {
      updateBackRefusals()
      reportEmptyStacks()
      forgetEndedScreenHeirs()
    }
    // Taken, not copied: the draft's lists are handed to the journal as they are.
    var draft = JournalDraft()
    swap(&draft, &self.draft)
    if draft.changed || draft.forced || !draft.started.isEmpty || !draft.finished.isEmpty
      || !draft.issues.isEmpty
    {
      journal.record(
        cause: draft.cause ?? RecordedCause(.code), started: draft.started,
        finished: draft.finished, issues: draft.issues, tree: storedTree)
    }
    guard hasPendingCommit else {
      pendingShapeChange = false
      return
    }
    hasPendingCommit = false
    var changes = TreeChanges()
    swap(&changes, &pendingChanges)
    // Without a host nobody plans: attaching one hands the runner the tree and computes the
    // ownership then, from the whole tree.
    guard runner.host != nil else {
      lastOwnership = nil
      map.takeChanges()
      pendingShapeChange = false
      return
    }
    let ownership = self.ownership(touching: changes)
    pendingShapeChange = false
    kernel.update(runner, storedTree, ownership, changes)
  }

  /// Dismisses presented levels left without a route, so no empty presentation reaches the
  /// screen.
  ///
  /// That happens when a level's owner removed its last screen; flows that owned the level
  /// finish.
  private func closeEmptyPresentations() {
    // The map knows the number of levels without touching the route-typed array.
    guard map.topLevel > 0,
      let empty = kernel.firstEmptyPresentation(storedTree)
    else { return }
    var edit = makeEdit()
    try? edit.dismiss(toLevel: empty)
    commit(consume edit, cause: .removedByCode)
  }

  private func planDidComplete() {
    guard warnsAboutLeaks else { return }
    scheduleLeakCheck()
  }

  /// Logs a warning for each finished coordinator or dropped screen still alive
  /// ``leakWarningDelay`` after it was let go; one check is pending at a time, and it comes back
  /// for objects let go of after it was scheduled.
  private func scheduleLeakCheck() {
    guard !leakCheckScheduled else { return }
    leakCheckScheduled = true
    let delay = leakWarningDelay
    Task { @MainActor [weak self] in
      try? await Task.sleep(for: delay)
      guard let self else { return }
      await waitForFinishedTasks()
      leakCheckScheduled = false
      for leak in leakWatcher.newLeaks(watchedBefore: .now - leakWarningDelay) {
        logger.warning("leak: \(printable: leak)")
      }
      if leakWatcher.hasUnreported { scheduleLeakCheck() }
    }
  }
}
