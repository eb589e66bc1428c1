#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import Wayfinder

  /// The whole navigation of a scene: the root container, and each presentation over it as a
  /// sheet or a full-screen cover — seed 004's adaptive root, driven by a ``SwiftUIDriver``.
  ///
  /// Tabs show as a `TabView` and a split as a `NavigationSplitView`, as the navigator's layout
  /// says; the view reports the horizontal size class, and the navigator's layout policy
  /// switches between them, every stack kept. A tab whose flow hides the tab bar
  /// (`FlowCoordinator.hidesSectionBar`) shows its screens with `toolbar(.hidden, for: .tabBar)`.
  /// Presentations play SwiftUI's default animation
  /// whatever their `PresentationTransition` says: `sheet(item:)` and `fullScreenCover(item:)`
  /// take no per-presentation transition.
  ///
  /// ```swift
  /// NavigationRootView(driver: driver, title: { $0.rawValue }) { screen in
  ///   AppScreenView(screen: screen)
  /// }
  /// ```
  public struct NavigationRootView<Screen: AnyObject, Content: View>: View {
    let model: DeclarativeModel<Screen>
    let title: @MainActor (TabID) -> String
    let content: @MainActor (Screen) -> Content
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    /// Shows what `driver` shows.
    ///
    /// - Parameters:
    ///   - driver: the driver of the scene's host.
    ///   - title: a tab's or sidebar section's title.
    ///   - content: the view of a screen.
    public init(
      driver: SwiftUIDriver<Screen>, title: @escaping @MainActor (TabID) -> String,
      @ViewBuilder content: @escaping @MainActor (Screen) -> Content
    ) {
      self.model = driver.model
      self.title = title
      self.content = content
    }

    /// The root level, with the size class reported to the host.
    public var body: some View {
      LevelView(model: model, level: 0, title: title, content: content)
        .onChange(of: horizontalSizeClass, initial: true) { _, sizeClass in
          guard let sizeClass else { return }
          model.userSizeClassChanged(sizeClass == .regular ? .regular : .compact)
        }
    }
  }

  /// One level — the root or a presentation — and, through its sheet and cover, the next one.
  ///
  /// Every presentation plays the modifier's default animation: SwiftUI has no per-presentation
  /// transition for `sheet(item:)` or `fullScreenCover(item:)`, so a `PresentationTransition`
  /// changes nothing here.
  struct LevelView<Screen: AnyObject, Content: View>: View {
    let model: DeclarativeModel<Screen>
    let level: Int
    let title: @MainActor (TabID) -> String
    let content: @MainActor (Screen) -> Content

    var body: some View {
      let model = model
      let level = level
      ContainerView(model: model, level: level, title: title, content: content)
        // A sheet whose flow refuses the user's dismissal cannot be swiped away. SwiftUI does
        // not say when the user tried, so the flow hears no attempt here.
        .interactiveDismissDisabled(
          model.levels.indices.contains(level) && model.levels[level].refusesUserDismissal
        )
        .sheet(
          item: Binding(
            get: { model.presented(above: level, in: .sheet) },
            set: { model.userSetPresented($0, above: level) })
        ) { _ in
          LevelView(model: model, level: level + 1, title: title, content: content)
        }
        .fullScreenCover(
          item: Binding(
            get: { model.presented(above: level, in: .cover) },
            set: { model.userSetPresented($0, above: level) })
        ) { _ in
          LevelView(model: model, level: level + 1, title: title, content: content)
        }
    }
  }
#endif
