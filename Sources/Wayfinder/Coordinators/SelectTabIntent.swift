/// Asks an ancestor to select a tab (or sidebar section).
///
/// Screens send it through their ``FlowHandle``, flows through their own
/// (``FlowCoordinator/flowHandle``).
/// A ``TabsCoordinator`` that has the tab handles it.
///
/// ```swift
/// flow.send(SelectTabIntent(TabID(Tab.library)))
/// ```
public struct SelectTabIntent: NavigationIntent, Hashable {
  /// The tab to select.
  public var tab: TabID

  /// Creates the intent.
  public init(_ tab: TabID) {
    self.tab = tab
  }
}
