import Foundation
import Wayfinder
import WayfinderGraph

// The moves the explorer tries in a state, and how it performs them on the test host.
extension NavigationExplorer {
  /// The moves to try in the state `session` shows: the app's and the user's, and once
  /// ``byDeclaredStarts``, the declared starts.
  func candidates(in session: Session, declaredStartsOnly: Bool = false) -> [ExplorationMove] {
    let starts = byDeclaredStarts ? declaredStartMoves(in: session) : []
    if declaredStartsOnly { return starts }
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
    if Self.showsDetailOfThreeColumns(tree) { result.append(.showContentColumn) }
    for sizeClass in options.sizeClasses where sizeClass != session.navigator.sizeClass {
      result.append(.sizeClass(sizeClass))
    }
    if tree.presentations.last?.dialog == nil, let screen = Self.visibleScreen(of: session.host) {
      result += model.actions(screen.route, screen.object).map { .send($0.name) }
    }
    if session.gate != nil { result += model.links.map { .openLink($0) } }
    result += session.events.map { .event($0.name) }
    return result + windowMoves(in: session) + starts
  }

  /// What the user can do with the windows `session` shows: open one up to
  /// ``Options/maxWindows``, bring another to the front, close the one in front — never the
  /// last, which would leave the app.
  func windowMoves(in session: Session) -> [ExplorationMove] {
    guard let windowHost = session.windowHost else { return [] }
    let windows = windowHost.windows
    var result: [ExplorationMove] = []
    if windowHost.canOpenWindows, windows.ids.count < options.maxWindows {
      result.append(.openWindow)
    }
    for (position, id) in windows.ids.enumerated() where id != windows.focused {
      result.append(.focusWindow(position))
    }
    if windows.ids.count > 1 { result.append(.closeWindow) }
    return result
  }

  /// The declared starts of the running flows: each by the newest running flow of its type.
  func declaredStartMoves(in session: Session) -> [ExplorationMove] {
    guard model.makeFlow != nil else { return [] }
    var result: [ExplorationMove] = []
    var seen = Set<String>()
    for flow in session.navigator.runningFlows.reversed() {
      let name = names.name(of: flow)
      guard seen.insert(name).inserted else { continue }
      for (child, placement) in declaredStarts[name] ?? [] {
        result.append(.startFlow(child, from: name, at: placement))
      }
    }
    return result
  }

  /// The flows each flow type of the model's graph declares it may start, by name.
  static func declaredStarts(in graph: FlowGraph<Route>?) -> [String: [(String, FlowPlacement)]] {
    var starts: [String: [(String, FlowPlacement)]] = [:]
    for edge in graph?.edges ?? [] {
      guard case .flow(let parent) = edge.from, case .flow(let child) = edge.to,
        case .starts(let placement) = edge.relation
      else { continue }
      starts[parent, default: []].append((child, placement))
    }
    return starts
  }

  /// The state `session` shows.
  ///
  /// What the visible screen offers is part of it: a search screen with results offers rows
  /// the empty one does not.
  func stateKey(of session: Session) -> ExplorationKey<Route> {
    var offered: [String] = []
    if session.host.shown.presentations.last?.dialog == nil,
      let screen = Self.visibleScreen(of: session.host)
    {
      offered = model.actions(screen.route, screen.object).map(\.name)
    }
    return ExplorationKey(
      navigator: session.navigator, gate: session.gate, offered: offered,
      otherWindows: session.otherWindows, names: &names)
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
  func apply(_ move: ExplorationMove, in session: Session) async -> Bool {
    let host = session.host
    do {
      switch move {
      case .back: try host.tapBack()
      case .cancelBackSwipe: try host.swipeBackAndCancel()
      case .swipeDownSheet: try host.swipeDownSheet()
      case .pullSheetAndRelease: try host.pullSheetAndRelease()
      case .closePresentation:
        session.navigator.refreshDismissalRefusals()
        let tree = host.shown
        guard let top = tree.presentations.last, options.userCloses(top.style),
          !top.refusesUserDismissal
        else { return false }
        try host.dismissPresentation()
      case .selectSection(let id): try host.tapTab(id)
      case .showContentColumn:
        guard Self.showsDetailOfThreeColumns(host.shown) else { return false }
        try host.showContentColumn(atLevel: host.shown.topLevel)
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
        guard let gate = session.gate else { return false }
        gate.openInTask(link)
        await gate.settled()
      case .openWindow, .focusWindow, .closeWindow:
        guard let windowHost = session.windowHost, windowMoves(in: session).contains(move)
        else { return false }
        apply(move, to: windowHost)
      case .event(let name):
        guard let event = session.events.first(where: { $0.name == name }) else { return false }
        event.perform()
      case .startFlow(let child, let parentName, let placement):
        let navigator = session.navigator
        guard
          let parent = navigator.runningFlows.last(where: { names.name(of: $0) == parentName }),
          let flow = model.makeFlow?(child)
        else { return false }
        do {
          try navigator.startForAdoption(flow, under: parent, at: placement)
        } catch {
          // A placement that does not fit this state changes nothing: not a move here.
          return false
        }
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

  /// Performs a window move the user can make on `windowHost` (``windowMoves(in:)``).
  func apply(_ move: ExplorationMove, to windowHost: TestWindows<Route>) {
    let windows = windowHost.windows
    switch move {
    case .openWindow: windowHost.userOpensWindow()
    case .focusWindow(let position): try? windowHost.userFocuses(windows.ids[position])
    case .closeWindow:
      if let focused = windows.focused { try? windowHost.userCloses(focused) }
    default: break
    }
  }

  /// Performs `move` from `state` in `session` and records where it led: the transition and
  /// its checks, and a state reached for the first time with its own (which may leave it).
  ///
  /// - Returns: the state reached and whether it is new; `nil` when the app did not offer the
  ///   move.
  func take(_ move: ExplorationMove, from state: Int32, in session: Session) async
    -> (target: Int32, isNew: Bool)?
  {
    let issuesBefore = session.issues.count
    let unhandledBefore = session.navigator.unhandledIntents.count
    guard await apply(move, in: session) else { return nil }
    transitions += 1
    let key = stateKey(of: session)
    let number = intern(move)
    let known = stateIndex[key.hash]
    let target =
      known
      ?? add(
        key, size: session.size, parent: state, move: number,
        depth: UInt8(min(Int(depths[Int(state)]) + 1, Int(UInt8.max))))
    connect(state, to: target, by: number)
    checkTransition(into: target, in: session, issuesBefore, unhandledBefore)
    if known == nil {
      noteHome(target, in: session)
      await checkNewState(target, key: key, in: session)
    }
    return (target, known == nil)
  }

  /// Tries every move of `state` (only its declared starts when `declaredStartsOnly`: the
  /// others were tried before); returns the states it found.
  ///
  /// After each move the explorer comes back to the state by the user's moves when it can
  /// (``Options/comesBackByMoves``), else launches the app again and replays the trace. A move
  /// that finds a new state or breaks a property in a session that came back is taken again
  /// on a new launch: what the report says, a replay of the trace reproduces.
  func expand(_ state: Int32, declaredStartsOnly: Bool = false) async -> [Int32] {
    expanded[Int(state)] = true
    guard var session = await reach(state) else { return [] }
    var found: [Int32] = []
    var wayBack = false
    let size = sizes[Int(state)]
    var cut = false
    for move in candidates(in: session, declaredStartsOnly: declaredStartsOnly) {
      guard !isFull else {
        // Cut short by the budget: not every way on was tried, so the state counts as not
        // expanded, and no dead end or way back is judged from it.
        cut = true
        break
      }
      if session.dirty, await !comeBack(to: state, in: session) {
        guard let again = await relaunch(session, to: state) else { return found }
        session = again
      }
      let checkpoint = session.cameBack ? Checkpoint(of: self) : nil
      guard var (target, isNew) = await attempt(move, from: state, in: session) else { continue }
      if let checkpoint, isNew || reported.count != checkpoint.reported.count {
        // A new state, or a broken property, on a path the trace does not say: undone, and
        // taken again from launch, so that its trace is one a replay reproduces.
        rollBack(to: checkpoint)
        guard let again = await relaunch(session, to: state) else { return found }
        session = again
        guard let fresh = await attempt(move, from: state, in: session) else { continue }
        (target, isNew) = fresh
      }
      if isNew { found.append(target) }
      if case .openLink = move {
        // A link comes from outside the app: it is no way back the screen offers.
      } else if sizes[Int(target)] < size || (move.goesBack && target != state) {
        wayBack = true
      }
    }
    await session.close()
    if cut {
      if !declaredStartsOnly { expanded[Int(state)] = false }
      return found
    }
    if !declaredStartsOnly { checkDeadEnd(state, wayBack: wayBack) }
    return found
  }

  /// Lets go of `session` and launches the app again into `state`.
  func relaunch(_ session: Session, to state: Int32) async -> Session? {
    await session.close()
    return await reach(state)
  }

  /// Takes `move` and, back at launch, checks for leaks.
  func attempt(_ move: ExplorationMove, from state: Int32, in session: Session) async
    -> (target: Int32, isNew: Bool)?
  {
    guard let (target, isNew) = await take(move, from: state, in: session) else { return nil }
    if target == 0 { await checkLeaks(in: session, arrivingBy: state, move) }
    return (target, isNew)
  }

  /// Brings `session` back to `state` by moves; `false` when it cannot.
  ///
  /// The user's moves that undo what the last move did (``undoMove(in:toward:)``) until the
  /// app shows a state the trace passes through — the state itself, or one before it — then
  /// the trace's moves from there. It cannot when the app's data changed, an issue arose, or
  /// a move was refused or led off the trace; the caller launches again then.
  func comeBack(to state: Int32, in session: Session) async -> Bool {
    guard options.comesBackByMoves, session.windowHost == nil, let home = session.home else {
      return false
    }
    let issues = session.issues.count
    let unhandled = session.navigator.unhandledIntents.count
    let quiet = {
      home.dataVersion != nil && self.dataVersion() == home.dataVersion
        && session.issues.count == issues
        && session.navigator.unhandledIntents.count == unhandled
    }
    // The states the trace passes through, launch first, and the moves between them.
    let line = line(to: state)
    let path = trace(to: state)
    for _ in 0..<4 {
      guard quiet() else { return false }
      let hash = stateKey(of: session).hash
      if let position = line.lastIndex(where: { hashes[Int($0)] == hash }) {
        for index in position..<path.count {
          guard await apply(path[index], in: session), quiet(),
            stateKey(of: session).hash == hashes[Int(line[index + 1])]
          else { return false }
        }
        session.dirty = false
        session.cameBack = true
        return true
      }
      guard let undo = undoMove(in: session, toward: home), await apply(undo, in: session)
      else { return false }
    }
    return false
  }

  /// Whether the top level is a three-column split whose detail shows the first screen the
  /// selected row pushed, which has no back button: the way back is the content column.
  static func showsDetailOfThreeColumns(_ tree: NavigationTree<Route>) -> Bool {
    guard case .split(let sections)? = try? tree.container(at: tree.topLevel),
      sections.splitColumns == .three, sections.hasSelection
    else { return false }
    return sections.selectedStack.count == 2
  }

  /// The user's move that undoes the first difference between what `session` shows and
  /// `home`: the size class, a presentation above it, the selected tab, a screen pushed.
  func undoMove(in session: Session, toward home: Session.Home) -> ExplorationMove? {
    let tree = session.host.shown
    if let sizeClass = home.sizeClass, session.navigator.sizeClass != sizeClass {
      return .sizeClass(sizeClass)
    }
    if tree.topLevel > home.tree.topLevel {
      let top = tree.presentations[tree.topLevel - 1]
      if top.dialog != nil { return top.style == .confirmationDialog ? .swipeDownSheet : nil }
      return options.userCloses(top.style) ? .closePresentation : .swipeDownSheet
    }
    // The level on top now, against the same level of the state: a move that dismissed
    // what the state presented is undone below it, toward where the trace presented it.
    let level = tree.topLevel
    guard level <= home.tree.topLevel, let container = try? tree.container(at: level),
      let homeContainer = try? home.tree.container(at: level)
    else { return nil }
    guard let sections = container.sections, let homeSections = homeContainer.sections else {
      let stack = container.visibleStack
      let homeStack = homeContainer.visibleStack
      return stack.count > 1 && (stack.count > homeStack.count || stack != homeStack) ? .back : nil
    }
    // Back in the selected tab, then in each other tab a move pushed onto, then the tab.
    let deeper = { (id: SectionID) in
      (sections[id]?.count ?? 0) > (homeSections[id]?.count ?? Int.max)
    }
    let selection = sections.selection
    if deeper(selection) {
      return Self.showsDetailOfThreeColumns(tree) ? .showContentColumn : .back
    }
    if let other = sections.ids.first(where: deeper) { return .selectSection(other) }
    if selection != homeSections.selection { return .selectSection(homeSections.selection) }
    let stack = sections[selection]
    return (stack?.count ?? 0) > 1 && stack != homeSections[selection] ? .back : nil
  }

  /// What a transition adds to the explorer's record, to undo it.
  struct Checkpoint {
    let states: Int
    let visibleNames: Int
    let edges: Int
    let transitions: Int
    let steps: Int
    let violations: Int
    let violationCounts: [String: Int]
    let reported: Set<String>
    let checked: [String: Int]
    let reachedKinds: Set<String>
    let reachedFlows: Set<String>

    @MainActor
    init(of explorer: NavigationExplorer) {
      states = explorer.hashes.count
      visibleNames = explorer.visibleNames.count
      edges = explorer.edges.count
      transitions = explorer.transitions
      steps = explorer.steps.count
      violations = explorer.violations.count
      violationCounts = explorer.violationCounts
      reported = explorer.reported
      checked = explorer.checked
      reachedKinds = explorer.reachedKinds
      reachedFlows = explorer.reachedFlows
    }
  }

  /// Undoes what the explorer recorded since `checkpoint`.
  func rollBack(to checkpoint: Checkpoint) {
    for hash in hashes[checkpoint.states...] { stateIndex[hash] = nil }
    for name in visibleNames[checkpoint.visibleNames...] { visibleIndex[name] = nil }
    let states = checkpoint.states
    hashes.removeSubrange(states...)
    parents.removeSubrange(states...)
    arrivals.removeSubrange(states...)
    depths.removeSubrange(states...)
    visibles.removeSubrange(states...)
    sizes.removeSubrange(states...)
    expanded.removeSubrange(states...)
    homes = homes.filter { $0 < states }
    reachedByDeclaredStarts.removeSubrange(states...)
    visibleNames.removeSubrange(checkpoint.visibleNames...)
    // A transition adds one edge, and the step of its move if it was the first.
    if steps.count > checkpoint.steps, let edge = edges[checkpoint.edges...].first {
      steps[Self.step(edge.from, edge.move)] = nil
    }
    edges.removeSubrange(checkpoint.edges...)
    transitions = checkpoint.transitions
    violations.removeSubrange(checkpoint.violations...)
    violationCounts = checkpoint.violationCounts
    reported = checkpoint.reported
    checked = checkpoint.checked
    reachedKinds = checkpoint.reachedKinds
    reachedFlows = checkpoint.reachedFlows
  }

  /// Records `state`, just found, as a home state when ``Options/home`` says so.
  func noteHome(_ state: Int32, in session: Session) {
    if let home = options.home, home(session.navigator.tree) { homes.insert(state) }
  }

  func intern(_ move: ExplorationMove) -> Int32 {
    if let index = moveIndex[move] { return index }
    let index = Int32(moves.count)
    moves.append(move)
    moveIndex[move] = index
    return index
  }

  func add(
    _ key: ExplorationKey<Route>, size: Int32, parent: Int32, move: Int32, depth: UInt8
  ) -> Int32 {
    let index = Int32(hashes.count)
    hashes.append(key.hash)
    parents.append(parent)
    arrivals.append(move)
    depths.append(depth)
    sizes.append(size)
    expanded.append(false)
    reachedByDeclaredStarts.append(byDeclaredStarts)
    stateIndex[key.hash] = index
    if let known = visibleIndex[key.visible] {
      visibles.append(known)
    } else {
      let number = Int32(visibleNames.count)
      visibleNames.append(key.visible)
      visibleIndex[key.visible] = number
      visibles.append(number)
    }
    // Coverage counts what the app's moves reach, not what only a declaration allows.
    if !byDeclaredStarts {
      reachedKinds.formUnion(key.kinds)
      reachedFlows.formUnion(key.flows)
    }
    return index
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
