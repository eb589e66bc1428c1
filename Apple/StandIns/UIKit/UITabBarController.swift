// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  open var viewControllers: [UIViewController]?
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
  unowned(unsafe) open var selectedViewController: UIViewController?
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
  weak open var delegate: (any UITabBarControllerDelegate)?
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/settabbarhidden(_:animated:)
  @available(iOS 18.0, *)
  open func setTabBarHidden(_ hidden: Bool, animated: Bool) {}

  // iOS 18's tab API. Nothing here calls it; it is declared because a subclass's members share
  // the class's namespace: a subclass property named `tabs` fails to compile against the real
  // SDK ("property 'tabs' with type '[ContainerTab]' cannot override a property with type
  // '[UITab]'"), and so it must here.
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabs
  @available(iOS 18.0, *)
  open var tabs: [UITab] {
    get { [] }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/settabs(_:animated:)
  @available(iOS 18.0, *)
  open func setTabs(_ tabs: [UITab], animated: Bool) {}
}

// https://developer.apple.com/documentation/uikit/uitab
// (Declared for `UITabBarController.tabs`; its members are left out.)
@available(iOS 18.0, *)
@MainActor
open class UITab: NSObject {}

// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@MainActor @objc
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
  @available(iOS 3.0, *)
  @objc optional func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
  @objc optional func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor
open class UIBarItem: NSObject {
  public override init() {}
  // https://developer.apple.com/documentation/uikit/uibaritem/title
  open var title: String?
}

// https://developer.apple.com/documentation/uikit/uibarbuttonitem
// (`class UIBarButtonItem : UIBarItem`; declared as a popover source item, its members left out.)
@MainActor
open class UIBarButtonItem: UIBarItem {}

// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor
open class UITabBarItem: UIBarItem {
  // https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
  }
  // https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:)
  @available(iOS 7.0, *)
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
  }
  // https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
  open var badgeValue: String?
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  public override init() {}
  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  @available(iOS 13.0, *)
  public convenience init?(systemName name: String) {
    self.init()
  }
}
