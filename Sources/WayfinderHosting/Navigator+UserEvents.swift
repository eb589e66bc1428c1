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
}
