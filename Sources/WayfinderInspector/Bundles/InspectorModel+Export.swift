import Wayfinder

extension InspectorModel {
  /// A bundle of what the app shows now and the history kept, redacted.
  func bundle() throws(InspectorError) -> InspectorBundle<Route> {
    try InspectorBundle(
      navigator: navigator, journal: history.events, restoration: options.restoration,
      redact: options.redact)
  }
}

extension InspectorBundle {
  /// A bundle of what `navigator` shows now, the journal events that led there and the flows
  /// that run, every route passed through `redact`: what the viewer's export writes, and what
  /// a tool that walks the app to a state writes (`bookkitty explore --bundles`).
  ///
  /// - Throws: ``InspectorError/exportFailed(_:)`` when the tree has no snapshot.
  @MainActor
  public init(
    navigator: Navigator<Route>, journal: [NavigationEvent<Route>],
    restoration: Restoration<Route>, redact: @escaping @Sendable (Route) -> Route = { $0 }
  ) throws(InspectorError) {
    let redact = Redaction(redact: redact)
    let snapshot: JSONValue
    do {
      snapshot = try JSONValue(parsing: try restoration.snapshot(of: redact(navigator.tree)))
    } catch let error as RestorationError {
      throw .exportFailed(error.description)
    } catch {
      throw .exportFailed(String(describing: error))
    }
    let events = journal.map { event in
      var copy = event
      copy.tree = redact(event.tree)
      return copy
    }
    let flows = navigator.runningFlows.map { flow in
      Flow(
        name: flow.flowName, path: flow.flowPath, parent: flow.parent?.flowPath,
        anchor: flow.anchor, routes: (flow.flowRoutes + flow.presentedRoutes).map { redact($0) })
    }
    self.init(snapshot: snapshot, journal: events, flows: flows)
  }
}
