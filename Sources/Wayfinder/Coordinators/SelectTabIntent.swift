/// Asks an ancestor to select a tab (or sidebar section).
///
/// Screens send it through their ``FlowHandle``, flows through their own
/// (``FlowCoordinator/flowHandle``).
/// A ``TabsCoordinator`` that has the tab handles it.
///
/// ```swift
/// flow.send(SelectTabIntent(SectionID(Tab.library)))
/// ```
public struct SelectTabIntent: NavigationIntent, Hashable {
  /// The tab to select.
  public var tab: SectionID

  /// Creates the intent.
  public init(_ tab: SectionID) {
    self.tab = tab
  }
}
