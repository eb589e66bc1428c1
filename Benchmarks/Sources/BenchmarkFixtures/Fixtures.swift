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
  func tabs(selected: TabID) -> NavigationTree<BenchRoute> {
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
  return [.setStack(Stack(Array(after)), at: .root)]
}
