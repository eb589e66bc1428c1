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
  /// `#expect(outcome == .finished(()))`. A ticket's optional outcome compares its cause:
  /// `#expect(flow.ticket.outcome?.cause == .completed)`.
  public static func == (lhs: FlowOutcome, rhs: FlowOutcome) -> Bool {
    lhs.cause == rhs.cause
  }

  /// Whether two outcomes of a `Void` flow differ.
  public static func != (lhs: FlowOutcome, rhs: FlowOutcome) -> Bool {
    !(lhs == rhs)
  }
}
