/// Where each running flow of a navigator is: its anchor, the runs of routes by stack, the
/// owner of each section and level, and the flows of each level.
///
/// Kept up to date as flows start, move and finish (``Navigator/flowDidMove(_:)``), so that a
/// change asks about the flows of the part it touches instead of every running flow: with a
/// thousand flows live, a push costs what it costs with one. Route-free, so it is compiled
/// once rather than for each route type.
struct FlowIndex {
  /// The anchor of each running flow.
  private(set) var anchors: [FlowID: FlowAnchor] = [:]
  /// The runs of the running flows anchored to one, sorted as an edit needs them.
  private(set) var runs = RunMap()
  /// The flows anchored to each section, oldest first.
  private var sectionOwners: [StackPath: [FlowID]] = [:]
  /// The flows anchored to each level's container, oldest first.
  private var levelOwners: [Int: [FlowID]] = [:]
  /// The running flows anchored at each level.
  private(set) var byLevel: [Int: Set<FlowID>] = [:]
  /// Counts the changes, so that an edit knows whether its runs are still the navigator's.
  private(set) var version: UInt64 = 0
  /// The stacks and levels whose flows changed since ``takeChanges()``.
  private(set) var changes = Changes()

  /// Where flows started, moved or finished: the stacks of runs and sections, and the levels
  /// of levels' own flows.
  struct Changes {
    var stacks: Set<StackPath> = []
    var levels: Set<Int> = []

    /// Whether the owners of the stack at `path` may have changed.
    func touch(_ path: StackPath) -> Bool {
      (!stacks.isEmpty && stacks.contains(path)) || (!levels.isEmpty && levels.contains(path.level))
    }
  }
  /// The running flows that hide the tab bar (``FlowCoordinator/hidesSectionBar``, read once
  /// when each started).
  private var barHiders: Set<FlowID> = []
  /// The flows among ``barHiders`` whose screens are in a section, by that section's stack:
  /// the only flows the navigator asks about the bar after a change.
  private(set) var sectionBarHiders: [StackPath: Set<FlowID>] = [:]

  /// Records that flow `id`, about to start, hides the tab bar while its screens are on top
  /// of its section; it is filed under the section when it is given an anchor, and forgotten
  /// when it stops running.
  mutating func hideSectionBar(for id: FlowID) {
    barHiders.insert(id)
  }

  /// Records that flow `id` is anchored at `anchor` now, or, with `nil`, no longer running.
  mutating func update(_ id: FlowID, to anchor: FlowAnchor?) {
    let old = anchors[id]
    guard old != anchor else { return }
    version &+= 1
    if let old { recordChange(at: old) }
    if let anchor { recordChange(at: anchor) }
    if let old { remove(id, from: old) }
    guard let anchor else {
      barHiders.remove(id)
      return
    }
    anchors[id] = anchor
    if barHiders.contains(id), let path = anchor.sectionPath {
      sectionBarHiders[path, default: []].insert(id)
    }
    byLevel[anchor.level, default: []].insert(id)
    switch anchor {
    case .app: break
    case .container(let level): levelOwners[level, default: []].append(id)
    case .section(let section, let level):
      sectionOwners[StackPath(level: level, section: section), default: []].append(id)
    case .run(let path, let base): runs.insert(id, at: path, base: base)
    }
  }

  /// Notes that the owners of the stacks a flow anchored at `anchor` owns changed.
  private mutating func recordChange(at anchor: FlowAnchor) {
    switch anchor {
    case .app: break
    case .container(let level): changes.levels.insert(level)
    case .section(let section, let level):
      changes.stacks.insert(StackPath(level: level, section: section))
    case .run(let path, _): changes.stacks.insert(path)
    }
  }

  /// Forgets the changes recorded so far: the caller has seen them.
  mutating func takeChanges() {
    if !changes.stacks.isEmpty || !changes.levels.isEmpty { changes = Changes() }
  }

  private mutating func remove(_ id: FlowID, from anchor: FlowAnchor) {
    anchors[id] = nil
    if let path = anchor.sectionPath, sectionBarHiders[path]?.remove(id) != nil,
      sectionBarHiders[path]?.isEmpty == true
    {
      sectionBarHiders[path] = nil
    }
    byLevel[anchor.level]?.remove(id)
    if byLevel[anchor.level]?.isEmpty == true { byLevel[anchor.level] = nil }
    switch anchor {
    case .app: break
    case .container(let level):
      levelOwners[level]?.removeAll { $0 == id }
      if levelOwners[level]?.isEmpty == true { levelOwners[level] = nil }
    case .section(let section, let level):
      let path = StackPath(level: level, section: section)
      sectionOwners[path]?.removeAll { $0 == id }
      if sectionOwners[path]?.isEmpty == true { sectionOwners[path] = nil }
    case .run(let path, _): runs.remove(id, from: path)
    }
  }

  /// The running flow anchored to the section at `path`, if any.
  func sectionOwner(of path: StackPath) -> FlowID? {
    guard path.section != nil else { return nil }
    return sectionOwners[path]?.last
  }

  /// The running flow anchored to the container at `level`, if any.
  func levelOwner(of level: Int) -> FlowID? { levelOwners[level]?.last }

  /// The running flows anchored at levels from `level` up.
  func flows(atOrAbove level: Int) -> [FlowID] {
    byLevel.filter { $0.key >= level }.flatMap(\.value)
  }

  /// The running flows anchored at `level`.
  func flows(at level: Int) -> Set<FlowID> { byLevel[level] ?? [] }
}

extension FlowAnchor {
  /// The stack of a section (a tab) that the screens of a flow anchored here are in, if they
  /// are in one.
  var sectionPath: StackPath? {
    switch self {
    case .run(let path, _): path.section == nil ? nil : path
    case .section(let id, let level): StackPath(level: level, section: id)
    case .app, .container: nil
    }
  }
}
