extension Navigator {
  func requireRunning(_ flow: FlowCoordinator<Route>) throws(NavigationError) {
    guard flow.isRunning, flow.navigator === self else { throw .flowNotRunning(flow.flowPath) }
  }

  /// Pushes routes for `flow`; child runs above the flow's own routes finish first.
  func push(_ routes: [Route], by flow: FlowCoordinator<Route>) throws(NavigationError) {
    try requireRunning(flow)
    try transaction { () throws(NavigationError) in
      let path = try stackPath(of: flow)
      try clearRuns(above: flow, in: path)
      var edit = makeEdit()
      try edit.push(routes, onto: path)
      commit(edit, cause: .removedByCode)
    }
  }

  /// Applies an edit made by a flow; errors leave the tree as it was.
  func edit(
    by flow: FlowCoordinator<Route>, cause: FinishCause = .removedByCode,
    _ body: (inout TreeEdit<Route>, StackPath) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    try requireRunning(flow)
    try transaction { () throws(NavigationError) in
      var edit = makeEdit()
      try body(&edit, try stackPath(of: flow))
      commit(edit, cause: cause)
    }
  }

  /// Removes a route from the middle of a stack; runs above it move down by one, and a run
  /// that loses its only route finishes.
  func removeRoute(at index: Int, from path: StackPath, by flow: FlowCoordinator<Route>)
    throws(NavigationError)
  {
    try requireRunning(flow)
    try transaction { () throws(NavigationError) in
      var edit = makeEdit()
      try edit.removeRoute(at: index, from: path)
      let stackRuns = runs(in: path)
      var emptied: [FlowID: FinishCause] = [:]
      for (position, run) in stackRuns.enumerated() where run.base >= index {
        if run.base > index {
          run.flow.anchor = .run(path, base: run.base - 1)
        } else {
          let count = try edit.tree.stack(at: path).count
          let end = stackRuns.dropFirst(position + 1).first?.base ?? (count + 1)
          if end - run.base <= 1, let id = run.flow.flowID { emptied[id] = .removedByCode }
        }
      }
      commit(edit, cause: .removedByCode, finishing: emptied)
    }
  }

  private func clearRuns(above flow: FlowCoordinator<Route>, in path: StackPath)
    throws(NavigationError)
  {
    let above = runs(above: flow, in: path).compactMap(\.flowID)
    guard !above.isEmpty else { return }
    commit(
      makeEdit(), cause: .removedByCode,
      finishing: Dictionary(uniqueKeysWithValues: above.map { ($0, .removedByCode) }))
  }

  /// Starts `child` under `parent` at `placement`, and calls the child's `start()`.
  func start(
    _ child: FlowCoordinator<Route>, under parent: FlowCoordinator<Route>,
    at placement: FlowPlacement
  ) throws(NavigationError) {
    try requireRunning(parent)
    guard child.flowState == .idle, child.flowID == nil else {
      throw .flowAlreadyStarted(child.flowPath)
    }
    try transaction { () throws(NavigationError) in
      let id = makeFlowID()
      let anchor: FlowAnchor
      switch placement {
      case .push:
        // A pushed child goes on top of the stack, above the parent's other children: a Book
        // Detail opened from another Book Detail's screen stacks on it.
        let path = try stackPath(of: parent)
        anchor = .run(path, base: try tree.stack(at: path).count)
      case .present(let style):
        var edit = makeEdit()
        edit.present(Presentation(style, .stack([])), by: id)
        commit(edit, cause: .removedByCode)
        anchor = .container(level: tree.topLevel)
      case .tab(let section):
        let level = parent.anchor.level
        guard let sections = try tree.container(at: level).sections else {
          throw .notSections(level: level)
        }
        guard sections[section] != nil else { throw .noSuchSection(section, level: level) }
        let replaced = flows.values.filter {
          $0.isRunning && $0.anchor == .section(section, level: level)
        }
        var ancestor: FlowCoordinator<Route>? = parent
        while let flow = ancestor {
          if replaced.contains(where: { $0 === flow }) {
            throw .placementNotAllowed("a tab's flow cannot replace itself or its ancestor")
          }
          ancestor = flow.parent
        }
        if !replaced.isEmpty {
          let ids = replaced.compactMap(\.flowID)
          commit(
            makeEdit(), cause: .replaced,
            finishing: Dictionary(uniqueKeysWithValues: ids.map { ($0, .replaced) }),
            handingOver: Set(ids))
        }
        anchor = .section(section, level: level)
      case .root:
        guard parent === rootFlow else {
          throw .placementNotAllowed("only the root flow can replace the root container")
        }
        var edit = makeEdit()
        edit.setRoot(.stack([]))
        commit(edit, cause: .replaced)
        anchor = .container(level: 0)
      }
      guard parent.isRunning else { throw .flowNotRunning(parent.flowPath) }
      attach(child, id: id, at: anchor, under: parent)
      child.start()
    }
  }

  /// Makes `child` a running flow at `anchor` under `parent`: its identity, its place among
  /// the parent's children, its dependency scope, and its entry in the journal.
  func attach(
    _ child: FlowCoordinator<Route>, id: FlowID, at anchor: FlowAnchor,
    under parent: FlowCoordinator<Route>
  ) {
    child.flowID = id
    child.anchor = anchor
    child.navigator = self
    child.parent = parent
    child.flowState = .running
    child.attachedPath = parent.flowPath + " › " + child.flowName
    parent.children.append(child)
    child.dependencies = scope(for: child, under: parent.dependencies)
    flows[id] = child
    logger.debug("started \(child.flowPath) at \(anchor)")
    draft.started.append(.init(path: child.flowPath, anchor: anchor))
  }

  /// Sends an intent up from `flow` until a flow handles it.
  func dispatch(_ intent: any NavigationIntent, from flow: FlowCoordinator<Route>) {
    transaction(cause: .intent(String(describing: intent))) {
      var current: FlowCoordinator<Route>? = flow
      while let handler = current {
        if handler.isRunning, handler.handle(intent) { return }
        current = handler.parent
      }
      reportUnhandled(intent, from: flow.flowPath)
    }
  }

  func reportUnhandled(_ intent: any NavigationIntent, from flowPath: String) {
    let unhandled = UnhandledIntent(intent: String(describing: intent), flowPath: flowPath)
    unhandledIntents.append(unhandled)
    logger.warning("\(unhandled)")
  }
}
