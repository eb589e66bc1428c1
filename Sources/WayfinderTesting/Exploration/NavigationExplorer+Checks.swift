import Foundation
import Wayfinder

// The properties checked in every state, at every transition, and over the whole graph.
extension NavigationExplorer {
  func count(_ check: ExplorationCheck) {
    checked[check.rawValue, default: 0] += 1
  }

  func record(
    _ check: ExplorationCheck, _ message: String, at state: Int32?,
    trace explicit: [ExplorationMove]? = nil
  ) {
    record(property: check.rawValue, message, at: state, trace: explicit)
  }

  func record(
    property: String, _ message: String, at state: Int32?, trace explicit: [ExplorationMove]?
  ) {
    let place = state.map { String($0) } ?? "-"
    guard reported.insert("\(property) \(place)").inserted else { return }
    violationCounts[property, default: 0] += 1
    guard violationCounts[property, default: 0] <= max(1, options.violationsPerProperty) else {
      return
    }
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
  func checkTransition(
    into state: Int32, in session: Session, _ issuesBefore: Int, _ unhandledBefore: Int
  ) {
    guard options.checks.contains(.invariants) else { return }
    count(.invariants)
    let navigator = session.navigator
    var problems = Array(session.issues.dropFirst(issuesBefore)).map { "issue: \($0)" }
    problems += navigator.unhandledIntents.dropFirst(unhandledBefore).map { "unhandled: \($0)" }
    problems += navigator.invariantViolations()
    problems += session.host.misboundScreens.map { "misbound screen: \($0)" }
    guard !problems.isEmpty else { return }
    record(.invariants, problems.joined(separator: "; "), at: state)
  }

  /// The checks of a state reached for the first time: guards, the app's properties,
  /// restoration, and last its link (which leaves the state).
  func checkNewState(_ state: Int32, key: ExplorationKey<Route>, in session: Session)
    async
  {
    let navigator = session.navigator
    // A guard keeps out what the app lets the user reach; a declared start bypasses the
    // screens that ask for it.
    if options.checks.contains(.guardsHold), !model.guards.isEmpty,
      !reachedByDeclaredStarts[Int(state)]
    {
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
    // What the restoration check compares with is taken now: the link below leaves the state
    // (it may start flows of its own), and each check must judge the state, not another's
    // leftovers.
    let restoring = options.checks.contains(.restorationRoundTrip) ? model.restoration : nil
    let saved = restoring.map { RestorationCase(of: session, with: $0, names: &names) }
    if options.checks.contains(.linkRoundTrip), let gate = session.gate,
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
    if let restoring, let saved {
      switch saved {
      case .windows(let windows, let snapshot, let live):
        await checkRestoration(
          of: state, windows: windows, snapshot: snapshot, live: live, with: restoring,
          whenDecided: session.restoresWhenDecided)
      case .window(let tree, let sizeClass):
        await checkRestoration(
          of: state, tree: tree, sizeClass: sizeClass, key: key, with: restoring)
      }
    }
  }

  /// What a state's restoration round trip starts from, taken before any other check moves
  /// the app: the tree (and size class) of one navigator, or the snapshot of every window with
  /// each window's tree and flows.
  enum RestorationCase {
    case window(NavigationTree<Route>, SizeClass?)
    case windows(
      Windows<Route>, snapshot: Result<Data, any Error>,
      live: [(WindowID, NavigationTree<Route>, ExplorationKey<Route>)])

    @MainActor
    init(
      of session: Session, with restoration: Restoration<Route>,
      names: inout ExplorationKey<Route>.Names
    ) {
      guard let windows = session.windowHost?.windows else {
        self = .window(session.navigator.tree, session.navigator.sizeClass)
        return
      }
      let snapshot = Result { try windows.snapshot(with: restoration) }
      let live = windows.ids.compactMap { id in
        windows.navigator(for: id).map { navigator in
          (
            id, navigator.tree,
            ExplorationKey(navigator: navigator, gate: nil, offered: [], names: &names)
          )
        }
      }
      self = .windows(windows, snapshot: snapshot, live: live)
    }
  }

  func checkRestoration(
    of state: Int32, tree: NavigationTree<Route>, sizeClass: SizeClass?,
    key: ExplorationKey<Route>, with restoration: Restoration<Route>
  ) async {
    count(.restorationRoundTrip)
    let restored: NavigationTree<Route>
    let snapshot: Data
    do {
      snapshot = try restoration.snapshot(of: tree)
      restored = try restoration.tree(from: snapshot)
    } catch RestorationError.noValidRoot {
      // The app's rule (`Restoration.isValid`) restores nothing of this state: it starts fresh.
      return
    } catch {
      record(.restorationRoundTrip, "the snapshot does not restore: \(error)", at: state)
      return
    }
    if let problem = migrationProblem(of: snapshot, restoring: restored, with: restoration) {
      record(.restorationRoundTrip, problem, at: state)
      return
    }
    let relaunched: Session
    do {
      relaunched = try await start(restoring: restored, sizeClass: sizeClass)
    } catch {
      record(.restorationRoundTrip, "the app did not launch again: \(error)", at: state)
      return
    }
    defer { Task { await relaunched.close() } }
    if let difference = difference(
      of: relaunched.navigator, restoring: tree, kept: restored, flows: key)
    {
      record(.restorationRoundTrip, difference, at: state)
    }
  }

  /// How the navigator a restoration gave differs from the state `live` it restored; `nil`
  /// when it does not.
  ///
  /// - an issue its relaunch reported beyond the launch's own: the app's code that failed as
  ///   the restore replaced it (a splash's end that navigates regardless);
  /// - another tree than `kept`, what the app's own rules (`Restoration.isValid`,
  ///   `isValidTree`) keep of `live`: a sign-in sheet the app does not restore is no failure;
  /// - where they kept it all, flows of other types than `flows`, the state's.
  ///
  /// Only what a snapshot keeps is compared: not which presentations refuse the user's
  /// dismissal (the flows derive it from their own state, a half-typed form, which no snapshot
  /// holds), nor the kept flows (a restored app has none).
  func difference(
    of again: Navigator<Route>, restoring live: NavigationTree<Route>,
    kept tree: NavigationTree<Route>, flows: ExplorationKey<Route>
  ) -> String? {
    if let issue = again.issues.first(where: { !launchIssues.contains("\($0)") }) {
      return "the relaunch that restores it reported: \(issue)"
    }
    let expected = Self.withoutRefusals(tree)
    if Self.withoutRefusals(again.tree) != expected {
      return "restored to another tree:\n\(again.tree.dump())\ninstead of\n\(tree.dump())"
    }
    guard expected == Self.withoutRefusals(live) else { return nil }
    let restored = ExplorationKey(navigator: again, gate: nil, offered: [], names: &names)
    guard restored.restoredFlowTypes != flows.restoredFlowTypes else { return nil }
    return "restored with other flows: \(restored.flowText) instead of \(flows.flowText)"
  }

  /// `tree` with no presentation refusing the user's dismissal.
  static func withoutRefusals(_ tree: NavigationTree<Route>) -> NavigationTree<Route> {
    var tree = tree
    for level in stride(from: 1, through: tree.topLevel, by: 1) {
      try? tree.setRefusesUserDismissal(false, atLevel: level)
    }
    return tree
  }

  /// The restoration of an app of several windows: the snapshot of every window, restored
  /// into new windows of the app's `makeNavigator` and `makeGate` as the app restores them
  /// (`whenDecided`), gives each window its tree and flows back.
  func checkRestoration(
    of state: Int32, windows: Windows<Route>, snapshot: Result<Data, any Error>,
    live: [(WindowID, NavigationTree<Route>, ExplorationKey<Route>)],
    with restoration: Restoration<Route>, whenDecided: Bool
  ) async {
    count(.restorationRoundTrip)
    let restored = Windows<Route>(makeNavigator: windows.makeNavigator)
    restored.makeGate = windows.makeGate
    defer { for id in restored.ids { restored.didClose(id) } }
    // Windows whose root the app's `Restoration.isValid` refuses start fresh, as the app's do.
    var freshByRule = Set<WindowID>()
    do {
      let failures = try restored.restore(
        from: try snapshot.get(), with: restoration, whenDecided: whenDecided)
      for failure in failures {
        if failure.error == .noValidRoot, failure.startedAfresh, let id = failure.window {
          freshByRule.insert(id)
          continue
        }
        record(.restorationRoundTrip, "a window does not restore: \(failure)", at: state)
        return
      }
    } catch {
      record(.restorationRoundTrip, "the windows do not restore: \(error)", at: state)
      return
    }
    // The app's tasks run, as after any move: a root flow that decides after an `await` takes
    // its saved tree then, or (restored at once) replaces it with its decision.
    await settle()
    guard restored.ids == windows.ids, restored.focused == windows.focused else {
      record(
        .restorationRoundTrip,
        "restored windows \(restored.ids) (\(restored.focused.map(\.description) ?? "none") in "
          + "front) instead of \(windows.ids) (\(windows.focused.map(\.description) ?? "none"))",
        at: state)
      return
    }
    for (id, tree, flows) in live where !freshByRule.contains(id) {
      guard let again = restored.navigator(for: id) else { continue }
      let kept = (try? restoration.validated(tree)) ?? tree
      if let difference = difference(of: again, restoring: tree, kept: kept, flows: flows) {
        record(.restorationRoundTrip, "\(id): \(difference)", at: state)
        return
      }
      if let snapshot = try? restoration.snapshot(of: tree),
        let problem = migrationProblem(of: snapshot, restoring: kept, with: restoration)
      {
        record(.restorationRoundTrip, "\(id): \(problem)", at: state)
        return
      }
    }
  }

  /// What goes wrong when `snapshot` is written back to each earlier version the model's
  /// downgrades reach and migrated up again: `nil` when every one restores `restored`.
  func migrationProblem(
    of snapshot: Data, restoring restored: NavigationTree<Route>,
    with restoration: Restoration<Route>
  ) -> String? {
    guard !model.downgrades.isEmpty,
      case .object(var members) = try? JSONValue(parsing: snapshot),
      var tree = members["tree"]
    else { return nil }
    var version = restoration.version
    while let downgrade = model.downgrades[version - 1] {
      version -= 1
      do {
        try downgrade(&tree)
      } catch {
        return "the model's downgrade to version \(version) failed: \(error)"
      }
      members["tree"] = tree
      members["version"] = .number(JSONNumber(version))
      let earlier = JSONValue.object(members).jsonData
      let migrated: NavigationTree<Route>
      do {
        migrated = try restoration.tree(from: earlier)
      } catch {
        return "its snapshot as version \(version) wrote it does not restore: \(error)"
      }
      if migrated != restored {
        return "its snapshot as version \(version) wrote it migrates to another tree:\n"
          + "\(migrated.dump())\ninstead of\n\(restored.dump())"
      }
    }
    return nil
  }

  /// Back at the launch state: nothing that finished or was dropped on the way is alive.
  func checkLeaks(in session: Session, arrivingBy state: Int32, _ move: ExplorationMove)
    async
  {
    guard options.checks.contains(.noLeak) else { return }
    count(.noLeak)
    // Every window's navigator, the closed ones' too: a flow of a closed window must go.
    for navigator in session.navigators { await navigator.waitForFinishedTasks() }
    await settle()
    let leaks = session.leakWatchers.flatMap { $0.leaks() }
    guard !leaks.isEmpty else { return }
    record(
      .noLeak, "back at launch, still alive: " + leaks.map(\.description).joined(separator: ", "),
      at: nil, trace: trace(to: state) + [move])
  }

  /// A state that is not a root screen needs a way back: some move to a smaller state.
  func checkDeadEnd(_ state: Int32, wayBack: Bool) {
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
  ///
  /// Decided over what was explored: a state whose moves lead to a state the bound left
  /// unexpanded may go on from there, so it is not reported (the report's `cutBy` says the
  /// search was cut). Only a part of the graph that was explored whole, with no way out to
  /// the launch state, is.
  func checkGraph() {
    guard options.checks.contains(.startReachable) else { return }
    var incoming: [Int32: [Int32]] = [:]
    for edge in edges {
      if case .openLink = moves[Int(edge.move)] { continue }
      incoming[edge.to, default: []].append(edge.from)
    }
    // Home is the launch state, or the states the app names (``Options/home``).
    let named = options.home != nil
    var reaches = hashes.indices.map { state in
      (named ? homes.contains(Int32(state)) : state == 0) || !expanded[state]
    }
    var queue = hashes.indices.filter { reaches[$0] }.map { Int32($0) }
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
          (options.home == nil ? "the launch state" : "no home state")
            + " can be reached again from \(visibleNames[Int(visibles[state])])",
          at: Int32(state))
      }
    }
  }

  /// Every route kind and flow of the flow graph was reached — decided only over a search the
  /// bound did not cut: what lies past the bound may reach the rest, which the report's
  /// coverage lists as not reached within the bound.
  func checkCoverage() {
    guard options.checks.contains(.coverage), let graph = model.graph else { return }
    count(.coverage)
    let missing =
      graph.routes.map(\.name).filter { !reachedKinds.contains($0) }
      + graph.flows.filter { !reachedFlows.contains($0) }
    if !missing.isEmpty, cutBy.isEmpty {
      record(.coverage, "never reached: \(missing.joined(separator: ", "))", at: nil, trace: [])
    }
  }
}
