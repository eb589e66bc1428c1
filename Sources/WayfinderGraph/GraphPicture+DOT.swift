import Wayfinder

extension GraphPicture {
  /// The picture as a Graphviz `digraph`, top to bottom: flows as boxes, routes as grey
  /// rounded boxes, starts as solid arrows with their placement, shows as dashed arrows.
  func dot() -> String {
    var lines = [
      "digraph \(Self.dotQuoted(title)) {",
      "  graph [rankdir=TB, fontname=\"Helvetica\", nodesep=0.3, ranksep=0.5];",
      "  node [fontname=\"Helvetica\", fontsize=11, shape=box];",
      "  edge [fontname=\"Helvetica\", fontsize=9];",
    ]
    for node in nodes {
      let unreachable = node.marks.contains(.unreachable)
      var styles: [String] = node.kind == .route ? ["rounded"] : []
      if node.kind == .route || unreachable { styles.append("filled") }
      if node.marks.contains(.root) { styles.append("bold") }
      if node.marks.contains(.undeclared) { styles.append("dashed") }
      var attributes = ["label=\(Self.dotQuoted(node.label))"]
      if !styles.isEmpty {
        attributes.append("style=\(Self.dotQuoted(styles.joined(separator: ",")))")
      }
      if unreachable {
        attributes += ["fillcolor=\"#fde2e2\"", "color=\"#c0392b\""]
      } else if node.kind == .route {
        attributes += ["fillcolor=\"#f4f4f4\"", "color=\"#999999\""]
      }
      if node.kind == .route { attributes.append("fontcolor=\"#333333\"") }
      lines.append("  \(Self.dotQuoted(node.key)) [\(attributes.joined(separator: ", "))];")
    }
    for edge in edges {
      var attributes: [String] = []
      if !edge.label.isEmpty { attributes.append("label=\(Self.dotQuoted(edge.label))") }
      if edge.shows { attributes += ["style=dashed", "color=\"#999999\"", "arrowsize=0.6"] }
      let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append("  \(Self.dotQuoted(edge.from)) -> \(Self.dotQuoted(edge.to))\(list);")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// A DOT quoted string: backslashes and quotes escaped (a backslash would start an escape
  /// such as `\N` in a label), line breaks as `\n`; anything else, `<>` and non-ASCII
  /// included, as it is, since the file is UTF-8.
  package static func dotQuoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n", "\r", "\r\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
