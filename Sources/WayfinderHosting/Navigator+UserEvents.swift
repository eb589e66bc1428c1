import Wayfinder

extension Navigator {
  /// Takes in what the user did in the host, which already shows the result, so no step is sent
  /// back for it.
  ///
  /// Flows whose part left the tree finish (`FinishCause.userWentBack` or
  /// `FinishCause.userDismissed`); a cancelled gesture changes nothing; an attempt to dismiss a
  /// presentation that refuses it goes to the flow's `didRefuseUserDismissal()`. A
  /// ``DrivenHost`` calls it for its driver's events; a host of its own calls it for each
  /// `UserEvent`.
  ///
  /// - Throws: `NavigationError` when the event does not fit what the host was showing (a pop
  ///   below a stack's root); nothing changes then.
  public func receive(_ event: UserEvent) throws(NavigationError) {
    try take(event, shownByHost: true)
  }

  /// Does what the user would do in the host, for a tool that drives the app from outside its
  /// UI (the inspector's "back", "dismiss", "select a tab").
  ///
  /// The tree changes exactly as ``receive(_:)`` changes it, with the same journal cause and
  /// the same `FinishCause`s; but the host did not do it, so it is sent the steps to show it.
  ///
  /// - Throws: `NavigationError` when the event does not fit the navigator's tree (a pop below
  ///   a stack's root, a level that is not there); nothing changes then.
  package func perform(_ event: UserEvent) throws(NavigationError) {
    var checked = tree
    try event.apply(to: &checked)
    try take(event, shownByHost: false)
  }
}
