#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  /// The content column of a three-column split for one section: the first screen of the
  /// section's stack, the list whose selection the detail column shows (``SplitColumns``).
  ///
  /// ``UIKitDriver`` moves a section's first screen here from its navigation controller while
  /// the section is drawn over three columns, and back when it is not, so that the navigation
  /// controller holds the detail column's screens. The screen is this navigation controller's
  /// root, so that its title, search bar and bar buttons show in the column's bar (a split
  /// wraps a column's controller that is not a navigation controller in one of its own, which
  /// would show the bar of the wrapper's root instead of the screen's).
  @MainActor
  final class ContentColumnController: UINavigationController {
    /// The screen shown, `nil` for none.
    var screen: UIViewController? { viewControllers.first }

    /// Shows `screen` as the column's only screen, letting go of the one shown before.
    func show(_ screen: UIViewController?) {
      guard screen !== self.screen else { return }
      setViewControllers(screen.map { [$0] } ?? [], animated: false)
    }
  }
#endif
