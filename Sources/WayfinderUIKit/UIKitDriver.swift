#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder
  import WayfinderHosting

  /// The UIKit part of a `DrivenHost`: performs each driver command on
  /// `UINavigationController`, a ``TabContainer`` and modal presentation, and forwards what
  /// UIKit reports to ``events``.
  ///
  /// The driver decides nothing. The host turns steps into commands with view controllers and
  /// gives every callback its meaning; the driver keeps only what UIKit needs — which
  /// navigation controller shows which stack, which controller was presented for which level —
  /// and makes the calls:
  ///
  /// | Command | UIKit |
  /// | --- | --- |
  /// | show a stack | `pushViewController`, `popToViewController` or `setViewControllers` |
  /// | present | `present(_:animated:completion:)` from the top controller, styled per level (`modalPresentationStyle`, and `modalTransitionStyle` for a `PresentationTransition` other than `automatic`) |
  /// | dismiss to a level | one `dismiss(animated:completion:)` on the presenter of the level above it, or a pop for a pushed level |
  /// | replace the root | the window's `rootViewController` |
  /// | select a tab or sidebar section | ``TabContainer/select(_:)`` |
  /// | switch tabs and split | a new container around the same navigation controllers |
  /// | show no section | ``SplitContainer/clearSelection()`` |
  /// | show or hide the sidebar | ``SplitContainer/setColumnVisibility(_:)`` (`preferredDisplayMode`) |
  /// | hide or show a tab's tab bar | ``TabContainer/setTabBarHidden(_:animated:)`` while that tab is selected (`UITabBarController`'s own, iOS 18) |
  /// | refuse the user's dismissal | the presented controller's `isModalInPresentation` |
  /// | refuse the user's back | the top controller's `navigationItem.hidesBackButton`, set before it is pushed, and the navigation controller's pop gestures off (`interactivePopGestureRecognizer`, and from iOS 26 `interactiveContentPopGestureRecognizer`) |
  /// | add, remove, show or hide a section | ``TabContainer/setTabs(_:)`` with the sections the layout shows |
  /// | draw two or three columns | a new split (`.doubleColumn` or `.tripleColumn`) around the same navigation controllers; in three, each section's first screen moves to a content column (``SplitContainer/setContentColumns(_:)``) |
  /// | pin a section beside the detail | ``SplitContainer/setPinnedColumn(_:)`` |
  ///
  /// Each command completes once UIKit has settled: with the transition coordinator's
  /// completion when the change is animated, with `present`'s and `dismiss`'s completion
  /// blocks, otherwise on the next turn of the main queue — never after a timer.
  ///
  /// A level with sections shows as its layout says. As tabs: a ``TabContainer``
  /// (``WayfinderTabBarController`` by default) inside a navigation controller whose bar is
  /// hidden, so that a `PresentationStyle.pushed` level — BookKitty's Add Book — is pushed over
  /// the tab bar, as a UIKit app whose custom tab bar controller sits in a navigation controller
  /// pushes it over the tabs. As a split: a ``SplitContainer``
  /// (``WayfinderSplitController`` by default) that is the level's controller itself — Apple
  /// does not push a split view controller on a navigation stack — so a pushed level over a
  /// split is pushed on the selected section's navigation controller, in the detail column.
  /// Switching layouts moves the same navigation controllers, with their stacks, into the new
  /// container.
  ///
  /// The driver reports the window's horizontal size class (`registerForTraitChanges(_:handler:)`
  /// on the window, iOS 17) to ``events``; the navigator's `layoutPolicy` answers with the
  /// layout. The split is for regular widths: with a policy that answers tabs on compact widths
  /// (Wayfinder's default), the split is replaced by tabs when the window narrows, and never
  /// stays collapsed. The driver does not watch UIKit's own collapse.
  @MainActor
  public final class UIKitDriver: NSObject, NavigationDriver {
    /// The driver shows routes as view controllers.
    public typealias Screen = UIViewController

    /// Where UIKit's callbacks go: the host (set by `DrivenHost.init(uiKit:screens:release:)`).
    public weak var events: (any DriverEvents)?
    /// The window whose root the driver sets.
    public let window: UIWindow

    let tabTitle: @MainActor (SectionID) -> String
    let makeTabItem: (@MainActor (SectionID) -> UITabBarItem)?
    var tabItems: [SectionID: UITabBarItem] = [:]
    let makeTabContainer: @MainActor () -> any TabContainer
    let makeSplitContainer: @MainActor () -> any SplitContainer
    let makeThreeColumnSplitContainer: @MainActor () -> any SplitContainer
    /// What each level shows, bottom first; index 0 is the root.
    var levels: [Level] = []
    /// The window's width class as last reported to ``events``.
    var reportedSizeClass: SizeClass?
    /// The views and bar buttons screens registered as popover anchors, by name
    /// (``registerPopoverAnchor(_:named:)``).
    var popoverAnchors: [String: WeakSourceItem] = [:]
    /// The back buttons the driver hid on controllers that refuse the user's back.
    var hiddenBackButtons: [HiddenBackButton] = []
    /// The navigation controllers whose pop gestures the driver turned off.
    var gestureOff: Set<ObjectIdentifier> = []
    /// Whether a change of the window's width class waits to be reported on the next turn.
    var sizeClassReportPending = false
    /// Whether the driver is moving a level's stacks into a new container: the navigation
    /// controllers it empties and fills meanwhile report counts that are not the user's.
    var rebuilding = false

    /// Makes the transitioning delegate of a custom transition
    /// (`PresentationTransition.custom(_:)`) by its name; `nil`, or a name it does not know,
    /// plays the style's own animation.
    ///
    /// UIKit holds a `transitioningDelegate` weakly: the driver keeps the one this makes for as
    /// long as the presentation shows. UIKit asks it for animators on the full-screen styles
    /// (`fullScreen`, `overFullScreen`, an overlay); a sheet or a popover animates its own way.
    ///
    /// ```swift
    /// driver.makeTransition = { name in
    ///   name == "tabTray" ? TabTrayTransition() : nil
    /// }
    /// ```
    public var makeTransition:
      (@MainActor (String) -> (any UIViewControllerTransitioningDelegate)?)?

    /// Whether a presented level's only screen is presented as it is, not as the root of a
    /// navigation controller the driver makes: a controller UIKit presents itself — the share
    /// sheet (`UIActivityViewController`), or one that is a navigation controller already (an
    /// image picker, a mail composer), which another navigation controller cannot hold.
    ///
    /// Such a level shows its one screen. UIKit pushes nothing on it and swaps no presented
    /// controller, so a change of its stack (a push, another screen in its place) presents the
    /// level anew, without animation; so does a presented stack replaced by one such screen.
    /// Push nothing onto it that shows as is itself. One that dismisses itself —
    /// the share sheet, after an activity — tells the driver with
    /// ``presentedControllerDidDismissItself(_:)``.
    public var presentsAsIs: @MainActor (UIViewController) -> Bool = { controller in
      controller is UINavigationController || controller is UIActivityViewController
    }

    /// Reports that `controller`, presented as a level's screen, dismissed itself — the share
    /// sheet after the user picked an activity — as the user's dismissal of that level and
    /// those above it.
    ///
    /// UIKit tells the presentation controller's delegate only of the user's swipe or tap
    /// outside, not of a controller that dismisses itself. Nothing happens for a controller
    /// that shows no level any more, nor while the driver itself takes the level off the screen
    /// to present it anew after a layout change (the share sheet's completion handler runs on
    /// any dismissal).
    ///
    /// ```swift
    /// let link = "https://example.com/books/42"
    /// let share = UIActivityViewController(activityItems: [link], applicationActivities: nil)
    /// share.completionWithItemsHandler = { [weak driver, weak share] _, _, _, _ in
    ///   if let share { driver?.presentedControllerDidDismissItself(share) }
    /// }
    /// ```
    public func presentedControllerDidDismissItself(_ controller: UIViewController) {
      guard !rebuilding, let level = modalLevel(showing: controller) else { return }
      userClosed(level: level)
    }

    /// Registers `item` — a toolbar's bar button, a view — as the popover anchor `name`: a
    /// popover presented with `PopoverAnchor(.named(name))` points at it.
    ///
    /// The driver holds it weakly; a screen registers its anchors when it loads and they go
    /// with it. A screen that has no driver at hand names its anchors itself instead
    /// (``PopoverAnchoring``). A popover whose anchor is neither registered nor named by the
    /// screen below points at that screen.
    ///
    /// ```swift
    /// final class BrowserViewController: UIViewController {
    ///   override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     driver.registerPopoverAnchor(shieldButton, named: "shield")
    ///   }
    /// }
    /// ```
    public func registerPopoverAnchor(
      _ item: any UIPopoverPresentationControllerSourceItem, named name: String
    ) {
      popoverAnchors[name] = WeakSourceItem(item: item)
    }

    /// Creates a driver that shows the navigation in `window`.
    ///
    /// - Parameters:
    ///   - window: the scene's window.
    ///   - tabTitle: the title of a tab (the section's identifier by default), and of its row in
    ///     a sidebar.
    ///   - tabItem: the tab bar item of a section — its title, image and selected image —
    ///     asked once per section; the driver keeps it, so the app sets its badge later
    ///     through ``tabItem(for:)``. `nil`: an item with the tab's title.
    ///   - makeTabContainer: makes the container of a level with sections shown as tabs.
    ///   - makeSplitContainer: makes the container of a level with sections shown as a split.
    ///   - makeThreeColumnSplitContainer: makes the container of a level with sections shown
    ///     as a split of three columns (`SplitColumns.three`).
    public init(
      window: UIWindow,
      tabTitle: @escaping @MainActor (SectionID) -> String = { $0.rawValue },
      tabItem: (@MainActor (SectionID) -> UITabBarItem)? = nil,
      makeTabContainer: @escaping @MainActor () -> any TabContainer = {
        WayfinderTabBarController()
      },
      makeSplitContainer: @escaping @MainActor () -> any SplitContainer = {
        WayfinderSplitController()
      },
      makeThreeColumnSplitContainer: @escaping @MainActor () -> any SplitContainer = {
        WayfinderSplitController(columns: .three)
      }
    ) {
      self.window = window
      self.tabTitle = tabTitle
      self.makeTabItem = tabItem
      self.makeTabContainer = makeTabContainer
      self.makeSplitContainer = makeSplitContainer
      self.makeThreeColumnSplitContainer = makeThreeColumnSplitContainer
      super.init()
      // The window's width class, which the navigator's layout policy turns into tabs or a
      // split (iOS 17's trait registration; `traitCollectionDidChange(_:)` is deprecated).
      // A resize (Stage Manager, Split View) may cross back and forth several times: the
      // changes of one turn of the main queue are reported as the class it ends with.
      window.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
        [weak self] (window: UIWindow, _: UITraitCollection) in
        guard let self, !sizeClassReportPending else { return }
        sizeClassReportPending = true
        DispatchQueue.main.async { [weak self, weak window] in
          guard let self else { return }
          sizeClassReportPending = false
          if let window { reportSizeClass(of: window) }
        }
      }
    }

    /// The tab bar item of section `id`: the one the `tabItem` closure made for it (or one with
    /// its title), the same object for the driver's life — set its `badgeValue` to badge the
    /// tab, whenever the count changes.
    ///
    /// ```swift
    /// let unread = 3
    /// driver.tabItem(for: "notifications").badgeValue = unread > 0 ? "\(unread)" : nil
    /// ```
    public func tabItem(for id: SectionID) -> UITabBarItem {
      if let item = tabItems[id] {
        // An item the driver made follows the title, which may change (a localized count).
        if makeTabItem == nil { item.title = tabTitle(id) }
        return item
      }
      let item = makeTabItem?(id) ?? UITabBarItem(title: tabTitle(id), image: nil, tag: 0)
      tabItems[id] = item
      return item
    }

    /// Performs `command` and calls `completion` once UIKit has settled.
    public func perform(
      _ command: DriverCommand<UIViewController>, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      switch command {
      case .showStack(let screens, let path, let change):
        showStack(screens, at: path, change: change, animated: animated, completion: completion)
      case .present(let content, let level):
        present(content, level: level, animated: animated, completion: completion)
      case .dismiss(let level):
        dismiss(toLevel: level, animated: animated, completion: completion)
      case .replaceRoot(let content):
        replaceRoot(with: content, completion: completion)
      case .select(let id, let level):
        if levels.indices.contains(level) {
          levels[level].selection = id
          levels[level].hasSelection = true
          levels[level].tabs?.select(id)
          showTabBar(of: levels[level], animated: animated)
        }
        settle(nil, animated: false, completion)
      case .setLayout(let layout, let level):
        setLayout(layout, level: level, completion: completion)
      case .clearSelection(let level):
        clearSelection(level: level)
        settle(nil, animated: false, completion)
      case .setColumnVisibility(let visibility, let level):
        setColumnVisibility(visibility, level: level)
        settle(nil, animated: false, completion)
      case .setSplitColumns(let columns, let level):
        setSplitColumns(columns, level: level, completion: completion)
      case .setPinnedColumn(let section, let level):
        setPinnedColumn(section, level: level)
        settle(nil, animated: false, completion)
      case .setSectionBarHidden(let hidden, let section, let level):
        setSectionBarHidden(hidden, section: section, level: level, animated: animated)
        // Every command completes, or the host waits for the watchdog (settleTimeout).
        settle(nil, animated: false, completion)
      case .setRefusesUserDismissal(let refuses, let level):
        if levels.indices.contains(level), levels[level].isModal {
          levels[level].controller.isModalInPresentation = refuses
        }
        settle(nil, animated: false, completion)
      case .setRefusesUserBack(let refuses, let path):
        setRefusesUserBack(refuses, at: path)
        settle(nil, animated: false, completion)
      case .insertSection(let id, let screens, let index, let visibility, let level):
        insertSection(id, screens, at: index, visibility: visibility, level: level)
        settle(nil, animated: false, completion)
      case .removeSection(let id, let level, let selection):
        removeSection(id, level: level, selection: selection)
        settle(nil, animated: false, completion)
      case .setVisibility(let visibility, let id, let level):
        setVisibility(visibility, of: id, level: level)
        settle(nil, animated: false, completion)
      case .setPresentationOptions(let options, let level):
        if levels.indices.contains(level) {
          configure(levels[level].controller, with: options, animated: animated, changing: true)
        }
        settle(nil, animated: false, completion)
      case .setTabBarOrder(let order, let level):
        setTabBarOrder(order, level: level)
        settle(nil, animated: false, completion)
      }
    }

    /// Reports the horizontal size class of `window` when it differs from the last one
    /// reported (an unspecified one, before the window is on screen, is not reported).
    func reportSizeClass(of window: UIWindow) {
      let sizeClass: SizeClass
      switch window.traitCollection.horizontalSizeClass {
      case .compact: sizeClass = .compact
      case .regular: sizeClass = .regular
      default: return
      }
      guard sizeClass != reportedSizeClass else { return }
      reportedSizeClass = sizeClass
      events?.sizeClassDidChange(sizeClass)
    }

    /// Calls `completion` on the turn of the main queue after the transition `controller` runs
    /// has ended, or on the next turn when nothing animates: never inside UIKit's own
    /// completion, whose bookkeeping (the navigation controller's `didShow`) comes after it.
    func settle(
      _ controller: UIViewController?, animated: Bool,
      _ completion: @escaping @MainActor () -> Void
    ) {
      if animated, let coordinator = controller?.transitionCoordinator,
        coordinator.animate(
          alongsideTransition: nil,
          completion: { _ in DispatchQueue.main.async { completion() } })
      {
        return
      }
      DispatchQueue.main.async { completion() }
    }
  }
#endif
