import Testing
import Wayfinder
import WayfinderHosting

/// A window host for tests: it keeps a ``TestHost`` per open window and simulates what a user
/// does with windows — opens one, brings one to the front, closes one.
///
/// ```swift
/// let app = TestWindows<AppRoute> { route in
///   route == .compose
///     ? Navigator(root: ComposeFlow(), tree: NavigationTree(.compose))
///     : Navigator(root: AppFlow())
/// }
/// let main = app.userOpensWindow()
/// let compose = try app.windows.navigator(for: main)!.rootFlow.openWindow(for: .compose)
/// app.host(for: compose)?.expectTree("stack\n  compose")  // the compose window's test host
/// try app.userCloses(compose)
/// app.expectWindows([main], focused: main)
/// ```
@MainActor
public final class TestWindows<Route: NavigationRoute>: WindowHost {
  /// The app's windows, which this host opens and closes.
  public let windows: Windows<Route>
  /// Whether the simulated device shows several windows; `false` simulates an iPhone.
  public var canOpenWindows: Bool
  /// Makes the test host of a window when it appears; a ``TestHost`` in immediate mode by
  /// default.
  public var makeHost: @MainActor (WindowID) -> TestHost<Route> = { _ in TestHost() }
  /// The windows the host was asked to close by code, oldest first.
  public private(set) var closedByCode: [WindowID] = []
  private var hosts: [WindowID: TestHost<Route>] = [:]
  /// The windows closed so far: each one's navigator, held weakly, and its leak watcher, which
  /// watches the flows that finished with the window (kept, as the explorer keeps them).
  private var closed: [(id: WindowID, root: String, watcher: LeakWatcher, navigator: Closed)] =
    []

  private final class Closed {
    weak var navigator: Navigator<Route>?
    init(_ navigator: Navigator<Route>) { self.navigator = navigator }
  }

  /// Creates the windows of an app and this host for them; no window is open.
  ///
  /// - Parameters:
  ///   - canOpenWindows: whether the simulated device shows several windows.
  ///   - makeNavigator: makes a new window's navigator from the route it opens for.
  public init(
    canOpenWindows: Bool = true, makeNavigator: @escaping @MainActor (Route?) -> Navigator<Route>
  ) {
    self.canOpenWindows = canOpenWindows
    windows = Windows(makeNavigator: makeNavigator)
    windows.attach(self)
  }

  /// Hosts an app's own windows, as the platform does the ones the app made; the windows
  /// already open get their hosts with ``showRestoredWindows(only:)``.
  ///
  /// - Parameters:
  ///   - windows: the app's windows.
  ///   - canOpenWindows: whether the simulated device shows several windows.
  public init(hosting windows: Windows<Route>, canOpenWindows: Bool = true) {
    self.canOpenWindows = canOpenWindows
    self.windows = windows
    windows.attach(self)
  }

  /// Shows the window `id` with a new test host attached to its navigator.
  public func openWindow(_ id: WindowID) {
    show(id)
  }

  /// Lets go of the window's test host, and so of its screens.
  public func closeWindow(_ id: WindowID) {
    remember(closing: id)
    hosts[id] = nil
    closedByCode.append(id)
  }

  /// The test host of the open window `id`.
  public func host(for id: WindowID) -> TestHost<Route>? { hosts[id] }

  /// The test host of the focused window.
  public var focusedHost: TestHost<Route>? { windows.focused.flatMap { hosts[$0] } }

  /// The user opens a window (or launches the app): it shows the app's root.
  ///
  /// - Returns: the new window's identity.
  @discardableResult
  public func userOpensWindow() -> WindowID {
    let id = windows.didOpen(nil)
    show(id)
    return id
  }

  /// The user brings the window `id` to the front.
  public func userFocuses(_ id: WindowID) throws(WindowError) {
    try windows.focus(id)
  }

  /// The user closes the window `id`: its flows finish, then its host and screens go.
  ///
  /// The host goes last, so that an issue the navigator reports while its flows finish fails
  /// the test, as every issue does.
  public func userCloses(_ id: WindowID) throws(WindowError) {
    guard hosts[id] != nil else { throw .unknownWindow(id) }
    remember(closing: id)
    windows.didClose(id)
    hosts[id] = nil
  }

  /// Fails the test for each closed window whose navigator is still alive — held by a test host
  /// kept in a variable, or by a closure that captured one of its flows — and, as
  /// ``TestHost/expectNoLeaks(sourceLocation:)`` does, for each finished flow or dropped screen
  /// of an open window still alive.
  ///
  /// A closed window's navigator, flows, screens and scoped services go with it; what is still
  /// alive two seconds later is a leak.
  public func expectNoLeaks(sourceLocation: SourceLocation = #_sourceLocation) async {
    for id in hosts.keys.sorted() {
      await hosts[id]?.expectNoLeaks(sourceLocation: sourceLocation)
    }
    _ = await settle(within: .seconds(2)) { [closed] in
      !closed.contains { $0.navigator.navigator != nil || !$0.watcher.leaks().isEmpty }
    }
    for window in closed {
      var held = window.watcher.leaks().map { leak in
        "\(leak.kind == .coordinator ? "flow" : leak.kind.rawValue) \(leak.label)"
      }
      if window.navigator.navigator != nil {
        held.insert("navigator (root flow \(window.root))", at: 0)
      }
      for object in held {
        let message: String =
          "\(window.id) was closed, but its \(object) is still alive: something holds it, such"
          + " as a test host kept in a variable or a closure that captured a flow."
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      }
    }
  }

  private func remember(closing id: WindowID) {
    guard let navigator = windows.navigator(for: id) ?? hosts[id]?.navigator else { return }
    closed.append((id, navigator.rootFlow.flowPath, navigator.leakWatcher, Closed(navigator)))
  }

  /// The platform brings back the windows `Windows.restore(from:with:whenDecided:)` restored, each with
  /// a test host, as a relaunch does: every one, or only `ids` (a scene closed in the app
  /// switcher is never shown again).
  public func showRestoredWindows(only ids: [WindowID]? = nil) {
    for id in windows.ids where hosts[id] == nil && ids?.contains(id) != false { show(id) }
  }

  /// Fails the test unless exactly `ids` are open, in that order, with `focused` in front,
  /// and each open window has a host.
  public func expectWindows(
    _ ids: [WindowID], focused: WindowID?, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if windows.ids != ids || windows.focused != focused {
      let actual = "\(windows.ids), focused: \(windows.focused.map(\.description) ?? "none")"
      let wanted = "\(ids), focused: \(focused.map(\.description) ?? "none")"
      Issue.record(
        "The windows are \(actual), but the test expected \(wanted).",
        sourceLocation: sourceLocation)
    }
    let hosted = hosts.keys.sorted()
    if hosted != ids.sorted() {
      Issue.record(
        "The host shows \(hosted), but the open windows are \(ids.sorted()).",
        sourceLocation: sourceLocation)
    }
  }

  private func show(_ id: WindowID) {
    guard hosts[id] == nil, let navigator = windows.navigator(for: id) else { return }
    let host = makeHost(id)
    hosts[id] = host
    host.attach(to: navigator)
    windows.didOpen(id)
  }
}
