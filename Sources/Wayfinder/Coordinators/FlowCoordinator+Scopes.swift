extension FlowCoordinator {
  /// Makes the changes in `body` without animation: the host performs their plan's steps
  /// unanimated, as one plan.
  ///
  /// The flow's own form of ``Navigator/withoutAnimation(_:)``: it refuses when the flow is not
  /// running, where `try navigator?.withoutAnimation { … }` would skip the changes without a word.
  /// See <doc:PresentationsAndDialogs#Animation>.
  ///
  /// - Returns: what `body` returns.
  /// - Throws: ``NavigationError/flowNotRunning(_:)`` when the flow is not running, before
  ///   `body` runs; else what `body` throws, with the changes it made before throwing kept.
  public func withoutAnimation<T>(_ body: () throws -> T) throws -> T {
    guard let navigator, isRunning else { throw NavigationError.flowNotRunning(flowPath) }
    return try navigator.withoutAnimation(body)
  }

  /// Makes the changes in `body` even where another flow's presentation covers the flow's
  /// stack: the new screens wait under it, and the user finds them when it closes.
  ///
  /// Under the flow's *own* presentations they stay refused with
  /// ``NavigationError/covered(flow:coveredBy:)``. See
  /// <doc:CoordinatorsAndFlows#Which-hidden-counts>.
  ///
  /// - Returns: what `body` returns.
  /// - Throws: ``NavigationError/flowNotRunning(_:)`` when the flow is not running, before
  ///   `body` runs; else what `body` throws, with the changes it made before throwing kept.
  public func behindPresentations<T>(_ body: () throws -> T) throws -> T {
    guard let navigator, isRunning else { throw NavigationError.flowNotRunning(flowPath) }
    return try navigator.behindPresentations(body)
  }
}
