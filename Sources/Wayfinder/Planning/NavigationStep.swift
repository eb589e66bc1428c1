/// One UI operation a host performs to move from one tree to the next.
///
/// A ``NavigationPlan`` is an ordered list of steps, each legal for a real UI on its own:
/// presentations are dismissed from the top, then tabs and stacks change, then new
/// presentations appear one at a time.
public enum NavigationStep<Route: NavigationRoute>: Hashable, Codable, Sendable {
  /// Dismiss every presentation above `toLevel`.
  case dismiss(toLevel: Int)
  /// Replace the root container (and with it every presentation).
  indirect case replaceRoot(Container<Route>)
  /// Show the sections at `level` as tabs or as a split.
  case setLayout(SectionLayout, level: Int)
  /// Select a section of the tabs or split at `level`.
  case select(SectionID, level: Int)
  /// Select nothing in the split at `level`: its detail column shows a placeholder.
  case clearSelection(level: Int)
  /// Show the split's columns at `level` as `visibility` says.
  case setColumnVisibility(ColumnVisibility, level: Int)
  /// Draw the split at `level` with two or three columns (``SplitColumns``).
  case setSplitColumns(SplitColumns, level: Int)
  /// Show section `section` of the split at `level` in a column of its own beside the detail,
  /// or none for `nil` (``Sections/pinnedColumn``).
  case setPinnedColumn(SectionID?, level: Int)
  /// Hide (or show again) the bar of the tabs at `level` while `section` is selected: a flow
  /// that hides the bar (``FlowCoordinator/hidesSectionBar``) started or finished showing its
  /// screens there (``Sections/hidesBar(in:)``).
  case setSectionBarHidden(Bool, section: SectionID, level: Int)
  /// Add section `id` with its whole stack at `at` of the display order of the tabs or split
  /// at `level`, shown in the layouts `visibility` says; the selection stays.
  indirect case insertSection(
    SectionID, Stack<Route>, at: Int, visibility: SectionVisibility, level: Int)
  /// Remove section `id` and its stack from the tabs or split at `level`, and select
  /// `selecting`, one of the sections that remain (the same as before unless `id` was selected
  /// or the plan changes the selection).
  case removeSection(SectionID, level: Int, selecting: SectionID)
  /// Show section `section` of the tabs or split at `level` in the layouts `visibility` says.
  case setVisibility(SectionVisibility, section: SectionID, level: Int)
  /// Configure the presentation at `level` as `options` say: a sheet's detents (the one it
  /// rests at among them), a preferred size. A popover's anchor is read when it is presented.
  case setPresentationOptions(PresentationOptions, level: Int)
  /// Order the tab bar's items of the tabs or split at `level` as `order` says, the display
  /// order (the sidebar's) for `nil` (``Sections/tabBarOrder``).
  case setTabBarOrder([SectionID]?, level: Int)
  /// Push routes, in order, onto the stack at `onto`.
  case push([Route], onto: StackPath)
  /// Pop the stack at `at` until it holds `toCount` routes.
  case pop(toCount: Int, at: StackPath)
  /// Remove the routes at `indices` from the stack at `from`, keeping the screens above them
  /// (they move down).
  case remove(indices: Range<Int>, from: StackPath)
  /// Replace the whole stack at `at`, keeping the screens of its first `keeping` routes
  /// (equal in the old and the new stack); every screen above them is new, even where its
  /// route equals the old one, because it belongs to another flow now.
  case setStack(Stack<Route>, at: StackPath, keeping: Int)
  /// Present above the top level.
  indirect case present(Presentation<Route>)
  /// Make the presentation at `level` refuse the user's dismissal (`true`) or accept it again
  /// (``Presentation/refusesUserDismissal``); what it shows stays.
  case setRefusesUserDismissal(Bool, level: Int)
  /// Make the stack at `at` refuse the user's back from its top screen (`true`) — no back
  /// button, no edge swipe — or accept it again (``Stack/refusesUserBack``). A plan sets it
  /// before it changes that stack's screens, so it holds for whatever screen ends on top.
  case setRefusesUserBack(Bool, at: StackPath)
}

extension NavigationStep: CustomStringConvertible {
  /// A one-line text of the step, for logs and test failures.
  public var description: String {
    switch self {
    case .dismiss(let level): "dismiss to level \(level)"
    case .replaceRoot(let container): "replace root with \(describe(container))"
    case .setLayout(let layout, let level): "layout \(layout.rawValue) at level \(level)"
    case .select(let id, let level): "select \(id) at level \(level)"
    case .clearSelection(let level): "select nothing at level \(level)"
    case .setColumnVisibility(let visibility, let level):
      "columns \(visibility.rawValue) at level \(level)"
    case .setSplitColumns(let columns, let level): "\(columns.rawValue) columns at level \(level)"
    case .setPinnedColumn(let section, let level):
      section.map { "pin \($0) at level \(level)" } ?? "unpin the column at level \(level)"
    case .setSectionBarHidden(let hidden, let section, let level):
      "\(hidden ? "hide" : "show") the bar over \(section) at level \(level)"
    case .insertSection(let id, let stack, let index, let visibility, let level):
      "insert section \(id) at \(index) with \(RouteText.list(Array(stack)))"
        + (visibility == .everywhere ? "" : " (\(visibility.rawValue))") + " at level \(level)"
    case .removeSection(let id, let level, let selection):
      "remove section \(id) at level \(level), selecting \(selection)"
    case .setVisibility(let visibility, let id, let level):
      "section \(id) \(visibility.rawValue) at level \(level)"
    case .setPresentationOptions(let options, let level):
      "options \(options) at level \(level)"
    case .setTabBarOrder(let order, let level):
      order.map { "tab bar order \($0.map(\.rawValue).joined(separator: ", ")) at level \(level)" }
        ?? "tab bar in display order at level \(level)"
    case .push(let routes, let path): "push \(RouteText.list(routes)) onto \(path)"
    case .pop(let count, let path): "pop to \(count) at \(path)"
    case .remove(let indices, let path):
      indices.count == 1
        ? "remove index \(indices.lowerBound) from \(path)"
        : "remove indices \(indices.lowerBound)..<\(indices.upperBound) from \(path)"
    case .setStack(let stack, let path, let keeping):
      "set \(path) to \(RouteText.list(Array(stack)))" + (keeping > 0 ? " keeping \(keeping)" : "")
    case .present(let presentation):
      "present \(presentation.style.rawValue)"
        + (presentation.transition == .automatic ? "" : " (\(presentation.transition.rawValue))")
        + " \(describe(presentation.container))"
        + (presentation.refusesUserDismissal ? " refusing dismissal" : "")
    case .setRefusesUserDismissal(let refuses, let level):
      "\(refuses ? "refuse" : "accept") user dismissal at level \(level)"
    case .setRefusesUserBack(let refuses, let path):
      "\(refuses ? "refuse" : "accept") user back at \(path)"
    }
  }

  private func describe(_ container: Container<Route>) -> String {
    switch container {
    case .stack(let stack): "stack \(RouteText.list(Array(stack)))"
    case .tabs(let sections): "tabs \(sections.ids.map(\.rawValue))"
    case .split(let sections): "split \(sections.ids.map(\.rawValue))"
    }
  }
}
