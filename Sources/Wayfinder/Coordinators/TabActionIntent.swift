/// The user tapped a tab (or sidebar row) that is an action (``Sections/actions``): a "post"
/// tab that opens compose, BookKitty's "+".
///
/// Nothing was selected — the host keeps showing the tab that was — and the navigator sends
/// this intent from the flow that owns the container (a ``TabsCoordinator``); like any intent,
/// it travels up until a flow handles it, and one that nobody handles is reported.
///
/// ```swift
/// final class MainFlow: TabsCoordinator<AppRoute, Tab> {
///   init() {
///     super.init(selected: .home, actions: [.post]) { $0.root }
///   }
///
///   override func handle(_ intent: any NavigationIntent) throws -> Bool {
///     guard let tap = intent as? TabActionIntent, tap.tab == SectionID(Tab.post) else {
///       return try super.handle(intent)
///     }
///     try start(ComposeFlow(), .present(.sheet))
///     return true
///   }
/// }
/// ```
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
