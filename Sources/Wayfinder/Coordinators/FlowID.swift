/// The identity of one running flow, unique within its ``Navigator``.
public struct FlowID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The number the navigator gave the flow when it started; later flows have larger numbers.
  public let rawValue: UInt64

  /// Creates an identifier from its number.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Whether `lhs` started before `rhs`.
  public static func < (lhs: FlowID, rhs: FlowID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A text for people: logs, test failures, error messages — `#` and the number, `#3`.
  ///
  /// In Wayfinder's texts `#n` names an identity (a flow's, a journal event's), never a
  /// position: a route's place in a stack is written `index n`, as in a ``FlowAnchor``'s
  /// `root › library from index 1`.
  public var description: String { "#\(rawValue)" }
}
