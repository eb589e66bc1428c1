import Foundation
import Wayfinder
import WayfinderGraph

/// A property the explorer checks in every state it reaches; each has a name in the report.
public enum ExplorationCheck: String, CaseIterable, Hashable, Sendable, Codable {
  /// The navigator's invariants hold (flows mirror the tree, every screen is bound to its
  /// running owner), no intent went unhandled, no issue was reported, no move failed.
  case invariants
  /// From every state but a root screen the user has a back or a dismiss.
  case noDeadEnd
  /// The launch state can be reached again from every state (without links).
  case startReachable
  /// Back at the launch state, no finished flow, dropped screen or service of a finished
  /// flow's scope is alive.
  case noLeak
  /// The link to what a state shows opens the same screen.
  case linkRoundTrip
  /// A state's snapshot restores what the app's own rules (`Restoration.isValid`,
  /// `isValidTree`) keep of its tree, with flows of the same types where they kept it all (or
  /// nothing, where they refuse its root).
  case restorationRoundTrip
  /// No guarded route is in the tree while its guard is closed.
  case guardsHold
  /// Every route kind and flow of the flow graph is reached: shown or run at the end of any
  /// change, also one that no state holds (a splash at launch). Decided only where the bound
  /// cut nothing: past a cut, the report lists what was not reached within the bound.
  case coverage
  /// The same moves from launch reach the same states.
  case determinism
}

/// A property that failed, with the shortest trace from launch that shows it.
public struct ExplorationViolation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The property: an ``ExplorationCheck``'s raw value, or a custom property's name.
  public var property: String
  /// What is wrong.
  public var message: String
  /// The moves from launch, shortest first found, that reach the state where it fails.
  public var trace: [ExplorationMove]

  /// Creates a violation: for a tool that reads a report back, or a test of what handles one.
  ///
  /// - Parameters:
  ///   - property: the property that failed.
  ///   - message: what is wrong.
  ///   - trace: the moves from launch that reach the state.
  public init(property: String, message: String, trace: [ExplorationMove]) {
    self.property = property
    self.message = message
    self.trace = trace
  }

  /// The violation and its trace, one move a line.
  public var description: String {
    var text = "\(property): \(message)\n  launch"
    for move in trace { text += "\n  \(move)" }
    return text
  }
}

/// What an exploration found: its size, where a bound cut it, what it checked, what failed,
/// what it covered, and the graph of states.
public struct ExplorationReport: Sendable, Codable {
  /// One state of the graph.
  public struct Node: Hashable, Sendable, Codable {
    /// The state's hash, in hexadecimal (see ``NavigationExplorer``).
    public var id: String
    /// The kind of screen the user looks at there, or the dialog on top.
    public var visible: String
    /// The fewest moves from launch to it.
    public var depth: Int
    /// Whether only the flow graph's declared starts reach it, not the app's or the user's
    /// moves (``ExplorationModel/makeFlow``).
    public var reachedByDeclaredStarts: Bool
  }

  /// One move from a state to another.
  public struct Edge: Hashable, Sendable, Codable {
    /// The index of the state the move starts from, in ``nodes``.
    public var from: Int
    /// The index of the state it reaches.
    public var to: Int
    /// The move.
    public var move: ExplorationMove
  }

  /// Route kinds and flows the flow graph declares, reached and not.
  public struct Coverage: Hashable, Sendable, Codable {
    /// Route kinds seen in some state.
    public var routes: [String]
    /// Declared route kinds never seen.
    public var missingRoutes: [String]
    /// Flow types seen running.
    public var flows: [String]
    /// Declared flows never seen running.
    public var missingFlows: [String]
  }

  /// The states reached.
  public var states: Int
  /// The moves tried that the app accepted, each counted once per state it was tried in.
  public var transitions: Int
  /// The depth of the deepest state reached.
  public var depth: Int
  /// The depth bound the search was given.
  public var maxDepth: Int
  /// What cut the search short; empty when the whole space was seen.
  ///
  /// `depth 8: 12 states not expanded` when states at the depth bound were not expanded,
  /// `states 1000` when the state budget ran out, `time 60.0 seconds: 5321 states` when the
  /// time limit did.
  public var cutBy: [String]
  /// How many times each property was checked.
  public var checked: [String: Int]
  /// The properties that failed, each with its shortest trace; one per property and state,
  /// at most ``NavigationExplorer/Options/violationsPerProperty`` of each property.
  public var violations: [ExplorationViolation]
  /// How many more states failed each property than ``violations`` lists, by property; empty
  /// when every violation is listed.
  public var unlisted: [String: Int]
  /// What the exploration covered of the flow graph.
  public var coverage: Coverage
  /// The states, the launch state first.
  public var nodes: [Node]
  /// The moves between states that changed the state or were the user's.
  public var edges: [Edge]
  /// How long the exploration took, in seconds.
  public var seconds: Double

  /// Transitions per second.
  public var transitionsPerSecond: Double {
    seconds > 0 ? Double(transitions) / seconds : 0
  }

  /// A few lines for people: size, bounds, checks, violations and coverage.
  public var summary: String {
    var lines = [
      "explored \(states) states, \(transitions) transitions, depth \(depth) of \(maxDepth)"
        + String(format: " in %.2f s (%.0f transitions/s)", seconds, transitionsPerSecond),
      cutBy.isEmpty
        ? "the whole space was explored" : "cut by the bound: \(cutBy.joined(separator: ", "))",
      "checked: "
        + checked.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
          separator: ", "),
      "violations: \(violations.count + unlisted.values.reduce(0, +))",
    ]
    let declared = nodes.count { $0.reachedByDeclaredStarts }
    if declared > 0 {
      lines.insert(
        "declared starts: \(declared) states only they reach (guards and coverage not checked there)",
        at: 1)
    }
    lines.append(
      "coverage: \(coverage.routes.count) route kinds, \(coverage.flows.count) flows"
        + (coverage.missingRoutes.isEmpty && coverage.missingFlows.isEmpty
          ? "; every declared one reached"
          : (cutBy.isEmpty ? "; never reached: " : "; not reached within the bound: ")
            + (coverage.missingRoutes + coverage.missingFlows).joined(separator: ", ")))
    for violation in violations { lines.append(violation.description) }
    for (property, count) in unlisted.sorted(by: { $0.key < $1.key }) {
      lines.append("\(property): \(count) more states, not listed")
    }
    return lines.joined(separator: "\n")
  }

  /// The report as JSON, for tools: every field above, keys sorted.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// The state graph in Graphviz's DOT, states grouped by the screen they show.
  public func dot() -> String {
    var lines = ["digraph exploration {", "  node [shape=box, fontsize=10];"]
    for (group, members) in groups() {
      lines.append("  subgraph \(GraphPicture.dotQuoted("cluster_" + group)) {")
      lines.append("    label=\(GraphPicture.dotQuoted(group));")
      for index in members {
        let node = nodes[index]
        let style = node.reachedByDeclaredStarts ? ", style=dashed" : ""
        let label = GraphPicture.dotQuoted("\(node.visible) (\(node.depth))")
        lines.append("    s\(index) [label=\(label)\(style)];")
      }
      lines.append("  }")
    }
    for (from, to, label) in joinedEdges() {
      lines.append("  s\(from) -> s\(to) [label=\(GraphPicture.dotQuoted(label))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// The state graph as a Mermaid flowchart, states grouped by the screen they show.
  public func mermaid() -> String {
    var lines = ["flowchart LR"]
    for (number, (group, members)) in groups().enumerated() {
      lines.append("  subgraph g\(number)[\"\(GraphPicture.mermaidEscaped(group))\"]")
      for index in members {
        let label = GraphPicture.mermaidEscaped(nodes[index].visible)
        lines.append("    s\(index)[\"\(label) (\(nodes[index].depth))\"]")
      }
      lines.append("  end")
    }
    for (from, to, label) in joinedEdges() {
      lines.append("  s\(from) -->|\"\(GraphPicture.mermaidEscaped(label))\"| s\(to)")
    }
    return lines.joined(separator: "\n")
  }

  /// The edges between two different states, one per pair: the moves that lead the same way
  /// share an arrow, labelled with the first and how many more.
  private func joinedEdges() -> [(Int, Int, String)] {
    var order: [Pair] = []
    var moves: [Pair: [ExplorationMove]] = [:]
    for edge in edges where edge.from != edge.to {
      let pair = Pair(from: edge.from, to: edge.to)
      if moves[pair] == nil { order.append(pair) }
      if moves[pair]?.contains(edge.move) != true { moves[pair, default: []].append(edge.move) }
    }
    return order.map { pair in
      let all = moves[pair] ?? []
      let first = all.first?.description ?? ""
      return (pair.from, pair.to, all.count > 1 ? "\(first) (+\(all.count - 1))" : first)
    }
  }

  private struct Pair: Hashable {
    let from: Int
    let to: Int
  }

  /// The states by visible screen, in order of first appearance.
  private func groups() -> [(String, [Int])] {
    var order: [String] = []
    var members: [String: [Int]] = [:]
    for (index, node) in nodes.enumerated() {
      if members[node.visible] == nil { order.append(node.visible) }
      members[node.visible, default: []].append(index)
    }
    return order.map { ($0, members[$0] ?? []) }
  }
}

extension ExplorationViolation {
  /// A Swift Testing test that fails while the property does: it checks the trace's states
  /// again with ``NavigationExplorer/check(_:)``, or explores again for a property of the whole
  /// graph (no dead end, start reachable, coverage, determinism).
  ///
  /// The trace is in the test as JSON, exactly as the explorer took it, with each move as a
  /// comment; ``NavigationExplorer/walk(_:)`` hands back the live state it reaches, for a closer
  /// look.
  ///
  /// - Parameters:
  ///   - name: the test function's name.
  ///   - explorer: an expression that makes the ``NavigationExplorer`` that found the violation
  ///     (its model, options and launch).
  /// - Returns: the test's source.
  public func testCode(named name: String = "explorerTrace", explorer: String) -> String {
    var lines = [
      "@Test @MainActor func \(name)() async throws {",
      "  // \(property): \(message.replacingOccurrences(of: "\n", with: " "))",
    ]
    let wholeGraph: [ExplorationCheck] = [.noDeadEnd, .startReachable, .coverage, .determinism]
    let quoted = String(reflecting: property)
    if wholeGraph.contains(where: { $0.rawValue == property }) {
      lines += [
        "  let report = await \(explorer).explore()",
        "  #expect(!report.violations.contains { $0.property == \(quoted) }, \"\\(report.summary)\")",
      ]
    } else {
      let json = (try? JSONEncoder().encode(trace)).map { String(decoding: $0, as: UTF8.self) }
      let text = json ?? "[]"
      // A raw string's delimiter, longer than any run of `#` in the text (a link's fragment).
      var fence = "#"
      while text.contains("\"" + fence) || text.contains(fence + "\"")
        || text.contains("\\" + fence)
      {
        fence += "#"
      }
      // A move's text on one comment line, whatever a link or an action holds.
      lines +=
        ["  // launch"]
        + trace.map { move in
          "  //   "
            + "\(move)".replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\r", with: "\\r")
        }
      lines += [
        "  let trace = try JSONDecoder().decode(",
        "    [ExplorationMove].self, from: Data(\(fence)\"\(text)\"\(fence).utf8))",
        "  let violations = try await \(explorer).check(trace)",
        "  #expect(!violations.contains { $0.property == \(quoted) }, \"\\(violations)\")",
      ]
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }
}
