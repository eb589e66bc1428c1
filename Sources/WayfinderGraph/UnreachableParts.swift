import Wayfinder

/// The flows and routes of a ``FlowGraph`` that no path from the root flow reaches.
///
/// A flow is unreachable when no reachable flow declares that it may start it; a route, when
/// no reachable flow declares that it shows it. Either is dead code, or a declaration that is
/// missing. See ``WayfinderGraph``.
public struct UnreachableParts: Hashable, Sendable, CustomStringConvertible {
  /// The root flow the parts are unreachable from.
  public let root: String
  /// The flows no reachable flow starts, sorted by name.
  public let flows: [String]
  /// The routes no reachable flow shows, sorted by name.
  public let routes: [RouteKind]

  /// Creates the parts unreachable from `root`.
  package init(root: String, flows: [String], routes: [RouteKind]) {
    self.root = root
    self.flows = flows
    self.routes = routes
  }

  /// Whether everything is reachable.
  public var isEmpty: Bool { flows.isEmpty && routes.isEmpty }

  /// What is unreachable and what to do about it, one line per part.
  public var description: String {
    if isEmpty { return "everything is reachable from \(root)" }
    var lines: [String] = []
    for flow in flows {
      lines.append(
        "flow \(flow) is unreachable from \(root): add `.flow(\(flow).self, <placement>)` to the "
          + "`starts` of the flow that starts it, or remove the flow")
    }
    for route in routes {
      lines.append(
        "route .\(route) is unreachable from \(root): add it to the `shows` of the flow that "
          + "shows it, or remove the case")
    }
    return lines.joined(separator: "\n")
  }
}
