extension Navigator {
  /// Refuses a flow that is not running under this navigator: the navigator's side of
  /// ``FlowCoordinator/requireNavigator()``.
  func requireRunning(_ flow: FlowCoordinator<Route>) throws(NavigationError) {
    guard try flow.requireNavigator() === self else { throw .flowNotRunning(flow.flowPath) }
    if let settingTree { throw .treeBeingSet(flow: flow.flowPath, cause: settingTree.description) }
  }

  /// Pushes routes for `flow` onto the top of its stack.
  ///
  /// Its descendants' screens above its own finish first, and what those descendants presented
  /// goes with them; anything else that would hide the new screen refuses the push
  /// (``requireUncovered(_:at:above:allowingDescendants:going:)``).
  @usableFromInline
  func push(_ routes: [Route], by flow: FlowCoordinator<Route>) throws(NavigationError) {
    try requireRunning(flow)
    try transaction { () throws(NavigationError) in
      var own = try ownRoutes(of: flow)
      let covering = descendantRuns(of: flow, above: own.range.upperBound, in: own.path)
      try requireUncovered(
        flow, at: own.path, above: own.range.upperBound, allowingDescendants: true,
        going: covering)
      if !covering.isEmpty {
        finish(covering, cause: .removedByCode)
        // Their finish paths ran the app's code (didFinish, outcome callbacks), which may have
        // ended this flow too.
        try requireRunning(flow)
        own = try ownRoutes(of: flow)
      }
      var edit = makeEdit()
      try edit.push(routes, onto: own.path)
      commit(consume edit, cause: .removedByCode)
    }
  }

  /// Refuses a presentation style the attached host cannot show.
  func requireSupported(_ style: PresentationStyle) throws(NavigationError) {
    if let capabilities = runner.host?.capabilities,
      !capabilities.presentationStyles.contains(style.kind)
    {
      throw .styleNotSupported(style.rawValue)
    }
  }

  /// Applies an edit made by a flow; errors leave the tree as it was.
  func edit(
    by flow: FlowCoordinator<Route>, cause: FinishCause = .removedByCode,
    _ body: (inout TreeEdit<Route>, StackPath) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    try requireRunning(flow)
    var lost: [(FlowID, Dialog)] = []
    try transaction { () throws(NavigationError) in
      var edit = makeEdit()
      try body(&edit, try targetPath(of: flow))
      // A flow that changes what it shows has moved on from a question a presentation
      // covers: it is lost to it, not asked again later.
      if !coveredDialogs.isEmpty, let id = flow.flowID { lost = takeCoveredDialogs(of: id) }
      commit(consume edit, cause: cause)
    }
    if !lost.isEmpty { tellPresenters(theyLost: lost) }
  }

  /// `flow`'s descendants whose runs begin at or above `index` in the stack at `path`: the
  /// children a change of the flow's own routes there finishes first.
  func descendantRuns(
    of flow: FlowCoordinator<Route>, above index: Int, in path: StackPath
  ) -> [FlowID] {
    // Bases first, from the route-free index: only the runs above `index` are visited, so a
    // flow on top of a hundred others' runs looks at none of them.
    let runs = map.runs(in: path)
    var ids: [FlowID] = []
    for run in runs[FlowMap.firstIndex(in: runs, from: index)...] {
      guard let other = records[run.id], other !== flow, other.descends(from: flow) else {
        continue
      }
      ids.append(run.id)
    }
    return ids
  }

  /// Finishes the flows `ids` (and their descendants) with `cause`, in one commit.
  private func finish(_ ids: [FlowID], cause: FinishCause) {
    guard !ids.isEmpty else { return }
    commit(makeEdit(), cause: cause, finishing: ids, endingWith: cause)
  }

  /// Replaces `flow`'s own routes from its `kept`-th on with `routes`; its descendants' runs
  /// above finish first, an unrelated flow's screens above stay and move.
  ///
  /// A run flow left with no routes finishes. New screens are refused where a presentation
  /// would hide them, as pushed ones are; removing screens is allowed anywhere.
  func replaceOwnRoutes(
    of flow: FlowCoordinator<Route>, keeping kept: Int, with routes: [Route], cause: FinishCause
  ) throws(NavigationError) {
    try requireRunning(flow)
    try transaction { () throws(NavigationError) in
      let before = try ownRoutes(of: flow)
      // New screens are routes that differ from the flow's own from the `kept`-th on. Only
      // those are compared, so a pop reads none of the flow's routes: its cost does not grow
      // with how many the flow owns.
      let covering = descendantRuns(of: flow, above: before.range.upperBound, in: before.path)
      if !routes.isEmpty {
        let from = before.range.lowerBound + Swift.min(kept, before.range.count)
        let stack = try tree.stack(at: before.path).routes
        if !stack[from..<before.range.upperBound].starts(with: routes) {
          // New screens: they must be seen like pushed ones. An unrelated flow's screens above
          // stay above them, so only presentations can hide them.
          try requireUncovered(flow, byPresentationsAbove: before.path, going: covering)
        }
      }
      finish(covering, cause: cause)
      guard flow.isRunning else { return }
      let own = try ownRoutes(of: flow)
      var edit = makeEdit()
      let keeping: FlowID? = if case .run = flow.place { flow.flowID } else { nil }
      try edit.splice(
        own.path,
        range: (own.range.lowerBound + Swift.min(kept, own.range.count))..<own.range.upperBound,
        with: routes, keeping: keeping)
      commit(consume edit, cause: cause)
    }
  }

  /// Pops `flow`'s top route; a run flow whose only route is popped finishes.
  func pop(by flow: FlowCoordinator<Route>) throws(NavigationError) {
    try requireRunning(flow)
    let own = try ownRoutes(of: flow)
    if own.range.count >= 2 {
      try replaceOwnRoutes(of: flow, keeping: own.range.count - 1, with: [], cause: .removedByCode)
    } else if own.range.count == 1, case .run(let path, _) = flow.place, path == own.path {
      finish(flow, cause: .removedByCode)
    } else {
      throw .at(own.path, .cannotPopRoot(own.range.count))
    }
  }

  /// Pops `flow`'s own routes to the last occurrence of `route` among them.
  func pop(to route: Route, by flow: FlowCoordinator<Route>) throws(NavigationError) {
    try requireRunning(flow)
    let own = try ownRoutes(of: flow)
    let stack = try tree.stack(at: own.path)
    guard let index = stack[own.range].lastIndex(of: route) else {
      if let elsewhere = stack.lastIndex(of: route) {
        let owner = self.flow(owningRouteAt: elsewhere, in: own.path)
        throw .at(
          own.path, .routeOwnedByAnotherFlow(String(describing: route), owner: owner.flowPath))
      }
      throw .at(own.path, .routeNotInStack(String(describing: route)))
    }
    try replaceOwnRoutes(
      of: flow, keeping: index + 1 - own.range.lowerBound, with: [], cause: .removedByCode)
  }

  /// Removes the route at `index` of `flow`'s own routes (counted from its first), keeping the
  /// routes above it; a run flow that loses its only route finishes.
  func removeRoute(at index: Int, by flow: FlowCoordinator<Route>) throws(NavigationError) {
    try requireRunning(flow)
    try transaction { () throws(NavigationError) in
      let own = try ownRoutes(of: flow)
      guard index >= 0, index < own.range.count else {
        throw .at(own.path, .notInFlow(index, count: own.range.count, flow: flow.flowPath))
      }
      var edit = makeEdit()
      let keeping: FlowID? = if case .run = flow.place { flow.flowID } else { nil }
      let position = own.range.lowerBound + index
      try edit.splice(own.path, range: position..<(position + 1), with: [], keeping: keeping)
      commit(consume edit, cause: .removedByCode)
    }
  }

  /// Starts `child` under `parent` at `placement` as a flow the parent did not start itself —
  /// the explorer's declared start — and hands it to the parent's
  /// ``FlowCoordinator/didAdopt(_:)``, where a parent re-attaches what it does with a result
  /// it did not ask for (as for a restored or linked flow).
  package func startForAdoption(
    _ child: FlowCoordinator<Route>, under parent: FlowCoordinator<Route>,
    at placement: FlowPlacement
  ) throws(NavigationError) {
    try start(child, under: parent, at: placement)
    guard child.isRunning, parent.isRunning else { return }
    handOver(child, toAdoptingParent: parent)
  }

  /// Starts `child` under `parent` at `placement`, and calls the child's `start()`.
  package func start(
    _ child: FlowCoordinator<Route>, under parent: FlowCoordinator<Route>,
    at placement: FlowPlacement
  ) throws(NavigationError) {
    try requireRunning(parent)
    guard child.flowState == .idle, child.flowID == nil else {
      throw .flowAlreadyStarted(child.flowPath)
    }
    let requested = placement
    let placement = placement == .preferred ? child.preferredPlacement : placement
    guard placement != .preferred else {
      throw .placementNotAllowed(
        "\(child.flowName)'s preferredPlacement is .preferred; it must name where the flow goes")
    }
    try transaction { () throws(NavigationError) in
      let id = makeFlowID()
      let anchor: FlowAnchor
      switch placement {
      case .presenting:
        // No screen of its own: an empty run on top of the parent's stack, so what it
        // presents covers the parent as a pushed child's presentation would.
        let own = try ownRoutes(of: parent)
        anchor = .run(own.path, base: try kernel.count(storedTree, own.path))
        child.record.presentsOnly = true
      case .preferred:
        throw .placementNotAllowed("a preferred placement names where the flow goes")
      case .push:
        // A pushed child goes on top of the parent's stack, above the parent's other
        // children: a Book Detail opened from another Book Detail's screen stacks on it. An
        // unrelated flow's screens or a presentation above would hide it: that is refused.
        let own = try ownRoutes(of: parent)
        try requireUncovered(
          parent, at: own.path, above: own.range.upperBound, allowingDescendants: true)
        anchor = .run(own.path, base: try kernel.count(storedTree, own.path))
      case .present(let style, let transition, let options):
        guard !style.isDialog else {
          throw .placementNotAllowed(
            "a flow cannot live in an \(style.rawValue); present a Dialog with present(.alert(_:))")
        }
        try requireSupported(style)
        if let problem = options.problem(for: style) { throw .placementNotAllowed(problem) }
        var edit = makeEdit()
        edit.present(
          Presentation(style, .stack([]), transition: transition, options: options), by: id)
        commit(consume edit, cause: .removedByCode)
        anchor = .container(level: tree.topLevel)
      case .tab(let section):
        let level = parent.place.level
        guard let sections = try tree.container(at: level).sections else {
          throw .notSections(level: level)
        }
        guard sections[section] != nil else { throw .noSuchSection(section, level: level) }
        let replaced = runningFlows.filter { $0.anchor == .section(section, level: level) }
        var ancestor: FlowCoordinator<Route>? = parent
        while let flow = ancestor {
          if replaced.contains(where: { $0 === flow }) {
            throw .placementNotAllowed("a tab's flow cannot replace itself or its ancestor")
          }
          ancestor = flow.parent
        }
        if !replaced.isEmpty {
          let ids = replaced.compactMap { $0.flowID }
          commit(
            makeEdit(), cause: .replaced,
            finishing: ids, endingWith: .replaced,
            handingOver: Set(ids))
        }
        anchor = .section(section, level: level)
      case .replacingStack:
        if case .run = parent.place {
          throw .placementNotAllowed(
            "only a flow that owns a whole stack (a tab's, a presented one, the root) can have "
              + "a child replace its routes; a pushed flow can push the child instead")
        }
        let before = try ownRoutes(of: parent)
        let covering = descendantRuns(
          of: parent, above: before.range.upperBound, in: before.path)
        try requireUncovered(
          parent, at: before.path, above: before.range.upperBound, allowingDescendants: true,
          going: covering)
        finish(covering, cause: .replaced)
        let own = try ownRoutes(of: parent)
        let routes = Array(try tree.stack(at: own.path)[own.range])
        var edit = makeEdit()
        try edit.splice(own.path, range: own.range, with: [])
        commit(consume edit, cause: .replaced)
        stashes[id] = StashedRoutes(path: own.path, base: own.range.lowerBound, routes: routes)
        anchor = .run(own.path, base: own.range.lowerBound)
      case .root:
        guard parent === rootFlow else {
          throw .placementNotAllowed("only the root flow can replace the root container")
        }
        var edit = makeEdit()
        edit.setRoot(.stack([]))
        commit(consume edit, cause: .replaced)
        anchor = .container(level: 0)
      }
      guard parent.isRunning else { throw .flowNotRunning(parent.flowPath) }
      attach(child, id: id, at: anchor, under: parent)
      checkDeclared(start: child, at: requested, resolvedTo: placement, by: parent)
      run(child, "start()") { try child.start() }
      checkShowsSomething(child)
    }
  }

  /// Makes `child` a running flow at `anchor` under `parent`: its identity, its place among
  /// the parent's children, its dependency scope, and its entry in the journal.
  func attach(
    _ child: FlowCoordinator<Route>, id: FlowID, at anchor: FlowAnchor,
    under parent: FlowCoordinator<Route>
  ) {
    let record = child.record
    record.flowID = id
    record.place = anchor
    child.navigator = self
    record.parentRecord = parent.record
    record.lifeState = .running
    record.attachedPath = "\(parent.flowPath) › \(child.flowName)"
    parent.record.childRecords.append(record)
    child.dependencies = scope(for: child, under: parent.dependencies)
    records[id] = record
    // Read once, as the flow starts: asking every running flow after each change would cost
    // what the app has flows.
    if child.hidesSectionBar { barHiders.insert(id) }
    noteBackRefusals(of: child)
    if case .container(let level) = anchor, level >= 1 { record.mayBeKept = true }
    map.attach(id, at: anchor)
    claimScreens(at: anchor)
    logger.debug("started \(printable: child.flowPath) at \(printable: anchor)")
    draft.started.append(.init(path: child.flowPath, anchor: anchor))
  }

  /// Marks the screens a new flow's anchor takes over as changed: they belong to it now, so the
  /// planner compares their owners and the host binds them anew (a tab's flow taking over the
  /// tab's routes, a flow adopted for a presented level).
  func claimScreens(at anchor: FlowAnchor) {
    if pendingChanges.recordScreens(of: anchor, in: storedTree) { hasPendingCommit = true }
  }

  /// Sends an intent up from `flow` until a flow handles it.
  func dispatch(
    _ intent: any NavigationIntent, from flow: FlowCoordinator<Route>,
    reportingUnhandled: Bool = true
  ) {
    transaction(recording: .intent(intent)) {
      var current: FlowCoordinator<Route>? = flow
      while let handler = current {
        if handler.isRunning,
          run(handler, "handle(\(intent))", { try handler.handle(intent) }) ?? true
        {
          return
        }
        current = handler.parent
      }
      if reportingUnhandled { reportUnhandled(intent, from: flow.flowPath) }
    }
  }

  func reportUnhandled(_ intent: any NavigationIntent, from flowPath: String) {
    let unhandled = UnhandledIntent(intent: String(describing: intent), flowPath: flowPath)
    unhandledIntents.append(unhandled)
    logger.warning("\(printable: unhandled)")
  }
}
