#if canImport(UIKit) && !os(tvOS)
  import UIKit
  import Wayfinder

  extension UIKitDriver {
    /// Presents `content` as the level `level`, from the top controller.
    func present(
      _ content: PresentedContent<UIViewController>, level: Int, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      // Levels the user closed on their own are still recorded until the next command above.
      if levels.count > level { levels.removeSubrange(level...) }
      guard let below = levels.last, let presenter = topController else {
        settle(nil, animated: false, completion)
        return
      }
      if let dialog = content.dialog {
        let alert = makeAlert(dialog, style: content.style, level: level, anchor: presenter)
        levels.append(
          Level(style: content.style, controller: alert, tabs: nil, stacks: [:], pushTarget: nil))
        presenter.present(alert, animated: animated) { completion() }
        return
      }
      guard let container = content.container else {
        settle(nil, animated: false, completion)
        return
      }
      if content.style == .pushed, let navigation = below.pushTarget {
        push(container, level: level, on: navigation, animated: animated, completion: completion)
        return
      }
      let presented = makeLevel(container, level: level, style: content.style)
      let controller = presented.controller
      var from = presenter
      switch content.style {
      case .sheet: controller.modalPresentationStyle = .pageSheet
      case .fullScreen, .pushed: controller.modalPresentationStyle = .fullScreen
      case .overFullScreen: controller.modalPresentationStyle = .overFullScreen
      case .overlay:
        // An app-defined overlay (BookKitty's floating menu) draws its own backdrop over
        // everything, tab bar included.
        controller.modalPresentationStyle = .overFullScreen
        controller.modalTransitionStyle = .crossDissolve
      case .overCurrentContext:
        // Over the selected tab's content only: the tab's controller defines the context.
        if let tab = below.tabs?.selectedViewController {
          tab.definesPresentationContext = true
          from = tab
        }
        controller.modalPresentationStyle = .overCurrentContext
      case .popover:
        controller.modalPresentationStyle = .popover
        controller.popoverPresentationController?.sourceView = presenter.view
      case .alert, .confirmationDialog:
        controller.modalPresentationStyle = .automatic
      }
      if let transition = Self.modalTransitionStyle(for: content.transition, style: content.style) {
        controller.modalTransitionStyle = transition
      }
      // A compose sheet with unsaved text: UIKit refuses the swipe and tells the delegate.
      controller.isModalInPresentation = content.refusesUserDismissal
      controller.presentationController?.delegate = self
      levels.append(presented)
      from.present(controller, animated: animated) { completion() }
    }

    /// The `modalTransitionStyle` a presentation's transition asks for; `nil` to keep the
    /// style's own (automatic, or a popover, which UIKit animates its own way).
    static func modalTransitionStyle(
      for transition: PresentationTransition, style: PresentationStyle
    ) -> UIModalTransitionStyle? {
      guard style != .popover else { return nil }
      switch transition {
      case .automatic: return nil
      case .coverVertical: return .coverVertical
      case .crossDissolve: return .crossDissolve
      case .flipHorizontal: return .flipHorizontal
      }
    }

    /// Pushes a `PresentationStyle.pushed` level's screens on `navigation`, the
    /// navigation controller of the level below.
    private func push(
      _ content: ContainerContent<UIViewController>, level: Int,
      on navigation: UINavigationController, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      let screens: [UIViewController]
      switch content {
      case .stack(let stack): screens = stack
      case .sections(_, let sections, let selection, _, _, _, _, _, _, _):
        // A pushed level shows one stack; sections would need their own container.
        screens = sections.first { $0.id == selection }?.screens ?? []
      }
      let base = navigation.viewControllers.count
      levels.append(
        Level(
          style: .pushed, controller: navigation, tabs: nil,
          stacks: [StackPath(level: level): navigation], pushTarget: navigation, base: base))
      if screens.count == 1 {
        navigation.pushViewController(screens[0], animated: animated)
      } else {
        navigation.setViewControllers(navigation.viewControllers + screens, animated: animated)
      }
      settle(navigation, animated: animated, completion)
    }

    /// Closes every level above `level`: one `dismiss` on the presenter of the lowest modal
    /// level (UIKit removes the levels above it with it), then a pop for a pushed level.
    func dismiss(
      toLevel level: Int, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      guard levels.count > level + 1 else {
        settle(nil, animated: false, completion)
        return
      }
      let closed = Array(levels[(level + 1)...])
      levels.removeSubrange((level + 1)...)
      let firstPushed = closed[0].style == .pushed ? closed[0] : nil
      let pop: @MainActor () -> Void = { [weak self] in
        guard let self, let pushed = firstPushed,
          let navigation = pushed.stacks.values.first, pushed.base >= 1,
          pushed.base <= navigation.viewControllers.count
        else {
          completion()
          return
        }
        _ = navigation.popToViewController(
          navigation.viewControllers[pushed.base - 1], animated: animated)
        self.settle(navigation, animated: animated, completion)
      }
      guard let modal = closed.first(where: \.isModal),
        let presenter = modal.controller.presentingViewController
      else {
        pop()
        return
      }
      // Under a pushed level, the modal levels above it go without animation, then the pop
      // animates.
      presenter.dismiss(animated: animated && firstPushed == nil) { pop() }
    }

    private func makeAlert(
      _ dialog: Dialog, style: PresentationStyle, level: Int, anchor: UIViewController
    ) -> UIAlertController {
      let alert = UIAlertController(
        title: dialog.title, message: dialog.message,
        preferredStyle: style == .confirmationDialog ? .actionSheet : .alert)
      for action in dialog.actions {
        let role: UIAlertAction.Style =
          switch action.role {
          case .regular: .default
          case .cancel: .cancel
          case .destructive: .destructive
          }
        alert.addAction(
          UIAlertAction(title: action.title, style: role) { [weak self] _ in
            self?.events?.dialogDidChoose(action.id, level: level)
          })
      }
      // An action sheet is a popover on iPad, which needs an anchor.
      alert.popoverPresentationController?.sourceView = anchor.view
      return alert
    }
  }
#endif
