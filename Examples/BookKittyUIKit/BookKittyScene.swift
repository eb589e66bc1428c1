#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import BookKitty
  import LoginSample
  import UIKit
  import Wayfinder
  import WayfinderUIKit

  /// BookKitty in a UIKit window: the same coordinators as the terminal app, on a
  /// ``WayfinderUIKit/UIKitDriver`` with seed 002's custom tab bar.
  ///
  /// Make one from the scene delegate, with the repositories the app keeps its data in:
  ///
  /// ```swift
  /// func scene(
  ///   _ scene: UIScene, willConnectTo session: UISceneSession,
  ///   options connectionOptions: UIScene.ConnectionOptions
  /// ) {
  ///   guard let scene = scene as? UIWindowScene else { return }
  ///   let dependencies = DependencyContainer(name: "BookKitty")
  ///   dependencies.register((any CatalogRepository).self, scope: .singleton) { _ in catalog }
  ///   // … the library and question repositories
  ///   bookKitty = BookKittyScene(window: UIWindow(windowScene: scene), dependencies: dependencies)
  /// }
  /// ```
  @MainActor
  public final class BookKittyScene {
    /// The navigator: the coordinators and the navigation tree.
    public let navigator: Navigator<BookKittyRoute>
    /// The host that turns plans into UIKit calls and UIKit's callbacks into user events.
    public let host: DrivenHost<BookKittyRoute, UIKitDriver>

    /// Shows BookKitty in `window`.
    ///
    /// - Parameters:
    ///   - window: the scene's window; the scene makes it key and visible.
    ///   - dependencies: holds BookKitty's repositories (catalog, library, questions); the
    ///     scene registers the use cases and the login over them.
    ///   - accounts: the accounts the login checks (a demo account by default).
    public init(
      window: UIWindow, dependencies: DependencyContainer,
      accounts: @escaping @Sendable () -> any AuthRepository = { InMemoryAuthRepository.demo() }
    ) {
      LoginSampleDependencies.register(in: dependencies, repository: accounts)
      BookKittyDependencies.register(in: dependencies)
      let navigator = Navigator(root: BookKittyAppFlow(), dependencies: dependencies)
      navigator.flowFactory = BookKittyRestoration.flowFactory
      // Tabs on every width, as seed 002 — a choice: its custom tab bar with the floating "+"
      // is the sample's point. Without this line the driver shows a split on regular widths.
      navigator.layoutPolicy = { _ in .tabs }
      // The floating "+" is the tabs flow's action tab: the container draws it as the button,
      // and its tap reaches the flow as any action tab's does.
      let driver = UIKitDriver(
        window: window, tabTitle: { $0.bookKittyTitle },
        makeTabContainer: { BookKittyTabBarController() })
      host = DrivenHost(uiKit: driver) { route, flow in
        BookKittyControllers.make(route, flow: flow)
      }
      self.navigator = navigator
      navigator.start()
      host.attach(to: navigator)
      window.makeKeyAndVisible()
    }
  }
#endif
