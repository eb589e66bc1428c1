#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  extension UIKitDriver {
    /// Whether the presented level at `path` is presented anew to show `screens`.
    ///
    /// It is when the level shows one screen as is (``UIKitDriver/presentsAsIs``) and its stack
    /// changed, or when its stack became one such screen. UIKit swaps no presented controller, pushes nothing on a controller it
    /// presents itself and puts no navigation controller in another. A level shown as is whose
    /// stack became several screens, one of them shown as is, cannot be shown and stays.
    private func presentsAnew(_ screens: [UIViewController], at path: StackPath) -> Bool {
      guard levels.indices.contains(path.level), !screens.isEmpty else { return false }
      let level = levels[path.level]
      guard level.isModal, level.tabs == nil, !(level.controller is UIAlertController) else {
        return false
      }
      let asIs = screens.count == 1 && presentsAsIs(screens[0])
      guard level.stacks.isEmpty else { return asIs }
      return !screens.elementsEqual([level.controller], by: ===)
        && (asIs || !screens.contains(where: presentsAsIs))
    }

    /// Shows `screens` as the stack at `path`: one push for one new screen on top, a pop to
    /// the last kept screen for a pop, `setViewControllers` for anything else.
    func showStack(
      _ screens: [UIViewController], at path: StackPath, change: StackChange, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      if presentsAnew(screens, at: path) {
        presentAgain(level: path.level, showing: screens, completion: completion)
        return
      }
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
      if stacks(shownBy: navigation).first?.path == path {
        showBackRefusal(on: navigation, top: target.last)
      }
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
      guard levels.indices.contains(path.level) else { return }
      if refuses {
        levels[path.level].refusingBack.insert(path)
      } else {
        levels[path.level].refusingBack.remove(path)
      }
      guard let navigation = levels[path.level].stacks[path] else { return }
      showBackRefusal(on: navigation)
    }

    /// Shows on `navigation` whether the stack it shows on top refuses the user's back.
    ///
    /// A refusing stack gets no back button on `top` (the controller that ends on top, the
    /// top controller by default) and no pop gesture; what the driver took from a controller
    /// no longer on top, or from a stack that accepts again, is given back. A navigation
    /// controller shared by pushed levels answers for the top one.
    func showBackRefusal(on navigation: UINavigationController, top: UIViewController? = nil) {
      let top = top ?? navigation.topViewController
      let refuses = stacks(shownBy: navigation).first.map { shown in
        levels[shown.path.level].refusingBack.contains(shown.path)
      }
      let refusing = (refuses ?? false) && top != nil
      // Back buttons hidden on controllers this navigation controller no longer shows on top.
      hiddenBackButtons.removeAll { hidden in
        guard let controller = hidden.controller else { return true }
        // One on another navigation controller is that one's to give back; one popped off
        // (no navigation controller any more) is given back now.
        let elsewhere = controller.navigationController.map { $0 !== navigation } ?? false
        guard !elsewhere || controller === top else { return false }
        if refusing, controller === top { return false }
        controller.navigationItem.hidesBackButton = hidden.previous
        return true
      }
      if refusing, let top, !hiddenBackButtons.contains(where: { $0.controller === top }) {
        hiddenBackButtons.append(
          HiddenBackButton(controller: top, previous: top.navigationItem.hidesBackButton))
        top.navigationItem.hidesBackButton = true
      }
      let key = ObjectIdentifier(navigation)
      if refusing, !gestureOff.contains(key) {
        gestureOff.insert(key)
        setPopGestures(of: navigation, enabled: false)
      } else if !refusing, gestureOff.remove(key) != nil {
        setPopGestures(of: navigation, enabled: true)
      }
    }

    /// Turns the user's pop gestures of `navigation` on or off: the edge swipe, and from iOS 26
    /// the swipe anywhere in the content, which pops as the edge swipe does.
    private func setPopGestures(of navigation: UINavigationController, enabled: Bool) {
      navigation.interactivePopGestureRecognizer?.isEnabled = enabled
      if #available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *) {
        navigation.interactiveContentPopGestureRecognizer?.isEnabled = enabled
      }
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
