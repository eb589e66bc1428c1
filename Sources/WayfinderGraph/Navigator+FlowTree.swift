import Wayfinder

extension Navigator {
  /// The running flows and the routes each owns, as text in `format`: a picture of what
  /// `flowDump()` prints.
  ///
  /// The same state gives the same text. See ``WayfinderGraph``.
  public func flowTree(as format: GraphFormat) -> String {
    var picture = GraphPicture(title: "FlowTree", nodes: [], edges: [])
    func add(_ flow: FlowCoordinator<Route>) {
      let key = "flow_\(flow.flowID?.rawValue ?? 0)"
      picture.nodes.append(
        GraphPicture.Node(
          key: key, label: "\(flow.flowName) @\(flow.anchor)", kind: .flow,
          marks: flow === rootFlow ? [.root] : []))
      for (index, route) in (flow.flowRoutes + flow.presentedRoutes).enumerated() {
        let routeKey = "\(key)_route_\(index)"
        picture.nodes.append(
          GraphPicture.Node(key: routeKey, label: RouteText.describe(route), kind: .route))
        picture.edges.append(GraphPicture.Edge(from: key, to: routeKey, label: "", shows: true))
      }
      for child in flow.children {
        picture.edges.append(
          GraphPicture.Edge(
            from: key, to: "flow_\(child.flowID?.rawValue ?? 0)", label: "", shows: false))
        add(child)
      }
    }
    if rootFlow.isRunning { add(rootFlow) }
    return picture.rendered(as: format)
  }
}
