extension FlowCoordinator {
  /// Asks the host to open a window for `route`; `onClose` runs once when it closes.
  ///
  /// See <doc:SeveralWindows#A-flow-opens-a-window-and-hears-when-it-closes>.
  ///
  /// - Parameters:
  ///   - route: the route the window opens for, given to the app's `makeNavigator`.
  ///   - onClose: called with the window's identity when it closes while this flow runs.
  /// - Returns: the new window's identity.
  /// - Throws: ``WindowError/cannotOpenWindows``, ``WindowError/noWindows(flow:)`` or
  ///   ``WindowError/flowNotRunning(_:)``; nothing changed.
  @discardableResult
  public func openWindow(
    for route: Route, onClose: (@MainActor (WindowID) throws -> Void)? = nil
  ) throws(WindowError) -> WindowID {
    let windows = try runningWindows()
    let id = try windows.open(route)
    if let onClose {
      windows.closeHandlers[id, default: []].append(.init(opener: self, body: onClose))
    }
    return id
  }

  /// Closes a window, this flow's own or one it opened, from code; its flows finish with
  /// ``FinishCause/windowClosed``.
  ///
  /// - Throws: ``WindowError/unknownWindow(_:)`` for a window that is not open,
  ///   ``WindowError/noWindows(flow:)`` in a navigator no ``Windows`` made.
  public func closeWindow(_ id: WindowID) throws(WindowError) {
    try runningWindows().close(id)
  }

  /// The window this flow runs in, when its navigator belongs to a ``Windows``.
  public var windowID: WindowID? { navigator?.windowID }

  /// Takes the tree ``Windows/restore(from:with:whenDecided:)`` read for this flow's window,
  /// with `whenDecided: true`; `nil` once taken, or when there is none.
  ///
  /// The tree waits for the window's root flow to decide what to show, and stands for the
  /// window in snapshots until then. The root flow takes it as soon as it has decided, and
  /// restores it with ``Navigator/restore(_:)`` if it fits the decision (the tabs of a
  /// signed-in launch, never while signed out). See
  /// <doc:SeveralWindows#Each-window-restores-its-own-navigation>.
  ///
  /// ```swift
  /// // In the root flow, once it shows the tabs or Login:
  /// if session.isSignedIn, let saved = takeSavedTree() {
  ///   navigator?.restore(saved)
  /// }
  /// ```
  public func takeSavedTree() -> NavigationTree<Route>? {
    guard isRunning, let navigator, let id = navigator.windowID else { return nil }
    return navigator.windows?.takeSavedTree(of: id)
  }

  private func runningWindows() throws(WindowError) -> Windows<Route> {
    guard isRunning, let navigator else { throw .flowNotRunning(flowPath) }
    guard let windows = navigator.windows else { throw .noWindows(flow: flowPath) }
    return windows
  }
}
