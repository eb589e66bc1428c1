/// The runs of routes that flows own, followed through one edit: where each begins now, and
/// which ones lost their routes.
///
/// A run is a flow's claim on a stack from its base up to the next run. Edits splice stacks in
/// the middle (a flow removes its own routes, a finished flow's routes leave while an unrelated
/// flow's screens above stay), so the runs above a change move with it instead of being cut.
@usableFromInline
struct RunMap {
  @usableFromInline
  struct Run: Equatable, Sendable {
    @usableFromInline var base: Int
    @usableFromInline let id: FlowID

    @inlinable
    init(base: Int, id: FlowID) {
      self.base = base
      self.id = id
    }
  }

  /// The live runs of each stack, lowest first (by base, then by age).
  private(set) var byPath: [StackPath: [Run]] = [:]
  /// The runs that lost all their routes in this edit.
  private(set) var removed: Set<FlowID> = []
  /// The stacks whose runs an edit moved or removed: only their flows' anchors change.
  private(set) var touched: Set<StackPath> = []

  init() {}

  /// Adds the run of `id` in its place among the stack's runs (by base, then by age).
  ///
  /// The navigator keeps its live runs this way as flows start, move and finish, so that an
  /// edit copies them instead of collecting them from every flow.
  mutating func insert(_ id: FlowID, at path: StackPath, base: Int) {
    let run = Run(base: base, id: id)
    var runs = byPath.removeValue(forKey: path) ?? []
    let index =
      runs.lastIndex { ($0.base, $0.id.rawValue) < (base, id.rawValue) }.map { $0 + 1 } ?? 0
    runs.insert(run, at: index)
    byPath[path] = runs
  }

  /// Takes the run of `id` out of the stack at `path`, when it is there.
  mutating func remove(_ id: FlowID, from path: StackPath) {
    guard var runs = byPath.removeValue(forKey: path) else { return }
    runs.removeAll { $0.id == id }
    if !runs.isEmpty { byPath[path] = runs }
  }

  /// Where the run of `id` begins now in the stack at `path`, the stack its flow's anchor
  /// names (a run never changes stacks); `nil` when it is not a live run.
  func place(of id: FlowID, in path: StackPath) -> (path: StackPath, base: Int)? {
    guard let run = byPath[path]?.first(where: { $0.id == id }) else { return nil }
    return (path, run.base)
  }

  /// The live runs of the stack at `path`, lowest first.
  func runs(in path: StackPath) -> [Run] { byPath[path] ?? [] }

  /// The position of the first of `runs` (sorted by base) that begins at `base` or above;
  /// `runs.count` when none does.
  ///
  /// Found by halving, so that a flow on top of a stack of a hundred flows' runs finds its own
  /// as fast as a flow alone.
  static func firstIndex(in runs: [Run], from base: Int) -> Int {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].base < base { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The position of the run of `id`, which begins at `base`, among `runs`; `nil` when it is
  /// not there.
  static func index(of id: FlowID, base: Int, in runs: [Run]) -> Int? {
    var index = firstIndex(in: runs, from: base)
    while index < runs.count, runs[index].base == base {
      if runs[index].id == id { return index }
      index += 1
    }
    return nil
  }

  /// The end of the run of `id`: the base of the next run above it, or `count`.
  func end(of id: FlowID, in path: StackPath, count: Int) -> Int {
    let runs = runs(in: path)
    guard let index = runs.firstIndex(where: { $0.id == id }) else { return count }
    return index + 1 < runs.count ? runs[index + 1].base : count
  }

  /// The stack at `path` kept its first `count` routes: runs that began above are gone.
  mutating func truncate(_ path: StackPath, to count: Int) {
    // A stack whose runs all begin below the cut keeps them, untouched: a jump that keeps
    // the first routes of every tab looks at no flow of theirs.
    guard let runs = byPath[path], let last = runs.last, last.base >= count else { return }
    touched.insert(path)
    for run in runs where run.base >= count {
      removed.insert(run.id)
    }
    byPath[path] = runs.filter { $0.base < count }
  }

  /// The routes in `range` of the stack at `path` were replaced by `inserted` routes.
  ///
  /// Runs that began inside the range are gone, except `keeping` when it still has routes;
  /// runs above the range move with it.
  mutating func splice(
    _ path: StackPath, range: Range<Int>, inserted: Int, keeping: FlowID? = nil, count: Int
  ) {
    guard let existing = byPath[path] else { return }
    // Runs that begin below the range keep their place: only those from the first one at or
    // above it are looked at, so that a pop on top of a stack of a thousand flows' runs costs
    // what it costs on one.
    let start = Self.firstIndex(in: existing, from: range.lowerBound)
    // No run begins at or above the range, and the run kept (the top one, when there is one)
    // keeps a route: no run moves or goes, and the stack is not touched.
    if start == existing.count,
      keeping == nil || (existing.last?.id == keeping && existing[existing.count - 1].base < count)
    {
      return
    }
    guard var runs = byPath.removeValue(forKey: path) else { return }
    touched.insert(path)
    let delta = inserted - range.count
    var kept: [Run] = []
    for var run in runs[start...] {
      if run.base >= range.upperBound, !(range.isEmpty && run.id == keeping) {
        run.base += delta
        kept.append(run)
      } else if run.id == keeping, run.base == range.lowerBound {
        kept.append(run)
      } else {
        removed.insert(run.id)
      }
    }
    runs.replaceSubrange(start..., with: kept)
    // A kept run whose routes all went (nothing inserted, nothing of it above the range) is
    // gone. A flow has one run in a stack: it is among those looked at, or the last of those
    // below the range that is its.
    if let keeping,
      let index = runs[start...].firstIndex(where: { $0.id == keeping })
        ?? runs[..<start].lastIndex(where: { $0.id == keeping })
    {
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
      touched.insert(path)
      for run in runs {
        removed.insert(run.id)
      }
      byPath[path] = nil
    }
  }
}
