/// Who owns which part of a navigator's tree: the one record of it, without the route type.
///
/// It holds each level (its identity, the flow that presented it, the flows of its container)
/// and, in each level, the stacks that flows claim: a section's flows and the runs of routes
/// flows pushed. Levels are found by their index and a level's stacks by their section among
/// a few, never by hashing a path. A flow's own place is fixed when it starts (``FlowRecord``);
/// where a run begins now is only here, so nothing else follows the routes below it.
///
/// An edit of the tree makes the same edit here (``TreeEdit``), and each one reports the flows
/// whose part it removed: which flows finish is known from the edit, without a scan.
@usableFromInline
struct FlowMap {
  /// A flow's claim on a stack from `base` up to the next run.
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

  /// A stack that flows claim: its section's flows and the runs in it.
  struct Stack {
    let section: SectionID?
    /// The flows anchored to the section, oldest first: the newest owns it.
    var owners: [FlowID] = []
    /// The runs, lowest first (by base, then by age: of equal bases the newest owns).
    var runs: [Run] = []

    var isEmpty: Bool { owners.isEmpty && runs.isEmpty }
  }

  /// One level of the tree: the root container, or a presentation.
  struct Level {
    /// The level's identity: a level presented anew gets a new one, so that a host replaces
    /// it even when it looks like the one before.
    let id: UInt64
    /// The flow that presented the level; `nil` for the root.
    var presenter: FlowID?
    /// The flows anchored to the container, oldest first: the newest owns it.
    var owners: [FlowID] = []
    /// The stacks of the level that flows claim.
    var stacks: [Stack] = []

    func stackIndex(_ section: SectionID?) -> Int? {
      stacks.firstIndex { $0.section == section }
    }
  }

  /// Which owners changed since ``takeChanges()``: the stacks whose section flows or runs
  /// changed, the levels whose container flows changed, and whether a level came, went or
  /// changed its presenter.
  struct Changes {
    /// Each once, in a list: a transaction changes the owners of one or two stacks, and a set
    /// cost an allocation and a hash for each.
    private(set) var stacks: [StackPath] = []
    var levels: Set<Int> = []
    var presenters = false

    mutating func insertStack(_ path: StackPath) {
      if !stacks.contains(path) { stacks.append(path) }
    }

    /// Whether the owners of the stack at `path` may have changed.
    func touch(_ path: StackPath) -> Bool {
      (!stacks.isEmpty && stacks.contains(path)) || (!levels.isEmpty && levels.contains(path.level))
    }
  }

  private(set) var levels: [Level]
  private(set) var nextLevelID: UInt64
  private(set) var changes = Changes()

  /// The map of a tree of `topLevel + 1` levels that no flow owns yet: presentations a
  /// navigator starts with have no presenter.
  init(topLevel: Int = 0) {
    levels = (0...Swift.max(0, topLevel)).map { Level(id: UInt64($0)) }
    nextLevelID = UInt64(levels.count)
  }

  // MARK: Reading

  /// The level of the top presentation.
  var topLevel: Int { levels.count - 1 }

  /// The identity of each level, the root's first.
  var levelIDs: [UInt64] { levels.map(\.id) }

  /// The levels of the presentations, `1...topLevel`: each has a presenter, unless a navigator
  /// started with it.
  var presentationLevels: Range<Int> { 1..<levels.count }

  /// The identity of the level `level`, if there is one.
  func levelID(at level: Int) -> UInt64? {
    levels.indices.contains(level) ? levels[level].id : nil
  }

  /// The presented levels of this map that `other` no longer has (or has anew), with the flow
  /// that presented each.
  func levelsGone(in other: FlowMap) -> [(level: Int, presenter: FlowID?)] {
    var gone: [(level: Int, presenter: FlowID?)] = []
    for index in presentationLevels {
      if index < other.levels.count, other.levels[index].id == levels[index].id { continue }
      gone.append((index, levels[index].presenter))
    }
    return gone
  }

  /// The flow that presented the level `level` (`1...topLevel`).
  func presenter(ofLevel level: Int) -> FlowID? {
    level >= 1 && level < levels.count ? levels[level].presenter : nil
  }

  /// The running flow anchored to the container at `level`, if any.
  func levelOwner(of level: Int) -> FlowID? {
    level < levels.count ? levels[level].owners.last : nil
  }

  private func stack(at path: StackPath) -> Stack? {
    guard path.level < levels.count, let index = levels[path.level].stackIndex(path.section)
    else { return nil }
    return levels[path.level].stacks[index]
  }

  /// The running flow anchored to the section at `path`, if any.
  func sectionOwner(of path: StackPath) -> FlowID? {
    guard path.section != nil else { return nil }
    return stack(at: path)?.owners.last
  }

  /// The runs of the stack at `path`, lowest first.
  func runs(in path: StackPath) -> [Run] { stack(at: path)?.runs ?? [] }

  /// Where the run of `id` in the stack at `path` begins now; `nil` when it has none there.
  func base(of id: FlowID, in path: StackPath) -> Int? {
    run(of: id, in: path)?.base
  }

  /// Where the run of `id` in the stack at `path` begins, and where the next run begins
  /// (`nil` when it is the top one); `nil` when it has no run there.
  ///
  /// Looked for from the top: the flow acting is almost always the newest.
  func run(of id: FlowID, in path: StackPath) -> (base: Int, next: Int?)? {
    guard let runs = stack(at: path)?.runs, let index = runs.lastIndex(where: { $0.id == id })
    else { return nil }
    return (runs[index].base, index + 1 < runs.count ? runs[index + 1].base : nil)
  }

  /// Whether the part `anchor` names is still `id`'s here.
  func holds(_ id: FlowID, at anchor: FlowAnchor) -> Bool {
    switch anchor {
    case .app:
      return true
    case .container(let level):
      return level < levels.count && levels[level].owners.contains(id)
    case .section(let section, let level):
      return stack(at: StackPath(level: level, section: section))?.owners.contains(id) ?? false
    case .run(let path, _):
      return base(of: id, in: path) != nil
    }
  }

  /// The flows anchored at `level`: its container's, its sections', its runs'.
  func flows(at level: Int) -> [FlowID] {
    guard level < levels.count else { return [] }
    var ids = levels[level].owners
    for stack in levels[level].stacks {
      ids += stack.owners
      for run in stack.runs { ids.append(run.id) }
    }
    return ids
  }

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

  // MARK: Flows

  /// Records that flow `id` starts at `anchor`.
  mutating func attach(_ id: FlowID, at anchor: FlowAnchor) {
    switch anchor {
    case .app:
      return
    case .container(let level):
      guard level < levels.count else { return }
      levels[level].owners.append(id)
      changes.levels.insert(level)
    case .section(let section, let level):
      modifyStack(StackPath(level: level, section: section)) { $0.owners.append(id) }
    case .run(let path, let base):
      modifyStack(path) { stack in
        let index = stack.runs.lastIndex { ($0.base, $0.id.rawValue) < (base, id.rawValue) }
        stack.runs.insert(Run(base: base, id: id), at: index.map { $0 + 1 } ?? 0)
      }
    }
  }

  /// Forgets flow `id`, anchored at `anchor`, where it still is: it stopped running.
  mutating func detach(_ id: FlowID, from anchor: FlowAnchor) {
    // Where an edit already took the part, nothing changes and nothing is recorded.
    guard holds(id, at: anchor) else { return }
    switch anchor {
    case .app:
      return
    case .container(let level):
      levels[level].owners.removeAll { $0 == id }
      changes.levels.insert(level)
    case .section(let section, let level):
      modifyStack(StackPath(level: level, section: section)) { $0.owners.removeAll { $0 == id } }
    case .run(let path, _):
      modifyStack(path) { $0.runs.removeAll { $0.id == id } }
    }
  }

  /// Gives the level `level` (`1...topLevel`) to the presenter `id`.
  mutating func setPresenter(_ id: FlowID, ofLevel level: Int) {
    guard level >= 1, level < levels.count, levels[level].presenter != id else { return }
    levels[level].presenter = id
    changes.presenters = true
    changes.levels.insert(level)
  }

  /// Edits the stack at `path`, made when no flow claimed it yet and dropped when none does
  /// any more; the stack's owners changed.
  private mutating func modifyStack(_ path: StackPath, _ body: (inout Stack) -> Void) {
    guard path.level < levels.count else { return }
    changes.insertStack(path)
    if let index = levels[path.level].stackIndex(path.section) {
      body(&levels[path.level].stacks[index])
      if levels[path.level].stacks[index].isEmpty {
        levels[path.level].stacks.remove(at: index)
      }
    } else {
      var stack = Stack(section: path.section)
      body(&stack)
      if !stack.isEmpty { levels[path.level].stacks.append(stack) }
    }
  }

  // MARK: Edits, each reporting the flows whose part it removed

  /// A presentation by `presenter` goes on top.
  mutating func present(by presenter: FlowID) {
    levels.append(Level(id: nextLevelID, presenter: presenter))
    nextLevelID += 1
    changes.presenters = true
  }

  /// The levels above `level` are gone, with every flow anchored there.
  mutating func dismiss(above level: Int, removed: inout [FlowID]) {
    guard level + 1 < levels.count else { return }
    for index in (level + 1)..<levels.count {
      for id in flows(at: index) { removed.append(id) }
    }
    levels.removeSubrange((level + 1)...)
    changes.presenters = true
  }

  /// The root container was replaced and every presentation is gone: every flow but the
  /// app's — and `keeping`, the flow that owns the new container too — lost its part.
  mutating func replaceRoot(keeping: FlowID? = nil, removed: inout [FlowID]) {
    dismiss(above: 0, removed: &removed)
    for id in flows(at: 0) where id != keeping { removed.append(id) }
    levels = [Level(id: nextLevelID, owners: keeping.map { [$0] } ?? [])]
    nextLevelID += 1
    changes.presenters = true
    changes.levels.insert(0)
  }

  /// The stack at `path` kept its first `count` routes: runs that began above are gone.
  ///
  /// With `keepingEmptyRun` — the stack had `count` routes and has them still, nothing
  /// removed, replaced or added — a run that begins at the cut holds no route and stays (a
  /// flow that only presents, on top of its parent's routes).
  mutating func truncate(
    _ path: StackPath, to count: Int, keepingEmptyRun: @autoclosure () -> Bool = false,
    removed: inout [FlowID]
  ) {
    // A stack whose runs all begin below the cut keeps them, untouched: a jump that keeps
    // the first routes of every tab looks at no flow of theirs.
    guard let last = runs(in: path).last, last.base >= count else { return }
    // Asked only when a run begins right at the cut.
    let keepsEmpty = runs(in: path).contains { $0.base == count } && keepingEmptyRun()
    let goes = { (run: Run) in run.base > count || (run.base == count && !keepsEmpty) }
    guard runs(in: path).contains(where: goes) else { return }
    modifyStack(path) { stack in
      for run in stack.runs where goes(run) { removed.append(run.id) }
      stack.runs.removeAll(where: goes)
    }
  }

  /// The routes in `range` of the stack at `path` (`count` routes after the edit) were
  /// replaced by `inserted` routes.
  ///
  /// Runs that began inside the range are gone, except `keeping` when it still has routes;
  /// runs above the range move with it.
  mutating func splice(
    _ path: StackPath, range: Range<Int>, inserted: Int, keeping: FlowID? = nil, count: Int,
    removed: inout [FlowID]
  ) {
    let existing = runs(in: path)
    guard !existing.isEmpty else { return }
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
    modifyStack(path) { stack in
      let delta = inserted - range.count
      var kept: [Run] = []
      for var run in stack.runs[start...] {
        if run.base >= range.upperBound, !(range.isEmpty && run.id == keeping) {
          run.base += delta
          kept.append(run)
        } else if run.id == keeping, run.base == range.lowerBound {
          kept.append(run)
        } else {
          removed.append(run.id)
        }
      }
      stack.runs.replaceSubrange(start..., with: kept)
      // A kept run whose routes all went (nothing inserted, nothing of it above the range) is
      // gone. A flow has one run in a stack: it is among those looked at, or the last of those
      // below the range that is its.
      guard let keeping,
        let index = stack.runs[start...].firstIndex(where: { $0.id == keeping })
          ?? stack.runs[..<start].lastIndex(where: { $0.id == keeping })
      else { return }
      let next = index + 1 < stack.runs.count ? stack.runs[index + 1].base : count
      if next <= stack.runs[index].base {
        removed.append(keeping)
        stack.runs.remove(at: index)
      }
    }
  }

  /// The stacks of `level` for which `exists` says no: gone, with their flows.
  mutating func keepStacks(
    atLevel level: Int, where exists: (SectionID?) -> Bool, removed: inout [FlowID]
  ) {
    guard level < levels.count else { return }
    for stack in levels[level].stacks where !exists(stack.section) {
      removeStack(StackPath(level: level, section: stack.section), removed: &removed)
    }
  }

  /// The stack at `path` is gone: its section's flows and its runs lost their part.
  mutating func removeStack(_ path: StackPath, removed: inout [FlowID]) {
    guard let stack = stack(at: path) else { return }
    for id in stack.owners { removed.append(id) }
    for run in stack.runs { removed.append(run.id) }
    modifyStack(path) { $0 = Stack(section: path.section) }
  }

  /// The parts flow `id` holds on level `level`: the container, sections, runs (with the base
  /// they begin at now).
  func parts(of id: FlowID, atLevel level: Int) -> [FlowAnchor] {
    guard level < levels.count else { return [] }
    var parts: [FlowAnchor] = levels[level].owners.contains(id) ? [.container(level: level)] : []
    for stack in levels[level].stacks {
      if let section = stack.section, stack.owners.contains(id) {
        parts.append(.section(section, level: level))
      }
      for run in stack.runs where run.id == id {
        parts.append(.run(StackPath(level: level, section: stack.section), base: run.base))
      }
    }
    return parts
  }

  /// The level `level` (`1...topLevel`), just presented, gets the owners and runs of `saved`:
  /// a kept flow's level shown again.
  mutating func restore(_ saved: Level, at level: Int) {
    guard level >= 1, level < levels.count else { return }
    levels[level].owners = saved.owners
    levels[level].stacks = saved.stacks
    changes.levels.insert(level)
    for stack in saved.stacks {
      changes.insertStack(StackPath(level: level, section: stack.section))
    }
  }

  /// Forgets the changes recorded so far: the caller has seen them.
  mutating func takeChanges() {
    if !changes.stacks.isEmpty || !changes.levels.isEmpty || changes.presenters {
      changes = Changes()
    }
  }
}
