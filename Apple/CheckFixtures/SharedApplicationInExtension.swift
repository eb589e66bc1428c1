// expect: 'shared' is unavailable
// mode: application-extension
// An app extension has no UIApplication.shared (Apple marks it NS_EXTENSION_UNAVAILABLE): code
// that a framework used by an extension compiles must take the application from its caller, as
// UIKitWindows(application:makeNavigator:) does, or be marked unavailable in extensions.
#if canImport(UIKit)
  import UIKit

  @MainActor func canShowSeveralWindows() -> Bool {
    UIApplication.shared.supportsMultipleScenes
  }
#endif
