extension Navigator {
  /// Offers `intent` to the running flows from the root down; the first whose
  /// ``FlowCoordinator/handle(_:)`` accepts it handles it.
  ///
  /// For what comes from outside every screen (a shortcut, a widget, a notification). The root
  /// flow is asked first, then its children depth first: those on the way to what the user sees
  /// first (the higher level's before the lower's), then the others in the order they started.
  /// The navigator
  /// closes no presentation on the way; an intent no flow accepts is reported as unhandled
  /// (``unhandledIntents``), unless `reportingUnhandled` is `false`: for news that may find no
  /// one, as a result for a requester that may have gone. See
  /// <doc:CoordinatorsAndFlows#Routing-from-the-top>.
  ///
  /// - Parameters:
  ///   - intent: the intent.
  ///   - reportingUnhandled: whether an intent no flow accepts is reported as unhandled.
  /// - Returns: whether a flow took it: its `handle` returned `true`, or threw (reported as a
  ///   ``NavigationIssue``; no flow after it is asked). A request's action tells the two apart
  ///   in its outcome (``NavigationOutcome/actionFailed(_:)``).
  @discardableResult
  public func offer(_ intent: any NavigationIntent, reportingUnhandled: Bool = true) -> Bool {
    switch offering(intent, reportingUnhandled: reportingUnhandled) {
    case .accepted, .threw: true
    case .unhandled: false
    }
  }

  /// How an offer ended: a request's action reports the last two as its outcome.
  enum OfferEnd {
    /// A flow's `handle` returned `true`.
    case accepted
    /// The first flow that took it threw; the text names the flow and the error.
    case threw(String)
    /// No running flow accepted it.
    case unhandled
  }

  /// ``offer(_:reportingUnhandled:)``, telling a handler that threw from one that accepted.
  func offering(_ intent: any NavigationIntent, reportingUnhandled: Bool) -> OfferEnd {
    transaction(recording: .intent(intent)) {
      // The flows in view: at each level, the owner of its visible stack's top screen and the
      // flows up to the root, ranked by that level. Among siblings, those in view are asked
      // first, the higher level's before the lower's, so that a flow type running in several
      // tabs acts in the one on screen, a sheet over it or not.
      let inView = flowsInView()
      // Depth first: the stack holds the children last to be asked first.
      var waiting = [rootFlow]
      while let flow = waiting.popLast() {
        guard flow.isRunning else { continue }
        do {
          if try flow.handle(intent) { return .accepted }
        } catch {
          reportFailure(of: flow, during: "handle(\(intent))", error)
          return .threw("\(flow.flowPath)'s handle(_:) threw: \(error)")
        }
        let children = flow.children
        let shown = children.filter { inView[ObjectIdentifier($0)] != nil }
          .sorted { inView[ObjectIdentifier($0)]! > inView[ObjectIdentifier($1)]! }
        let others = children.filter { inView[ObjectIdentifier($0)] == nil }
        waiting.append(contentsOf: (shown + others).reversed())
      }
      if reportingUnhandled { reportUnhandled(intent, from: rootFlow.flowPath) }
      return .unhandled
    }
  }

  /// The flows on the way to what the user sees, each with the highest level it is on the way
  /// to: at every level, the flow showing it (``flowShowing(level:)``) and its ancestors.
  private func flowsInView() -> [ObjectIdentifier: Int] {
    var inView: [ObjectIdentifier: Int] = [:]
    for level in 0...storedTree.topLevel {
      var current: FlowRecord? = flowShowing(level: level)?.record
      while let record = current {
        inView[ObjectIdentifier(record)] = level
        current = record.parentRecord
      }
    }
    return inView
  }
}
