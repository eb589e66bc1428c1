extension FlowCoordinator {
  /// Makes the changes in `body` without animation: the host performs their plan's steps
  /// unanimated, as one plan.
  ///
  /// The flow's own form of ``Navigator/withoutAnimation(_:)``, which a flow would otherwise
  /// reach through its optional ``navigator`` — `try navigator?.withoutAnimation { … }` skips
  /// the changes without a word when the flow is not running. This one refuses instead, like
  /// every other operation of the flow: a flow that has not started or has finished changes
  /// nothing and learns why.
  ///
  /// ```swift
  /// try withoutAnimation {
  ///   try setStack([.library])
  ///   try push(.bookDetail(id: 42))
  /// }
  /// ```
  ///
  /// The body needs no annotation, unlike the navigator's typed form: the thrown type is left
  /// open because Swift infers a closure that calls `try` as throwing `any Error`.
  ///
  /// - Returns: what `body` returns.
  /// - Throws: ``NavigationError/flowNotRunning(_:)`` when the flow is not running, before
  ///   `body` runs; else what `body` throws, with the changes it made before throwing kept.
  public func withoutAnimation<T>(_ body: () throws -> T) throws -> T {
    guard let navigator, isRunning else { throw NavigationError.flowNotRunning(flowPath) }
    return try navigator.withoutAnimation(body)
  }
}
