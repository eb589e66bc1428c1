/// The windows of an app, each with its own ``Navigator``: one navigator per scene.
///
/// The app says once how a window's navigator is made, from the route the window opens for
/// (`nil` for a window the user opened). The host (a `WindowHost`) reports what the user does
/// (`didOpen(_:)`, `focus(_:)`, `didClose(_:)`, in `WayfinderHosting`); links go to a window
/// (``openLink(_:in:)``), events to every window (``offer(_:except:reportingUnhandled:)``), and each window restores
/// its own navigation (``restore(from:with:whenDecided:)``). A closed window's flows finish and its navigator
/// is let go. See <doc:SeveralWindows>.
@MainActor
public final class Windows<Route: NavigationRoute> {
  /// One open window.
  struct Window {
    let route: Route?
    let navigator: Navigator<Route>
    var gate: NavigationGate<Route>?
  }

  /// The open windows, in the order they opened.
  public private(set) var ids: [WindowID] = []
  /// The window in front, which takes links; `nil` when none is open.
  ///
  /// Of the windows restored, only those the platform shows again count once one is shown: a
  /// window it never shows (a scene closed in the app switcher) takes no link.
  public var focused: WindowID? { focusOrder.last(where: shown.contains) ?? focusOrder.last }
  /// Makes the gate each window's links go through, on the first link the window takes.
  ///
  /// ```swift
  /// windows.makeGate = { navigator in
  ///   NavigationGate(navigator: navigator, router: router)
  /// }
  /// ```
  public var makeGate: (@MainActor (Navigator<Route>) -> NavigationGate<Route>)?

  /// Makes the navigator of a new window from the route it opens for.
  package let makeNavigator: @MainActor (Route?) -> Navigator<Route>
  /// Prepares each new window's navigator before it starts: the navigation explorer watches
  /// its issues and leaks from the start.
  package var willStart: (@MainActor (Navigator<Route>) -> Void)?
  var windows: [WindowID: Window] = [:]
  /// The open windows, the one focused longest ago first: where focus goes back to.
  var focusOrder: [WindowID] = []
  /// The windows a host has shown; a restored window is not until the platform shows it.
  package var shown: Set<WindowID> = []
  var closeHandlers: [WindowID: [CloseHandler]] = [:]
  /// The saved trees waiting for their windows' root flows to decide
  /// (``restore(from:with:whenDecided:)``).
  var savedTrees: [WindowID: NavigationTree<Route>] = [:]
  var nextNumber = 1
  /// What `Windows` asks of the platform's scene machinery, a `WindowHost` that `attach(_:)`
  /// (`WayfinderHosting`) holds weakly: once it is gone, no window opens and closing does
  /// nothing.
  package var host:
    (
      canOpen: @MainActor () -> Bool, open: @MainActor (WindowID) -> Void,
      close: @MainActor (WindowID) -> Void
    )?

  /// What a flow that opened a window hears when it closes.
  struct CloseHandler {
    weak var opener: FlowCoordinator<Route>?
    let body: @MainActor (WindowID) throws -> Void
  }

  /// Creates an app's windows; none is open until the host reports one (`didOpen(_:)`).
  ///
  /// - Parameter makeNavigator: makes a new window's navigator from the route it opens for:
  ///   `nil` for a window the user opened (or the one the app launched with). ``Windows``
  ///   starts the navigator.
  public init(makeNavigator: @escaping @MainActor (Route?) -> Navigator<Route>) {
    self.makeNavigator = makeNavigator
  }

  /// The navigator of the window `id`, or `nil` when no such window is open.
  public func navigator(for id: WindowID) -> Navigator<Route>? {
    windows[id]?.navigator
  }

  /// The route the window `id` opened for: `nil` for a window that shows the app's root.
  public func route(of id: WindowID) -> Route? {
    windows[id]?.route
  }

  /// Opens a window for `route` and focuses it; the host shows it.
  ///
  /// The window's navigator is made and started now, so its flows run before the window
  /// appears. Flows call ``FlowCoordinator/openWindow(for:onClose:)`` instead.
  ///
  /// - Parameter route: the route the window opens for; `nil` for the app's root.
  /// - Returns: the new window's identity.
  /// - Throws: ``WindowError/cannotOpenWindows`` when no host is attached or it shows one
  ///   window only; nothing changed.
  @discardableResult
  public func open(_ route: Route?) throws(WindowError) -> WindowID {
    guard let host, host.canOpen() else { throw .cannotOpenWindows }
    let id = add(route: route, id: nil)
    shown.insert(id)
    host.open(id)
    return id
  }

  /// Closes the window `id` from code: the host closes it, and it is let go as when
  /// the user closes it.
  ///
  /// - Throws: ``WindowError/unknownWindow(_:)`` for a window that is not open.
  public func close(_ id: WindowID) throws(WindowError) {
    guard windows[id] != nil else { throw .unknownWindow(id) }
    remove(id)
    host?.close(id)
  }

  /// Opens the window the app launches with, as the host's `didOpen(nil)` does, and gives
  /// its navigator: the navigation explorer launches an app of several windows so.
  package func openLaunchWindow() -> Navigator<Route> {
    let navigator = makeNavigator(nil)
    shown.insert(add(route: nil, id: nil, navigator: navigator))
    return navigator
  }

  /// Makes (unless `made` is given), records and starts a window's navigator (restoring `tree`
  /// when given), and focuses the window.
  @discardableResult
  package func add(
    route: Route?, id given: WindowID?, restoring tree: NavigationTree<Route>? = nil,
    navigator made: Navigator<Route>? = nil
  ) -> WindowID {
    let id = given ?? WindowID(rawValue: nextNumber)
    nextNumber = max(nextNumber, id.rawValue + 1)
    let navigator = made ?? makeNavigator(route)
    navigator.windows = self
    navigator.windowID = id
    var window = Window(route: route, navigator: navigator)
    // Made with the window, so that its flows find it (`Navigator.gate`) before any link.
    window.gate = makeGate?(navigator)
    windows[id] = window
    ids.append(id)
    focusOrder.append(id)
    navigator.logger.debug("opened \(printable: id)")
    willStart?(navigator)
    navigator.start(restoring: tree)
    return id
  }

  package func bringToFront(_ id: WindowID) {
    guard focusOrder.last != id else { return }
    focusOrder.removeAll { $0 == id }
    focusOrder.append(id)
  }

  package func remove(_ id: WindowID) {
    guard let window = windows.removeValue(forKey: id) else { return }
    savedTrees[id] = nil
    shown.remove(id)
    ids.removeAll { $0 == id }
    focusOrder.removeAll { $0 == id }
    let navigator = window.navigator
    navigator.logger.debug("closed \(printable: id)")
    navigator.finish(navigator.rootFlow, cause: .windowClosed)
    for handler in closeHandlers.removeValue(forKey: id) ?? [] {
      // A kept flow (dismissed, waiting to be shown again) hears it too: it is alive.
      guard let opener = handler.opener, opener.isRunning || opener.flowState == .kept else {
        continue
      }
      do {
        try handler.body(id)
      } catch {
        opener.navigator?.reportFailure(of: opener, during: "the closing of \(id)", error)
      }
    }
  }

  /// Forgets what `flow` wanted to hear about the windows it opened: it finished, and a
  /// handler that holds it must not keep it alive.
  func forgetCloseHandlers(of flow: FlowCoordinator<Route>) {
    for (id, handlers) in closeHandlers {
      let kept = handlers.filter { $0.opener != nil && $0.opener !== flow }
      closeHandlers[id] = kept.isEmpty ? nil : kept
    }
  }
}
