#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  /// A view controller that shows sections as a split: a sidebar listing them and a detail
  /// column with the selected one (``WayfinderSplitController``, or an app's own).
  ///
  /// It is a ``TabContainer`` — ``UIKitDriver`` gives it the same navigation controllers, one
  /// per section, and the same ``TabContainer/tabSelection`` for the user's taps on the sidebar
  /// — that can also show no section and show or hide its sidebar.
  @MainActor
  public protocol SplitContainer: TabContainer {
    /// Shows the sidebar and no section: the detail column shows a placeholder, and
    /// ``TabContainer/selectedViewController`` is `nil`.
    func clearSelection()
    /// Shows or hides the sidebar.
    func setColumnVisibility(_ visibility: ColumnVisibility)
    /// Shows `controller` — the navigation controller of the section pinned beside the detail
    /// (`Sections.pinnedColumn`) — in a column beside the detail, or no such column for `nil`.
    ///
    /// The driver leaves the pinned section out of the sidebar's rows (``TabContainer/setTabs(_:)``)
    /// and never selects it.
    func setPinnedColumn(_ controller: UIViewController?)
    /// Gives a split of three columns (`SplitColumns.three`) the content column of each
    /// section, by section: the controller to show in the `.supplementary` column while that
    /// section is selected. Empty for a split of two columns.
    ///
    /// The section's navigation controller, which ``TabContainer/select(_:)`` shows in the
    /// detail column, then holds the screens above the content column's.
    func setContentColumns(_ contents: [SectionID: UIViewController])
  }

  extension SplitContainer {
    /// Does nothing: a split shows its sections in a sidebar, which a flow that hides the tab
    /// bar (`FlowCoordinator.hidesSectionBar`) leaves in place, and has no tab bar to hide.
    public func setTabBarHidden(_ hidden: Bool, animated: Bool) {}
  }
#endif
