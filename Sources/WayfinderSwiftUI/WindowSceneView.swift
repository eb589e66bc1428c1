#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import Wayfinder

  /// The content of one scene of `WindowGroup(for: WindowID.self)`: the window's navigation,
  /// with the scene's life reported to ``SwiftUIWindows``.
  ///
  /// When the scene appears it reports the window (`Windows.didOpen(_:)`) and writes the
  /// window's id into the scene's value, so SwiftUI restores the scene with it; when it becomes
  /// active it focuses the window; when it disappears it reports the window closed.
  ///
  /// ```swift
  /// WindowGroup(for: WindowID.self) { $id in
  ///   WindowSceneView(app, id: $id) { driver in
  ///     NavigationRootView(driver: driver, title: { $0.rawValue }) { AppScreenView(screen: $0) }
  ///   }
  /// }
  /// ```
  public struct WindowSceneView<Route: NavigationRoute, Screen: AnyObject, Content: View>: View {
    let app: SwiftUIWindows<Route, Screen>
    @Binding var id: WindowID?
    let content: @MainActor (SwiftUIDriver<Screen>) -> Content
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    @Environment(\.scenePhase) private var scenePhase
    @State private var driver: SwiftUIDriver<Screen>?

    /// Shows the window of `id` with `content`.
    ///
    /// - Parameters:
    ///   - app: the app's windows.
    ///   - id: the scene's value: `nil` for a scene the user opened, which becomes a new
    ///     window showing the app's root.
    ///   - content: the window's root view, from its driver.
    public init(
      _ app: SwiftUIWindows<Route, Screen>, id: Binding<WindowID?>,
      @ViewBuilder content: @escaping @MainActor (SwiftUIDriver<Screen>) -> Content
    ) {
      self.app = app
      self._id = id
      self.content = content
    }

    /// The window's navigation, once the scene has its window.
    public var body: some View {
      WindowContent(driver: driver, content: content)
        .onChange(of: id, initial: true) { _, current in
          app.use(open: openWindow, dismiss: dismissWindow, multiple: supportsMultipleWindows)
          let opened = app.windows.didOpen(current)
          // Made here, not in `body`: attaching plans the window's first steps, which change
          // the driver's observable model, and a view update must not change state.
          driver = app.driver(for: opened)
          if opened != current { id = opened }
        }
        .onChange(of: isActive, initial: true) { _, active in
          guard active, let id else { return }
          try? app.windows.focus(id)
        }
        .onDisappear {
          guard let id else { return }
          app.sceneDidDisappear(id)
        }
    }

    private var isActive: Bool {
      if case .active = scenePhase { return true }
      return false
    }
  }

  /// The window's content, or nothing while the scene has no window yet.
  struct WindowContent<Screen: AnyObject, Content: View>: View {
    let driver: SwiftUIDriver<Screen>?
    let content: @MainActor (SwiftUIDriver<Screen>) -> Content

    var body: some View {
      if let driver { content(driver) }
    }
  }
#endif
