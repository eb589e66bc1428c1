import Wayfinder

/// What each column of a split shows, read from the tree: which route goes in which column.
///
/// It describes a split only: collapsed, a host shows the selected stack as one stack. See
/// Wayfinder's article Tabs, Flows and Adaptive Layout, "More than two columns".
public struct SplitColumnRoutes<Route: NavigationRoute>: Hashable, Sendable,
  CustomStringConvertible
{
  /// How many columns the split draws.
  public var columns: SplitColumns
  /// The sidebar's rows, in display order (`Sections.visibleIDs(in:)`).
  public var sidebar: [SectionID]
  /// The selected sidebar row, `nil` when the split shows no section.
  public var selection: SectionID?
  /// The content column's route, the selected stack's root; `nil` in two columns.
  public var content: Route?
  /// The detail column's routes, bottom first; empty when it shows a placeholder.
  public var detail: [Route]
  /// The section pinned beside the detail (`Sections.pinnedColumn`), `nil` for none.
  public var pinnedSection: SectionID?
  /// The pinned section's routes, bottom first; empty without one.
  public var pinnedRoutes: [Route]

  /// Reads the columns of `container`; `nil` unless it is a split.
  public init?(_ container: Container<Route>) {
    guard case .split(let sections) = container else { return nil }
    columns = sections.splitColumns
    sidebar = sections.visibleIDs(in: .split)
    selection = sections.hasSelection ? sections.selection : nil
    let selected = sections.hasSelection ? Array(sections.selectedStack) : []
    switch sections.splitColumns {
    case .two:
      content = nil
      detail = selected
    case .three:
      content = selected.first
      detail = Array(selected.dropFirst())
    }
    pinnedSection = sections.pinnedColumn
    pinnedRoutes = sections.pinnedColumn.map { Array(sections[$0] ?? Stack()) } ?? []
  }

  /// One line, columns separated by `|`: `sidebar [home, lists*]` (the selected row starred),
  /// `content <route>` in three columns (`content none` without a selection),
  /// `detail [<routes>]` (`detail []` is a placeholder), and `pinned <section> [<routes>]`.
  public var description: String {
    let rows = sidebar.map { $0 == selection ? "\($0)*" : "\($0)" }
    var parts = ["sidebar [\(rows.joined(separator: ", "))]"]
    if columns == .three {
      parts.append("content " + (content.map { RouteText.describe($0) } ?? "none"))
    }
    parts.append("detail \(RouteText.list(detail))")
    if let pinnedSection { parts.append("pinned \(pinnedSection) \(RouteText.list(pinnedRoutes))") }
    return parts.joined(separator: " | ")
  }
}
