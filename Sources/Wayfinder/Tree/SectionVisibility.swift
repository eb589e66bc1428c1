/// In which layouts a section shows: as a tab, as a sidebar row, or as both.
///
/// A section hidden in the layout shown keeps its stack and its flow; it is only not drawn. The
/// selection always names a section the layout shows: whatever would select a hidden one selects
/// the first section the layout shows instead. See
/// <doc:TabsFlowsAndAdaptiveLayout#A-tab-bar-that-shows-a-subset-of-the-sidebar>.
public enum SectionVisibility: String, Hashable, Codable, Sendable, CaseIterable {
  /// A tab in the tab bar and a row in the sidebar; the default.
  case everywhere
  /// A row in the sidebar only: hidden in the tab bar.
  case splitOnly
  /// A tab in the tab bar only: hidden in the sidebar.
  case tabsOnly

  /// Whether a section with this visibility shows in `layout`.
  @inlinable
  public func isVisible(in layout: SectionLayout) -> Bool {
    switch self {
    case .everywhere: true
    case .splitOnly: layout == .split
    case .tabsOnly: layout == .tabs
    }
  }
}
