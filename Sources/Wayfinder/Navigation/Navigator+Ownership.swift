extension Navigator {
  /// The stack a flow pushes onto: its run's stack, its section's, or its level's visible one.
  func stackPath(of flow: FlowCoordinator<Route>) throws(NavigationError) -> StackPath {
    switch flow.anchor {
    case .app: return try tree.visiblePath(at: 0)
    case .container(let level): return try tree.visiblePath(at: level)
    case .section(let id, let level): return StackPath(level: level, section: id)
    case .run(let path, _): return path
    }
  }

  /// The running flows with a run of routes in the stack at `path`, lowest first.
  func runs(in path: StackPath) -> [(base: Int, flow: FlowCoordinator<Route>)] {
    flows.values.compactMap { flow -> (Int, FlowCoordinator<Route>)? in
      guard flow.isRunning, case .run(let runPath, let base) = flow.anchor, runPath == path
      else { return nil }
      return (base, flow)
    }
    .sorted { ($0.0, $0.1.flowID?.rawValue ?? 0) < ($1.0, $1.1.flowID?.rawValue ?? 0) }
  }

  /// The runs in `flow`'s stack that lie above the flow's own routes.
  func runs(above flow: FlowCoordinator<Route>, in path: StackPath) -> [FlowCoordinator<Route>] {
    let all = runs(in: path)
    guard case .run = flow.anchor else { return all.map(\.flow) }
    guard let index = all.firstIndex(where: { $0.flow === flow }) else { return [] }
    return all[(index + 1)...].map(\.flow)
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
  public func handle(forRouteAt index: Int, in path: StackPath) -> FlowHandle<Route> {
    flow(owningRouteAt: index, in: path).flowHandle
  }
}

extension FlowCoordinator {
  /// The routes of the flow's own part, bottom first.
  ///
  /// That is its run of routes up to the next flow's, its tab's stack, or its level's visible
  /// stack. Empty when the flow is not running.
  public var flowRoutes: [Route] {
    guard let navigator, isRunning else { return [] }
    switch anchor {
    case .app, .container, .section:
      guard let path = try? navigator.stackPath(of: self),
        let stack = try? navigator.tree.stack(at: path)
      else { return [] }
      return Array(stack)
    case .run(let path, let base):
      guard let stack = try? navigator.tree.stack(at: path), base < stack.count else { return [] }
      let end = navigator.runs(in: path).first { $0.base > base }?.base ?? stack.count
      return Array(stack[base..<min(end, stack.count)])
    }
  }
}
