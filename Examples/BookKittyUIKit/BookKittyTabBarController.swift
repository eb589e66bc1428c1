#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder
  import WayfinderUIKit

  /// Seed 002's TabBarController: a plain view controller, not a `UITabBarController`, that
  /// shows one tab's navigation controller as a child above its own tab bar, with the floating
  /// "+" button over both.
  ///
  /// It is a ``WayfinderUIKit/TabContainer``: the driver gives it the tabs and tells it which
  /// to show; a tap on a tab asks the host first (tapping the selected tab again is a
  /// reselection the navigator decides about) and then reports the selection. The tab that is
  /// an action — the "+" — is drawn as the floating button, not in the bar; its tap goes the
  /// same way, and the host answers that nothing is selected and tells the tabs flow, which
  /// opens the menu.
  @MainActor
  public final class BookKittyTabBarController: UIViewController, TabContainer {
    /// Where the user's taps on tabs go; set by the driver.
    public var tabSelection: TabSelection?
    /// The navigation controller of the tab shown.
    public private(set) var selectedViewController: UIViewController?

    private var tabs: [ContainerTab] = []
    private var tabButtons: [UIButton] = []
    private var isBarHidden = false
    /// The action the floating button stands for.
    private var floatingAction: SectionID?
    private let floatingButton = UIButton(type: .system)
    private static let tabBarHeight: CGFloat = 83
    private static let floatingSize: CGFloat = 56

    /// Creates the container with no tabs.
    public init() {
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: the container is made in code.
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      floatingButton.addAction(
        UIAction { [weak self] _ in
          guard let self, let action = floatingAction else { return }
          tapped(action)
        }, for: .primaryActionTriggered)
      view.addSubview(floatingButton)
    }

    /// Shows one button per tab (seed 002's `setViewControllers(_:)`), and the action as the
    /// floating button.
    public func setTabs(_ tabs: [ContainerTab]) {
      for button in tabButtons { button.removeFromSuperview() }
      self.tabs = tabs
      let action = tabs.first(where: \.isAction)
      floatingAction = action?.id
      floatingButton.setTitle(action?.title ?? "+", for: .normal)
      tabButtons = tabs.filter { !$0.isAction }.map { tab in
        let button = UIButton(type: .system)
        button.setTitle(tab.title, for: .normal)
        button.isHidden = isBarHidden
        button.addAction(
          UIAction { [weak self] _ in self?.tapped(tab.id) }, for: .primaryActionTriggered)
        view.addSubview(button)
        return button
      }
      view.bringSubviewToFront(floatingButton)
    }

    /// Shows the tab `id`: the old tab's controller leaves as a child, the new one comes in
    /// (seed 002's `hideViewController(at:)` and `showViewController(at:)`).
    public func select(_ id: SectionID) {
      guard let controller = tabs.first(where: { $0.id == id })?.controller,
        controller !== selectedViewController
      else { return }
      if let old = selectedViewController {
        old.willMove(toParent: nil)
        old.view.removeFromSuperview()
        old.removeFromParent()
      }
      addChild(controller)
      view.addSubview(controller.view)
      controller.didMove(toParent: self)
      selectedViewController = controller
      for button in tabButtons { view.bringSubviewToFront(button) }
      view.bringSubviewToFront(floatingButton)
      viewDidLayoutSubviews()
    }

    /// Hides the tab buttons and the floating "+" while a flow hides the tab bar (SeeMeet's
    /// Login over a tab); the tab's content takes their place.
    public func setTabBarHidden(_ hidden: Bool, animated: Bool) {
      isBarHidden = hidden
      for button in tabButtons { button.isHidden = hidden }
      floatingButton.isHidden = hidden
      viewDidLayoutSubviews()
    }

    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let bounds = view.bounds
      let barTop = bounds.height - (isBarHidden ? 0 : Self.tabBarHeight)
      selectedViewController?.view.frame = CGRect(
        x: 0, y: 0, width: bounds.width, height: max(0, barTop))
      let width = bounds.width / CGFloat(max(1, tabButtons.count))
      for (index, button) in tabButtons.enumerated() {
        button.frame = CGRect(
          x: CGFloat(index) * width, y: barTop, width: width, height: Self.tabBarHeight)
      }
      floatingButton.frame = CGRect(
        x: bounds.width - Self.floatingSize - 16, y: barTop - Self.floatingSize - 16,
        width: Self.floatingSize, height: Self.floatingSize)
    }

    private func tapped(_ id: SectionID) {
      guard tabSelection?.shouldSelect(id) ?? true else { return }
      select(id)
      tabSelection?.didSelect(id)
    }
  }
#endif
