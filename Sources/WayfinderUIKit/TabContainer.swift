#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  /// A view controller that shows tabs: `UITabBarController` (``WayfinderTabBarController``) or
  /// an app's own container, such as BookKitty's custom tab bar with its floating button.
  ///
  /// ``UIKitDriver`` gives the container one navigation controller per tab and tells it which
  /// tab to show; the container tells the driver, through ``tabSelection``, when the user taps
  /// a tab — first whether it may be selected (tapping the selected tab again is a reselection
  /// the navigator decides about), then that it was. The container's tap handler:
  ///
  /// <!-- fragment -->
  /// ```swift
  /// func tabButtonTapped(_ id: SectionID) {
  ///   guard tabSelection?.shouldSelect(id) ?? true else { return }
  ///   select(id)
  ///   tabSelection?.didSelect(id)
  /// }
  /// ```
  @MainActor
  public protocol TabContainer: UIViewController {
    /// Where the container reports the user's taps; set by the driver.
    var tabSelection: TabSelection? { get set }
    /// The controller of the tab shown, for presentations over the current tab only.
    var selectedViewController: UIViewController? { get }
    /// Shows `tabs`, in order: the sections the container's layout shows (a section hidden
    /// in it keeps its navigation controller in the driver, outside the container).
    func setTabs(_ tabs: [ContainerTab])
    /// Shows the tab `id`, without reporting it through ``tabSelection``.
    func select(_ id: SectionID)
    /// Hides or shows the tab bar: hidden while the selected tab shows the screens of a flow
    /// that hides it (`FlowCoordinator.hidesSectionBar`), such as a login flow that replaces a
    /// tab's first screen.
    ///
    /// `UITabBarController`'s own `setTabBarHidden(_:animated:)` (iOS 18) is the
    /// implementation of ``WayfinderTabBarController``; an app's own container hides its bar
    /// and lets the selected tab's content take its place. A ``SplitContainer`` shows a
    /// sidebar, not a bar, and ignores it.
    func setTabBarHidden(_ hidden: Bool, animated: Bool)
  }

  /// One tab of a ``TabContainer``.
  @MainActor
  public struct ContainerTab {
    /// The tab's section in the navigation tree.
    public var id: SectionID
    /// The title on the tab bar.
    public var title: String
    /// The tab's navigation controller.
    public var controller: UIViewController
    /// Whether the tab is an action (`Sections.actions`), which acts and selects nothing.
    ///
    /// ``TabSelection/shouldSelect`` answers `false` for it and reports the tap. A container
    /// may draw it apart, as BookKitty draws its "+" as a floating button.
    public var isAction: Bool
    /// The layouts the section shows in: a tab bar item, a sidebar row, or both.
    public var visibility: SectionVisibility
    /// The tab bar item the driver keeps for the section — its title, image and badge — the
    /// same object each time the tabs are set, so a badge the app sets on it stays
    /// (``UIKitDriver/tabItem(for:)``); `nil` for an item made from ``title``.
    public var item: UITabBarItem?

    /// Creates a tab.
    public init(
      id: SectionID, title: String, controller: UIViewController, isAction: Bool = false,
      visibility: SectionVisibility = .everywhere, item: UITabBarItem? = nil
    ) {
      self.id = id
      self.title = title
      self.controller = controller
      self.isAction = isAction
      self.visibility = visibility
      self.item = item
    }

    /// The tabs of `tabs` that `layout` shows, in its order: a tab bar's in `tabBarOrder` (the
    /// display order for `nil`), a sidebar's in display order.
    ///
    /// Every tab when none is visible in it, as `Sections.visibleIDs(in:)` says. A split lists
    /// no row for its `pinned` section, which it shows beside the detail.
    static func visible(
      _ tabs: [ContainerTab], in layout: SectionLayout, pinned: SectionID? = nil,
      tabBarOrder: [SectionID]? = nil
    ) -> [ContainerTab] {
      var ordered = tabs
      if layout == .tabs, let order = tabBarOrder {
        let listed = order.compactMap { id in tabs.first { $0.id == id } }
        ordered = listed + tabs.filter { tab in !order.contains(tab.id) }
      }
      let listed = layout == .split ? ordered.filter { $0.id != pinned } : ordered
      let visible = listed.filter { $0.visibility.isVisible(in: layout) }
      return visible.isEmpty ? listed : visible
    }
  }

  /// Where a ``TabContainer`` reports the user's taps.
  @MainActor
  public struct TabSelection {
    /// Whether the tapped tab may be selected; `false` for a reselection, which the navigator
    /// handles, and for an action, which it reports to the flow.
    public var shouldSelect: @MainActor (SectionID) -> Bool
    /// The user selected the tab.
    public var didSelect: @MainActor (SectionID) -> Void

    /// Creates the callbacks.
    public init(
      shouldSelect: @escaping @MainActor (SectionID) -> Bool,
      didSelect: @escaping @MainActor (SectionID) -> Void
    ) {
      self.shouldSelect = shouldSelect
      self.didSelect = didSelect
    }
  }
#endif
