/// How many columns a split draws: a sidebar and a detail, or a sidebar, a content list and a
/// detail.
///
/// A three-column split adds no stack: the selected section's stack spans the content and the
/// detail columns; collapsed, it shows as one stack. Tabs ignore it. See
/// <doc:TabsFlowsAndAdaptiveLayout#More-than-two-columns>.
public enum SplitColumns: String, Hashable, Codable, Sendable, CaseIterable {
  /// A sidebar and the selected section's stack as the detail; the default.
  case two
  /// A sidebar, the selected section's root as the content column, and the routes above it as
  /// the detail.
  case three
}
