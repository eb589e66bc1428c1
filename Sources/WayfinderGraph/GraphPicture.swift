import Wayfinder

/// A picture of flows and routes before it is written in a format: the one model behind both
/// the declared graph and the live tree, so that both export the same way.
package struct GraphPicture: Equatable {
  enum Kind: Equatable {
    case flow
    case route
  }

  /// How a node stands out.
  enum Mark: String, CaseIterable, Equatable {
    case root
    case undeclared
    case unreachable
  }

  struct Node: Equatable {
    /// A unique key; each format makes its own identifier of it.
    let key: String
    let label: String
    let kind: Kind
    var marks: [Mark] = []
  }

  struct Edge: Equatable {
    let from: String
    let to: String
    let label: String
    /// A flow showing a route, drawn lighter than a flow starting one.
    let shows: Bool
  }

  let title: String
  var nodes: [Node]
  var edges: [Edge]

  func rendered(as format: GraphFormat) -> String {
    switch format {
    case .mermaid: mermaid()
    case .dot: dot()
    }
  }
}
