extension Navigator {
  /// The stack a flow's own operations act on: the top-most stack it owns.
  ///
  /// That is the stack of a level the flow presented (and no child flow owns) when there is
  /// one, else the stack of its own part.
  func targetPath(of flow: FlowCoordinator<Route>) throws(NavigationError) -> StackPath {
    if let presented = presentedPath(of: flow) { return presented }
    return try ownPath(of: flow)
  }

  /// The stack of the flow's own part: its run's stack, its section's, or its level's visible
  /// one — never a level it presented.
  func ownPath(of flow: FlowCoordinator<Route>) throws(NavigationError) -> StackPath {
    switch flow.place {
    case .app: return try kernel.visiblePath(storedTree, 0)
    case .container(let level): return try kernel.visiblePath(storedTree, level)
    case .section(let id, let level): return StackPath(level: level, section: id)
    case .run(let path, _): return path
    }
  }

  /// The visible stack of the top-most level the flow presented that no child flow owns (not
  /// a dialog, which has no stack), or `nil` when there is none.
  func presentedPath(of flow: FlowCoordinator<Route>) -> StackPath? {
    guard let id = flow.flowID, map.topLevel > 0 else { return nil }
    for level in stride(from: map.topLevel, to: flow.place.level, by: -1)
    where map.presenter(ofLevel: level) == id && !tree.presentations[level - 1].style.isDialog {
      if let path = try? tree.visiblePath(at: level), self.flow(owningStackAt: path) === flow {
        return path
      }
    }
    return nil
  }

  /// The routes a flow owns in its stack: the path, and the range no other flow's run claims.
  ///
  /// The stack is `path`, or the one the flow's operations act on (``targetPath(of:)``).
  func ownRoutes(of flow: FlowCoordinator<Route>, in path: StackPath? = nil)
    throws(NavigationError) -> (path: StackPath, range: Range<Int>)
  {
    let path = if let path { path } else { try targetPath(of: flow) }
    if case .run(let runPath, _) = flow.place, runPath == path, let run = runRoutes(of: flow) {
      return run
    }
    let count = try kernel.count(storedTree, path)
    let firstRun = map.runs(in: path).first?.base
    // By id: the owner's coordinator is looked up only to name it in the error.
    let owner = wholeOwner(of: path)
    guard owner == flow.flowID || (owner == nil && flow === rootFlow) else {
      throw .at(path, .notOwned(by: flow.flowPath, owner: self.flow(owningStackAt: path).flowPath))
    }
    return (path, 0..<Swift.min(firstRun ?? count, count))
  }

  /// The routes of `flow`'s run: the path, and the range from its base up to the next flow's
  /// run; `nil` when the flow owns no run.
  func runRoutes(of flow: FlowCoordinator<Route>) -> (path: StackPath, range: Range<Int>)? {
    guard case .run(let path, _) = flow.place, let id = flow.flowID,
      let run = map.run(of: id, in: path), let count = try? kernel.count(storedTree, path)
    else { return nil }
    let end = Swift.min(run.next ?? count, count)
    return (path, run.base..<Swift.max(run.base, end))
  }

  /// The flow that owns the route at `index` of the stack at `path`.
  ///
  /// A route belongs to the flow whose run starts at or below it and closest to it; routes
  /// below every run belong to the section's flow, the level's flow, the flow that presented
  /// the level, or the root flow, in that order.
  package func flow(owningRouteAt index: Int, in path: StackPath) -> FlowCoordinator<Route> {
    let runs = map.runs(in: path)
    // The last run that begins at `index` or below: the one before the first above it.
    let above = FlowMap.firstIndex(in: runs, from: index + 1)
    if above > 0, let owner = coordinator(runs[above - 1].id) {
      return owner
    }
    return flow(owningStackAt: path)
  }

  /// The flow that owns the stack at `path` as a whole (not a run of routes in it).
  package func flow(owningStackAt path: StackPath) -> FlowCoordinator<Route> {
    if let id = wholeOwner(of: path), let owner = coordinator(id) { return owner }
    return rootFlow
  }

  /// The flow that owns the stack at `path` as a whole: the section's flow, the level's, the
  /// flow that presented the level, else the root flow; `nil` when the root flow has not
  /// started.
  private func wholeOwner(of path: StackPath) -> FlowID? {
    if let owner = map.sectionOwner(of: path) ?? map.levelOwner(of: path.level) {
      return owner
    }
    if let presenter = map.presenter(ofLevel: path.level), records[presenter] != nil {
      return presenter
    }
    return rootFlow.flowID
  }

  /// A handle for the screen of the route at `index` in the stack at `path`.
  ///
  /// While the host performs a step, the handle is that of the flow that owns the screen in the
  /// tree the step's plan moves to, so a host that makes the step's new screens binds each to
  /// its owner even when the navigator's tree has moved on.
  public func handle(forRouteAt index: Int, in path: StackPath) -> FlowHandle<Route> {
    if runner.inFlight != nil {
      let owners = runner.plannedOwnership.owners(at: path)
      if index >= 0, index < owners.count, let owner = coordinator(owners[index]), owner.isRunning {
        return owner.flowHandle
      }
    }
    return flow(owningRouteAt: index, in: path).flowHandle
  }

  /// A handle for the chrome of the container at `level` — a tab bar's centre button, a
  /// sidebar's header — which belongs to no route: the handle of the flow that owns the
  /// level's visible stack as a whole (its tab's flow, the level's flow, the flow that
  /// presented it, or the root flow).
  ///
  /// ```swift
  /// // The tab bar's centre button, which belongs to no route:
  /// let addTapped = { navigator.handle(forLevel: 0).send(FloatingButtonIntent.addBook) }
  /// ```
  public func handle(forLevel level: Int) -> FlowHandle<Route> {
    guard let path = try? tree.visiblePath(at: level) else { return rootFlow.flowHandle }
    return flow(owningStackAt: path).flowHandle
  }
}
