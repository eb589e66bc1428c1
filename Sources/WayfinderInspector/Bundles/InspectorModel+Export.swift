import Wayfinder

extension InspectorModel {
  /// A bundle of what the app shows now and the history kept, redacted.
  func bundle() throws(InspectorError) -> InspectorBundle<Route> {
    let snapshot: JSONValue
    do {
      snapshot = try JSONValue(
        parsing: try options.restoration.snapshot(of: redact(navigator.tree)))
    } catch let error as RestorationError {
      throw .exportFailed(error.description)
    } catch {
      throw .exportFailed(String(describing: error))
    }
    let journal = history.events.map { event in
      var copy = event
      copy.tree = redact(event.tree)
      return copy
    }
    let flows = navigator.runningFlows.map { flow in
      InspectorBundle<Route>.Flow(
        name: flow.flowName, path: flow.flowPath, parent: flow.parent?.flowPath,
        anchor: flow.anchor, routes: (flow.flowRoutes + flow.presentedRoutes).map { redact($0) })
    }
    return InspectorBundle(snapshot: snapshot, journal: journal, flows: flows)
  }
}
