#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  /// The content column of a three-column split for one section: the first screen of the
  /// section's stack, the list whose selection the detail column shows (``SplitColumns``).
  ///
  /// ``UIKitDriver`` moves a section's first screen here from its navigation controller while
  /// the section is drawn over three columns, and back when it is not, so that the navigation
  /// controller holds the detail column's screens.
  @MainActor
  final class ContentColumnController: UIViewController {
    /// The screen shown, `nil` for none.
    private(set) var screen: UIViewController?

    /// Shows `screen` as the column's only child, releasing the one shown before.
    func show(_ screen: UIViewController?) {
      guard screen !== self.screen else { return }
      if let old = self.screen {
        old.willMove(toParent: nil)
        old.view.removeFromSuperview()
        old.removeFromParent()
      }
      self.screen = screen
      if let screen {
        addChild(screen)
        view.addSubview(screen.view)
        screen.didMove(toParent: self)
      }
      viewDidLayoutSubviews()
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      screen?.view.frame = view.bounds
    }
  }
#endif
