extension Navigator {
  /// Offers `intent` to the running flows from the root down; the first whose
  /// ``FlowCoordinator/handle(_:)`` accepts it handles it.
  ///
  /// For what comes from outside every screen (a shortcut, a widget, a notification). The root
  /// flow is asked first, then its children in the order they started, depth first. The navigator
  /// closes no presentation on the way; an intent no flow accepts is reported as unhandled
  /// (``unhandledIntents``), unless `reportingUnhandled` is `false`: for news that may find no
  /// one, as a result for a requester that may have gone. See
  /// <doc:CoordinatorsAndFlows#Routing-from-the-top>.
  ///
  /// - Parameters:
  ///   - intent: the intent.
  ///   - reportingUnhandled: whether an intent no flow accepts is reported as unhandled.
  /// - Returns: whether a flow accepted it.
  @discardableResult
  public func offer(_ intent: any NavigationIntent, reportingUnhandled: Bool = true) -> Bool {
    transaction(recording: .intent(intent)) {
      // Depth first, children in start order: the stack holds them last child first.
      var waiting = [rootFlow]
      while let flow = waiting.popLast() {
        guard flow.isRunning else { continue }
        if run(flow, "handle(\(intent))", { try flow.handle(intent) }) ?? true { return true }
        waiting.append(contentsOf: flow.children.reversed())
      }
      if reportingUnhandled { reportUnhandled(intent, from: rootFlow.flowPath) }
      return false
    }
  }
}
