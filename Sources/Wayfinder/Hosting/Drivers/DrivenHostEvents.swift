/// What a platform UI reports to its ``DrivenHost``: the user's own changes, as the platform
/// saw them.
///
/// A declarative driver's bindings (``DeclarativeModel``) forward what SwiftUI writes into them
/// here; the host decides what each write means.
@MainActor
public protocol DrivenHostEvents: AnyObject {
  /// The stack at `path` shows `count` screens; see ``DrivenHost/stackDidShow(count:at:)``.
  func stackDidShow(count: Int, at path: StackPath)
  /// The presentation at `level` is gone; see ``DrivenHost/presentationDidDismiss(level:)``.
  func presentationDidDismiss(level: Int)
  /// The user selected a tab or sidebar section; see ``DrivenHost/didSelect(_:level:)``.
  func didSelect(_ id: TabID, level: Int)
  /// The user chose a dialog's action; see ``DrivenHost/dialogDidChoose(_:level:)``.
  func dialogDidChoose(_ action: String, level: Int)
  /// The window's size class changed; see ``DrivenHost/sizeClassDidChange(_:)``.
  func sizeClassDidChange(_ sizeClass: SizeClass)
  /// The user showed or hid columns; see ``DrivenHost/columnVisibilityDidChange(_:level:)``.
  func columnVisibilityDidChange(_ visibility: ColumnVisibility, level: Int)
}

extension DrivenHost: DrivenHostEvents {}
