import Foundation
import Wayfinder
import WayfinderInspector

/// The inspector's messages as text for people: trees as `NavigationTree.dump()` writes them,
/// flows as a tree of owners and their screens, events as `#N cause: visible route`.
///
/// Everything printed came from the app, so every line is escaped with `PrintableText`.
enum StateText {
  /// The tree's dump, read from the protocol's JSON.
  static func tree(_ value: JSONValue) throws -> String {
    let tree = try decodedTree(value)
    return escapedLines(tree.dump())
  }

  /// The running flows as a tree, children under the flow that started them.
  ///
  /// Each flow lists the screens it owns:
  ///
  /// ```
  /// ShopFlow @app
  ///   - home (level 0, tab home, index 0)
  ///   DetailFlow @root › home from index 1
  ///     - detail(7) (level 0, tab home, index 1)
  /// ```
  static func flows(_ value: JSONValue) -> String {
    let flows = value.elements
    let ids = Set(flows.compactMap { $0["id"]?.int })
    var lines: [String] = []
    func append(_ flow: JSONValue, indent: Int) {
      let pad = String(repeating: "  ", count: indent)
      let name = flow["name"]?.string ?? "?"
      let anchor = flow["anchor"]?["text"]?.string ?? "?"
      lines.append(pad + "\(name) @\(anchor)")
      for screen in flow["screens"]?.elements ?? [] {
        var place = ["level \(screen["level"]?.int ?? 0)"]
        if let section = screen["section"]?.string { place.append("tab \(section)") }
        place.append("index \(screen["index"]?.int ?? 0)")
        let route = WireRoute(screen["route"] ?? .null)
        lines.append(pad + "  - \(route) (\(place.joined(separator: ", ")))")
      }
      let id = flow["id"]?.int
      for child in flows where child["parent"]?.int == id && id != nil {
        append(child, indent: indent + 1)
      }
    }
    for flow in flows where flow["parent"]?.int.map({ !ids.contains($0) }) ?? true {
      append(flow, indent: 0)
    }
    return escapedLines(lines.joined(separator: "\n"))
  }

  /// One journal event: `#N cause: visible route`, then the flows it started and finished and
  /// the issues noticed, if any.
  static func event(_ value: JSONValue) -> String {
    let sequence = value["sequence"]?.int ?? 0
    let cause = value["cause"]?["text"]?.string ?? "?"
    let visible = (try? decodedTree(value["tree"] ?? .null))?.visibleRoute
    var line =
      "#\(sequence) \(cause): \(visible.map(String.init(describing:)) ?? "(nothing visible)")"
    let started = value["started"]?.elements.compactMap { $0["path"]?.string } ?? []
    if !started.isEmpty { line += " [started \(started.joined(separator: ", "))]" }
    let finished =
      value["finished"]?.elements.compactMap { flow in
        flow["path"]?.string.map { "\($0) (\(flow["cause"]?.string ?? "?"))" }
      } ?? []
    if !finished.isEmpty { line += " [finished \(finished.joined(separator: ", "))]" }
    for issue in value["issues"]?.elements.compactMap(\.string) ?? [] {
      line += "\n  issue: \(issue)"
    }
    return escapedLines(line)
  }

  private static func decodedTree(_ value: JSONValue) throws -> NavigationTree<WireRoute> {
    do {
      return try value.decoded(as: NavigationTree<WireRoute>.self)
    } catch {
      throw InspectorClientError.unexpectedAnswer("a tree this tool cannot read (\(error))")
    }
  }

  /// Escapes each line on its own, so the line breaks the text is made of stay.
  static func escapedLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { PrintableText.escaping($0) }.joined(separator: "\n")
  }
}
