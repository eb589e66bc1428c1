/// The part of the navigation tree a flow owns.
///
/// When its part leaves the tree, by code or by the user, the flow finishes.
public enum FlowAnchor: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The app's root flow: it owns whatever no other flow owns and never leaves the tree.
  case app
  /// A whole level: the root container (level `0`) or a presentation.
  case container(level: Int)
  /// One section (a tab) of the tabs or split container at `level`.
  case section(SectionID, level: Int)
  /// A run of routes in the stack at `path`, from index `base` up to the next flow's run.
  case run(StackPath, base: Int)

  /// The level the anchor is on.
  public var level: Int {
    switch self {
    case .app: 0
    case .container(let level), .section(_, let level): level
    case .run(let path, _): path.level
    }
  }

  /// A text for people: logs, test failures, error messages.
  ///
  /// A run reads `root › library from index 1`: the index of its first route in the stack,
  /// written out so that it is never taken for a flow's identity (`#1` in logs). Leak
  /// reports label a finished flow with it: `AppFlow › BookDetailFlow at root › library from
  /// index 1`.
  public var description: String {
    switch self {
    case .app: "app"
    case .container(let level): level == 0 ? "root" : "level \(level)"
    case .section(let id, let level): "\(StackPath(level: level, section: id))"
    case .run(let path, let base): "\(path) from index \(base)"
    }
  }
}
