// The Apple side of the documentation's app, for the UIKit and SwiftUI blocks that
// `Scripts/check-apple.sh` checks against the stand-ins (`Scripts/doc-snippets.py --apple`):
// the app's screens as view models, view controllers and views, the scene's window and driver,
// and the app delegate's windows. It is read after `Scripts/doc-snippets-prelude.swift`; a part
// named as one of that file's replaces it.
import BookKittyUIKit
import SwiftUI
import UIKit
import Wayfinder
import WayfinderHosting
import WayfinderSwiftUI
import WayfinderUIKit

// MARK: AppScreens
/// The app's screens, one per route, bound to the flow that owns it.
@MainActor enum AppScreens {
  /// A route's view model (the screen SwiftUI's driver keeps).
  static func make(_ route: AppRoute, flow: FlowHandle<AppRoute>) -> AnyObject {
    fatalError("the app's view models")
  }

  /// A route's view controller.
  static func controller(_ route: AppRoute, flow: FlowHandle<AppRoute>) -> UIViewController {
    fatalError("the app's view controllers")
  }
}

// MARK: AppScreenView
/// A screen's SwiftUI view.
struct AppScreenView: View {
  let screen: AnyObject

  var body: some View { Text("a screen") }
}

// MARK: MiniPlayerView
/// A music app's mini player, shown over the root's sections.
struct MiniPlayerView: View {
  var body: some View { Text("Now playing") }
}

// MARK: TabTrayTransition
/// The tab tray's zoom out of the tab shown. (`ObjectiveC.NSObject`, Apple's only one: this file
/// imports SwiftUI too, whose stand-in re-exports Linux's Foundation and its Swift `NSObject`.)
@MainActor final class TabTrayTransition: ObjectiveC.NSObject, UIViewControllerTransitioningDelegate
{}

// MARK: Host (uses the prelude's AppScreens)
/// The scene's host, which the driver reports to.
@MainActor let host = DrivenHost(uiKit: driver, screens: AppScreens.controller)

// MARK: Globals
@MainActor let navigator = Navigator(root: AppFlow(), tree: NavigationTree(.home))
/// A screen's handle, as its view model holds it.
@MainActor let flow: FlowHandle<AppRoute> = navigator.rootFlow.flowHandle
/// The app delegate's windows: one scene session each.
@MainActor let app = UIKitWindows<AppRoute>(application: .shared) { route in
  Navigator(root: AppFlow(), tree: NavigationTree(route ?? .home))
}
/// The scene's window.
@MainActor var window: UIWindow { fatalError("the scene's window") }
/// The scene's UIKit driver.
@MainActor let driver = UIKitDriver(window: window)
/// A toolbar's button.
@MainActor var shieldButton: UIBarButtonItem { fatalError("the toolbar's button") }
