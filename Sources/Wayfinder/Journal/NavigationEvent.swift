/// A flow that started, as a ``NavigationEvent`` records it.
///
/// It holds no route, so it is one type for every app: recording it costs no look-up of a
/// generic type.
public struct StartedFlow: Hashable, Codable, Sendable {
  /// The flow's path from the root flow.
  public var path: String
  /// Where in the tree it went.
  public var anchor: FlowAnchor
}

/// A flow that finished, as a ``NavigationEvent`` records it.
public struct FinishedFlow: Hashable, Codable, Sendable {
  /// The flow's path from the root flow.
  public var path: String
  /// Why it finished.
  public var cause: FinishCause
}

/// One recorded change of navigation: its cause, the flows it started and finished, and the
/// tree after it.
public struct NavigationEvent<Route: NavigationRoute>: Hashable, Codable, Sendable {
  /// The event's number, from 1, in the order the navigator recorded them.
  public var sequence: Int
  /// Why the tree changed.
  ///
  /// An intent's cause is described when this is read, not when the event is recorded.
  public var cause: NavigationCause {
    get { recordedCause.cause }
    set { recordedCause = RecordedCause(newValue) }
  }
  /// The cause as recorded, described when ``cause`` is read.
  var recordedCause: RecordedCause
  /// The flows that started, in order.
  public var started: [StartedFlow]
  /// The flows that finished, in order.
  public var finished: [FinishedFlow]
  /// The issues the navigator noticed during the change (see ``NavigationIssue``).
  public var issues: [NavigationIssue]
  /// The tree after the change.
  public var tree: NavigationTree<Route>

  /// The screen the user sees after the change: what analytics count as a screen view; `nil`
  /// while an alert or a confirmation dialog is on top (see ``NavigationTree/visibleRoute``).
  public var visibleRoute: Route? { tree.visibleRoute }

  init(
    sequence: Int, cause: RecordedCause, started: [StartedFlow], finished: [FinishedFlow],
    issues: [NavigationIssue], tree: NavigationTree<Route>
  ) {
    self.sequence = sequence
    self.recordedCause = cause
    self.started = started
    self.finished = finished
    self.issues = issues
    self.tree = tree
  }

  // The recorded cause is written as `cause`, described.
  private enum CodingKeys: String, CodingKey {
    case sequence
    case recordedCause = "cause"
    case started, finished, issues, tree
  }
}
