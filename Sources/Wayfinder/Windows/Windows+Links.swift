extension Windows {
  /// Opens a link in the focused window: through that window's gate (``makeGate``), with its
  /// guards, as one plan in that window only.
  ///
  /// ```swift
  /// .onOpenURL { url in Task { try await windows.openLink(url.absoluteString) } }
  /// ```
  ///
  /// - Returns: what became of the link in the focused window.
  /// - Throws: ``WindowError/noWindow`` when no window is open,
  ///   ``WindowError/linksNotRouted`` when ``makeGate`` is not set; nothing changed.
  public func openLink(_ link: String) async throws(WindowError) -> NavigationOutcome {
    try await gate().open(link)
  }

  /// The gate of the focused window, made by ``makeGate`` on first use.
  ///
  /// - Throws: ``WindowError/noWindow`` when no window is open,
  ///   ``WindowError/linksNotRouted`` when ``makeGate`` is not set.
  public func gate() throws(WindowError) -> NavigationGate<Route> {
    guard let focused, var window = windows[focused] else { throw .noWindow }
    if let gate = window.gate { return gate }
    guard let makeGate else { throw .linksNotRouted }
    let gate = makeGate(window.navigator)
    window.gate = gate
    windows[focused] = window
    return gate
  }
}
