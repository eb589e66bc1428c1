import Wayfinder
import WayfinderHosting

/// Shows an app's windows in a terminal, one at a time: each window has its own
/// ``TerminalHost``, the focused one is drawn, and keys switch and close windows.
///
/// Ctrl-N shows the next window and Ctrl-W closes the one shown (scripts: `next-window`,
/// `close-window`); closing it goes back to the window shown before it, and the last window
/// is not closed (`q` quits). With more than one window the help line starts with
/// `window 2 of 3`. A window a flow opens (`FlowCoordinator.openWindow(for:onClose:)`) is shown
/// at once, and links go to the window shown (`Windows.openLink(_:in:)`).
///
/// ```swift
/// let app = TerminalWindows<AppRoute>(size: session.size) { route, flow in
///   AppTerminalScreens.make(route, flow: flow)
/// } makeNavigator: { route in
///   route == .compose ? Navigator(root: ComposeFlow()) : Navigator(root: AppFlow())
/// }
/// app.openFirstWindow()
/// try await TerminalRunner.run(app, on: session)
/// ```
@MainActor
public final class TerminalWindows<Route: NavigationRoute>: WindowHost, TerminalInterface {
  /// The app's windows.
  public let windows: Windows<Route>
  /// A terminal shows several windows, one at a time.
  public let canOpenWindows = true
  /// The terminal's size.
  public private(set) var size: TerminalSize
  /// Whether the user (or the app) asked to quit.
  public var wantsToQuit: Bool { quits || hosts.values.contains { $0.wantsToQuit } }

  private let settings: TerminalHost<Route>.Settings
  private let screens: @MainActor (Route, FlowHandle<Route>) -> any TerminalScreen
  private var hosts: [WindowID: TerminalHost<Route>] = [:]
  private var quits = false

  /// Creates the windows of an app in a terminal of `size`; none is open until
  /// ``openFirstWindow()``.
  ///
  /// - Parameters:
  ///   - size: the terminal's size.
  ///   - settings: how each window's host lays out and names things.
  ///   - screens: makes the screen of a route, bound to the handle of the flow that owns it.
  ///   - makeNavigator: makes a new window's navigator from the route it opens for.
  public convenience init(
    size: TerminalSize, settings: TerminalHost<Route>.Settings = .init(),
    screens: @escaping @MainActor (Route, FlowHandle<Route>) -> any TerminalScreen,
    makeNavigator: @escaping @MainActor (Route?) -> Navigator<Route>
  ) {
    self.init(
      hosting: Windows(makeNavigator: makeNavigator), size: size, settings: settings,
      screens: screens)
  }

  /// Hosts windows the app made and set up itself — their gates (`makeGate`), their
  /// restoration — the same object its tests host with `TestWindows(hosting:)`.
  ///
  /// - Parameters:
  ///   - windows: the app's windows, none open yet.
  ///   - size: the terminal's size.
  ///   - settings: how each window's host lays out and names things.
  ///   - screens: makes the screen of a route, bound to the handle of the flow that owns it.
  public init(
    hosting windows: Windows<Route>, size: TerminalSize,
    settings: TerminalHost<Route>.Settings = .init(),
    screens: @escaping @MainActor (Route, FlowHandle<Route>) -> any TerminalScreen
  ) {
    self.size = size
    self.settings = settings
    self.screens = screens
    self.windows = windows
    windows.attach(self)
  }

  /// Opens the window the app launches with, or shows the windows a restoration brought back.
  ///
  /// - Returns: the focused window.
  @discardableResult
  public func openFirstWindow() -> WindowID {
    for id in windows.ids where hosts[id] == nil { show(id) }
    if let focused = windows.focused { return focused }
    let id = windows.didOpen(nil)
    show(id)
    return id
  }

  /// The host of the window shown: the focused one.
  public var shownHost: TerminalHost<Route>? { windows.focused.flatMap { hosts[$0] } }

  /// The host of the open window `id`.
  public func host(for id: WindowID) -> TerminalHost<Route>? { hosts[id] }

  /// Makes the window's host and attaches it to the window's navigator.
  public func openWindow(_ id: WindowID) {
    show(id)
  }

  /// Lets go of the window's host and its screens.
  public func closeWindow(_ id: WindowID) {
    hosts[id] = nil
  }

  /// Takes in what the user did: Ctrl-N and Ctrl-W act on windows, a new size reaches every
  /// window, anything else goes to the window shown.
  public func handle(_ event: InputEvent) {
    switch event {
    case .key(.control("n")): showNextWindow()
    case .key(.control("w")): closeShownWindow()
    case .resize(let size): resize(to: size)
    default:
      guard let shownHost else {
        quits = event == .key(.character("q")) || event == .key(.control("c"))
        return
      }
      shownHost.handle(event)
    }
  }

  /// Takes in a new terminal size, for every window.
  public func resize(to size: TerminalSize) {
    self.size = size
    for host in hosts.values { host.resize(to: size) }
  }

  /// Draws the window shown, its help line saying which window it is.
  public func render() -> Canvas {
    guard let focused = windows.focused, let host = hosts[focused] else {
      var canvas = Canvas(size: size)
      canvas.draw("No window is open · q quit", row: 0, column: 0)
      return canvas
    }
    let ids = windows.ids
    host.windowLabel =
      ids.count > 1
      ? "window \((ids.firstIndex(of: focused) ?? 0) + 1) of \(ids.count) · ^n next · ^w close"
      : nil
    return host.render()
  }

  private func showNextWindow() {
    let ids = windows.ids
    guard let focused = windows.focused, let index = ids.firstIndex(of: focused) else { return }
    guard ids.count > 1 else {
      hosts[focused]?.status = "This is the only window."
      return
    }
    try? windows.focus(ids[(index + 1) % ids.count])
  }

  private func closeShownWindow() {
    guard let focused = windows.focused else { return }
    guard windows.ids.count > 1 else {
      hosts[focused]?.status = "This is the only window; q quits."
      return
    }
    hosts[focused] = nil
    windows.didClose(focused)
  }

  private func show(_ id: WindowID) {
    guard hosts[id] == nil, let navigator = windows.navigator(for: id) else { return }
    let host = TerminalHost(size: size, settings: settings, screens: screens)
    hosts[id] = host
    host.attach(to: navigator)
    windows.didOpen(id)
  }
}
