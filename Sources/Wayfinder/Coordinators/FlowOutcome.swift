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
