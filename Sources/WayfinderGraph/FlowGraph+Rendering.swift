import Wayfinder

extension FlowGraph {
  /// The graph as text in `format`, the same for the same declarations: nodes and edges
  /// sorted, identifiers made from names.
  ///
  /// How flows, routes and edges are drawn: ``WayfinderGraph``.
  public func rendered(as format: GraphFormat) -> String {
    picture.rendered(as: format)
  }

  var picture: GraphPicture {
    let undeclared = Set(undeclaredFlows)
    let pictured = nodes.map { node in
      var marks: [GraphPicture.Mark] = []
      if node == root { marks.append(.root) }
      if case .flow(let name) = node, undeclared.contains(name) { marks.append(.undeclared) }
      if !reachable.contains(node) { marks.append(.unreachable) }
      let kind: GraphPicture.Kind = if case .flow = node { .flow } else { .route }
      return GraphPicture.Node(
        key: Self.key(of: node), label: node.description, kind: kind, marks: marks)
    }
    let lines = edges.map { edge in
      GraphPicture.Edge(
        from: Self.key(of: edge.from), to: Self.key(of: edge.to), label: edge.label,
        shows: edge.relation == .shows)
    }
    return GraphPicture(title: "FlowGraph", nodes: pictured, edges: lines)
  }

  private static func key(of node: Node) -> String {
    switch node {
    case .flow(let name): "flow_\(name)"
    case .route(let kind): "route_\(kind.name)"
    }
  }
}
