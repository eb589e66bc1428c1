#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  extension UIKitDriver {
    /// What the driver built for one level of the tree.
    @MainActor
    final class Level {
      /// How the level was presented; `nil` for the root.
      let style: PresentationStyle?
      /// The controller set as the window's root or presented; for a pushed level, the
      /// navigation controller it was pushed on.
      let controller: UIViewController
      /// The tabs or split of a level with sections.
      let tabs: (any TabContainer)?
      /// The sections of a level with sections, with their navigation controllers, in order:
      /// every section, also those its layout hides.
      var sections: [ContainerTab]
      /// The navigation controller of each stack of the level.
      var stacks: [StackPath: UINavigationController]
      /// For a pushed level, how many controllers of its navigation controller are below its
      /// own screens.
      let base: Int
      /// The selected section of a level with sections, as the driver last showed it or the
      /// user picked it; kept while a split shows no section.
      var selection: SectionID?
      /// Whether a split shows a section.
      var hasSelection = true
      /// The columns a split shows, as the last command set them.
      var columnVisibility = ColumnVisibility.automatic
      /// The section a split shows beside its detail, not in its sidebar.
      var pinnedColumn: SectionID?
      /// The tab bar's order when it is not the display order.
      var tabBarOrder: [SectionID]?
      /// The transitioning delegate of a custom transition, held while the level shows
      /// (UIKit's `transitioningDelegate` is weak).
      var transitionDelegate: (any UIViewControllerTransitioningDelegate)?
      /// What a popover becomes where the window is compact; `nil` for any other level.
      var compactFallback: PopoverAnchor.CompactFallback?
      /// A presented level's detents, anchor and size, applied again when a layout change
      /// presents it anew (a new presentation controller starts from UIKit's defaults).
      var options = PresentationOptions()
      /// What hears an action sheet shown as a popover tapped away, held while it shows (a
      /// popover's delegate is weak).
      var dialogObserver: DialogDismissalObserver?
      /// How many columns a split draws, as the last command set them.
      var splitColumns = SplitColumns.two
      /// In a split of three columns, the content column of each section's stack, which holds
      /// the stack's first screen while its navigation controller holds the others.
      var contents: [StackPath: ContentColumnController] = [:]
      /// The sections whose tab bar is hidden while they are selected.
      var sectionsHidingBar: Set<SectionID> = []
      /// The stacks whose top screen refuses the user's back.
      var refusingBack: Set<StackPath> = []
      private let fixedPushTarget: UINavigationController?

      init(
        style: PresentationStyle?, controller: UIViewController, tabs: (any TabContainer)?,
        sections: [ContainerTab] = [], stacks: [StackPath: UINavigationController],
        pushTarget: UINavigationController?, base: Int = 0
      ) {
        self.style = style
        self.controller = controller
        self.tabs = tabs
        self.sections = sections
        self.stacks = stacks
        self.fixedPushTarget = pushTarget
        self.base = base
      }

      /// Whether the level was presented modally (not pushed, not the root).
      var isModal: Bool { style != nil && style != .pushed }

      /// The navigation controller a pushed level above this one is pushed on: for a split,
      /// the selected section's (a split view controller cannot be pushed on a navigation
      /// stack, so it has no hidden-bar navigation controller around it); `nil` while the split
      /// shows no section.
      var pushTarget: UINavigationController? {
        if let split = tabs as? any SplitContainer {
          return split.selectedViewController as? UINavigationController
        }
        return fixedPushTarget
      }

      /// The screen the level shows on top: the selected tab's, or its stack's.
      var visibleScreen: UIViewController? {
        let navigation = (tabs?.selectedViewController as? UINavigationController) ?? pushTarget
        return navigation?.viewControllers.last
      }
    }

    /// Builds the controllers of `content` as the level `level`.
    func makeLevel(
      _ content: ContainerContent<UIViewController>, level: Int, style: PresentationStyle?
    ) -> Level {
      switch content {
      case .stack(let screens)
      where style != nil && style != .pushed && screens.count == 1 && presentsAsIs(screens[0]):
        // Presented itself: the level has no stack the driver shows.
        return Level(style: style, controller: screens[0], tabs: nil, stacks: [:], pushTarget: nil)
      case .stack(let screens):
        let navigation = makeNavigationController(screens)
        return Level(
          style: style, controller: navigation, tabs: nil,
          stacks: [StackPath(level: level): navigation], pushTarget: navigation)
      case .sections(
        let layout, let sections, let selection, let hasSelection, let columns, let hidingBar,
        let actions, let splitColumns, let pinned, let tabBarOrder):
        var stacks: [StackPath: UINavigationController] = [:]
        var items: [ContainerTab] = []
        for section in sections {
          let navigation = makeNavigationController(section.screens)
          stacks[StackPath(level: level, section: section.id)] = navigation
          items.append(
            ContainerTab(
              id: section.id, title: tabTitle(section.id), controller: navigation,
              isAction: actions.contains(section.id), visibility: section.visibility,
              item: tabItem(for: section.id)))
        }
        let made = makeSectionsLevel(
          layout, items, stacks: stacks, selection: selection, hasSelection: hasSelection,
          columns: splitColumns, pinned: pinned, tabBarOrder: tabBarOrder, level: level,
          style: style)
        divideColumns(of: made, level: level)
        made.columnVisibility = columns
        (made.tabs as? any SplitContainer)?.setColumnVisibility(columns)
        made.sectionsHidingBar = hidingBar
        showTabBar(of: made, animated: false)
        return made
      }
    }

    /// Puts `items` — the sections' navigation controllers, new or taken from another
    /// container — in a tab container or a split for `layout`: the tab bar gets the items of
    /// the sections visible in tabs, the sidebar the rows of those visible in a split.
    func makeSectionsLevel(
      _ layout: SectionLayout, _ items: [ContainerTab],
      stacks: [StackPath: UINavigationController], selection: SectionID?, hasSelection: Bool,
      columns: SplitColumns, pinned: SectionID?, tabBarOrder: [SectionID]?, level: Int,
      style: PresentationStyle?
    ) -> Level {
      let container: any TabContainer =
        switch (layout, columns) {
        case (.tabs, _): makeTabContainer()
        case (.split, .two): makeSplitContainer()
        case (.split, .three): makeThreeColumnSplitContainer()
        }
      container.setTabs(
        ContainerTab.visible(items, in: layout, pinned: pinned, tabBarOrder: tabBarOrder))
      if let split = container as? any SplitContainer, let pinned {
        split.setPinnedColumn(stacks[StackPath(level: level, section: pinned)])
      }
      if let selection { container.select(selection) }
      if !hasSelection, let split = container as? any SplitContainer { split.clearSelection() }
      container.tabSelection = TabSelection(
        shouldSelect: { [weak self] id in self?.events?.shouldSelect(id, level: level) ?? true },
        didSelect: { [weak self] id in
          guard let self else { return }
          if levels.indices.contains(level) {
            levels[level].selection = id
            levels[level].hasSelection = true
            showTabBar(of: levels[level], animated: false)
          }
          events?.didSelect(id, level: level)
        })
      let made: Level
      if container is any SplitContainer {
        // Apple: a split view controller is not pushed on a navigation stack — it is the
        // level's controller itself.
        made = Level(
          style: style, controller: container, tabs: container, sections: items, stacks: stacks,
          pushTarget: nil)
      } else {
        // The tabs sit in a navigation controller with its bar hidden, so that a pushed level
        // covers the tab bar (as a UIKit app whose custom tab bar controller sits in a
        // navigation controller pushes over its tabs).
        let chrome = makeNavigationController([container])
        chrome.isNavigationBarHidden = true
        made = Level(
          style: style, controller: chrome, tabs: container, sections: items, stacks: stacks,
          pushTarget: chrome)
      }
      made.selection = selection
      made.hasSelection = hasSelection
      made.pinnedColumn = pinned
      made.tabBarOrder = tabBarOrder
      made.splitColumns = columns
      return made
    }

    func makeNavigationController(_ screens: [UIViewController]) -> UINavigationController {
      let navigation = UINavigationController()
      navigation.setViewControllers(screens, animated: false)
      navigation.delegate = self
      return navigation
    }

    /// The controller presentations start from: the top of the presented chain.
    var topController: UIViewController? {
      var top = window.rootViewController
      while let presented = top?.presentedViewController { top = presented }
      return top
    }
  }
#endif
