extension Navigator {
  /// Shows a restored tree in one plan; flows whose part it replaces finish.
  ///
  /// A restored launch shows its screens at once: nothing animates. At launch, call
  /// ``start(restoring:)`` instead, which starts the root flow and restores in the same plan.
  ///
  /// Before the root flow started it restores nothing and reports
  /// ``NavigationIssue/restoredBeforeStart``.
  public func restore(_ tree: NavigationTree<Route>) {
    guard rootFlow.flowState != .idle else {
      transaction(cause: .restoration) { report(.restoredBeforeStart) }
      return
    }
    withoutAnimation { setTree(tree, cause: .restoration) }
  }

  /// Starts the root flow and shows `restored` in the same plan: a restored launch.
  ///
  /// The root flow's `start()` runs first; the restored tree then replaces what it showed, its
  /// flows re-created through ``flowFactory``, in one unanimated plan. With `nil` this is
  /// ``start()``; after the root flow started it does nothing. See
  /// <doc:SavingAndRestoring#A-restored-launch>.
  public func start(restoring restored: NavigationTree<Route>?) {
    guard rootFlow.flowState == .idle else { return }
    withoutAnimation {
      start()
      if let restored { setTree(restored, cause: .restoration) }
    }
  }
}

extension Navigator {
  /// Cancels every task of every flow, kept ones too, and finishes none: what the explorer does
  /// when it lets go of a launch, so that nothing of it runs on into the next (finishing them
  /// all would cost each expanded state a fifth more).
  package func cancelAllTasks() {
    stopsTasks = true
    var pending = [rootFlow.record]
    while let record = pending.popLast() {
      _ = FlowCoordinator<Route>.coordinator(of: record).cancelTasks()
      pending.append(contentsOf: record.childRecords)
    }
  }
}
