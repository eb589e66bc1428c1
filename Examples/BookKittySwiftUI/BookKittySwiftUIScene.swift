#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
  import BookKitty
  import LoginSample
  import SwiftUI
  import Wayfinder
  import WayfinderSwiftUI

  /// BookKitty in SwiftUI (seed 004): the same coordinators as the terminal app, shown with a
  /// tab bar on compact windows and a sidebar on regular ones.
  ///
  /// The "+" is one more tab item (a row in the sidebar), the tabs flow's action: tapping it
  /// opens the floating menu, and the tab view goes on showing the tab that was selected.
  ///
  /// The scene wires what seed 004's `MultiApp` and `DependencyContainer` did: the dependencies,
  /// the navigator on BookKitty's root flow, and the SwiftUI host. An app puts ``rootView`` in
  /// its `WindowGroup`:
  ///
  /// ```swift
  /// let scene = BookKittySwiftUIScene { app in
  ///   app.register((any CatalogRepository).self, scope: .singleton) { _ in catalog }
  ///   // … the library and question repositories the same way …
  /// }
  /// WindowGroup { scene.rootView }
  /// ```
  @MainActor
  public final class BookKittySwiftUIScene {
    /// Runs the navigation; BookKitty's flows decide every change.
    public let navigator: Navigator<BookKittyRoute>
    /// The SwiftUI part of the host.
    public let driver = SwiftUIDriver<AnyObject>()
    /// Turns the navigator's steps into the driver's commands, and SwiftUI's writes into events.
    public let host: DrivenHost<BookKittyRoute, SwiftUIDriver<AnyObject>>

    /// Registers BookKitty's use cases on the repositories `registerRepositories` registers,
    /// and starts the navigation.
    public init(registerRepositories: (DependencyContainer) -> Void) {
      let dependencies = DependencyContainer(name: "BookKitty")
      LoginSampleDependencies.register(in: dependencies)
      registerRepositories(dependencies)
      BookKittyDependencies.register(in: dependencies)
      navigator = Navigator(root: BookKittyAppFlow(), dependencies: dependencies)
      navigator.flowFactory = BookKittyRestoration.flowFactory
      host = DrivenHost(driver: driver, capabilities: .swiftUI) { route, flow in
        BookKittyScreens.make(route, flow: flow)
      }
      driver.connect(to: host)
      navigator.start()
      host.attach(to: navigator)
    }

    /// The scene's root view.
    public var rootView: some View {
      NavigationRootView(
        driver: driver, title: { $0.bookKittyTitle },
        content: { screen in BookKittyScreenView(screen: screen) })
    }
  }
#endif
