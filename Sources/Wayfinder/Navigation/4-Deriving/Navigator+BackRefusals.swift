extension Navigator {
  /// Records in the tree which stacks refuse the user's back from their top screen: those whose
  /// top screen's flow says so (``FlowCoordinator/refusesUserBack(from:)``).
  ///
  /// Derived when a change ends, never kept by hand: a flow answers for its own screen, so only
  /// the stacks the change touched are asked (every stack after a change of shape), and the
  /// refusal goes with the screen — popped by code, covered by a push, its flow finished.
  func updateBackRefusals() {
    let current = storedTree
    var updated: NavigationTree<Route>?
    func derive(_ path: StackPath) {
      guard let stack = try? current.stack(at: path) else { return }
      var refuses = false
      if let top = stack.routes.last {
        refuses = flow(owningRouteAt: stack.routes.count - 1, in: path).refusesUserBack(from: top)
      }
      guard refuses != stack.refusesUserBack else { return }
      if updated == nil { updated = current }
      try? updated?.setRefusesUserBack(refuses, at: path)
      pendingChanges.recordStack(path, from: Swift.max(0, stack.routes.count - 1))
    }
    if pendingShapeChange || pendingChanges.coversWholeTrees {
      for path in current.allStackPaths { derive(path) }
    } else {
      var touched: [StackPath] = []
      pendingChanges.forEachStack { path, _ in touched.append(path) }
      for path in touched { derive(path) }
    }
    guard let updated else { return }
    tree = updated
    draft.changed = true
  }
}
