import Wayfinder

extension GraphPicture {
  /// The picture as a Mermaid `flowchart TD`: flows as boxes, routes as rounded boxes, starts
  /// as solid arrows with their placement, shows as dotted arrows.
  func mermaid() -> String {
    let ids = Self.mermaidIDs(for: nodes.map(\.key))
    var lines = ["flowchart TD"]
    for node in nodes {
      let id = ids[node.key, default: "node"]
      let label = "\"\(Self.mermaidEscaped(node.label))\""
      switch node.kind {
      case .flow: lines.append("  \(id)[\(label)]")
      case .route: lines.append("  \(id)(\(label))")
      }
    }
    for edge in edges {
      let from = ids[edge.from, default: "node"]
      let to = ids[edge.to, default: "node"]
      let arrow = edge.shows ? "-.->" : "-->"
      if edge.label.isEmpty {
        lines.append("  \(from) \(arrow) \(to)")
      } else {
        lines.append("  \(from) \(arrow)|\"\(Self.mermaidEscaped(edge.label))\"| \(to)")
      }
    }
    let routes = nodes.filter { $0.kind == .route }.map { ids[$0.key, default: "node"] }
    if !routes.isEmpty {
      lines.append("  classDef route fill:#f4f4f4,stroke:#999999,color:#333333")
      lines.append("  class \(routes.joined(separator: ",")) route")
    }
    for mark in Mark.allCases {
      let marked = nodes.filter { $0.marks.contains(mark) }.map { ids[$0.key, default: "node"] }
      guard !marked.isEmpty else { continue }
      lines.append("  classDef \(mark.rawValue) \(mark.mermaidStyle)")
      lines.append("  class \(marked.joined(separator: ",")) \(mark.rawValue)")
    }
    return lines.joined(separator: "\n")
  }

  /// Text inside a quoted Mermaid label: Mermaid's entity codes for what would end the label
  /// or be read as HTML; everything else, non-ASCII included, as it is.
  package static func mermaidEscaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "#": result += "#35;"
      case "\"": result += "#quot;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "&": result += "#amp;"
      case "\n", "\r", "\r\n": result += " "
      default: result.append(character)
      }
    }
    return result
  }

  /// Identifiers Mermaid accepts for `keys`: letters, digits and underscores, unique, in the
  /// same order each time.
  static func mermaidIDs(for keys: [String]) -> [String: String] {
    var ids: [String: String] = [:]
    var taken = Set<String>()
    for key in keys {
      let base = String(
        key.unicodeScalars.map { scalar in
          scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            ? Character(scalar) : "_"
        })
      var id = base
      var suffix = 2
      while taken.contains(id) {
        id = "\(base)_\(suffix)"
        suffix += 1
      }
      taken.insert(id)
      ids[key] = id
    }
    return ids
  }
}

extension GraphPicture.Mark {
  fileprivate var mermaidStyle: String {
    switch self {
    case .root: "stroke-width:3px"
    case .undeclared: "stroke-dasharray:4 3"
    case .unreachable: "fill:#fde2e2,stroke:#c0392b,color:#7b241c"
    }
  }
}
