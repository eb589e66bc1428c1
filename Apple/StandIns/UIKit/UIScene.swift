// Stand-in UIKit: the application object, scenes and their sessions, as multi-window apps use
// them.

// https://developer.apple.com/documentation/foundation/nsuseractivity
// (Foundation's class, which real UIKit re-exports; Linux's Foundation has none, so the stand-in
// declares the members the adapters use here.)
open class NSUserActivity: NSObject {
  // https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
  public init(activityType: String) {
    self.activityType = activityType
  }
  // https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
  open var activityType: String
  // https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
  open var userInfo: [AnyHashable: Any]?
}

// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor
open class UIApplication: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiapplication/shared (NS_EXTENSION_UNAVAILABLE:
  // "Use view controller based solutions where appropriate instead."). Linux enforces no iOS
  // availability, so Scripts/check-apple.sh's extension pass builds this stand-in with
  // APPLICATION_EXTENSION, where it is unavailable on every platform, as in an app extension.
  #if APPLICATION_EXTENSION
    @available(*, unavailable, message: "Use view controller based solutions where appropriate instead.")
  #endif
  @available(iOSApplicationExtension, unavailable, message: "Use view controller based solutions where appropriate instead.")
  @available(macCatalystApplicationExtension, unavailable, message: "Use view controller based solutions where appropriate instead.")
  open class var shared: UIApplication { UIApplication() }
  // https://developer.apple.com/documentation/uikit/uiapplication/supportsmultiplescenes
  open var supportsMultipleScenes: Bool { false }

  // https://developer.apple.com/documentation/uikit/uiapplication/requestscenesessionactivation(_:useractivity:options:errorhandler:)
  // (Available from iOS 13 through 27, where activateSceneSession(for:errorHandler:) takes over;
  // that one is unavailable on visionOS, which the adapters support.)
  open func requestSceneSessionActivation(
    _ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
    options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
  ) {}

  // https://developer.apple.com/documentation/uikit/uiapplication/requestscenesessiondestruction(_:options:errorhandler:)
  open func requestSceneSessionDestruction(
    _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
    errorHandler: ((any Error) -> Void)? = nil
  ) {}
}

// https://developer.apple.com/documentation/uikit/uiscene
@MainActor
open class UIScene: UIResponder {
  // https://developer.apple.com/tutorials/data/documentation/uikit/uiscene/connectionoptions.md
  @MainActor
  open class ConnectionOptions: NSObject {
    // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities.md
    open var userActivities: Set<NSUserActivity> { [] }
  }

  // https://developer.apple.com/documentation/uikit/uiscene/activationrequestoptions
  @MainActor
  open class ActivationRequestOptions: NSObject {}
}

// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor
open class UIWindowScene: UIScene {}

// https://developer.apple.com/documentation/uikit/uiscenedelegate
// (The one requirement a scene delegate implements to set up its window; all are optional.)
@MainActor @objc
public protocol UISceneDelegate: NSObjectProtocol {
  // https://developer.apple.com/tutorials/data/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:).md
  @objc optional func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
}

// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@MainActor @objc
public protocol UIWindowSceneDelegate: UISceneDelegate {
  // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window.md
  @objc optional var window: UIWindow? { get set }
}

// https://developer.apple.com/documentation/uikit/uiscenedestructionrequestoptions.md
@MainActor
open class UISceneDestructionRequestOptions: NSObject {}

// https://developer.apple.com/documentation/uikit/uiscenesession
@MainActor
open class UISceneSession: NSObject {
  // https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity.md
  open var stateRestorationActivity: NSUserActivity?
}
