// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@available(iOS 8.0, *)
@MainActor
open class UIPresentationController: NSObject {
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presented = presentedViewController
  }

  private let presented: UIViewController
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController { presented }
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@available(iOS 8.0, *)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  open var sourceView: UIView?
}

// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor @objc
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  @available(iOS 13.0, *)
  @objc optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
  @available(iOS 13.0, *)
  @objc optional func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor @objc
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
  var isCancelled: Bool { get }
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
  var isInteractive: Bool { get }
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor @objc
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  // The blocks are plain (neither `@Sendable` nor `@MainActor`): a closure written in main-actor
  // code is main-actor isolated. (SE-0463's `@Sendable` completion handlers leave them alone:
  // the method returns `Bool`, so it has no async variant, and the protocol is `@MainActor`.)
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
  // (A plain block too, as the page spells it.)
  @available(iOS 10.0, *)
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}
