extension Navigator {
  /// The most recently started running flow of type `type`, if one runs.
  ///
  /// Code outside the flows uses it to reach one: a guard that waits for the login form already
  /// on screen (<doc:DeepLinksAndGuards#Guards>), a test that drives a flow a deep link started.
  public func runningFlow<Flow: FlowCoordinator<Route>>(of type: Flow.Type) -> Flow? {
    runningFlows.last { $0 is Flow } as? Flow
  }

  /// The most recently started running flow of exactly `flow`'s class.
  func runningFlow<Result>(sameTypeAs flow: Coordinator<Route, Result>)
    -> Coordinator<Route, Result>?
  {
    let wanted = ObjectIdentifier(type(of: flow))
    return runningFlows.last { ObjectIdentifier(type(of: $0)) == wanted }
      as? Coordinator<Route, Result>
  }
}
