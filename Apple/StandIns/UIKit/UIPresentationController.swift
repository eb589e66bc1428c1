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
  // `@_disfavoredOverload`: UISheetPresentationController and UIPopoverPresentationController
  // redeclare `delegate` with a narrower protocol (their Objective-C headers redeclare the
  // property: "The delegate inherited from UIPresentationController, redeclared with conformance
  // to UISheetPresentationControllerDelegate", UISheetPresentationController.h, iOS 18.1 SDK).
  // Swift imports each redeclaration as an override of this property, which Swift source cannot
  // write (a mutable property cannot be overridden with another type). Here they are separate
  // `@_nonoverride` properties, and this one is disfavored, so that `sheet.delegate` picks the
  // subclass's, with the subclass's type, as against the SDK. Calls on a UIPresentationController
  // see only this one and are unaffected.
  @_disfavoredOverload weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@available(iOS 8.0, *)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/delegate
  // (Redeclares UIPresentationController's `delegate` with the popover's protocol; see there.)
  @_nonoverride weak open var delegate: (any UIPopoverPresentationControllerDelegate)?
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  open var sourceView: UIView?
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  open var sourceRect: CGRect = .zero
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem
  // (Strong, `@property (nonatomic, strong, nullable) id<…SourceItem> sourceItem`.)
  @available(iOS 16.0, *)
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/permittedarrowdirections
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/adaptivesheetpresentationcontroller
  // (iOS, iPadOS and Mac Catalyst 15 only, as the page lists.)
  @available(iOS 15.0, *)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  open var adaptiveSheetPresentationController: UISheetPresentationController {
    UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)
  }
}

// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollerdelegate
// (Its own requirements — prepareForPopoverPresentation(_:) and the deprecated dismissal
// callbacks — are left out; the adapters use the ones it inherits.)
@MainActor @objc
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection
// (An NS_OPTIONS of NSUInteger, imported as an OptionSet; the raw values are UIPopoverSupport.h's
// 1 << 0 … 1 << 3, Any = their union, Unknown = NSUIntegerMax.)
public struct UIPopoverArrowDirection: OptionSet, @unchecked Sendable {
  public let rawValue: UInt
  // https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/up
  public static var up: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 0) }
  // https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/down
  public static var down: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 1) }
  // https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/left
  public static var left: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 2) }
  // https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/right
  public static var right: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 3) }
  // https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/any
  public static var any: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 0b1111) }
  // https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/unknown
  public static var unknown: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: .max) }
}

// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem
// `protocol UIPopoverPresentationControllerSourceItem : NSObjectProtocol`: not main-actor
// isolated (the page shows no `@MainActor`, and the SDK's iOS 17 `frame(in:)` extension on it
// is not isolated either). Its `frame(in:)` is left out.
@available(iOS 16.0, *)
@available(tvOS, unavailable)
@objc
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

// The page's conforming types include UIView's subclasses and UIBarButtonItem: the SDK declares
// the conformance on UIView and UIBarButtonItem (iOS 16).
@available(iOS 16.0, *)
@available(tvOS, unavailable)
extension UIView: UIPopoverPresentationControllerSourceItem {}

@available(iOS 16.0, *)
@available(tvOS, unavailable)
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor @objc
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)
  @available(iOS 8.3, *)
  @objc optional func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
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

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
// (All its requirements are optional; the two animator ones are declared.)
@MainActor @objc
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
  @objc optional func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
  @objc optional func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
}

// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
// (Its two required methods; the optional ones are left out.)
@MainActor @objc
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
// (Declared for the animator's parameters; its members are left out.)
@MainActor @objc
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {}
