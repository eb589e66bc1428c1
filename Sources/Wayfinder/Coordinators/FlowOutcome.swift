/// How a flow ended: with its result, or cancelled.
public enum FlowOutcome<Result: Sendable>: Sendable {
  /// The flow finished itself with a result.
  case finished(Result)
  /// The flow ended without a result, for the reason given.
  case cancelled(FinishCause)

  /// The result, or `nil` when the flow was cancelled.
  public var result: Result? {
    if case .finished(let result) = self { return result }
    return nil
  }

  /// Why the flow ended: ``FinishCause/completed`` when it finished with a result, else the
  /// cause of its cancellation.
  ///
  /// Comparable for every result type, `Void` included, so tests can write
  /// `#expect(flow.ticket.outcome?.cause == .userDismissed)`.
  public var cause: FinishCause {
    switch self {
    case .finished: .completed
    case .cancelled(let cause): cause
    }
  }
}

extension FlowOutcome: Equatable where Result: Equatable {}
extension FlowOutcome: Hashable where Result: Hashable {}

extension FlowOutcome where Result == Void {
  /// Whether two outcomes of a `Void` flow are the same: both finished, or both cancelled for
  /// the same cause.
  ///
  /// `Void` is not `Equatable`, so this stands in for the conformance:
  /// `#expect(flow.ticket.outcome == .finished(()))`.
  public static func == (lhs: FlowOutcome, rhs: FlowOutcome) -> Bool {
    lhs.cause == rhs.cause
  }

  /// Whether two outcomes of a `Void` flow differ.
  public static func != (lhs: FlowOutcome, rhs: FlowOutcome) -> Bool {
    !(lhs == rhs)
  }
}

/// Whether two optional outcomes of `Void` flows are the same (both `nil`, or the same
/// outcome), so that a test compares a ticket's outcome directly:
/// `#expect(flow.ticket.outcome == .finished(()))`.
public func == (lhs: FlowOutcome<Void>?, rhs: FlowOutcome<Void>?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil): true
  case (let lhs?, let rhs?): lhs == rhs
  default: false
  }
}

/// Whether two optional outcomes of `Void` flows differ.
public func != (lhs: FlowOutcome<Void>?, rhs: FlowOutcome<Void>?) -> Bool {
  !(lhs == rhs)
}
