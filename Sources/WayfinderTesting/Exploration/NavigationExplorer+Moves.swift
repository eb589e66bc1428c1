import Foundation
import Wayfinder

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
    for sizeClass in options.sizeClasses where sizeClass != session.navigator.sizeClass {
      result.append(.sizeClass(sizeClass))
    }
    if tree.presentations.last?.dialog == nil, let screen = Self.visibleScreen(of: session.host) {
      result += model.actions(screen.route, screen.object).map { .send($0.name) }
    }
    if session.gate != nil { result += model.links.map { .openLink($0) } }
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
      case .startFlow(let child, let parentName, let placement):
        let navigator = session.navigator
        guard
          let parent = navigator.runningFlows.last(where: { names.name(of: $0) == parentName }),
          let flow = model.makeFlow?(child)
        else { return false }
        do {
          try navigator.start(flow, under: parent, at: placement)
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
    if known == nil { await checkNewState(target, key: key, in: session) }
    return (target, known == nil)
  }

  /// Tries every move of `state` (only its declared starts when `declaredStartsOnly`: the
  /// others were tried before); returns the states it found.
  func expand(_ state: Int32, declaredStartsOnly: Bool = false) async -> [Int32] {
    expanded[Int(state)] = true
    guard var session = await reach(state) else { return [] }
    var found: [Int32] = []
    var wayBack = false
    let size = sizes[Int(state)]
    for move in candidates(in: session, declaredStartsOnly: declaredStartsOnly) {
      guard hashes.count < options.maxStates else { break }
      if session.dirty {
        await session.close()
        guard let again = await reach(state) else { return found }
        session = again
      }
      guard let (target, isNew) = await take(move, from: state, in: session) else { continue }
      if isNew { found.append(target) }
      if case .openLink = move {
        // A link comes from outside the app: it is no way back the screen offers.
      } else if sizes[Int(target)] < size || (move.goesBack && target != state) {
        wayBack = true
      }
      if target == 0 { await checkLeaks(in: session, arrivingBy: state, move) }
    }
    await session.close()
    if !declaredStartsOnly { checkDeadEnd(state, wayBack: wayBack) }
    return found
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
