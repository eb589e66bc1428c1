/// One recorded change of navigation: its cause, the flows it started and finished, and the
/// tree after it.
public struct NavigationEvent<Route: NavigationRoute>: Hashable, Codable, Sendable {
  /// A flow that started.
  public struct StartedFlow: Hashable, Codable, Sendable {
    /// The flow's path from the root flow.
    public var path: String
    /// Where in the tree it went.
    public var anchor: FlowAnchor
  }

  /// A flow that finished.
  public struct FinishedFlow: Hashable, Codable, Sendable {
    /// The flow's path from the root flow.
    public var path: String
    /// Why it finished.
    public var cause: FinishCause
  }

  /// The event's number, from 1, in the order the navigator recorded them.
  public var sequence: Int
  /// Why the tree changed.
  public var cause: NavigationCause
  /// The flows that started, in order.
  public var started: [StartedFlow]
  /// The flows that finished, in order.
  public var finished: [FinishedFlow]
  /// The issues the navigator noticed during the change (see ``NavigationIssue``).
  public var issues: [NavigationIssue]
  /// The tree after the change.
  public var tree: NavigationTree<Route>

  /// The screen the user sees after the change: what analytics count as a screen view.
  public var visibleRoute: Route? { tree.visibleRoute }
}
