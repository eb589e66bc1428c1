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
}

extension FlowOutcome: Equatable where Result: Equatable {}
extension FlowOutcome: Hashable where Result: Hashable {}
