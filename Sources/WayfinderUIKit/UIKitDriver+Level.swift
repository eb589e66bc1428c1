#if canImport(UIKit)
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
      /// The tabs of a level with sections.
      let tabs: (any TabContainer)?
      /// The navigation controller of each stack of the level.
      let stacks: [StackPath: UINavigationController]
      /// The navigation controller a pushed level above this one is pushed on.
      let pushTarget: UINavigationController?
      /// For a pushed level, how many controllers of its navigation controller are below its
      /// own screens.
      let base: Int

      init(
        style: PresentationStyle?, controller: UIViewController, tabs: (any TabContainer)?,
        stacks: [StackPath: UINavigationController], pushTarget: UINavigationController?,
        base: Int = 0
      ) {
        self.style = style
        self.controller = controller
        self.tabs = tabs
        self.stacks = stacks
        self.pushTarget = pushTarget
        self.base = base
      }

      /// Whether the level was presented modally (not pushed, not the root).
      var isModal: Bool { style != nil && style != .pushed }
    }

    /// Builds the controllers of `content` as the level `level`.
    func makeLevel(
      _ content: ContainerContent<UIViewController>, level: Int, style: PresentationStyle?
    ) -> Level {
      switch content {
      case .stack(let screens):
        let navigation = makeNavigationController(screens)
        return Level(
          style: style, controller: navigation, tabs: nil,
          stacks: [StackPath(level: level): navigation], pushTarget: navigation)
      case .sections(_, let sections, let selection, _):
        let tabs = makeTabContainer()
        var stacks: [StackPath: UINavigationController] = [:]
        var items: [ContainerTab] = []
        for section in sections {
          let navigation = makeNavigationController(section.screens)
          stacks[StackPath(level: level, section: section.id)] = navigation
          items.append(
            ContainerTab(id: section.id, title: tabTitle(section.id), controller: navigation))
        }
        tabs.setTabs(items)
        tabs.select(selection)
        tabs.tabSelection = TabSelection(
          shouldSelect: { [weak self] id in self?.events?.shouldSelect(id, level: level) ?? true },
          didSelect: { [weak self] id in self?.events?.didSelect(id, level: level) })
        // The tabs sit in a navigation controller with its bar hidden, so that a pushed level
        // covers the tab bar (seed 002 pushes its tab bar controller the same way).
        let chrome = makeNavigationController([tabs])
        chrome.isNavigationBarHidden = true
        return Level(
          style: style, controller: chrome, tabs: tabs, stacks: stacks, pushTarget: chrome)
      }
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
