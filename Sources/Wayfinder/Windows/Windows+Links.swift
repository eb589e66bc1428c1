extension Windows {
  /// Opens a link in a window through its gate (``makeGate``), as one plan in that window only.
  ///
  /// See <doc:SeveralWindows#A-link-to-a-chosen-window>; the window is not focused.
  ///
  /// - Parameters:
  ///   - link: the link.
  ///   - window: the window it goes to; `nil` for the focused one.
  /// - Returns: what became of the link in that window.
  /// - Throws: ``WindowError/noWindow``, ``WindowError/unknownWindow(_:)``, or
  ///   ``WindowError/linksNotRouted`` when ``makeGate`` is not set; nothing changed.
  public func openLink(_ link: String, in window: WindowID? = nil) async throws(WindowError)
    -> NavigationOutcome
  {
    try await gate(for: window).open(link)
  }

  /// The gate of a window, made by ``makeGate`` as the window opens (or on first use, for a
  /// window opened before ``makeGate`` was set).
  ///
  /// - Parameter window: the window; `nil` for the focused one.
  /// - Returns: the window's gate.
  /// - Throws: ``WindowError/noWindow`` when no window is open,
  ///   ``WindowError/unknownWindow(_:)`` for a window that is not open,
  ///   ``WindowError/linksNotRouted`` when ``makeGate`` is not set.
  public func gate(for window: WindowID? = nil) throws(WindowError) -> NavigationGate<Route> {
    guard let id = window ?? focused else { throw .noWindow }
    guard var entry = windows[id] else { throw .unknownWindow(id) }
    if let gate = entry.gate { return gate }
    guard let makeGate else { throw .linksNotRouted }
    let gate = makeGate(entry.navigator)
    entry.gate = gate
    windows[id] = entry
    return gate
  }

  /// Offers an intent to every open window's flows, from each root down
  /// (``Navigator/offer(_:reportingUnhandled:)``): what happened in one window that the others
  /// must follow.
  ///
  /// Windows are asked in the order they opened. See <doc:SeveralWindows#An-event-for-every-window>.
  ///
  /// - Parameters:
  ///   - intent: the intent.
  ///   - except: a window left out: the one the event happened in.
  ///   - reportingUnhandled: whether a window in which no flow accepts it reports it as
  ///     unhandled; `false` for news that only some windows follow.
  /// - Returns: the windows in which a flow accepted it.
  @discardableResult
  public func offer(
    _ intent: any NavigationIntent, except: WindowID? = nil, reportingUnhandled: Bool = true
  ) -> [WindowID] {
    // Read before offering: a flow that accepts may open or close a window.
    let targets = ids.filter { $0 != except }
    return targets.filter { id in
      windows[id]?.navigator.offer(intent, reportingUnhandled: reportingUnhandled) ?? false
    }
  }
}
