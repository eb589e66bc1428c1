#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder
  import WayfinderHosting

  /// An app's windows in UIKit: each scene shows one window of a `Windows`; the scene's user
  /// activity carries the window's id.
  ///
  /// It opens a window by requesting a scene session with an activity naming the window, and
  /// closes one by destroying its session. The app's scene and application delegates forward
  /// four calls; every decision is `Windows`'s. The delegates' methods:
  ///
  /// <!-- fragment -->
  /// ```swift
  /// // UIApplicationDelegate
  /// let app = UIKitWindows<AppRoute>(application: .shared) { route in
  ///   Navigator(root: AppFlow(), tree: NavigationTree(route ?? .home))
  /// }
  /// func application(_ application: UIApplication,
  ///                  didDiscardSceneSessions sessions: Set<UISceneSession>) {
  ///   app.didDiscard(sessions)
  /// }
  ///
  /// // UIWindowSceneDelegate
  /// var window: UIWindow?
  /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
  ///            options: UIScene.ConnectionOptions) {
  ///   guard let windowScene = scene as? UIWindowScene else { return }
  ///   let id = app.sceneWillConnect(session, options: options)
  ///   let window = UIWindow(windowScene: windowScene)
  ///   self.window = window
  ///   let driver = UIKitDriver(window: window)
  ///   let host = DrivenHost(uiKit: driver, screens: AppScreens.controller)
  ///   app.keep(host, for: id)
  ///   if let navigator = app.windows.navigator(for: id) { host.attach(to: navigator) }
  ///   window.makeKeyAndVisible()
  /// }
  /// func sceneDidBecomeActive(_ scene: UIScene) { app.sceneDidBecomeActive(scene.session) }
  /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
  ///   app.stateRestorationActivity(for: scene.session)
  /// }
  /// ```
  ///
  /// A scene that disconnects is not a closed window: UIKit may let a background scene go and
  /// connect it again. A window closes when UIKit discards its session.
  ///
  /// It takes the application from its caller instead of reading `UIApplication.shared`, which
  /// app extensions cannot use: `WayfinderUIKit` builds for an app extension, or for an
  /// extension-safe framework that depends on it.
  @MainActor
  public final class UIKitWindows<Route: NavigationRoute>: WindowHost {
    /// The activity type of the activities that carry a window's id.
    public static var activityType: String { "wayfinder.window" }

    /// The app's windows.
    public let windows: Windows<Route>
    /// Whether the app may show several scenes at once (`supportsMultipleScenes`).
    public var canOpenWindows: Bool { application.supportsMultipleScenes }

    /// The application whose scene sessions show the windows.
    private let application: UIApplication

    private var sessions: [WindowID: UISceneSession] = [:]
    private var kept: [WindowID: AnyObject] = [:]

    /// Creates the windows of an app.
    ///
    /// - Parameters:
    ///   - application: the app's `UIApplication.shared`.
    ///   - makeNavigator: makes a new window's navigator from the route it opens for.
    public convenience init(
      application: UIApplication, makeNavigator: @escaping @MainActor (Route?) -> Navigator<Route>
    ) {
      self.init(application: application, hosting: Windows(makeNavigator: makeNavigator))
    }

    /// Hosts windows the app made and set up itself — their gates (`makeGate`), their
    /// restoration — the same object its tests host with `TestWindows(hosting:)`.
    ///
    /// - Parameters:
    ///   - application: the app's `UIApplication.shared`.
    ///   - windows: the app's windows, none open yet.
    public init(application: UIApplication, hosting windows: Windows<Route>) {
      self.application = application
      self.windows = windows
      windows.attach(self)
    }

    /// Requests a scene whose activity names `id`; a request UIKit refuses closes the window.
    public func openWindow(_ id: WindowID) {
      let windows = self.windows
      application.requestSceneSessionActivation(
        nil, userActivity: Self.activity(for: id), options: nil
      ) { @Sendable _ in
        Task { @MainActor in windows.didClose(id) }
      }
    }

    /// Destroys the session of the window `id`, and lets go of what was kept for it.
    public func closeWindow(_ id: WindowID) {
      kept[id] = nil
      guard let session = sessions.removeValue(forKey: id) else { return }
      application.requestSceneSessionDestruction(session, options: nil)
    }

    /// Keeps `object` — the window's `DrivenHost`, which its navigator holds weakly — for as
    /// long as the window is open.
    public func keep(_ object: AnyObject, for id: WindowID) {
      kept[id] = object
    }

    /// A scene connects: the window its activity (or its restored activity) names, or a new
    /// window for the app's root.
    ///
    /// - Returns: the window the scene shows.
    @discardableResult
    public func sceneWillConnect(_ session: UISceneSession, options: UIScene.ConnectionOptions)
      -> WindowID
    {
      let named =
        options.userActivities.lazy.compactMap(Self.windowID(in:)).first
        ?? session.stateRestorationActivity.flatMap(Self.windowID(in:))
      let id = windows.didOpen(named)
      sessions[id] = session
      return id
    }

    /// The scene of `session` became active: its window is focused.
    public func sceneDidBecomeActive(_ session: UISceneSession) {
      guard let id = window(of: session) else { return }
      try? windows.focus(id)
    }

    /// The activity UIKit saves with the scene, naming its window.
    public func stateRestorationActivity(for session: UISceneSession) -> NSUserActivity? {
      window(of: session).map(Self.activity(for:))
    }

    /// UIKit discarded sessions — the user closed their windows: each closes.
    public func didDiscard(_ discarded: Set<UISceneSession>) {
      for session in discarded {
        let id = window(of: session) ?? session.stateRestorationActivity.flatMap(Self.windowID)
        guard let id else { continue }
        sessions[id] = nil
        kept[id] = nil
        windows.didClose(id)
      }
    }

    private func window(of session: UISceneSession) -> WindowID? {
      sessions.first { $0.value === session }?.key
    }

    private static func activity(for id: WindowID) -> NSUserActivity {
      let activity = NSUserActivity(activityType: activityType)
      activity.userInfo = [activityType: id.rawValue]
      return activity
    }

    private static func windowID(in activity: NSUserActivity) -> WindowID? {
      guard activity.activityType == activityType,
        let number = activity.userInfo?[activityType] as? Int
      else { return nil }
      return WindowID(rawValue: number)
    }
  }
#endif
