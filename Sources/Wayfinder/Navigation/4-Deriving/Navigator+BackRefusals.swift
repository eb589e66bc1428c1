extension Navigator {
  /// Reads, as `flow` starts, whether it may refuse the user's back: from the first one that
  /// may, every change asks (this one every stack).
  func noteBackRefusals(of flow: FlowCoordinator<Route>) {
    guard !asksBackRefusals, flow.refusesUserBack != nil else { return }
    asksBackRefusals = true
    asksEveryStack = true
  }

  /// Records in the tree which stacks refuse the user's back from their top screen: those whose
  /// top screen's flow says so (``FlowCoordinator/refusesUserBack``).
  ///
  /// Derived when a change ends, never kept by hand: a flow answers for its own screens, so
  /// only the stacks the change touched are asked (every stack after a change of shape), and
  /// the refusal goes with the screen — popped by code, covered by a push, its flow finished.
  /// Until a flow that may refuse starts, nothing is asked, and a tree set whole loses any
  /// refusal it brought.
  func updateBackRefusals() {
    let wholeTree = pendingShapeChange || pendingChanges.coversWholeTrees || asksEveryStack
    guard asksBackRefusals || wholeTree else { return }
    asksEveryStack = false
    var paths: [StackPath]?
    if !wholeTree {
      var touched: [StackPath] = []
      pendingChanges.forEachStack { path, _ in touched.append(path) }
      paths = touched
    }
    let current = storedTree
    // No flow asks: only a tree set whole can bring a refusal, and it is lifted.
    if !asksBackRefusals, !kernel.refusesUserBackAnywhere(current) { return }
    let changes =
      asksBackRefusals
      ? kernel.backRefusalChanges(current, paths) { [unowned self] path, index, route in
        flow(owningRouteAt: index, in: path).refusesUserBack?(route) ?? false
      }
      : kernel.backRefusalChanges(current, paths, nil)
    guard !changes.isEmpty else { return }
    var updated = current
    for change in changes {
      try? updated.setRefusesUserBack(change.refuses, at: change.path)
      let count = (try? kernel.count(current, change.path)) ?? 1
      pendingChanges.recordStack(change.path, from: Swift.max(0, count - 1))
    }
    tree = updated
    draft.changed = true
  }
}
