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

  /// The screen the user sees after the change: what analytics count as a screen view.
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
}

// Written out because the cause is stored as recorded: events compare, hash and encode by the
// cause they describe.
extension NavigationEvent {
  private enum CodingKeys: String, CodingKey {
    case sequence, cause, started, finished, issues, tree
  }

  /// Decodes an event from what ``encode(to:)`` wrote.
  ///
  /// - Throws: `DecodingError` when a field is missing or malformed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    sequence = try container.decode(Int.self, forKey: .sequence)
    recordedCause = RecordedCause(try container.decode(NavigationCause.self, forKey: .cause))
    started = try container.decode([StartedFlow].self, forKey: .started)
    finished = try container.decode([FinishedFlow].self, forKey: .finished)
    issues = try container.decode([NavigationIssue].self, forKey: .issues)
    tree = try container.decode(NavigationTree<Route>.self, forKey: .tree)
  }

  /// Encodes the event: its sequence, cause, started and finished flows, issues and tree.
  ///
  /// - Throws: `EncodingError` when a route cannot be encoded.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sequence, forKey: .sequence)
    try container.encode(cause, forKey: .cause)
    try container.encode(started, forKey: .started)
    try container.encode(finished, forKey: .finished)
    try container.encode(issues, forKey: .issues)
    try container.encode(tree, forKey: .tree)
  }

  /// Whether two events have the same sequence, cause, flows, issues and tree.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sequence == rhs.sequence && lhs.cause == rhs.cause && lhs.started == rhs.started
      && lhs.finished == rhs.finished && lhs.issues == rhs.issues && lhs.tree == rhs.tree
  }

  /// Hashes the sequence, cause, flows, issues and tree.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(sequence)
    hasher.combine(cause)
    hasher.combine(started)
    hasher.combine(finished)
    hasher.combine(issues)
    hasher.combine(tree)
  }
}
