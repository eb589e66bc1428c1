#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  extension UIKitDriver: UINavigationControllerDelegate {
    /// Reports, once a transition has settled, how many screens each stack shown by
    /// `navigationController` has: the host tells a back from a step's own transition.
    ///
    /// A navigation controller that also carries pushed levels reports each of them, top
    /// first, with the screens that are its own.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      let count = navigationController.viewControllers.count
      let shown = stacks(shownBy: navigationController)
      // A pushed level the user went back out of is gone from the screen: forgotten before the
      // host hears of it, so that a layout change does not push its screens again.
      if !rebuilding,
        let gone = levels.indices.first(where: { index in
          index > 0 && levels[index].style == .pushed
            && levels[index].pushTarget === navigationController && levels[index].base >= count
        })
      {
        levels.removeSubrange(gone...)
      }
      var upper = Int.max
      for (path, base) in shown {
        events?.stackDidShow(count: max(0, min(count, upper) - base), at: path)
        upper = base
      }
    }

    /// Watches an interactive back swipe, which the user may take back halfway.
    public func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      guard let coordinator = navigationController.transitionCoordinator,
        coordinator.isInteractive, let path = stacks(shownBy: navigationController).first?.path
      else { return }
      coordinator.notifyWhenInteractionChanges { [weak self] context in
        self?.events?.interactivePopDidEnd(at: path, cancelled: context.isCancelled)
      }
    }

    /// The stacks `navigation` shows, top level first, with the number of controllers below
    /// each: `-1` for a stack whose first screen is a three-column split's content column, so
    /// that the count reported is the whole stack's.
    func stacks(shownBy navigation: UINavigationController) -> [(path: StackPath, base: Int)] {
      var found: [(path: StackPath, base: Int)] = []
      for level in levels.reversed() {
        for (path, stack) in level.stacks where stack === navigation {
          found.append((path, level.base - (level.contents[path] == nil ? 0 : 1)))
        }
      }
      return found
    }
  }

  extension UIKitDriver: UIAdaptivePresentationControllerDelegate {
    /// Reports a sheet swiped down or a popover tapped away (UIKit calls this only for the
    /// user's dismissals).
    public func presentationControllerDidDismiss(
      _ presentationController: UIPresentationController
    ) {
      guard let level = modalLevel(of: presentationController) else { return }
      userClosed(level: level)
    }

    /// The user closed the modal level `level` and those above it: UIKit took them off the
    /// screen, so they are forgotten before the host hears of it, and a layout change does not
    /// present them again.
    func userClosed(level: Int) {
      levels.removeSubrange(level...)
      events?.presentationDidDismiss(level: level)
    }

    /// Reports a swipe down (or tap outside) that UIKit refused because the presented
    /// controller's `isModalInPresentation` is `true`: the flow that refuses hears it.
    public func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      guard let level = modalLevel(of: presentationController) else { return }
      events?.presentationDidAttemptToDismiss(level: level)
    }

    /// What a popover becomes where the window is compact: the level's
    /// `PopoverAnchor.CompactFallback` (a sheet by default; `.none` keeps the popover).
    public func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      guard traitCollection.horizontalSizeClass == .compact,
        let level = modalLevel(of: controller), let fallback = levels[level].compactFallback
      else { return .none }
      switch fallback {
      case .sheet: return .pageSheet
      case .fullScreen: return .fullScreen
      case .popover: return .none
      }
    }

    /// The modal level whose controller `presentationController` presents.
    func modalLevel(of presentationController: UIPresentationController) -> Int? {
      modalLevel(showing: presentationController.presentedViewController)
    }

    /// The modal level whose controller is `controller`.
    func modalLevel(showing controller: UIViewController) -> Int? {
      levels.firstIndex { $0.isModal && $0.controller === controller }
    }
  }
#endif

#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  extension UIKitDriver: UIPopoverPresentationControllerDelegate {}

  #if !os(visionOS)
    extension UIKitDriver: UISheetPresentationControllerDelegate {
      /// Reports the user's drag of a sheet to another detent (UIKit calls this only for the
      /// user's changes, not for the driver's own).
      public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
      ) {
        guard let level = modalLevel(of: sheetPresentationController),
          let identifier = sheetPresentationController.selectedDetentIdentifier,
          let detent = Self.detent(identifiedBy: identifier)
        else { return }
        events?.sheetDidChangeDetent(detent, level: level)
      }
    }
  #endif

  /// A controller whose back button the driver hid, held weakly (the stack's to keep), with
  /// whether the app had hidden it itself.
  struct HiddenBackButton {
    weak var controller: UIViewController?
    let previous: Bool
  }

  /// Hears an action sheet shown as a popover closed by a tap outside it, which UIKit reports
  /// to no action when the dialog has no cancel action.
  ///
  /// It hands the dismissal to the driver, as the driver's own delegate would; it implements
  /// nothing else, so UIKit adapts the action sheet its own way.
  @MainActor
  final class DialogDismissalObserver: NSObject, UIPopoverPresentationControllerDelegate {
    private weak var driver: UIKitDriver?

    init(driver: UIKitDriver) {
      self.driver = driver
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      driver?.presentationControllerDidDismiss(presentationController)
    }
  }

  /// A popover anchor a screen registered, held weakly.
  struct WeakSourceItem {
    weak var item: (any UIPopoverPresentationControllerSourceItem)?
  }
#endif
