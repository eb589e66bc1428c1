#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  extension UIKitDriver {
    /// Shows `screens` as the stack at `path`: one push for one new screen on top, a pop to
    /// the last kept screen for a pop, `setViewControllers` for anything else.
    func showStack(
      _ screens: [UIViewController], at path: StackPath, change: StackChange, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      guard levels.indices.contains(path.level),
        let navigation = levels[path.level].stacks[path]
      else {
        settle(nil, animated: false, completion)
        return
      }
      // A pushed level's screens sit above the level below's controllers; in a split of three
      // columns the first screen is the content column's, the others the detail's.
      let below = Array(navigation.viewControllers.prefix(levels[path.level].base))
      let content = levels[path.level].contents[path]
      content?.show(screens.first)
      let target = below + (content == nil ? screens : Array(screens.dropFirst()))
      let current = navigation.viewControllers
      // Before the transition, so a screen pushed refusing never shows its back button.
      showBackRefusal(at: path, on: navigation, top: target.last)
      switch change {
      case .pushed
      where !current.isEmpty && target.count == current.count + 1
        && Array(target.dropLast()) == current:
        navigation.pushViewController(target[target.count - 1], animated: animated)
      case .popped where !target.isEmpty && current.starts(with: target, by: ===):
        _ = navigation.popToViewController(target[target.count - 1], animated: animated)
      default:
        navigation.setViewControllers(target, animated: animated)
      }
      settle(navigation, animated: animated, completion)
    }

    /// Makes the stack at `path` refuse the user's back (or accept it again): the
    /// `Stack.refusesUserBack` of its top screen.
    func setRefusesUserBack(_ refuses: Bool, at path: StackPath) {
      guard levels.indices.contains(path.level),
        let navigation = levels[path.level].stacks[path]
      else { return }
      if refuses {
        levels[path.level].refusingBack[path] =
          levels[path.level].refusingBack[path] ?? WeakController()
      } else if let hidden = levels[path.level].refusingBack.removeValue(forKey: path) {
        hidden.controller?.navigationItem.hidesBackButton = false
        navigation.interactivePopGestureRecognizer?.isEnabled = true
      }
      showBackRefusal(at: path, on: navigation, top: navigation.topViewController)
    }

    /// Hides the back button of `top`, the screen that ends on top of the stack at `path`, and
    /// turns the pop gesture off while the stack refuses the user's back; shows again the back
    /// button the driver hid on a screen that is no longer on top.
    func showBackRefusal(
      at path: StackPath, on navigation: UINavigationController, top: UIViewController?
    ) {
      guard let hidden = levels[path.level].refusingBack[path] else { return }
      if let previous = hidden.controller, previous !== top {
        previous.navigationItem.hidesBackButton = false
      }
      top?.navigationItem.hidesBackButton = true
      levels[path.level].refusingBack[path] = WeakController(controller: top)
      navigation.interactivePopGestureRecognizer?.isEnabled = false
    }

    /// Replaces the window's root with `content`, closing every presentation.
    func replaceRoot(
      with content: ContainerContent<UIViewController>,
      completion: @escaping @MainActor () -> Void
    ) {
      if window.rootViewController?.presentedViewController != nil {
        window.rootViewController?.dismiss(animated: false)
      }
      let root = makeLevel(content, level: 0, style: nil)
      levels = [root]
      window.rootViewController = root.controller
      // The first report of the window's width class (later ones come from the trait
      // registration); during the step it waits for the plan to settle.
      reportSizeClass(of: window)
      settle(nil, animated: false, completion)
    }
  }
#endif
