#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  /// A `UITabBarController` as a ``TabContainer``: its delegate callbacks become the
  /// container's ``TabContainer/tabSelection``.
  ///
  /// `tabBarController(_:shouldSelect:)` asks whether a tapped tab may be selected — the
  /// navigator refuses a reselection, so that UIKit does not pop the tab's stack on its own —
  /// and `tabBarController(_:didSelect:)` reports the selection. Selecting a tab in code
  /// reports nothing (UIKit calls neither for a programmatic change). UIKit's own
  /// `setTabBarHidden(_:animated:)` (iOS 18) hides the tab bar while a flow asks for it
  /// (``TabContainer/setTabBarHidden(_:animated:)``).
  @MainActor
  public final class WayfinderTabBarController: UITabBarController, TabContainer,
    UITabBarControllerDelegate
  {
    /// Where the user's taps go.
    public var tabSelection: TabSelection?
    /// The tabs shown. (Not `tabs`: iOS 18's `UITabBarController.tabs` has that name.)
    private var containerTabs: [ContainerTab] = []

    /// Creates an empty tab bar controller.
    public init() {
      super.init(nibName: nil, bundle: nil)
      delegate = self
    }

    /// Not supported: the driver creates the tab bar in code.
    public required init?(coder: NSCoder) { nil }

    /// Shows `tabs` on the tab bar, each with its ``ContainerTab/item`` (its image and badge),
    /// or an item with its title.
    public func setTabs(_ tabs: [ContainerTab]) {
      containerTabs = tabs
      for (index, tab) in tabs.enumerated() {
        tab.controller.tabBarItem =
          tab.item ?? UITabBarItem(title: tab.title, image: nil, tag: index)
      }
      setViewControllers(tabs.map(\.controller), animated: false)
    }

    /// Shows the tab `id`; a tab the bar does not show (hidden in tabs) changes nothing.
    public func select(_ id: SectionID) {
      guard let controller = containerTabs.first(where: { $0.id == id })?.controller else {
        return
      }
      selectedViewController = controller
    }

    /// Forwards the tap to ``tabSelection``.
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      guard let id = id(of: viewController) else { return true }
      return tabSelection?.shouldSelect(id) ?? true
    }

    /// Forwards the selection to ``tabSelection``.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      guard let id = id(of: viewController) else { return }
      tabSelection?.didSelect(id)
    }

    private func id(of controller: UIViewController) -> SectionID? {
      containerTabs.first { $0.controller === controller }?.id
    }
  }
#endif
