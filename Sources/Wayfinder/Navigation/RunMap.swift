/// The runs of routes that flows own, followed through one edit: where each begins now, and
/// which ones lost their routes.
///
/// A run is a flow's claim on a stack from its base up to the next run. Edits splice stacks in
/// the middle (a flow removes its own routes, a finished flow's routes leave while an unrelated
/// flow's screens above stay), so the runs above a change move with it instead of being cut.
struct RunMap {
  struct Run: Equatable {
    var base: Int
    let id: FlowID
  }

  /// The live runs of each stack, lowest first (by base, then by age).
  private(set) var byPath: [StackPath: [Run]] = [:]
  /// The runs that lost all their routes in this edit.
  private(set) var removed: Set<FlowID> = []

  init() {}

  mutating func add(_ id: FlowID, at path: StackPath, base: Int) {
    byPath[path, default: []].append(Run(base: base, id: id))
  }

  /// Sorts each stack's runs once they have all been added.
  mutating func seal() {
    for path in byPath.keys {
      byPath[path]?.sort { ($0.base, $0.id.rawValue) < ($1.base, $1.id.rawValue) }
    }
  }

  /// Where the run of `id` begins now, `nil` when it is not a live run.
  func place(of id: FlowID) -> (path: StackPath, base: Int)? {
    for (path, runs) in byPath {
      if let run = runs.first(where: { $0.id == id }) { return (path, run.base) }
    }
    return nil
  }

  /// The live runs of the stack at `path`, lowest first.
  func runs(in path: StackPath) -> [Run] { byPath[path] ?? [] }

  /// The end of the run of `id`: the base of the next run above it, or `count`.
  func end(of id: FlowID, in path: StackPath, count: Int) -> Int {
    let runs = runs(in: path)
    guard let index = runs.firstIndex(where: { $0.id == id }) else { return count }
    return index + 1 < runs.count ? runs[index + 1].base : count
  }

  /// The stack at `path` kept its first `count` routes: runs that began above are gone.
  mutating func truncate(_ path: StackPath, to count: Int) {
    guard let runs = byPath[path] else { return }
    for run in runs where run.base >= count { removed.insert(run.id) }
    byPath[path] = runs.filter { $0.base < count }
  }

  /// The routes in `range` of the stack at `path` were replaced by `inserted` routes.
  ///
  /// Runs that began inside the range are gone, except `keeping` when it still has routes;
  /// runs above the range move with it.
  mutating func splice(
    _ path: StackPath, range: Range<Int>, inserted: Int, keeping: FlowID? = nil, count: Int
  ) {
    guard var runs = byPath[path] else { return }
    let delta = inserted - range.count
    var kept: [Run] = []
    for var run in runs {
      if run.base >= range.upperBound, !(range.isEmpty && run.id == keeping) {
        run.base += delta
        kept.append(run)
      } else if run.base >= range.lowerBound {
        if run.id == keeping, run.base == range.lowerBound {
          kept.append(run)
        } else {
          removed.insert(run.id)
        }
      } else {
        kept.append(run)
      }
    }
    runs = kept
    // A kept run whose routes all went (nothing inserted, nothing of it above the range) is gone.
    if let keeping, let index = runs.firstIndex(where: { $0.id == keeping }) {
      let next = index + 1 < runs.count ? runs[index + 1].base : count
      if next <= runs[index].base {
        removed.insert(keeping)
        runs.remove(at: index)
      }
    }
    byPath[path] = runs
  }

  /// The stack at `path` (or every stack of a level) is gone or was replaced whole.
  mutating func removeAll(where isGone: (StackPath) -> Bool) {
    for (path, runs) in byPath where isGone(path) {
      for run in runs { removed.insert(run.id) }
      byPath[path] = nil
    }
  }
}
