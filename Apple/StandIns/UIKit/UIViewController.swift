// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {}

  /// `UIViewController()`, which Objective-C's `init` gives every view controller.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! = UIView(frame: .zero)
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
  open var tabBarItem: UITabBarItem!
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  open var navigationItem: UINavigationItem { UINavigationItem() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  open var navigationController: UINavigationController? { nil }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  open func viewWillAppear(_ animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
  open func viewDidLayoutSubviews() {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  @available(iOS 5.0, *)
  open func addChild(_ childController: UIViewController) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  @available(iOS 5.0, *)
  open func removeFromParent() {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  open func willMove(toParent parent: UIViewController?) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  open func didMove(toParent parent: UIViewController?) {}

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  // The completions of `present` and `dismiss` are plain `(() -> Void)?`. Swift 6.2 imports an
  // Objective-C completion handler as `@Sendable` (SE-0463) except on a global-actor-isolated
  // method (swiftlang/swift#82536, in 6.2), which these `@MainActor` methods are; a closure
  // written in main-actor code is therefore main-actor isolated.
  @available(iOS 5.0, *)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  @available(iOS 5.0, *)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  @available(iOS 5.0, *)
  open var presentedViewController: UIViewController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  @available(iOS 5.0, *)
  open var presentingViewController: UIViewController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  @available(iOS 3.2, *)
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/modaltransitionstyle
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext
  @available(iOS 5.0, *)
  open var definesPresentationContext: Bool = false
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  @available(iOS 8.0, *)
  open var presentationController: UIPresentationController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
  @available(iOS 13.0, *)
  open var isModalInPresentation: Bool = false
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  @available(iOS 8.0, *)
  open var popoverPresentationController: UIPopoverPresentationController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  @available(iOS 7.0, *)
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
  // (Non-nil when `modalPresentationStyle` is `.pageSheet` or `.formSheet`; not on tvOS.)
  @available(iOS 15.0, *)
  @available(tvOS, unavailable)
  open var sheetPresentationController: UISheetPresentationController? { nil }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize
  @available(iOS 7.0, *)
  open var preferredContentSize: CGSize = .zero
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
  // (Weak: UIKit does not retain it.)
  @available(iOS 7.0, *)
  weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
}

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
// (`@objc`, as Swift sees an imported NS_ENUM: the adaptive delegate's `@objc` requirement
// returns it.)
@objc public enum UIModalPresentationStyle: Int, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
  case fullScreen = 0
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
  case pageSheet = 1
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen
  @available(iOS 8.0, *)
  case overFullScreen = 5
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext
  @available(iOS 8.0, *)
  case overCurrentContext = 6
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
  @available(iOS 8.0, *)
  case popover = 7
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
  @available(iOS 13.0, *)
  case automatic = -2
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/none
  // (What an adaptive delegate returns to keep the presentation as it is.)
  @available(iOS 7.0, *)
  case none = -1
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
  // (Raw value 2: UIKit's NS_ENUM declares FormSheet after FullScreen and PageSheet.)
  @available(iOS 3.2, *)
  case formSheet = 2
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/custom
  // (Raw value 4, after CurrentContext's 3; the presented controller's `transitioningDelegate`
  // supplies the animators.)
  @available(iOS 7.0, *)
  case custom = 4
}

// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle
public enum UIModalTransitionStyle: Int, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/coververtical
  case coverVertical = 0
  // https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/fliphorizontal
  // (not on tvOS; raw value 1: UIKit's NS_ENUM declares FlipHorizontal after CoverVertical)
  @available(tvOS, unavailable)
  case flipHorizontal = 1
  // https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/crossdissolve
  case crossDissolve = 2
}
