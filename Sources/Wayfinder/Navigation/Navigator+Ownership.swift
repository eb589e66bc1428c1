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
    switch flow.anchor {
    case .app: return try tree.visiblePath(at: 0)
    case .container(let level): return try tree.visiblePath(at: level)
    case .section(let id, let level): return StackPath(level: level, section: id)
    case .run(let path, _): return path
    }
  }

  /// The visible stack of the top-most level the flow presented that no child flow owns (not
  /// a dialog, which has no stack), or `nil` when there is none.
  func presentedPath(of flow: FlowCoordinator<Route>) -> StackPath? {
    guard let id = flow.flowID, !presenters.isEmpty else { return nil }
    for level in stride(from: presenters.count, to: flow.anchor.level, by: -1)
    where presenters[level - 1] == id && !tree.presentations[level - 1].style.isDialog {
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
    if case .run(let runPath, _) = flow.anchor, runPath == path, let run = runRoutes(of: flow) {
      return run
    }
    let count = try tree.stack(at: path).count
    let stackRuns = runs(in: path)
    guard self.flow(owningStackAt: path) === flow else {
      throw .at(path, .notOwned(by: flow.flowPath, owner: self.flow(owningStackAt: path).flowPath))
    }
    return (path, 0..<Swift.min(stackRuns.first?.base ?? count, count))
  }

  /// The routes of `flow`'s run: the path, and the range from its base up to the next flow's
  /// run; `nil` when the flow owns no run.
  func runRoutes(of flow: FlowCoordinator<Route>) -> (path: StackPath, range: Range<Int>)? {
    guard case .run(let path, let base) = flow.anchor,
      let count = try? tree.stack(at: path).count
    else { return nil }
    let stackRuns = runs(in: path)
    let index = stackRuns.firstIndex { $0.flow === flow }
    let end = index.flatMap { stackRuns.indices.contains($0 + 1) ? stackRuns[$0 + 1].base : nil }
    return (path, base..<Swift.max(base, Swift.min(end ?? count, count)))
  }

  /// Whether `flow` is `ancestor` or descends from it.
  func isDescendant(_ flow: FlowCoordinator<Route>, of ancestor: FlowCoordinator<Route>) -> Bool {
    var current: FlowCoordinator<Route>? = flow
    while let candidate = current {
      if candidate === ancestor { return true }
      current = candidate.parent
    }
    return false
  }

  /// The running flows with a run of routes in the stack at `path`, lowest first (by base,
  /// then by age).
  ///
  /// Built from non-generic values and sorted by them: it runs several times per change, and
  /// tuples of generic types cost a metadata lookup each in unspecialized code.
  func runs(in path: StackPath) -> [(base: Int, flow: FlowCoordinator<Route>)] {
    var found: [RunMap.Run] = []
    for (id, flow) in flows where flow.isRunning {
      if case .run(let runPath, let base) = flow.anchor, runPath == path {
        found.append(RunMap.Run(base: base, id: id))
      }
    }
    if found.count > 1 { found.sort { ($0.base, $0.id.rawValue) < ($1.base, $1.id.rawValue) } }
    var result: [(base: Int, flow: FlowCoordinator<Route>)] = []
    result.reserveCapacity(found.count)
    for run in found {
      if let flow = flows[run.id] { result.append((run.base, flow)) }
    }
    return result
  }

  /// The flow that owns the route at `index` of the stack at `path`.
  ///
  /// A route belongs to the flow whose run starts at or below it and closest to it; routes
  /// below every run belong to the section's flow, the level's flow, the flow that presented
  /// the level, or the root flow, in that order.
  public func flow(owningRouteAt index: Int, in path: StackPath) -> FlowCoordinator<Route> {
    if let run = runs(in: path).last(where: { $0.base <= index }) { return run.flow }
    return flow(owningStackAt: path)
  }

  /// The flow that owns the stack at `path` as a whole (not a run of routes in it).
  public func flow(owningStackAt path: StackPath) -> FlowCoordinator<Route> {
    var sectionOwner: FlowCoordinator<Route>?
    var levelOwner: FlowCoordinator<Route>?
    for flow in flows.values where flow.isRunning {
      switch flow.anchor {
      case .section(let id, let level) where level == path.level && id == path.section:
        sectionOwner = flow
      case .container(let level) where level == path.level:
        levelOwner = flow
      default:
        continue
      }
    }
    if let owner = sectionOwner ?? levelOwner { return owner }
    if path.level >= 1, path.level <= presenters.count,
      let presenter = flows[presenters[path.level - 1]]
    {
      return presenter
    }
    return rootFlow
  }

  /// A handle for the screen of the route at `index` in the stack at `path`.
  ///
  /// While the host performs a step, the handle is that of the flow that owns the screen in the
  /// tree the step's plan moves to, so a host that makes the step's new screens binds each to
  /// its owner even when the navigator's tree has moved on.
  public func handle(forRouteAt index: Int, in path: StackPath) -> FlowHandle<Route> {
    if runner.inFlight != nil {
      let owners = runner.plannedOwnership.owners(at: path)
      if owners.indices.contains(index), let owner = flows[owners[index]], owner.isRunning {
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
  /// floatingButton.onTap = { navigator.handle(forLevel: 0).send(TabsIntent.showAddMenu) }
  /// ```
  public func handle(forLevel level: Int) -> FlowHandle<Route> {
    guard let path = try? tree.visiblePath(at: level) else { return rootFlow.flowHandle }
    return flow(owningStackAt: path).flowHandle
  }

  /// Who owns every screen and level of the tree now.
  ///
  /// One pass over the running flows, then one over the routes: it runs at the end of every
  /// transaction.
  func ownership() -> Ownership {
    var runsByPath: [StackPath: [RunMap.Run]] = [:]
    var sectionOwners: [StackPath: FlowID] = [:]
    var levelOwners: [Int: FlowID] = [:]
    for (id, flow) in flows where flow.isRunning {
      switch flow.anchor {
      case .run(let path, let base):
        runsByPath[path, default: []].append(RunMap.Run(base: base, id: id))
      case .section(let section, let level):
        sectionOwners[StackPath(level: level, section: section)] = id
      case .container(let level): levelOwners[level] = id
      case .app: break
      }
    }
    let root = rootFlow.flowID ?? FlowID(rawValue: 0)
    var result = Ownership(levels: levelIDs)
    for path in tree.allStackPaths {
      guard let count = try? tree.stack(at: path).count else { continue }
      let whole =
        sectionOwners[path] ?? levelOwners[path.level]
        ?? (path.level >= 1 && path.level <= presenters.count ? presenters[path.level - 1] : root)
      var stackRuns = runsByPath[path] ?? []
      if stackRuns.count > 1 {
        stackRuns.sort { ($0.base, $0.id.rawValue) < ($1.base, $1.id.rawValue) }
      }
      var owners: [FlowID] = []
      owners.reserveCapacity(count)
      var next = 0
      var owner = whole
      for index in 0..<count {
        while next < stackRuns.count, stackRuns[next].base <= index {
          owner = stackRuns[next].id
          next += 1
        }
        owners.append(owner)
      }
      result.screens[path] = owners
    }
    return result
  }
}
