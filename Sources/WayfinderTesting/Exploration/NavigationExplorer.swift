import Foundation
import Wayfinder

/// Walks every navigation state an app can reach, breadth first to a bound, and checks
/// properties in each; a failure comes with the shortest trace from launch.
///
/// The explorer launches the app (``ExplorationLaunch``) on a ``TestHost`` and tries, in each
/// state, every move there is: the user's (back, swipes and cancelled gestures, tabs, dialog
/// choices, size classes), what the visible screen can send (``ExplorationModel/actions``)
/// and every link (``ExplorationModel/links``). It keeps of each state only its hash, its
/// parent and the move from it: to try a state's moves it launches the app again and replays
/// the moves that reach it, so memory does not grow with the size of the trees, and every
/// replay checks that the same moves reach the same states (``ExplorationCheck/determinism``).
///
/// States are told apart by the tree with routes reduced to their kinds, the running flows'
/// types, the size class, and whether a link waits behind a guard: states that differ only
/// in sample data are one state.
///
/// ```swift
/// let explorer = NavigationExplorer<AppRoute>(
///   model: ExplorationModel(actions: { route, _ in
///     route == .library ? [ExplorationAction("addBook", LibraryIntent.addBook)] : []
///   })
/// ) { restored in
///   let navigator = Navigator(root: AppFlow())
///   if let restored { navigator.start(restoring: restored) }
///   return ExplorationLaunch(navigator: navigator)
/// }
/// let report = await explorer.explore()
/// #expect(report.violations.isEmpty, "\(report.summary)")
/// ```
///
/// See <doc:ExploringEveryNavigationState>.
@MainActor
public final class NavigationExplorer<Route: NavigationRoute> {
  /// The bounds and checks of an exploration.
  public struct Options: Sendable {
    /// The most moves from launch a state may be; states at the bound are not expanded.
    public var maxDepth = 8
    /// The most states to reach before the search stops.
    public var maxStates = 100_000
    /// The properties to check; all by default.
    public var checks = Set(ExplorationCheck.allCases)
    /// The size classes the user's window may change to; the app launches in the first.
    public var sizeClasses: [SizeClass] = []
    /// The presentations the host lets the user close by a gesture of its own; overlays by
    /// default.
    ///
    /// A tap outside an overlay, a terminal's Esc: ``ExplorationMove/closePresentation``,
    /// beside the swipe that closes sheets.
    public var userCloses: @Sendable (PresentationStyle) -> Bool = { style in
      if case .overlay = style { true } else { false }
    }
    /// The host's rules for the planner.
    public var capabilities: HostCapabilities = .uiKit
    /// Seeded random walks from the states at the depth bound, past it: how many.
    public var randomWalks = 0
    /// How many moves each random walk makes.
    public var randomWalkLength = 20
    /// The random walks' seed.
    public var seed: UInt64 = 1
    /// The most violations of one property the report lists; the rest are counted.
    public var violationsPerProperty = 10
    /// The most turns of the main actor a move may take to settle, so that the app's tasks
    /// (a link waiting for a sign-in, code that awaits a flow's result) run; a move settles
    /// sooner once the app is quiet.
    public var settleYields = 12

    /// Options with the defaults: depth 8, 100,000 states, every check.
    public init() {}
  }

  private let launch: @MainActor (NavigationTree<Route>?) throws -> ExplorationLaunch<Route>
  private let model: ExplorationModel<Route>
  private let options: Options

  /// Creates an explorer.
  ///
  /// - Parameters:
  ///   - model: what the app's screens send, its links, guards, restoration and flow graph.
  ///   - options: the bounds and the checks.
  ///   - launch: makes the app anew. Called with `nil` once per path the explorer follows:
  ///     bring what outlives a launch (a database, a session) to the exploration's starting
  ///     point. Called with a tree to check restoration: launch as the app does after it was
  ///     quit, keeping what outlives a launch, and restore the tree as the app's launch code
  ///     does (`Navigator.start(restoring:)`, or not at all while signed out).
  public init(
    model: ExplorationModel<Route> = ExplorationModel(), options: Options = Options(),
    launch:
      @escaping @MainActor (_ restoring: NavigationTree<Route>?) throws ->
      ExplorationLaunch<Route>
  ) {
    self.launch = launch
    self.model = model
    self.options = options
  }

  // The states, by index: the launch state is 0. Only hashes, parents and moves are kept.
  private var hashes: [UInt64] = []
  private var parents: [Int32] = []
  private var arrivals: [Int32] = []
  private var depths: [UInt8] = []
  private var visibles: [Int32] = []
  private var sizes: [Int32] = []
  private var stateIndex: [UInt64: Int32] = [:]
  private var moves: [ExplorationMove] = []
  private var moveIndex: [ExplorationMove: Int32] = [:]
  private var visibleNames: [String] = []
  private var visibleIndex: [String: Int32] = [:]
  private var edges: [(from: Int32, to: Int32, move: Int32)] = []
  /// The state each move first led to from each state, by `from << 32 | move`.
  private var steps: [UInt64: Int32] = [:]
  private var expanded: [Bool] = []
  private var transitions = 0
  private var checked: [String: Int] = [:]
  private var violations: [ExplorationViolation] = []
  private var violationCounts: [String: Int] = [:]
  private var reported = Set<String>()
  private var reachedKinds = Set<String>()
  private var reachedFlows = Set<String>()
  private var cutBy: [String] = []
  private var names = ExplorationKey<Route>.Names()
  /// Whether moves settle with time as well as turns (a second replay).
  private var patient = false

  /// Explores the app and reports what it found.
  public func explore() async -> ExplorationReport {
    let started = ContinuousClock.now
    reset()
    do {
      let session = try await start()
      let key = stateKey(of: session)
      _ = add(key, size: session.size, parent: -1, move: -1, depth: 0)
      await checkNewState(0, key: key, in: session)
      await session.close()
    } catch {
      record(.invariants, "the app did not launch: \(error)", at: nil)
      return report(since: started)
    }
    var layer: [Int32] = [0]
    var depth = 0
    search: while !layer.isEmpty {
      guard depth < options.maxDepth else {
        let unexpanded = layer.count
        if unexpanded > 0 {
          cutBy.append("depth \(options.maxDepth): \(unexpanded) states not expanded")
        }
        break
      }
      var next: [Int32] = []
      for state in layer {
        guard hashes.count < options.maxStates else {
          cutBy.append("states \(options.maxStates)")
          break search
        }
        next += await expand(state)
      }
      layer = next
      depth += 1
    }
    if options.randomWalks > 0 { await walkRandomly(from: layer) }
    checkGraph()
    checkCoverage()
    return report(since: started)
  }

  /// Launches the app and walks `trace` as the explorer did: the state a violation's trace
  /// leads to, live, for a closer look or a bug report.
  ///
  /// The launch closure is called with `nil`, as for an exploration's path.
  ///
  /// - Parameter trace: the moves from launch, as a violation or a report's edges give them.
  /// - Returns: the state the moves reach: its navigator, host and screen.
  /// - Throws: ``ExplorationError`` when the app does not launch or refuses a move.
  public func walk(_ trace: [ExplorationMove]) async throws(ExplorationError)
    -> ExploredState<Route>
  {
    let session: Session
    do {
      session = try await start()
    } catch {
      throw .launchFailed(String(describing: error))
    }
    for (index, move) in trace.enumerated() {
      guard await apply(move, in: session) else {
        await session.close()
        throw .refused(move, at: index)
      }
    }
    return ExploredState(
      navigator: session.app.navigator, host: session.host,
      screen: Self.visibleScreen(of: session.host)?.object, trace: trace)
  }

  private func reset() {
    hashes = []
    parents = []
    arrivals = []
    depths = []
    visibles = []
    sizes = []
    stateIndex = [:]
    moves = []
    moveIndex = [:]
    visibleNames = []
    visibleIndex = [:]
    edges = []
    steps = [:]
    expanded = []
    transitions = 0
    checked = [:]
    violations = []
    violationCounts = [:]
    reported = []
    reachedKinds = []
    reachedFlows = []
    cutBy = []
  }

  // MARK: Sessions

  /// A launched app on a test host, and what it reported.
  @MainActor
  final class Session {
    let app: ExplorationLaunch<Route>
    let host: TestHost<Route>
    var issues: [String] = []
    /// Whether the app may have left the state it was reached in.
    var dirty = false

    init(app: ExplorationLaunch<Route>, host: TestHost<Route>) {
      self.app = app
      self.host = host
    }

    /// How far the state is from a root screen: levels first, then the visible stack's depth.
    var size: Int32 {
      let tree = app.navigator.tree
      return Int32(tree.topLevel * 10_000 + tree.visibleStack.count)
    }

    /// Lets go of the app: a link waiting behind a guard is cancelled, so that its task ends.
    func close() async {
      app.gate?.redirectFlow?.cancel()
      await Task.yield()
    }
  }

  /// Launches the app on a test host and starts it.
  private func start(
    restoring restored: NavigationTree<Route>? = nil, sizeClass: SizeClass? = nil
  ) async throws -> Session {
    let app = try launch(restored)
    let host = TestHost<Route>(capabilities: options.capabilities)
    if let makeScreen = model.makeScreen {
      host.makeScreen = { route, flow in
        ExploredScreen(route: route, flow: flow, make: makeScreen)
      }
    }
    let session = Session(app: app, host: host)
    host.attach(to: app.navigator)
    // Issues are the explorer's to report, with a trace, not the test's to fail.
    app.navigator.onIssue = { [weak session] issue in session?.issues.append("\(issue)") }
    app.navigator.start()
    // A gate made before the navigator started waits for this (NavigationGate.markReady()).
    if let gate = app.gate, !gate.isReady { gate.markReady() }
    if let sizeClass = sizeClass ?? options.sizeClasses.first {
      try host.changeSizeClass(to: sizeClass)
    }
    await settle()
    return session
  }

  /// Lets the app's tasks run until the app is quiet: the tree unchanged over a turn of the
  /// main actor, no plan running, no link being checked, no guard's flow finished and not yet
  /// heard — at most ``Options/settleYields`` turns.
  private func settle(_ session: Session? = nil) async {
    var last = session?.app.navigator.tree
    for turn in 0..<max(2, options.settleYields) {
      if patient { try? await Task.sleep(for: .milliseconds(2)) }
      await Task.yield()
      guard let session else { continue }
      let navigator = session.app.navigator
      let tree = navigator.tree
      let gate = session.app.gate
      let quiet =
        turn > 0 && tree == last && navigator.isIdle && gate?.isChecking != true
        && gate?.redirectFlow.map(\.isRunning) != false
      if quiet { return }
      last = tree
    }
  }

  /// The moves from launch to `state`.
  private func trace(to state: Int32) -> [ExplorationMove] {
    var result: [ExplorationMove] = []
    var current = state
    while current > 0 {
      result.append(moves[Int(arrivals[Int(current)])])
      current = parents[Int(current)]
    }
    return result.reversed()
  }

  /// A new launch of the app brought to `state` by its trace; `nil`, with a violation, when
  /// the trace no longer reaches it.
  private func reach(_ state: Int32) async -> Session? {
    if let session = await reach(state, patiently: false) { return session }
    // Once more, giving every move time as well as turns: work the app does off the main
    // actor (a database, a timer) may finish late on a loaded machine. Only a replay that
    // still disagrees is reported.
    patient = true
    defer { patient = false }
    return await reach(state, patiently: true)
  }

  private func reach(_ state: Int32, patiently: Bool) async -> Session? {
    let path = trace(to: state)
    let session: Session
    do {
      session = try await start()
    } catch {
      if patiently { record(.determinism, "the app did not launch again: \(error)", at: 0) }
      return nil
    }
    var current: Int32 = 0
    var walked: [ExplorationMove] = []
    for move in path {
      walked.append(move)
      let expected = moveIndex[move].flatMap { steps[Self.step(current, $0)] }
      guard await apply(move, in: session) else {
        if patiently {
          record(
            .determinism, "the app refused \(move) where it accepted it before", at: current,
            trace: walked)
        }
        await session.close()
        return nil
      }
      let key = stateKey(of: session)
      guard let expected, let reached = stateIndex[key.hash], reached == expected else {
        if patiently {
          record(
            .determinism, "the same moves reached another state (\(key.visible))",
            at: current, trace: walked)
        }
        await session.close()
        return nil
      }
      current = reached
    }
    session.issues = []
    return session
  }

  private static func step(_ state: Int32, _ move: Int32) -> UInt64 {
    UInt64(UInt32(bitPattern: state)) << 32 | UInt64(UInt32(bitPattern: move))
  }

  /// Records that `move` led from `state` to `target`; the first such step is the one replays
  /// must take again.
  private func connect(_ state: Int32, to target: Int32, by move: Int32) {
    edges.append((state, target, move))
    let key = Self.step(state, move)
    if steps[key] == nil { steps[key] = target }
  }

  // MARK: Moves

  /// The moves to try in the state `session` shows.
  private func candidates(in session: Session) -> [ExplorationMove] {
    let tree = session.host.shown
    var result: [ExplorationMove] = [.back, .cancelBackSwipe]
    if tree.topLevel > 0 {
      let top = tree.presentations[tree.topLevel - 1]
      if let dialog = top.dialog {
        result = dialog.actions.map { .choose($0.id) }
        if top.style == .confirmationDialog { result.append(.swipeDownSheet) }
      } else {
        result += [.swipeDownSheet, .pullSheetAndRelease]
        if options.userCloses(top.style) { result.append(.closePresentation) }
      }
    }
    var level = tree.topLevel
    while level > 0, tree.presentations[level - 1].style == .overCurrentContext { level -= 1 }
    if let container = try? tree.container(at: level), let sections = container.sections {
      for id in container.visibleSectionIDs where id != sections.selection {
        result.append(.selectSection(id))
      }
    }
    for sizeClass in options.sizeClasses where sizeClass != session.app.navigator.sizeClass {
      result.append(.sizeClass(sizeClass))
    }
    if tree.presentations.last?.dialog == nil, let screen = Self.visibleScreen(of: session.host) {
      result += model.actions(screen.route, screen.object).map { .send($0.name) }
    }
    if session.app.gate != nil { result += model.links.map { .openLink($0) } }
    return result
  }

  /// The state `session` shows.
  ///
  /// What the visible screen offers is part of it: a search screen with results offers rows
  /// the empty one does not.
  private func stateKey(of session: Session) -> ExplorationKey<Route> {
    var offered: [String] = []
    if session.host.shown.presentations.last?.dialog == nil,
      let screen = Self.visibleScreen(of: session.host)
    {
      offered = model.actions(screen.route, screen.object).map(\.name)
    }
    return ExplorationKey(
      navigator: session.app.navigator, gate: session.app.gate, offered: offered, names: &names)
  }

  /// The route, flow handle and app's screen object of what `host` shows on top.
  static func visibleScreen(of host: TestHost<Route>)
    -> (route: Route, flow: FlowHandle<Route>, object: AnyObject?)?
  {
    switch host.visibleScreen {
    case let screen as ExploredScreen<Route>: (screen.route, screen.flow, screen.object)
    case let screen as TestScreen<Route>: (screen.route, screen.flow, nil)
    default: nil
    }
  }

  /// Performs `move` in `session`; `false` when the app or the screen does not offer it there.
  private func apply(_ move: ExplorationMove, in session: Session) async -> Bool {
    let host = session.host
    do {
      switch move {
      case .back: try host.tapBack()
      case .cancelBackSwipe: try host.swipeBackAndCancel()
      case .swipeDownSheet: try host.swipeDownSheet()
      case .pullSheetAndRelease: try host.pullSheetAndRelease()
      case .closePresentation:
        session.app.navigator.refreshDismissalRefusals()
        let tree = host.shown
        guard let top = tree.presentations.last, options.userCloses(top.style),
          !top.refusesUserDismissal
        else { return false }
        try host.dismissPresentation()
      case .selectSection(let id): try host.tapTab(id)
      case .choose(let id): try host.choose(id)
      case .sizeClass(let sizeClass): try host.changeSizeClass(to: sizeClass)
      case .send(let name):
        guard let screen = Self.visibleScreen(of: host),
          let action = model.actions(screen.route, screen.object).first(where: { $0.name == name })
        else { return false }
        switch action.effect {
        case .send(let intent): screen.flow.send(intent)
        case .act(let perform):
          guard let object = screen.object else { return false }
          perform(object)
        }
      case .openLink(let link):
        guard let gate = session.app.gate else { return false }
        gate.openInTask(link)
        await gate.settled()
      }
    } catch {
      // A move the navigator rejected after the host took it may have changed the host.
      if case .rejected = error { session.dirty = true }
      return false
    }
    session.dirty = true
    await settle(session)
    return true
  }

  /// Tries every move of `state`; returns the states it found.
  private func expand(_ state: Int32) async -> [Int32] {
    expanded[Int(state)] = true
    guard var session = await reach(state) else { return [] }
    var found: [Int32] = []
    var wayBack = false
    let depth = depths[Int(state)]
    let size = sizes[Int(state)]
    for move in candidates(in: session) {
      guard hashes.count < options.maxStates else { break }
      if session.dirty {
        await session.close()
        guard let again = await reach(state) else { return found }
        session = again
      }
      let issuesBefore = session.issues.count
      let unhandledBefore = session.app.navigator.unhandledIntents.count
      guard await apply(move, in: session) else { continue }
      transitions += 1
      let key = stateKey(of: session)
      let target: Int32
      if let known = stateIndex[key.hash] {
        target = known
        connect(state, to: target, by: intern(move))
        checkTransition(into: target, in: session, issuesBefore, unhandledBefore)
      } else {
        target = add(key, size: session.size, parent: state, move: intern(move), depth: depth + 1)
        connect(state, to: target, by: intern(move))
        found.append(target)
        checkTransition(into: target, in: session, issuesBefore, unhandledBefore)
        await checkNewState(target, key: key, in: session)
      }
      if case .openLink = move {
        // A link comes from outside the app: it is no way back the screen offers.
      } else if sizes[Int(target)] < size || (move.goesBack && target != state) {
        wayBack = true
      }
      if target == 0 { await checkLeaks(in: session, arrivingBy: state, move) }
    }
    await session.close()
    checkDeadEnd(state, wayBack: wayBack)
    return found
  }

  private func intern(_ move: ExplorationMove) -> Int32 {
    if let index = moveIndex[move] { return index }
    let index = Int32(moves.count)
    moves.append(move)
    moveIndex[move] = index
    return index
  }

  private func add(
    _ key: ExplorationKey<Route>, size: Int32, parent: Int32, move: Int32, depth: UInt8
  ) -> Int32 {
    let index = Int32(hashes.count)
    hashes.append(key.hash)
    parents.append(parent)
    arrivals.append(move)
    depths.append(depth)
    sizes.append(size)
    expanded.append(false)
    stateIndex[key.hash] = index
    if let known = visibleIndex[key.visible] {
      visibles.append(known)
    } else {
      let number = Int32(visibleNames.count)
      visibleNames.append(key.visible)
      visibleIndex[key.visible] = number
      visibles.append(number)
    }
    reachedKinds.formUnion(key.kinds)
    reachedFlows.formUnion(key.flows)
    return index
  }

  // MARK: Checks

  private func count(_ check: ExplorationCheck) {
    checked[check.rawValue, default: 0] += 1
  }

  private func record(
    _ check: ExplorationCheck, _ message: String, at state: Int32?,
    trace explicit: [ExplorationMove]? = nil
  ) {
    record(property: check.rawValue, message, at: state, trace: explicit)
  }

  private func record(
    property: String, _ message: String, at state: Int32?, trace explicit: [ExplorationMove]?
  ) {
    let place = state.map { String($0) } ?? "-"
    guard reported.insert("\(property) \(place)").inserted else { return }
    violationCounts[property, default: 0] += 1
    guard violationCounts[property, default: 0] <= options.violationsPerProperty else { return }
    var trace = explicit ?? state.map { self.trace(to: $0) } ?? []
    // The app launched in the first size class: the trace says so, so that a test walking it
    // starts where the explorer did.
    if let sizeClass = options.sizeClasses.first, state != nil || !trace.isEmpty {
      trace.insert(.sizeClass(sizeClass), at: 0)
    }
    violations.append(ExplorationViolation(property: property, message: message, trace: trace))
  }

  /// What the move that just reached `state` caused: issues, unhandled intents, broken
  /// invariants, misbound screens.
  private func checkTransition(
    into state: Int32, in session: Session, _ issuesBefore: Int, _ unhandledBefore: Int
  ) {
    guard options.checks.contains(.invariants) else { return }
    count(.invariants)
    let navigator = session.app.navigator
    var problems = Array(session.issues.dropFirst(issuesBefore)).map { "issue: \($0)" }
    problems += navigator.unhandledIntents.dropFirst(unhandledBefore).map { "unhandled: \($0)" }
    problems += navigator.invariantViolations()
    problems += session.host.misboundScreens.map { "misbound screen: \($0)" }
    guard !problems.isEmpty else { return }
    record(.invariants, problems.joined(separator: "; "), at: state)
  }

  /// The checks of a state reached for the first time: guards, the app's properties,
  /// restoration, and last its link (which leaves the state).
  private func checkNewState(_ state: Int32, key: ExplorationKey<Route>, in session: Session)
    async
  {
    let navigator = session.app.navigator
    if options.checks.contains(.guardsHold), !model.guards.isEmpty {
      count(.guardsHold)
      for check in model.guards where !check.isOpen() {
        let routes = ExplorationKey<Route>.routes(of: navigator.tree).filter { check.guards($0) }
        if !routes.isEmpty {
          let shown = routes.map { "\($0)" }.joined(separator: ", ")
          record(.guardsHold, "\(check.name) is closed, yet the tree shows \(shown)", at: state)
        }
      }
    }
    if !model.properties.isEmpty {
      let explored = ExploredState(
        navigator: navigator, host: session.host,
        screen: Self.visibleScreen(of: session.host)?.object, trace: trace(to: state))
      for property in model.properties {
        checked[property.name, default: 0] += 1
        if let problem = property.check(explored) {
          record(property: property.name, problem, at: state, trace: nil)
        }
      }
    }
    if options.checks.contains(.linkRoundTrip), let gate = session.app.gate,
      let link = gate.router.link(for: navigator.tree)
    {
      count(.linkRoundTrip)
      let before = key.visible
      if await apply(.openLink(link), in: session) {
        let after = stateKey(of: session).visible
        if after != before {
          record(.linkRoundTrip, "the link \(link) to \(before) opens \(after)", at: state)
        }
      }
    }
    // Last: launching the app again may reset what outlives a launch (a session).
    if options.checks.contains(.restorationRoundTrip), let restoration = model.restoration {
      await checkRestoration(of: state, key: key, in: session, with: restoration)
    }
  }

  private func checkRestoration(
    of state: Int32, key: ExplorationKey<Route>, in session: Session,
    with restoration: Restoration<Route>
  ) async {
    count(.restorationRoundTrip)
    let tree = session.app.navigator.tree
    let restored: NavigationTree<Route>
    do {
      restored = try restoration.tree(from: try restoration.snapshot(of: tree))
    } catch {
      record(.restorationRoundTrip, "the snapshot does not restore: \(error)", at: state)
      return
    }
    let relaunched: Session
    do {
      relaunched = try await start(
        restoring: restored, sizeClass: session.app.navigator.sizeClass)
    } catch {
      record(.restorationRoundTrip, "the app did not launch again: \(error)", at: state)
      return
    }
    defer { Task { await relaunched.close() } }
    let navigator = relaunched.app.navigator
    let again = stateKey(of: relaunched)
    if navigator.tree != tree {
      record(
        .restorationRoundTrip,
        "restored to another tree:\n\(navigator.tree.dump())\ninstead of\n\(tree.dump())",
        at: state)
    } else if again.flowText != key.flowText {
      record(
        .restorationRoundTrip,
        "restored with other flows: \(again.flowText) instead of \(key.flowText)", at: state)
    }
  }

  /// Back at the launch state: nothing that finished or was dropped on the way is alive.
  private func checkLeaks(in session: Session, arrivingBy state: Int32, _ move: ExplorationMove)
    async
  {
    guard options.checks.contains(.noLeak) else { return }
    count(.noLeak)
    let navigator = session.app.navigator
    await navigator.waitForFinishedTasks()
    await settle()
    let leaks = navigator.leakWatcher.leaks()
    guard !leaks.isEmpty else { return }
    record(
      .noLeak, "back at launch, still alive: " + leaks.map(\.description).joined(separator: ", "),
      at: nil, trace: trace(to: state) + [move])
  }

  /// A state that is not a root screen needs a way back: some move to a smaller state.
  private func checkDeadEnd(_ state: Int32, wayBack: Bool) {
    guard options.checks.contains(.noDeadEnd), state != 0 else { return }
    count(.noDeadEnd)
    // A root screen of the app, or of a tab: nothing to go back to.
    guard sizes[Int(state)] > 1 else { return }
    if !wayBack {
      record(
        .noDeadEnd,
        "no back, dismiss or other move leads out of \(visibleNames[Int(visibles[Int(state)])])",
        at: state)
    }
  }

  /// Every expanded state reaches the launch state again, by the user's moves and the app's
  /// (links left out).
  private func checkGraph() {
    guard options.checks.contains(.startReachable) else { return }
    var incoming: [Int32: [Int32]] = [:]
    for edge in edges {
      if case .openLink = moves[Int(edge.move)] { continue }
      incoming[edge.to, default: []].append(edge.from)
    }
    var reaches = Array(repeating: false, count: hashes.count)
    var queue: [Int32] = [0]
    reaches[0] = true
    while let state = queue.popLast() {
      for source in incoming[state] ?? [] where !reaches[Int(source)] {
        reaches[Int(source)] = true
        queue.append(source)
      }
    }
    for state in hashes.indices where expanded[state] {
      count(.startReachable)
      if !reaches[state] {
        record(
          .startReachable,
          "the launch state cannot be reached again from \(visibleNames[Int(visibles[state])])",
          at: Int32(state))
      }
    }
  }

  private func checkCoverage() {
    guard options.checks.contains(.coverage), let graph = model.graph else { return }
    count(.coverage)
    let missing =
      graph.routes.map(\.name).filter { !reachedKinds.contains($0) }
      + graph.flows.filter { !reachedFlows.contains($0) }
    if !missing.isEmpty {
      record(.coverage, "never reached: \(missing.joined(separator: ", "))", at: nil, trace: [])
    }
  }

  // MARK: Past the bound

  private func walkRandomly(from frontier: [Int32]) async {
    guard !frontier.isEmpty else { return }
    var random = SplitMix64(seed: options.seed)
    for _ in 0..<options.randomWalks {
      guard hashes.count < options.maxStates else { return }
      let start = frontier[Int(random.next() % UInt64(frontier.count))]
      guard let session = await reach(start) else { continue }
      var state = start
      for _ in 0..<options.randomWalkLength {
        let choices = candidates(in: session)
        guard !choices.isEmpty else { break }
        let move = choices[Int(random.next() % UInt64(choices.count))]
        let issuesBefore = session.issues.count
        let unhandledBefore = session.app.navigator.unhandledIntents.count
        guard await apply(move, in: session) else { continue }
        transitions += 1
        let key = stateKey(of: session)
        if let known = stateIndex[key.hash] {
          connect(state, to: known, by: intern(move))
          checkTransition(into: known, in: session, issuesBefore, unhandledBefore)
          state = known
          continue
        }
        let target = add(
          key, size: session.size, parent: state, move: intern(move),
          depth: UInt8(min(Int(depths[Int(state)]) + 1, Int(UInt8.max))))
        connect(state, to: target, by: intern(move))
        checkTransition(into: target, in: session, issuesBefore, unhandledBefore)
        // The state's checks may leave it (its link, a relaunch): the walk ends there.
        await checkNewState(target, key: key, in: session)
        break
      }
      await session.close()
    }
  }

  // MARK: Report

  private func report(since started: ContinuousClock.Instant) -> ExplorationReport {
    let elapsed = ContinuousClock.now - started
    for (property, total) in violationCounts where total > options.violationsPerProperty {
      violations.append(
        ExplorationViolation(
          property: property,
          message: "and \(total - options.violationsPerProperty) more states", trace: []))
    }
    let declaredRoutes = model.graph?.routes.map(\.name) ?? []
    let declaredFlows = model.graph?.flows ?? []
    return ExplorationReport(
      states: hashes.count, transitions: transitions,
      depth: Int(depths.max() ?? 0), maxDepth: options.maxDepth, cutBy: cutBy,
      checked: checked, violations: violations,
      coverage: ExplorationReport.Coverage(
        routes: reachedKinds.sorted(),
        missingRoutes: declaredRoutes.filter { !reachedKinds.contains($0) }.sorted(),
        flows: reachedFlows.sorted(),
        missingFlows: declaredFlows.filter { !reachedFlows.contains($0) }.sorted()),
      nodes: hashes.indices.map { index in
        ExplorationReport.Node(
          id: String(hashes[index], radix: 16), visible: visibleNames[Int(visibles[index])],
          depth: Int(depths[index]))
      },
      edges: edges.map {
        ExplorationReport.Edge(from: Int($0.from), to: Int($0.to), move: moves[Int($0.move)])
      },
      seconds: Double(elapsed.components.seconds)
        + Double(elapsed.components.attoseconds) / 1e18)
  }
}

/// The screen the explorer's host keeps for a route when the model makes the app's own screen
/// objects: the route, its flow's handle, and the app's object, made when first asked for —
/// only the screens the user sees on top are, which spares an app's screens their loading
/// under every other route of every replay.
@MainActor
final class ExploredScreen<Route: NavigationRoute> {
  let route: Route
  let flow: FlowHandle<Route>
  private var make: (@MainActor (Route, FlowHandle<Route>) -> AnyObject)?
  private var made: AnyObject?

  init(
    route: Route, flow: FlowHandle<Route>,
    make: @escaping @MainActor (Route, FlowHandle<Route>) -> AnyObject
  ) {
    self.route = route
    self.flow = flow
    self.make = make
  }

  var object: AnyObject {
    if let made { return made }
    let object = make?(route, flow) ?? self
    made = object
    make = nil
    return object
  }
}
