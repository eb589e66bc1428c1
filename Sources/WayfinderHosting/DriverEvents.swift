import Wayfinder

/// What a platform driver reports to its host: the delegate callbacks and binding writes of a
/// UIKit or SwiftUI UI, as plain values.
///
/// ``DrivenHost`` is the implementation; a driver keeps it weakly (as `any DriverEvents`, since
/// the driver does not know the app's route type) and forwards to it without deciding what a
/// callback means. A UIKit driver's navigation controller delegate, in part:
///
/// <!-- fragment -->
/// ```swift
/// func navigationController(
///   _ navigationController: UINavigationController, didShow viewController: UIViewController,
///   animated: Bool
/// ) {
///   events?.stackDidShow(count: navigationController.viewControllers.count, at: path)
/// }
/// ```
@MainActor
public protocol DriverEvents: AnyObject {
  /// The stack at `path` shows `count` screens once a transition has settled.
  func stackDidShow(count: Int, at path: StackPath)
  /// The user went back on the stack at `path` until it shows `count` screens: a change only
  /// the user makes (a SwiftUI path binding's setter), so it is the user's even while a step
  /// is under way.
  func userDidGoBack(toCount count: Int, at path: StackPath)
  /// An interactive back swipe on the stack at `path` ended, completed or `cancelled`.
  func interactivePopDidEnd(at path: StackPath, cancelled: Bool)
  /// The presentation at `level` is gone.
  func presentationDidDismiss(level: Int)
  /// The user tried to dismiss the presentation at `level`, which refused.
  func presentationDidAttemptToDismiss(level: Int)
  /// Whether the platform may select the tab `id` the user tapped at `level`.
  func shouldSelect(_ id: SectionID, level: Int) -> Bool
  /// The user selected the tab `id` at `level`.
  func didSelect(_ id: SectionID, level: Int)
  /// The user chose the action `action` of the alert or dialog at `level`.
  func dialogDidChoose(_ action: String, level: Int)
  /// The user dragged the sheet at `level` to the detent `detent`.
  func sheetDidChangeDetent(_ detent: SheetDetent, level: Int)
  /// The window's horizontal size class changed.
  func sizeClassDidChange(_ sizeClass: SizeClass)
  /// The platform changed the layout of the sections at `level` on its own.
  func layoutDidChange(_ layout: SectionLayout, level: Int)
  /// The user showed or hid the columns of the split at `level`.
  func columnVisibilityDidChange(_ visibility: ColumnVisibility, level: Int)
  /// The split at `level` shows no section any more.
  func selectionDidClear(level: Int)
}

extension DriverEvents {
  /// Reported as ``stackDidShow(count:at:)``.
  public func userDidGoBack(toCount count: Int, at path: StackPath) {
    stackDidShow(count: count, at: path)
  }
}

extension DrivenHost: DriverEvents {}
