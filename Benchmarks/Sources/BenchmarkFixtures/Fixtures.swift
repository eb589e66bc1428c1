import Wayfinder

/// The routes the benchmarks navigate.
public enum BenchRoute: Hashable, Codable, Sendable {
  case home, library, settings
  case detail(Int)
}

/// A root stack of `depth` routes, and the same stack with one more route pushed, with the
/// change marks the navigator records for that push.
public func pushCase(depth: Int) -> (
  old: NavigationTree<BenchRoute>, new: NavigationTree<BenchRoute>, changes: TreeChanges
) {
  let old = NavigationTree<BenchRoute>(
    root: .stack(Stack([.home] + (1..<depth).map { BenchRoute.detail($0) })))
  var new = old
  try? new.push(.settings)
  var changes = TreeChanges()
  changes.recordStack(.root, from: depth)
  return (old, new, changes)
}

/// The jump of the design's pain 4: two sheets up over tab Home; the target dismisses both,
/// selects Library and pushes three screens onto it.
public func jumpCase() -> (old: NavigationTree<BenchRoute>, new: NavigationTree<BenchRoute>) {
  func tabs(selected: SectionID) -> NavigationTree<BenchRoute> {
    let sections = try? Sections<BenchRoute>(
      [("home", [.home]), ("library", [.library]), ("settings", [.settings])],
      selection: selected)
    return NavigationTree(root: sections.map { .tabs($0) } ?? .stack([.home]))
  }
  var old = tabs(selected: "home")
  old.present(.sheet(.detail(1)))
  old.present(.sheet(.detail(2)))
  var new = tabs(selected: "library")
  for id in 1...3 { try? new.push(.detail(id), onto: StackPath(level: 0, section: "library")) }
  return (old, new)
}

/// The baseline planner for a push: compare whole stacks and rebuild every stack that differs,
/// as a host does that re-renders a stack from state.
public func rebuildPlan(from old: NavigationTree<BenchRoute>, to new: NavigationTree<BenchRoute>)
  -> [NavigationStep<BenchRoute>]
{
  guard case .stack(let before) = old.root, case .stack(let after) = new.root else {
    return [.replaceRoot(new.root)]
  }
  guard before != after else { return [] }
  return [.setStack(Stack(Array(after)), at: .root, keeping: 0)]
}

/// A router with `count` patterns over ten hosts, and a link that matches the last one.
public func linkCase(patterns count: Int) -> (router: DeepLinkRouter<BenchRoute>, link: String) {
  var router = DeepLinkRouter<BenchRoute>()
  for index in 0..<count {
    try? router.register(
      "bookkitty://host\(index % 10)/section\(index)/items/{id:int}",
      handler: { match, _ in NavigationTree(.detail(try match.int("id"))) })
  }
  return (router, "bookkitty://host\((count - 1) % 10)/section\(count - 1)/items/42")
}

/// The baseline matcher: every pattern in turn, segment by segment, until one matches.
public struct LoopMatcher: Sendable {
  struct Pattern: Sendable {
    let scheme: String
    let host: String
    let segments: [String]
  }

  let patterns: [Pattern]

  /// Creates the matcher with the same `count` patterns as ``linkCase(patterns:)``.
  public init(patterns count: Int) {
    patterns = (0..<count).map { index in
      Pattern(
        scheme: "bookkitty", host: "host\(index % 10)",
        segments: ["section\(index)", "items", "{id:int}"])
    }
  }

  /// The index of the first matching pattern and its `id`.
  public func match(_ text: String) -> (pattern: Int, id: Int)? {
    guard let link = try? LinkURL(parsing: text) else { return nil }
    for (index, pattern) in patterns.enumerated()
    where pattern.scheme == link.scheme && pattern.host == link.host
      && pattern.segments.count == link.segments.count
    {
      var id: Int?
      var matched = true
      for (expected, actual) in zip(pattern.segments, link.segments) {
        if expected == "{id:int}" {
          id = Int(actual)
          if id == nil { matched = false }
        } else if expected != actual {
          matched = false
        }
        if !matched { break }
      }
      if matched, let id { return (index, id) }
    }
    return nil
  }
}

/// A root stack of 1,000 routes.
public func snapshotCase() -> (tree: NavigationTree<BenchRoute>, routes: [BenchRoute]) {
  let routes = [BenchRoute.home] + (1..<1_000).map { BenchRoute.detail($0) }
  return (NavigationTree(root: .stack(Stack(routes))), routes)
}
