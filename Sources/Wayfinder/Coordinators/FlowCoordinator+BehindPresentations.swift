extension FlowCoordinator {
  /// Makes the changes in `body` even where another flow's presentation covers the flow's
  /// stack: the new screens wait under it, and the user finds them when it closes.
  ///
  /// A flow's push lands where the user looks, so a screen that a presentation would hide is
  /// refused. Sometimes waiting there is the point: a notification selects Notifications and
  /// pushes the status while the user's compose sheet, another flow's, stays up with its
  /// unsaved text. Inside `body`, pushes, pushed and in-place children, hand-offs and new
  /// screens from ``setStack(_:)`` are allowed under presentations of *other* flows. Under the
  /// flow's *own* presentations — those it or a flow it started made — they stay refused with
  /// ``NavigationError/covered(flow:coveredBy:)``, because the flow would push where it cannot
  /// be seen: dismiss first, or push inside the presentation. The host gets the changes as one
  /// plan whose steps under the presentation run without animation. See "Which hidden
  /// counts" in <doc:CoordinatorsAndFlows>.
  ///
  /// ```swift
  /// // NotificationsFlow, the flow of the Notifications tab:
  /// override func handle(_ intent: any NavigationIntent) throws -> Bool {
  ///   guard case AppIntent.openStatus(let id) = intent else { return false }
  ///   try behindPresentations {
  ///     try select("notifications")
  ///     try push(.status(id))
  ///   }
  ///   return true
  /// }
  /// ```
  ///
  /// The body needs no annotation: as with ``withoutAnimation(_:)``, its thrown type is left
  /// open.
  ///
  /// - Returns: what `body` returns.
  /// - Throws: ``NavigationError/flowNotRunning(_:)`` when the flow is not running, before
  ///   `body` runs; else what `body` throws, with the changes it made before throwing kept.
  public func behindPresentations<T>(_ body: () throws -> T) throws -> T {
    guard let navigator, isRunning else { throw NavigationError.flowNotRunning(flowPath) }
    return try navigator.behindPresentations(body)
  }
}
