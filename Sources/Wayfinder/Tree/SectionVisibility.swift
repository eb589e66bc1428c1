/// In which layouts a section shows: as a tab, as a sidebar row, or as both.
///
/// A social app shows five tabs on a phone and sixteen sidebar rows on a tablet: the lists and
/// followed tags are ``splitOnly``. A section hidden in the layout shown keeps its stack and its
/// flow; it is only not drawn — a tab bar has no item for it, a sidebar no row.
///
/// The selection always names a section the layout shows. Whatever would select a hidden
/// section, or leave one selected — ``FlowCoordinator/select(_:)``, a ``SelectTabIntent``, a
/// deep link's tree, a restored snapshot, a size-class or layout change, a visibility change, a
/// removal — selects the first section the layout shows instead, the same way every time. The
/// result depends on the tree alone, never on what happened before, so a snapshot restored on a
/// phone selects what a live rotation would. A layout in which no section is visible shows
/// every section, so that a tab bar is never empty.
///
/// | Wayfinder | SwiftUI (iOS 18, `sidebarAdaptable`) | UIKit |
/// | --- | --- | --- |
/// | ``everywhere`` | a `Tab` | a tab bar item and a sidebar row |
/// | ``splitOnly`` | `.defaultVisibility(.hidden, for: .tabBar)` | a sidebar row only |
/// | ``tabsOnly`` | `.defaultVisibility(.hidden, for: .sidebar)` | a tab bar item only |
///
/// ```swift
/// var sections = try Sections<AppRoute>([("home", [.home]), ("lists", [.lists])])
/// try sections.setVisibility(.splitOnly, of: "lists")
/// sections.isVisible("lists", in: .tabs)   // false
/// ```
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
