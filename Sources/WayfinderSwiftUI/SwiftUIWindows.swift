#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import Wayfinder
  import WayfinderHosting

  /// An app's windows in SwiftUI: each scene of `WindowGroup(for: WindowID.self)` shows one
  /// window of a `Windows`, through its own ``SwiftUIDriver`` and `DrivenHost`.
  ///
  /// It opens a window with the scene's `openWindow(value:)` and closes one with
  /// `dismissWindow(value:)`, both read from the environment by ``WindowSceneView``, which also
  /// reports a scene that appears, becomes active (focus) and disappears (closed). Every
  /// decision is `Windows`'s.
  ///
  /// ```swift
  /// @main struct BookKittyApp: App {
  ///   @State var app = SwiftUIWindows<AppRoute, AnyObject>(screens: AppScreens.make) { route in
  ///     route == .compose ? Navigator(root: ComposeFlow()) : Navigator(root: AppFlow())
  ///   }
  ///   var body: some Scene {
  ///     WindowGroup(for: WindowID.self) { $id in
  ///       WindowSceneView(app, id: $id) { driver in
  ///         NavigationRootView(driver: driver, title: { $0.rawValue }) { AppScreenView(screen: $0) }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  @MainActor
  public final class SwiftUIWindows<Route: NavigationRoute, Screen: AnyObject>: WindowHost {
    /// The app's windows.
    public let windows: Windows<Route>
    /// Whether the platform opens several windows (`supportsMultipleWindows`), as the scenes
    /// last reported it.
    public private(set) var canOpenWindows = false

    private let screens: @MainActor (Route, FlowHandle<Route>) -> Screen
    private var scenes: [WindowID: DrivenHost<Route, SwiftUIDriver<Screen>>] = [:]
    private var openAction: OpenWindowAction?
    private var dismissAction: DismissWindowAction?

    /// Creates the windows of an app.
    ///
    /// - Parameters:
    ///   - screens: makes the screen object of a route, bound to the flow that owns it.
    ///   - makeNavigator: makes a new window's navigator from the route it opens for.
    public convenience init(
      screens: @escaping @MainActor (Route, FlowHandle<Route>) -> Screen,
      makeNavigator: @escaping @MainActor (Route?) -> Navigator<Route>
    ) {
      self.init(hosting: Windows(makeNavigator: makeNavigator), screens: screens)
    }

    /// Hosts windows the app made and set up itself — their gates (`makeGate`), their
    /// restoration — the same object its tests host with `TestWindows(hosting:)`.
    ///
    /// - Parameters:
    ///   - windows: the app's windows, none open yet.
    ///   - screens: makes the screen object of a route, bound to the flow that owns it.
    public init(
      hosting windows: Windows<Route>,
      screens: @escaping @MainActor (Route, FlowHandle<Route>) -> Screen
    ) {
      self.screens = screens
      self.windows = windows
      windows.attach(self)
    }

    /// Asks SwiftUI for a scene presenting `id`.
    public func openWindow(_ id: WindowID) {
      openAction?(value: id)
    }

    /// Asks SwiftUI to dismiss the scene presenting `id`, and lets go of its host.
    public func closeWindow(_ id: WindowID) {
      scenes[id] = nil
      dismissAction?(value: id)
    }

    /// The driver of the window `id`, its host made and attached on first use; `nil` when no
    /// such window is open.
    public func driver(for id: WindowID) -> SwiftUIDriver<Screen>? {
      if let host = scenes[id] { return host.driver }
      guard let navigator = windows.navigator(for: id) else { return nil }
      let driver = SwiftUIDriver<Screen>()
      let host = DrivenHost(driver: driver, capabilities: .swiftUI, screens: screens)
      driver.connect(to: host)
      host.attach(to: navigator)
      scenes[id] = host
      return driver
    }

    /// Takes the window actions of a scene's environment.
    func use(open: OpenWindowAction, dismiss: DismissWindowAction, multiple: Bool) {
      openAction = open
      dismissAction = dismiss
      canOpenWindows = multiple
    }

    /// A scene stopped showing the window `id`: the user closed it.
    func sceneDidDisappear(_ id: WindowID) {
      guard scenes.removeValue(forKey: id) != nil else { return }
      windows.didClose(id)
    }
  }
#endif
