import Wayfinder

extension FlowGraph {
  /// The flows and routes in the graph that no path from the root reaches.
  ///
  /// Only what the graph holds can be reported: build it with every flow type and a sample of
  /// every route (``init(root:flows:routes:)``). See ``WayfinderGraph``.
  ///
  /// - Returns: the unreachable flows and routes, each sorted by name; empty when the root
  ///   reaches everything.
  public func unreachableParts() -> UnreachableParts {
    var flows: [String] = []
    var routes: [RouteKind] = []
    for node in nodes where !reachable.contains(node) {
      switch node {
      case .flow(let name): flows.append(name)
      case .route(let kind): routes.append(kind)
      }
    }
    return UnreachableParts(root: root.description, flows: flows, routes: routes)
  }

  /// Checks that the root reaches every flow and route in the graph.
  ///
  /// ```swift
  /// try FlowGraph(root: AppFlow.self, flows: allFlowTypes, routes: oneRoutePerCase).checkReachability()
  /// ```
  ///
  /// - Throws: ``FlowGraphError/unreachable(_:)`` with the parts and how to fix each.
  public func checkReachability() throws(FlowGraphError) {
    let parts = unreachableParts()
    if !parts.isEmpty { throw .unreachable(parts) }
  }
}
