extension Navigator {
  /// Offers `intent` to the running flows from the root down; the first whose
  /// ``FlowCoordinator/handle(_:)`` accepts it handles it.
  ///
  /// For what comes from outside every screen (a shortcut, a widget, a notification). The root
  /// flow is asked first, then its children depth first: the child on the way to the screen the
  /// user sees first, then the others in the order they started. The navigator
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
      // The flows from the one that owns the screen the user sees up to the root: among
      // siblings, the one of them is asked first, so that a flow type running in several tabs
      // acts in the one on screen.
      var inView = Set<ObjectIdentifier>()
      var current: FlowRecord? = visibleScreenOwner().record
      while let record = current {
        inView.insert(ObjectIdentifier(record))
        current = record.parentRecord
      }
      // Depth first: the stack holds the children last to be asked first.
      var waiting = [rootFlow]
      while let flow = waiting.popLast() {
        guard flow.isRunning else { continue }
        if run(flow, "handle(\(intent))", { try flow.handle(intent) }) ?? true { return true }
        var children = Array(flow.children.reversed())
        if let shown = children.firstIndex(where: { inView.contains(ObjectIdentifier($0)) }) {
          children.append(children.remove(at: shown))
        }
        waiting.append(contentsOf: children)
      }
      if reportingUnhandled { reportUnhandled(intent, from: rootFlow.flowPath) }
      return false
    }
  }

  /// The flow that owns the top screen of the visible stack, or the stack itself when it is
  /// empty.
  func visibleScreenOwner() -> FlowCoordinator<Route> {
    let path = storedTree.visiblePath
    let count = (try? kernel.count(storedTree, path)) ?? 0
    return count > 0 ? flow(owningRouteAt: count - 1, in: path) : flow(owningStackAt: path)
  }
}
