import Foundation
import Logging
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
/// Between one move and the next it comes back to the state by moves where it can
/// (``Options/comesBackByMoves``).
///
/// States are told apart by the tree with routes reduced to their kinds, the running flows'
/// types, the size class, and which request waits behind a guard: states that differ only
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
    /// The most time the search may take, for a CI job with a budget; `nil` for no limit.
    ///
    /// Past it the search stops as at ``maxStates``: a state whose moves were not all tried
    /// counts as not expanded (no dead end or way back is judged from it), and
    /// ``ExplorationReport/cutBy`` says so.
    public var timeLimit: Duration?
    /// The properties to check; all by default.
    public var checks = Set(ExplorationCheck.allCases)
    /// The size classes the user's window may change to; the app launches in the first.
    public var sizeClasses: [SizeClass] = []
    /// The most windows open at once, for an app of several windows
    /// (``ExplorationLaunch/init(windows:restoresWhenDecided:keeping:events:)``): the user opens windows up to it.
    public var maxWindows = 2
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
    /// The most violations of one property the report lists (at least one, so that a listed
    /// violation says a property failed); the rest are counted
    /// (``ExplorationReport/unlisted``).
    public var violationsPerProperty = 10
    /// The most turns of the main actor a move may take to settle, so that the app's tasks
    /// (a link waiting for a sign-in, code that awaits a flow's result) run; a move settles
    /// sooner once the app is quiet.
    public var settleYields = 12
    /// The states the user comes back to, which ``ExplorationCheck/startReachable`` asks every
    /// state to reach again; `nil` for the launch state alone.
    ///
    /// An app whose launch shows something once — onboarding, then never again — names the
    /// states after it instead: `options.home = { $0.hasSection("explore") }`.
    public var home: (@MainActor (NavigationTree<Route>) -> Bool)?

    /// Whether the explorer comes back to a state by the user's moves (back, a dismiss, the
    /// tab and size class it had) after trying a move there, in place of launching the app
    /// again and replaying the moves from launch.
    ///
    /// It comes back only when the state's key is the same again, no issue arose on the way,
    /// and the app's ``ExplorationModel/dataVersion`` (if it has one) has not changed. A move
    /// that finds a new state or breaks a property there is taken again on a new launch, so
    /// that every state's trace and every violation's is one a replay reproduces; a move that
    /// leads to a known state is not. Turn it off for an app whose navigation depends on state
    /// its key does not see (a flow's property that a round trip changes), where such a move
    /// may lead elsewhere than after a launch.
    public var comesBackByMoves = true

    /// Options with the defaults: depth 8, 100,000 states, every check.
    public init() {}
  }

  let launch: @MainActor (NavigationTree<Route>?) throws -> ExplorationLaunch<Route>
  let model: ExplorationModel<Route>
  let options: Options
  /// The flows each flow type declares it may start, by name: the declared starts' moves.
  let declaredStarts: [String: [(String, FlowPlacement)]]

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
    declaredStarts = Self.declaredStarts(in: model.graph)
  }

  // The states, by index: the launch state is 0. Only hashes, parents and moves are kept.
  var hashes: [UInt64] = []
  var parents: [Int32] = []
  var arrivals: [Int32] = []
  var depths: [UInt8] = []
  var visibles: [Int32] = []
  var sizes: [Int32] = []
  var stateIndex: [UInt64: Int32] = [:]
  var moves: [ExplorationMove] = []
  var moveIndex: [ExplorationMove: Int32] = [:]
  var visibleNames: [String] = []
  var visibleIndex: [String: Int32] = [:]
  var edges: [(from: Int32, to: Int32, move: Int32)] = []
  /// The state each move first led to from each state, by `from << 32 | move`.
  var steps: [UInt64: Int32] = [:]
  var expanded: [Bool] = []
  /// The states ``Options/home`` names, as each was found.
  var homes: Set<Int32> = []
  var transitions = 0
  var checked: [String: Int] = [:]
  var violations: [ExplorationViolation] = []
  var violationCounts: [String: Int] = [:]
  /// Whether the app marks its gate ready itself once its launch decided; `nil` until a launch
  /// with a gate waiting for it showed which (``waitForTheAppToMarkReady(_:)``).
  var appMarksGate: Bool?
  var reported = Set<String>()
  var reachedKinds = Set<String>()
  var reachedFlows = Set<String>()
  var cutBy: [String] = []
  /// When the search stops for ``Options/timeLimit``.
  var deadline: ContinuousClock.Instant?
  var names = ExplorationKey<Route>.Names()
  /// Whether the search now tries the flow graph's declared starts, after the app's moves.
  var byDeclaredStarts = false
  /// Per state: whether only declared starts reach it, not the app's or the user's moves.
  var reachedByDeclaredStarts: [Bool] = []
  /// Whether moves settle with time as well as turns (a second replay).
  var patient = false
  /// What the first launch reported (``checkLaunch(_:)``).
  var launchIssues = Set<String>()

  /// Explores the app and reports what it found.
  public func explore() async -> ExplorationReport {
    let started = ContinuousClock.now
    reset()
    deadline = options.timeLimit.map { started + $0 }
    do {
      try await launchState().close()
    } catch {
      record(.invariants, "the app did not launch: \(error)", at: nil)
      return report(since: started)
    }
    let frontier = await search(from: [0])
    if options.randomWalks > 0 { await walkRandomly(from: frontier) }
    if let limit = options.timeLimit, isFull, hashes.count < options.maxStates,
      !cutBy.contains(where: { $0.hasPrefix("time ") })
    {
      cutBy.append("time \(limit): \(hashes.count) states")
    }
    if model.makeFlow != nil, !declaredStarts.isEmpty {
      // Then what the flows' declarations allow beyond: every state so far tries its declared
      // starts, and what they reach is explored whole.
      byDeclaredStarts = true
      let known = Int32(hashes.count)
      _ = await search(from: (0..<known).filter { Int(depths[Int($0)]) < options.maxDepth })
    }
    checkGraph()
    checkCoverage()
    return report(since: started)
  }

  /// Explores breadth first from `states`, layer by layer by depth, to the bounds; returns the
  /// states left at the depth bound.
  ///
  /// While ``byDeclaredStarts``, a state reached before tries only its declared starts.
  func search(from states: [Int32]) async -> [Int32] {
    var layers: [Int: [Int32]] = [:]
    for state in states { layers[Int(depths[Int(state)]), default: []].append(state) }
    var depth = layers.keys.min() ?? 0
    while let layer = layers.removeValue(forKey: depth) {
      guard depth < options.maxDepth else {
        let which = byDeclaredStarts ? "states only declared starts reach" : "states"
        cutBy.append("depth \(options.maxDepth): \(layer.count) \(which) not expanded")
        return layer
      }
      for state in layer {
        guard !isFull else {
          let reason =
            if let limit = options.timeLimit, hashes.count < options.maxStates {
              "time \(limit): \(hashes.count) states"
            } else {
              "states \(options.maxStates)"
            }
          if !cutBy.contains(reason) { cutBy.append(reason) }
          return []
        }
        let startsOnly = byDeclaredStarts && !reachedByDeclaredStarts[Int(state)]
        layers[depth + 1, default: []] += await expand(state, declaredStartsOnly: startsOnly)
      }
      depth += 1
    }
    return []
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
      navigator: session.navigator, host: session.host,
      screen: Self.visibleScreen(of: session.host)?.object, trace: trace)
  }

  /// Launches the app, walks `trace` as the explorer does, and checks the properties of each
  /// state on the way, as an exploration checks a state it reaches: the property a violation
  /// names, checked again — in the test ``ExplorationViolation/testCode(named:explorer:)``
  /// writes, which fails until the defect is fixed.
  ///
  /// Checked: ``ExplorationCheck/invariants``, ``ExplorationCheck/noLeak`` (each time the
  /// trace comes back to the launch state), ``ExplorationCheck/linkRoundTrip``,
  /// ``ExplorationCheck/restorationRoundTrip``, ``ExplorationCheck/guardsHold`` and the app's own
  /// properties, as ``Options/checks`` says. Properties of the whole graph (no dead end, start
  /// reachable, coverage, determinism) need ``explore()``.
  ///
  /// - Parameter trace: the moves from launch, as a violation gives them.
  /// - Returns: the violations found on the way, each with its trace from launch.
  /// - Throws: ``ExplorationError`` when the app does not launch or refuses a move.
  public func check(_ trace: [ExplorationMove]) async throws(ExplorationError)
    -> [ExplorationViolation]
  {
    reset()
    var session: Session
    do {
      session = try await launchState()
    } catch {
      throw .launchFailed(String(describing: error))
    }
    var state: Int32 = 0
    for (index, move) in trace.enumerated() {
      // A check moves the app (a link's round trip): back to the state, as an exploration does.
      if session.dirty, await !comeBack(to: state, in: session) {
        // A trace the app does not replay checks nothing: said, not passed.
        guard let again = await relaunch(session, to: state) else {
          throw .refused(move, at: index)
        }
        session = again
      }
      guard let (target, _) = await attempt(move, from: state, in: session) else {
        await session.close()
        throw .refused(move, at: index)
      }
      state = target
    }
    await session.close()
    return violations
  }

  /// Launches the app and records its first state, `0`, checked.
  func launchState() async throws -> Session {
    let session = try await start()
    let key = stateKey(of: session)
    noteHome(add(key, size: session.size, parent: -1, move: -1, depth: 0), in: session)
    checkLaunch(session)
    await checkNewState(0, key: key, in: session)
    return session
  }

  /// Reports what the launch itself reported — also what the launch closure did before the
  /// explorer watched (a restore, a start) — as the launch state's ``ExplorationCheck/invariants``.
  ///
  /// Kept as what every launch reports, so that the restoration check counts only what a
  /// relaunch adds.
  func checkLaunch(_ session: Session) {
    let issues = session.navigators.flatMap { $0.issues.map { "\($0)" } }
    launchIssues = Set(issues)
    guard options.checks.contains(.invariants), !issues.isEmpty else { return }
    record(.invariants, "the launch reported: " + issues.joined(separator: "; "), at: 0)
  }

  /// Whether the search must stop: the state budget or the time limit ran out.
  var isFull: Bool {
    hashes.count >= options.maxStates || deadline.map { ContinuousClock.now >= $0 } == true
  }

  func reset() {
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
    homes = []
    transitions = 0
    checked = [:]
    violations = []
    violationCounts = [:]
    reported = []
    reachedKinds = []
    reachedFlows = []
    cutBy = []
    byDeclaredStarts = false
    reachedByDeclaredStarts = []
  }

  /// A launched app on a test host (a host per window, for an app of several), and what it
  /// reported.
  @MainActor
  final class Session {
    /// The host of each window, for an app of several windows.
    let windowHost: TestWindows<Route>?
    /// The app's one navigator, its gate and its host; `nil` for an app of several windows,
    /// whose closed windows must be let go.
    private let sole:
      (navigator: Navigator<Route>, gate: NavigationGate<Route>?, host: TestHost<Route>)?
    private let log: Log
    /// Whether the app may have left the state it was reached in.
    var dirty = false
    /// The state the session was replayed to, as it was then: where the explorer comes back.
    var home: Home?

    /// How a state looked right after its replay.
    struct Home {
      /// What the host showed.
      let tree: NavigationTree<Route>
      /// The window's size class.
      let sizeClass: SizeClass?
      /// The app's data version (``NavigationExplorer/dataVersion()``).
      let dataVersion: Int?
    }
    /// Whether the session came back to its state by moves since the replay: its history is
    /// no longer the state's trace.
    var cameBack = false

    /// What every navigator of the launch reported, and the leak watcher of each.
    @MainActor
    final class Log {
      var issues: [String] = []
      /// The watchers of every navigator the launch made, closed windows' too; not the
      /// navigators, which would keep their flows alive.
      var leakWatchers: [LeakWatcher] = []
      var navigators: [Weak] = []

      struct Weak {
        weak var navigator: Navigator<Route>?
      }

      /// Collects `navigator`'s issues — they are the explorer's to report, with a trace, not
      /// the test's to fail — and watches its leaks, in release builds too.
      func watch(_ navigator: Navigator<Route>) {
        navigator.leakWatcher.isEnabled = true
        leakWatchers.append(navigator.leakWatcher)
        navigators.append(Weak(navigator: navigator))
        navigator.onIssue = { [weak self] issue in self?.issues.append("\(issue)") }
      }
    }

    /// What the launch asked to keep alive with it (``ExplorationLaunch/keeping``).
    let kept: [AnyObject]
    /// What happens to the launch from outside its screens (``ExplorationLaunch/events``).
    let events: [ExplorationEvent]
    /// Whether the app restores its windows for their root flows to take once decided.
    let restoresWhenDecided: Bool

    init(
      sole: (navigator: Navigator<Route>, gate: NavigationGate<Route>?, host: TestHost<Route>)?,
      windowHost: TestWindows<Route>?, log: Log, launch: ExplorationLaunch<Route>
    ) {
      self.sole = sole
      self.windowHost = windowHost
      self.log = log
      self.kept = launch.keeping
      self.events = launch.events
      self.restoresWhenDecided = launch.restoresWhenDecided
    }

    var issues: [String] {
      get { log.issues }
      set { log.issues = newValue }
    }

    /// The navigators of the launch still alive.
    var navigators: [Navigator<Route>] { log.navigators.compactMap(\.navigator) }
    /// The leak watchers of every navigator of the launch, the closed windows' too.
    var leakWatchers: [LeakWatcher] { log.leakWatchers }

    /// The host of the window in front.
    ///
    /// An app of several windows always has one: the explorer never closes the last.
    var host: TestHost<Route> { windowHost?.focusedHost ?? sole?.host ?? TestHost() }

    /// The navigator of the window in front.
    var navigator: Navigator<Route> {
      sole?.navigator ?? windowHost?.focusedHost?.navigator ?? Navigator(root: FlowCoordinator())
    }

    /// The gate links go through: the window in front's, for an app of several.
    var gate: NavigationGate<Route>? {
      guard let windows = windowHost?.windows else { return sole?.gate }
      return try? windows.gate(for: nil)
    }

    /// The other open windows' navigators, in the order they opened, and the position of the
    /// one in front.
    var otherWindows: (navigators: [Navigator<Route>], focused: Int)? {
      guard let windows = windowHost?.windows, let focused = windows.focused else { return nil }
      let others = windows.ids.filter { $0 != focused }.compactMap(windows.navigator(for:))
      return (others, windows.ids.firstIndex(of: focused) ?? 0)
    }

    /// How far the state is from a root screen: levels first, then the visible stack's depth.
    var size: Int32 {
      let tree = navigator.tree
      return Int32(tree.topLevel * 10_000 + tree.visibleStack.count)
    }

    /// Lets go of the app: a link waiting behind a guard is cancelled, and every task of its
    /// flows, so that none runs on into the next launch (a sign-in that signs it in).
    ///
    /// Quietly: what the close takes with it (a sign-in's screens, leaving a stack empty) is the
    /// explorer tearing the launch down, not the app's doing, and the app's log must not say
    /// otherwise.
    func close() async {
      let navigators = self.navigators
      for navigator in navigators {
        navigator.logger = Logger(label: navigator.logger.label) { _ in SwiftLogNoOpLogHandler() }
        navigator.onIssue = nil
      }
      gate?.redirectFlow?.cancel()
      for navigator in navigators { navigator.cancelAllTasks() }
      await Task.yield()
    }
  }

  /// A test host as the explorer uses it: the planner's rules, and the app's screen objects.
  func makeHost() -> TestHost<Route> {
    let host = TestHost<Route>(capabilities: options.capabilities)
    if let makeScreen = model.makeScreen {
      host.makeScreen = { route, flow in
        ExploredScreen(route: route, flow: flow, make: makeScreen)
      }
    }
    return host
  }

  /// Launches the app on a test host (a host per window) and starts it.
  func start(
    restoring restored: NavigationTree<Route>? = nil, sizeClass: SizeClass? = nil
  ) async throws -> Session {
    let app = try launch(restored)
    let log = Session.Log()
    let session: Session
    if let windows = app.windows {
      let windowHost = TestWindows<Route>(hosting: windows)
      // The launch window started before: its issues from now on.
      log.watch(app.navigator)
      noteShown(by: app.navigator)
      windows.willStart = { [weak self] navigator in
        log.watch(navigator)
        self?.noteShown(by: navigator)
      }
      // Each window's host takes its navigator's issues as it attaches: they are the
      // explorer's to report, with a trace, as for one navigator.
      windowHost.makeHost = { [weak log] _ in
        let host = self.makeHost()
        host.issueSink = { issue in log?.issues.append("\(issue)") }
        return host
      }
      windowHost.showRestoredWindows()
      session = Session(sole: nil, windowHost: windowHost, log: log, launch: app)
    } else {
      let host = makeHost()
      session = Session(
        sole: (app.navigator, app.gate, host), windowHost: nil, log: log, launch: app)
      host.attach(to: app.navigator)
      log.watch(app.navigator)
      noteShown(by: app.navigator)
      app.navigator.start()
    }
    if let sizeClass = sizeClass ?? options.sizeClasses.first {
      try session.host.changeSizeClass(to: sizeClass)
    }
    await settle()
    // A gate that waits for the app's own markReady() and did not get it by the time the
    // launch settled: the app marks it once its launch decided, which may take work off the
    // main actor (a keychain read), so the explorer waits for it; when the model's launch never
    // marks it, the explorer does, as the app would.
    if let gate = session.gate, !gate.isReady {
      await waitForTheAppToMarkReady(gate)
      if !gate.isReady { gate.markReady() }
      await settle()
    }
    return session
  }

  /// Waits for the app to mark `gate` ready, for at most ``launchDecisionLimit``.
  ///
  /// Whether the app marks it at all is learned at the first launch that needs it, and holds
  /// for every launch after it: a launch that then does not decide in time is reported
  /// (``ExplorationCheck/determinism``), since a state taken before the decision is not one a
  /// replay reaches again.
  func waitForTheAppToMarkReady(_ gate: NavigationGate<Route>) async {
    if appMarksGate == false { return }
    let started = ContinuousClock.now
    while !gate.isReady, !Task.isCancelled,
      started.duration(to: .now) < Self.launchDecisionLimit
    {
      try? await Task.sleep(for: .milliseconds(1))
    }
    guard let marks = appMarksGate else {
      appMarksGate = gate.isReady
      return
    }
    if marks, !gate.isReady, options.checks.contains(.determinism) {
      record(
        .determinism,
        "the launch did not mark its gate ready within \(Self.launchDecisionLimit), as the "
          + "first launch did: what the app decides at launch came too late",
        at: nil, trace: [])
    }
  }

  /// How long a launch may take to decide (``waitForTheAppToMarkReady(_:)``).
  static var launchDecisionLimit: Duration { .seconds(2) }

  /// Counts for coverage every route kind and flow type `navigator` shows, at the end of each
  /// of its changes: what the app shows only on its way (a splash while it launches) is
  /// reached too, though no state holds it.
  func noteShown(by navigator: Navigator<Route>) {
    guard options.checks.contains(.coverage), model.graph != nil else { return }
    // What it shows already: a window's navigator may have started before it is watched.
    countShown(navigator.tree, by: navigator)
    navigator.journal.onEvent { [weak self, weak navigator] event in
      guard let self, let navigator else { return }
      countShown(event.tree, by: navigator)
    }
  }

  /// Counts for coverage the route kinds of `tree` and the flow types `navigator` runs, unless
  /// only declared starts are tried (``byDeclaredStarts``).
  private func countShown(_ tree: NavigationTree<Route>, by navigator: Navigator<Route>) {
    guard !byDeclaredStarts else { return }
    for route in ExplorationKey<Route>.routes(of: tree) {
      reachedKinds.insert(names.kind(of: route))
    }
    for flow in navigator.runningFlows { reachedFlows.insert(names.name(of: flow)) }
  }

  /// Lets the app's tasks run until the app is quiet: the tree unchanged over a turn of the
  /// main actor, no plan running, no link being checked, no guard's flow finished and not yet
  /// heard — at most ``Options/settleYields`` turns, and then, while one of those is still
  /// pending, a millisecond at a time for at most two seconds: on a loaded machine the work
  /// the app awaits off the main actor comes late, and a state taken before it is not one a
  /// replay reaches again.
  func settle(_ session: Session? = nil) async {
    var last = session?.navigator.tree
    let turns = max(2, options.settleYields)
    let started = ContinuousClock.now
    var turn = 0
    while true {
      if patient || turn >= turns { try? await Task.sleep(for: .milliseconds(patient ? 2 : 1)) }
      await Task.yield()
      turn += 1
      guard let session else {
        if turn >= turns { return }
        continue
      }
      let navigator = session.navigator
      let tree = navigator.tree
      let gate = session.gate
      let pending =
        !navigator.isIdle || gate?.isChecking == true
        || gate?.redirectFlow.map(\.isRunning) == false
      if turn > 1, tree == last, !pending { return }
      if turn >= turns, !pending || started.duration(to: .now) > .seconds(2) { return }
      last = tree
    }
  }

  /// The moves from launch to `state`.
  func trace(to state: Int32) -> [ExplorationMove] {
    line(to: state).dropFirst().map { moves[Int(arrivals[Int($0)])] }
  }

  /// The states the trace to `state` passes through, the launch state first and `state` last.
  func line(to state: Int32) -> [Int32] {
    var line = [state]
    while let last = line.last, last > 0 { line.append(parents[Int(last)]) }
    return line.reversed()
  }

  /// A new launch of the app brought to `state` by its trace; `nil`, with a violation, when
  /// the trace no longer reaches it.
  func reach(_ state: Int32) async -> Session? {
    if let session = await reach(state, patiently: false) { return session }
    // Once more, giving every move time as well as turns: work the app does off the main
    // actor (a database, a timer) may finish late on a loaded machine. Only a replay that
    // still disagrees is reported.
    patient = true
    defer { patient = false }
    return await reach(state, patiently: true)
  }

  func reach(_ state: Int32, patiently: Bool) async -> Session? {
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
      // The first replay checks only where it ends (a key is worth a look at the visible
      // screen); the patient one checks every step, to say where the app went elsewhere.
      guard patiently else { continue }
      let key = stateKey(of: session)
      guard let expected, let reached = stateIndex[key.hash], reached == expected else {
        record(
          .determinism, "the same moves reached another state (\(key.visible))",
          at: current, trace: walked)
        await session.close()
        return nil
      }
      current = reached
    }
    if !patiently, stateKey(of: session).hash != hashes[Int(state)] {
      await session.close()
      return nil
    }
    session.issues = []
    session.dirty = false
    session.home = Session.Home(
      tree: session.host.shown, sizeClass: session.navigator.sizeClass,
      dataVersion: dataVersion())
    return session
  }

  /// The app's data version now (``ExplorationModel/dataVersion``): `0` for an app without
  /// one, `nil` when the app cannot read it.
  func dataVersion() -> Int? {
    guard let read = model.dataVersion else { return 0 }
    return read()
  }

  static func step(_ state: Int32, _ move: Int32) -> UInt64 {
    UInt64(UInt32(bitPattern: state)) << 32 | UInt64(UInt32(bitPattern: move))
  }

  /// Records that `move` led from `state` to `target`; the first such step is the one replays
  /// must take again.
  func connect(_ state: Int32, to target: Int32, by move: Int32) {
    edges.append((state, target, move))
    let key = Self.step(state, move)
    if steps[key] == nil { steps[key] = target }
  }
}
