/// The user tapped a tab (or sidebar row) that is an action (``Sections/actions``): a "post"
/// tab that opens compose, BookKitty's "+".
///
/// Nothing was selected, and the navigator sends this intent from the flow that owns the
/// container; like any intent, it travels up until a flow handles it. See
/// <doc:TabsFlowsAndAdaptiveLayout#A-tab-item-that-is-an-action>.
public struct TabActionIntent: NavigationIntent, Hashable {
  /// The action's section.
  public var tab: SectionID
  /// The level of the container whose tab was tapped.
  public var level: Int

  /// Creates the intent.
  public init(_ tab: SectionID, level: Int = 0) {
    self.tab = tab
    self.level = level
  }
}
