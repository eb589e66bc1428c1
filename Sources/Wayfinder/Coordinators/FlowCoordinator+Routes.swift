extension FlowCoordinator {
  /// The stack the flow's own part is in: its run's stack, its tab's, or its level's visible
  /// one; `nil` when the flow is not running.
  ///
  /// A presentation the flow makes does not move it: while the flow's sheet is up, this is
  /// still the stack under it, where the flow's own screens are. The presented stack is
  /// ``presentedStackPath``. <doc:CoordinatorsAndFlows> draws both.
  public var stackPath: StackPath? {
    guard let navigator, isRunning else { return nil }
    return try? navigator.ownPath(of: self)
  }

  /// The routes of the flow's own part, bottom first.
  ///
  /// The routes of its stack (``stackPath``) that no child flow's run claims; a presentation the
  /// flow makes leaves them as they are (its routes are ``presentedRoutes``). Empty when the flow
  /// is not running. See <doc:CoordinatorsAndFlows#Pushes-land-where-the-user-looks>.
  public var flowRoutes: [Route] {
    guard let navigator, isRunning, let path = try? navigator.ownPath(of: self) else {
      return []
    }
    return routes(in: path, of: navigator)
  }

  /// The stack of the presentation the flow made and no child flow owns — a sheet of routes,
  /// a pushed level — or `nil` when there is none or the flow is not running.
  ///
  /// While it is up, the flow's stack operations act on it rather than on ``stackPath``. See
  /// <doc:CoordinatorsAndFlows#Pushes-land-where-the-user-looks>.
  public var presentedStackPath: StackPath? {
    guard let navigator, isRunning else { return nil }
    return navigator.presentedPath(of: self)
  }

  /// The routes of the presentation the flow made (see ``presentedStackPath``) that no child
  /// flow's run claims, bottom first; empty when there is none.
  ///
  /// Index-based operations count in these while the presentation is up:
  /// ``removeRoute(at:)``'s `0` is the presentation's first route.
  public var presentedRoutes: [Route] {
    guard let navigator, isRunning, let path = navigator.presentedPath(of: self) else {
      return []
    }
    return routes(in: path, of: navigator)
  }

  private func routes(in path: StackPath, of navigator: Navigator<Route>) -> [Route] {
    guard let own = try? navigator.ownRoutes(of: self, in: path),
      let stack = try? navigator.tree.stack(at: own.path)
    else { return [] }
    return Array(stack[own.range])
  }
}
