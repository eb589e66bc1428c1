extension Windows {
  /// Opens a link in a window: through that window's gate (``makeGate``), with its guards, as
  /// one plan in that window only.
  ///
  /// A link from outside the app goes to the focused window. One that belongs to a window of
  /// its own — a widget's tab, which lives in the window that shows it — names that window:
  ///
  /// <!-- fragment -->
  /// ```swift
  /// .onOpenURL { url in Task { try await windows.openLink(url.absoluteString) } }
  ///
  /// // The widget's link carries the tab; the app knows which window shows it.
  /// if let window = tabs.window(showing: tabID) {
  ///   let outcome = try await windows.openLink(link, in: window)
  /// }
  /// ```
  ///
  /// The window is not focused by the link: the host brings it to the front if the platform
  /// should (and reports it with ``focus(_:)``).
  ///
  /// - Parameters:
  ///   - link: the link.
  ///   - window: the window it goes to; `nil` for the focused one.
  /// - Returns: what became of the link in that window.
  /// - Throws: ``WindowError/noWindow`` when no window is open,
  ///   ``WindowError/unknownWindow(_:)`` for a window that is not open,
  ///   ``WindowError/linksNotRouted`` when ``makeGate`` is not set; nothing changed.
  public func openLink(_ link: String, in window: WindowID? = nil) async throws(WindowError)
    -> NavigationOutcome
  {
    try await gate(for: window).open(link)
  }

  /// The gate of a window, made by ``makeGate`` on first use.
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
  /// (``Navigator/offer(_:)``): what happened in one window that the others must follow —
  /// settings opened here closes settings everywhere else.
  ///
  /// ```swift
  /// final class SettingsFlow: Coordinator<AppRoute, Void> {
  ///   override func start() throws {
  ///     try push(.settings)
  ///     _ = windows.offer(AppIntent.settingsOpened, except: windowID)  // every window but this one
  ///   }
  ///
  ///   // In every other window:
  ///   override func handle(_ intent: any NavigationIntent) throws -> Bool {
  ///     guard case AppIntent.settingsOpened = intent else { return false }
  ///     cancel()
  ///     return true
  ///   }
  /// }
  /// ```
  ///
  /// Windows are asked in the order they opened. In a window where no flow accepts it, the
  /// intent is reported as unhandled (``Navigator/unhandledIntents``), as any offer is: a flow
  /// that has nothing to do says so by accepting it.
  ///
  /// - Parameters:
  ///   - intent: the intent.
  ///   - except: a window left out: the one the event happened in.
  /// - Returns: the windows in which a flow accepted it.
  @discardableResult
  public func offer(_ intent: any NavigationIntent, except: WindowID? = nil) -> [WindowID] {
    // Read before offering: a flow that accepts may open or close a window.
    let targets = ids.filter { $0 != except }
    return targets.filter { id in windows[id]?.navigator.offer(intent) ?? false }
  }
}
