import Wayfinder

/// A problem with an app's declared ``FlowGraph``.
///
/// ```swift
/// let graph = FlowGraph(root: AppFlow.self, flows: allFlowTypes, routes: oneRoutePerCase)
/// do {
///   try graph.checkReachability()
/// } catch .unreachable(let parts) {
///   print(parts.flows, parts.routes)
/// }
/// ```
public enum FlowGraphError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Flows or routes are declared that no path from the root flow reaches.
  case unreachable(UnreachableParts)

  /// What is wrong, and what to do about it.
  public var description: String {
    switch self {
    case .unreachable(let parts): parts.description
    }
  }
}
