import Wayfinder

/// An app's flows and the routes they show, as the flows declare them: known without running
/// the app.
///
/// Built from the root flow's type by following each `FlowCoordinator.declaration`; no flow
/// is created or started. See ``WayfinderGraph``.
public struct FlowGraph<Route: NavigationRoute>: Hashable, Sendable {
  /// A node: a flow type, by name, or a kind of route.
  public enum Node: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// A flow type, by its name: `LibraryFlow`, `LoginCoordinator<AppRoute>`.
    case flow(String)
    /// A kind of route.
    case route(RouteKind)

    /// Flows before routes, each by name.
    public static func < (lhs: Node, rhs: Node) -> Bool {
      switch (lhs, rhs) {
      case (.flow(let left), .flow(let right)): left < right
      case (.route(let left), .route(let right)): left < right
      case (.flow, .route): true
      case (.route, .flow): false
      }
    }

    /// The flow's name, or the route's case name.
    public var description: String {
      switch self {
      case .flow(let name): name
      case .route(let kind): kind.name
      }
    }
  }

  /// What an edge says.
  public enum Relation: Hashable, Sendable {
    /// The flow shows the route.
    case shows
    /// The flow may start the other flow, placed so.
    case starts(FlowPlacement)
  }

  /// An edge: a flow shows a route, or starts a flow.
  public struct Edge: Hashable, Comparable, Sendable {
    /// The flow the edge leaves.
    public let from: Node
    /// The route shown or the flow started.
    public let to: Node
    /// Shows or starts.
    public let relation: Relation

    /// Creates an edge.
    public init(from: Node, to: Node, relation: Relation) {
      self.from = from
      self.to = to
      self.relation = relation
    }

    /// By source, then target, then label.
    public static func < (lhs: Edge, rhs: Edge) -> Bool {
      if lhs.from != rhs.from { return lhs.from < rhs.from }
      if lhs.to != rhs.to { return lhs.to < rhs.to }
      return lhs.label < rhs.label
    }

    /// The edge's text in pictures: `push`, `present sheet`, `tab home`, `root`, or empty for
    /// *shows*.
    var label: String {
      switch relation {
      case .shows: ""
      case .starts(.push): "push"
      case .starts(.present(let style, _, _)): "present \(style.rawValue)"
      case .starts(.anyTab): "any tab"
      case .starts(.tab(let id)): "tab \(id)"
      case .starts(.root): "root"
      case .starts(.replacingStack): "replacing stack"
      case .starts(.presenting): "presenting"
      case .starts(.preferred): "preferred"
      }
    }
  }

  /// The root flow's node.
  public let root: Node
  /// Every node, flows first, each group sorted by name.
  public let nodes: [Node]
  /// Every edge, sorted.
  public let edges: [Edge]
  /// The nodes a path from the root reaches, the root included.
  public let reachable: Set<Node>
  /// The flows in the graph that declare nothing (`FlowDeclaration.undeclared`), sorted.
  public let undeclaredFlows: [String]

  /// Builds the graph of the flows `root` reaches through declarations, and of `flows` and
  /// `routes` too, reachable or not.
  ///
  /// - Parameters:
  ///   - root: the app's root flow type.
  ///   - flows: flow types to include whether or not the root reaches them: list every flow
  ///     type of the app for ``unreachableParts()`` to find the ones nothing starts.
  ///   - routes: one sample per route case to include whether or not a flow shows it: list
  ///     every case for ``unreachableParts()`` to find the screens no flow shows.
  /// - Complexity: O(*n* log *n*) in the number of declared nodes and edges.
  @MainActor
  public init(
    root: FlowCoordinator<Route>.Type, flows: [FlowCoordinator<Route>.Type] = [],
    routes: [Route] = []
  ) {
    var names: [ObjectIdentifier: String] = [:]
    var declarations: [String: FlowDeclaration<Route>] = [:]
    var edges = Set<Edge>()
    var nodes = Set<Node>()
    func name(of type: FlowCoordinator<Route>.Type) -> String {
      if let name = names[ObjectIdentifier(type)] { return name }
      var name = FlowNames.name(of: type)
      // Two types of one name (in two modules) stay two nodes.
      if names.values.contains(name) { name = String(reflecting: type) }
      names[ObjectIdentifier(type)] = name
      return name
    }
    /// Follows declarations from `start`; returns the nodes it reached.
    func follow(_ start: FlowCoordinator<Route>.Type) -> Set<Node> {
      var reached = Set<Node>()
      var queue = [start]
      while let type = queue.popLast() {
        let flow = Node.flow(name(of: type))
        guard reached.insert(flow).inserted else { continue }
        nodes.insert(flow)
        let declaration = declarations[flow.description] ?? type.declaration
        declarations[flow.description] = declaration
        for kind in declaration.shows {
          reached.insert(.route(kind))
          nodes.insert(.route(kind))
          edges.insert(Edge(from: flow, to: .route(kind), relation: .shows))
        }
        for start in declaration.starts {
          let child = Node.flow(name(of: start.flow))
          edges.insert(Edge(from: flow, to: child, relation: .starts(start.placement)))
          queue.append(start.flow)
        }
      }
      return reached
    }
    let rootNode = Node.flow(name(of: root))
    self.root = rootNode
    self.reachable = follow(root)
    for type in flows { _ = follow(type) }
    for route in routes { nodes.insert(.route(RouteKind(route))) }
    self.nodes = nodes.sorted()
    self.edges = edges.sorted()
    self.undeclaredFlows = declarations.filter { !$0.value.isDeclared }.keys.sorted()
  }

  /// The flows in the graph, by name, sorted.
  public var flows: [String] {
    nodes.compactMap { if case .flow(let name) = $0 { name } else { nil } }
  }

  /// The kinds of route in the graph, sorted.
  public var routes: [RouteKind] {
    nodes.compactMap { if case .route(let kind) = $0 { kind } else { nil } }
  }
}
