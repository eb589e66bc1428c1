#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  extension UIKitDriver {
    /// Presents `content` as the level `level`, from the top controller.
    func present(
      _ content: PresentedContent<UIViewController>, level: Int, animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      // What was at this level is gone (the user's closings are forgotten as they happen).
      if levels.count > level { levels.removeSubrange(level...) }
      guard let below = levels.last, let presenter = topController else {
        settle(nil, animated: false, completion)
        return
      }
      if let dialog = content.dialog {
        let alert = makeAlert(dialog, style: content.style, level: level)
        let shown = Level(
          style: content.style, controller: alert, tabs: nil, stacks: [:], pushTarget: nil)
        shown.options = content.options
        // An action sheet is a popover where the window is regular: a tap outside it is
        // reported by an observer of its own, which leaves its adaptation to UIKit.
        if alert.popoverPresentationController != nil {
          shown.dialogObserver = DialogDismissalObserver(driver: self)
        }
        configurePresentation(alert, as: shown, presenter: presenter, over: below.visibleScreen)
        levels.append(shown)
        presenter.present(alert, animated: animated) { completion() }
        return
      }
      guard let container = content.container else {
        settle(nil, animated: false, completion)
        return
      }
      if content.style == .pushed, let navigation = below.pushTarget {
        push(
          container, level: level, on: navigation, refusingBack: content.stacksRefusingBack,
          animated: animated, completion: completion)
        return
      }
      let presented = makeLevel(container, level: level, style: content.style)
      let controller = presented.controller
      var from = presenter
      switch content.style {
      case .sheet: controller.modalPresentationStyle = .pageSheet
      case .formSheet: controller.modalPresentationStyle = .formSheet
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
        presented.compactFallback = content.options.anchor?.compactFallback ?? .sheet
      case .alert, .confirmationDialog:
        controller.modalPresentationStyle = .automatic
      }
      if let transition = Self.modalTransitionStyle(for: content.transition, style: content.style) {
        controller.modalTransitionStyle = transition
      }
      if case .custom(let name) = content.transition, let delegate = makeTransition?(name) {
        presented.transitionDelegate = delegate
        controller.transitioningDelegate = delegate
      }
      presented.options = content.options
      configurePresentation(
        controller, as: presented, presenter: presenter, over: below.visibleScreen)
      // A compose sheet with unsaved text: UIKit refuses the swipe and tells the delegate.
      controller.isModalInPresentation = content.refusesUserDismissal
      presented.refusingBack = content.stacksRefusingBack
      levels.append(presented)
      // Its stacks that refuse the user's back come in with no back button.
      var seen = Set<ObjectIdentifier>()
      for navigation in presented.stacks.values
      where seen.insert(ObjectIdentifier(navigation)).inserted {
        showBackRefusal(on: navigation)
      }
      from.present(controller, animated: animated) { completion() }
    }

    /// The `modalTransitionStyle` a presentation's transition asks for; `nil` to keep the
    /// style's own (automatic, or a popover, which UIKit animates its own way).
    static func modalTransitionStyle(
      for transition: PresentationTransition, style: PresentationStyle
    ) -> UIModalTransitionStyle? {
      guard style != .popover else { return nil }
      switch transition {
      case .automatic, .custom: return nil
      case .coverVertical: return .coverVertical
      case .crossDissolve: return .crossDissolve
      case .flipHorizontal: return .flipHorizontal
      }
    }

    /// Configures `controller`, presented as `shown`, before UIKit presents it — the first time,
    /// or anew after a layout change, whose new presentation controller starts from UIKit's
    /// defaults: the popover's anchor, the sheet's detents and size, the delegates.
    func configurePresentation(
      _ controller: UIViewController, as shown: Level, presenter: UIViewController,
      over screen: UIViewController?
    ) {
      // An action sheet's popover keeps its own observer, which leaves its adaptation to UIKit.
      let delegate: any UIPopoverPresentationControllerDelegate = shown.dialogObserver ?? self
      if let popover = controller.popoverPresentationController {
        popover.delegate = delegate
        anchor(popover, shown.options.anchor, in: presenter, over: screen)
      }
      configure(controller, with: shown.options, animated: false)
      controller.presentationController?.delegate = delegate
    }

    /// Configures a presented controller as `options` say.
    ///
    /// A sheet's detents, the one it rests at, its grabber and undimmed detents, and a
    /// preferred size. `changing` when they replace the options it shows with; an animated
    /// change animates inside the sheet's `animateChanges(_:)`.
    func configure(
      _ controller: UIViewController, with options: PresentationOptions, animated: Bool,
      changing: Bool = false
    ) {
      if let size = options.preferredSize {
        controller.preferredContentSize = CGSize(width: size.width, height: size.height)
      }
      // visionOS has no detents: its sheets keep their one size.
      #if !os(visionOS)
        configureSheet(controller.sheetPresentationController, options, animated: animated)
        // A popover's detents are those of the sheet it adapts to on a compact window; a
        // change that takes them away gives that sheet its full height again.
        if options.detents != nil || changing,
          let popover = controller.popoverPresentationController
        {
          configureSheet(popover.adaptiveSheetPresentationController, options, animated: animated)
        }
      #endif
    }

    #if !os(visionOS)
      private func configureSheet(
        _ sheet: UISheetPresentationController?, _ options: PresentationOptions, animated: Bool
      ) {
        guard let sheet else { return }
        sheet.delegate = self
        let apply = {
          guard let detents = options.detents else {
            sheet.detents = [.large()]
            sheet.selectedDetentIdentifier = nil
            sheet.largestUndimmedDetentIdentifier = nil
            sheet.prefersGrabberVisible = false
            return
          }
          sheet.detents = detents.detents.map(Self.detent)
          sheet.selectedDetentIdentifier = detents.selected.map(Self.identifier)
          sheet.largestUndimmedDetentIdentifier = detents.largestUndimmed.map(Self.identifier)
          sheet.prefersGrabberVisible = detents.showsGrabber
        }
        if animated { sheet.animateChanges(apply) } else { apply() }
      }

      /// UIKit's detent for `detent`: the system's medium and large, or a custom one named by
      /// the detent's text, so that the user's choice reads back as the same detent.
      static func detent(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: .medium()
        case .large: .large()
        case .height(let points):
          .custom(identifier: identifier(detent)) { context in
            min(CGFloat(points), context.maximumDetentValue)
          }
        case .fraction(let share):
          .custom(identifier: identifier(detent)) { context in
            context.maximumDetentValue * CGFloat(share)
          }
        }
      }

      /// The identifier UIKit knows `detent` by.
      static func identifier(_ detent: SheetDetent)
        -> UISheetPresentationController.Detent.Identifier
      {
        switch detent {
        case .medium: .medium
        case .large: .large
        case .height, .fraction: UISheetPresentationController.Detent.Identifier(detent.rawValue)
        }
      }

      /// The detent UIKit's `identifier` names: the system's medium and large, or a custom one by
      /// its text; `nil` for one the driver did not make.
      static func detent(
        identifiedBy identifier: UISheetPresentationController.Detent.Identifier
      ) -> SheetDetent? {
        if identifier == .medium { return .medium }
        if identifier == .large { return .large }
        return SheetDetent(rawValue: identifier.rawValue)
      }
    #endif

    /// Points a popover at its anchor: the registered item of that name, or the one the screen
    /// below names (``PopoverAnchoring``), a rectangle of the screen below, or (with neither)
    /// the screen below itself.
    private func anchor(
      _ popover: UIPopoverPresentationController, _ anchor: PopoverAnchor?,
      in presenter: UIViewController, over screen: UIViewController?
    ) {
      // The screen below, whose coordinates a rectangle anchor is in; the presenter when the
      // level below shows none.
      popover.sourceView = (screen ?? presenter).view
      guard let anchor else { return }
      var arrows: UIPopoverArrowDirection = []
      if anchor.arrows.contains(.up) { arrows.insert(.up) }
      if anchor.arrows.contains(.down) { arrows.insert(.down) }
      if anchor.arrows.contains(.left) { arrows.insert(.left) }
      if anchor.arrows.contains(.right) { arrows.insert(.right) }
      popover.permittedArrowDirections = arrows
      switch anchor.source {
      case .named(let name):
        if let item = popoverAnchors[name]?.item
          ?? (screen as? any PopoverAnchoring)?.popoverAnchor(named: name)
        {
          popover.sourceItem = item
        }
      case .rect(let x, let y, let width, let height):
        popover.sourceRect = CGRect(x: x, y: y, width: width, height: height)
      }
    }

    /// Pushes a `PresentationStyle.pushed` level's screens on `navigation`, the
    /// navigation controller of the level below.
    private func push(
      _ content: ContainerContent<UIViewController>, level: Int,
      on navigation: UINavigationController, refusingBack: Set<StackPath>, animated: Bool,
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
      levels[level].refusingBack = refusingBack
      showBackRefusal(on: navigation, top: screens.last)
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
        // The stack left on top of the navigation controller says whether it refuses.
        self.showBackRefusal(on: navigation, top: navigation.viewControllers[pushed.base - 1])
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

    private func makeAlert(_ dialog: Dialog, style: PresentationStyle, level: Int)
      -> UIAlertController
    {
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
          UIAlertAction(title: action.title, style: role) { [weak self, weak alert] _ in
            // The alert closed itself: forgotten before the host hears of the choice, unless
            // its tap outside was reported already.
            guard let self, let alert, levels.count > level, levels[level].controller === alert
            else { return }
            levels.removeSubrange(level...)
            events?.dialogDidChoose(action.id, level: level)
          })
      }
      return alert
    }
  }
#endif
