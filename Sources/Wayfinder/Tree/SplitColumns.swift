/// How many columns a split draws: a sidebar and a detail, or a sidebar, a content list and a
/// detail.
///
/// A three-column split adds no stack. The selected section's stack spans the content and
/// the detail columns: its root route is the content column (a list), the route above the root
/// is the content column's selection, shown at the bottom of the detail column, and the routes
/// above that are the detail's own pushed screens. A stack that holds only its root shows a
/// placeholder in the detail column.
///
/// | Selected stack | Content column | Detail column |
/// | --- | --- | --- |
/// | `[.mailboxes]` | `mailboxes` | placeholder |
/// | `[.mailboxes, .message(7)]` | `mailboxes`, row `message(7)` selected | `message(7)` |
/// | `[.mailboxes, .message(7), .attachment]` | `mailboxes`, row `message(7)` selected | `message(7)` › `attachment` |
///
/// Collapsed (a tab bar, or a compact split) the same stack shows as one navigation stack, as
/// UIKit's triple-column split collapses: nothing converts, so every stack survives a
/// size-class change. Tabs ignore it.
///
/// | Wayfinder | SwiftUI | UIKit |
/// | --- | --- | --- |
/// | ``two`` | `NavigationSplitView(sidebar:detail:)` | `UISplitViewController(style: .doubleColumn)` |
/// | ``three`` | `NavigationSplitView(sidebar:content:detail:)` | `UISplitViewController(style: .tripleColumn)` |
///
/// ```swift
/// try tree.setSplitColumns(.three)
/// try app.showDetail(.message(id: 7))   // [.mailboxes, .message(id: 7)]
/// ```
public enum SplitColumns: String, Hashable, Codable, Sendable, CaseIterable {
  /// A sidebar and the selected section's stack as the detail; the default.
  case two
  /// A sidebar, the selected section's root as the content column, and the routes above it as
  /// the detail.
  case three
}
