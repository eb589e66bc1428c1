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
  /// The root flow's `start()` runs first — it starts what only code creates, such as a
  /// ``TabsCoordinator`` for the tab bar, or a root switch to Login or Main — and the restored
  /// tree then replaces what it showed, with the flows of the restored routes re-created
  /// through ``flowFactory``. The host gets one plan, unanimated, whether it was attached
  /// before or after; it never shows the launch screens first. With `nil` (nothing saved, or
  /// the user must sign in again) this is ``start()``.
  ///
  /// ```swift
  /// // Only while the user is signed in; a snapshot that cannot be read starts afresh.
  /// let saved = session.isSignedIn ? try? restoration.savedTree(in: store) : nil
  /// navigator.attach(host)
  /// navigator.start(restoring: saved)
  /// ```
  ///
  /// Calling it after the root flow started does nothing, like ``start()``.
  public func start(restoring restored: NavigationTree<Route>?) {
    guard rootFlow.flowState == .idle else { return }
    withoutAnimation {
      start()
      if let restored { setTree(restored, cause: .restoration) }
    }
  }
}
