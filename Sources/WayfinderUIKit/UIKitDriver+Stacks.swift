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
