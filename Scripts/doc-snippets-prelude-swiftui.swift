// The SwiftUI side of the documentation's app, for the blocks of WayfinderSwiftUI's doc comments
// (`Scripts/doc-snippets.py --apple`): there the app is a SwiftUI app, so its `driver` is a
// `SwiftUIDriver` and its `app` the `SwiftUIWindows` its `App` keeps. It is read after
// `Scripts/doc-snippets-prelude-apple.swift`; a part named as one of that file's replaces it.
import SwiftUI
import Wayfinder
import WayfinderHosting
import WayfinderSwiftUI

// MARK: Globals
@MainActor let navigator = Navigator(root: AppFlow(), tree: NavigationTree(.home))
/// A screen's handle, as its view model holds it.
@MainActor let flow: FlowHandle<AppRoute> = navigator.rootFlow.flowHandle
/// The app's windows, as its `App` keeps them.
@MainActor let app = SwiftUIWindows<AppRoute, AnyObject>(screens: AppScreens.make) { _ in
  Navigator(root: AppFlow())
}
/// A window's SwiftUI driver.
@MainActor let driver = SwiftUIDriver<AnyObject>()

// MARK: Host (uses the prelude's AppScreens)
/// A window's host, which the driver reports to.
@MainActor let host = DrivenHost(driver: driver, capabilities: .swiftUI) { route, flow in
  AppScreens.make(route, flow: flow)
}
