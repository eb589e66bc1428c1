#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  /// A split's detail column with a pinned section beside it: the detail's controller on the
  /// leading side, the pinned section's navigation controller (``Sections/pinnedColumn``) in a
  /// fixed-width column on the trailing side, each a child view controller.
  ///
  /// ``WayfinderSplitController`` puts it in its `.secondary` column while a section is
  /// pinned; both children keep their own navigation, so a back in the pinned column pops the
  /// pinned section's stack only.
  @MainActor
  final class PinnedColumnController: UIViewController {
    /// The width of the pinned column, in points.
    static let pinnedWidth: CGFloat = 320

    private(set) var detail: UIViewController?
    private(set) var pinned: UIViewController?
    private let divider = UIView(frame: .zero)

    /// Shows `detail` beside `pinned`, releasing the children it showed before.
    func show(detail: UIViewController, pinned: UIViewController) {
      if self.detail !== detail {
        release(self.detail)
        adopt(detail)
        self.detail = detail
      }
      if self.pinned !== pinned {
        release(self.pinned)
        adopt(pinned)
        self.pinned = pinned
      }
      divider.backgroundColor = UIColor.black.withAlphaComponent(0.2)
      view.addSubview(divider)
      viewDidLayoutSubviews()
    }

    /// Lets go of both children, so that each can be shown elsewhere.
    func releaseChildren() {
      release(detail)
      release(pinned)
      detail = nil
      pinned = nil
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let bounds = view.bounds
      let width = min(Self.pinnedWidth, bounds.width / 2)
      let height = bounds.height
      detail?.view.frame = CGRect(x: 0, y: 0, width: bounds.width - width - 1, height: height)
      divider.frame = CGRect(x: bounds.width - width - 1, y: 0, width: 1, height: height)
      pinned?.view.frame = CGRect(x: bounds.width - width, y: 0, width: width, height: height)
    }

    private func adopt(_ child: UIViewController) {
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }

    private func release(_ child: UIViewController?) {
      guard let child else { return }
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
  }
#endif
