/// A change to the navigator's tree under way: the new tree, and what it removed or replaced,
/// so that the navigator knows which flows lost their part and the planner where to look.
struct TreeEdit<Route: NavigationRoute> {
  var tree: NavigationTree<Route>
  /// Who presented each level: `presenters[level - 1]`.
  var presenters: [FlowID]
  var changes = TreeChanges()
  /// The lowest level removed or replaced; `0` when the root was replaced.
  var levelCut: Int?
  /// Whether the edit may have changed which sections a level has or what kind of container
  /// it is; edits of routes alone leave every flow's section and stack in place.
  private(set) var reshapes = false
  /// Whether the edit changed only the routes of stacks that were there before it.
  ///
  /// No level, section, selection, layout or column changed then. The rules derived from the tree's shape — the
  /// selection is a section the layout shows, the layout policy, which stacks exist — then
  /// hold as they did, and only the stacks in ``changes`` need a look.
  private(set) var editsRoutesOnly = true
  /// The flows' runs of routes, followed through the edit.
  var runs: RunMap
  /// The identity of each level (the root's first): a level presented anew gets a new one, so
  /// that a host replaces it even when it looks like the one before.
  var levelIDs: [UInt64]
  var nextLevelID: UInt64
  /// The version of the navigator's ``FlowIndex`` that `runs` came from; `nil` when they did
  /// not.
  let indexVersion: UInt64?

  /// The navigator's operations on routes, specialized for its route type.
  let kernel: RouteKernel<Route>

  init(
    tree: NavigationTree<Route>, kernel: RouteKernel<Route>, presenters: [FlowID],
    runs: RunMap = RunMap(), levelIDs: [UInt64] = [0], nextLevelID: UInt64 = 1,
    indexVersion: UInt64? = nil
  ) {
    self.indexVersion = indexVersion
    self.tree = tree
    self.kernel = kernel
    self.presenters = presenters
    self.runs = runs
    self.levelIDs = levelIDs
    self.nextLevelID = nextLevelID
  }

  private mutating func makeLevelID() -> UInt64 {
    defer { nextLevelID += 1 }
    return nextLevelID
  }

  mutating func push(_ routes: [Route], onto path: StackPath) throws(NavigationError) {
    let edited = try kernel.editStack(&tree, path, .append, routes)
    changes.recordStack(path, from: edited.count)
  }

  mutating func truncate(_ path: StackPath, to count: Int) throws(NavigationError) {
    _ = try kernel.editStack(&tree, path, .keep(count), [])
    changes.recordStack(path, from: count)
    runs.truncate(path, to: count)
  }

  /// Replaces the routes in `range` of the stack at `path` with `routes`; the runs above move
  /// with them, and `keeping` keeps its run when it begins at the range and still has routes.
  mutating func splice(
    _ path: StackPath, range: Range<Int>, with routes: [Route], keeping: FlowID? = nil
  ) throws(NavigationError) {
    let edited = try kernel.editStack(&tree, path, .replace(range), routes)
    if let firstChange = edited.firstChange { changes.recordStack(path, from: firstChange) }
    let newCount = edited.count - range.count + routes.count
    runs.splice(path, range: range, inserted: routes.count, keeping: keeping, count: newCount)
  }

  mutating func present(_ presentation: Presentation<Route>, by presenter: FlowID) {
    editsRoutesOnly = false
    reshapes = true
    // Nothing is presented over a dialog: it goes first, as the tree's own rule says.
    if let top = tree.presentations.last, top.style.isDialog {
      try? dismiss(toLevel: tree.topLevel - 1)
    }
    tree.present(presentation)
    presenters.append(presenter)
    levelIDs.append(makeLevelID())
  }

  mutating func dismiss(toLevel level: Int) throws(NavigationError) {
    editsRoutesOnly = false
    guard level < tree.topLevel else { throw .nothingToDismiss }
    try tree.dismiss(toLevel: level)
    presenters.removeSubrange(level...)
    levelIDs.removeSubrange(Swift.min(levelIDs.count, level + 1)...)
    cutLevels(from: level + 1)
  }

  mutating func select(_ id: TabID, atLevel level: Int) throws(NavigationError) {
    editsRoutesOnly = false
    try tree.select(id, atLevel: level)
    dropClosedLevels()
  }

  /// Drops the presenters, level identities and runs of levels the tree's own rules closed:
  /// selecting another tab, or removing one, closes that tab's over-current-context
  /// presentation, and its flows go with it.
  private mutating func dropClosedLevels() {
    editsRoutesOnly = false
    guard presenters.count > tree.presentations.count else { return }
    let top = tree.topLevel
    presenters.removeSubrange(top...)
    levelIDs.removeSubrange(Swift.min(levelIDs.count, top + 1)...)
    cutLevels(from: top + 1)
  }

  /// Applies ``SectionVisibility``'s rule: a container whose layout hides its selected section
  /// selects the first one it shows.
  ///
  /// An edit of routes alone leaves every level's selection and layout as they were, so it
  /// needs no look.
  mutating func selectVisibleSections() {
    guard !editsRoutesOnly else { return }
    if tree.selectVisibleSections() { dropClosedLevels() }
  }

  mutating func insertSection(
    _ id: TabID, _ stack: Stack<Route>, at index: Int?, visibility: SectionVisibility,
    atLevel level: Int
  ) throws(NavigationError) {
    editsRoutesOnly = false
    reshapes = true
    try tree.insertSection(id, stack, at: index, visibility: visibility, atLevel: level)
    changes.recordStack(StackPath(level: level, section: id), from: 0)
  }

  mutating func setVisibility(_ visibility: SectionVisibility, of id: TabID, atLevel level: Int)
    throws(NavigationError)
  {
    editsRoutesOnly = false
    try tree.setVisibility(visibility, of: id, atLevel: level)
  }

  mutating func clearSelection(atLevel level: Int) throws(NavigationError) {
    editsRoutesOnly = false
    try tree.clearSelection(atLevel: level)
  }

  mutating func setColumnVisibility(_ visibility: ColumnVisibility, atLevel level: Int)
    throws(NavigationError)
  {
    editsRoutesOnly = false
    try tree.setColumnVisibility(visibility, atLevel: level)
  }

  mutating func setSplitColumns(_ columns: SplitColumns, atLevel level: Int)
    throws(NavigationError)
  {
    editsRoutesOnly = false
    try tree.setSplitColumns(columns, atLevel: level)
  }

  mutating func setPinnedColumn(_ id: TabID?, atLevel level: Int) throws(NavigationError) {
    editsRoutesOnly = false
    try tree.setPinnedColumn(id, atLevel: level)
  }

  mutating func setLayout(_ layout: SectionLayout, atLevel level: Int) throws(NavigationError) {
    editsRoutesOnly = false
    reshapes = true
    try tree.setLayout(layout, atLevel: level)
  }

  mutating func setRoot(_ container: Container<Route>) {
    editsRoutesOnly = false
    reshapes = true
    tree.setRoot(container)
    presenters.removeAll()
    levelIDs = [makeLevelID()]
    cutLevels(from: 0)
    for section in container.stackSections {
      changes.recordStack(StackPath(level: 0, section: section), from: 0)
    }
  }

  /// Replaces the container at `level`; presentations above it stay.
  mutating func replaceContainer(_ container: Container<Route>, atLevel level: Int)
    throws(NavigationError)
  {
    editsRoutesOnly = false
    reshapes = true
    let old = try tree.container(at: level)
    try tree.modifyContainer(at: level) { $0 = container }
    for (section, oldStack) in old.allStacks {
      let path = StackPath(level: level, section: section)
      let shared =
        (try? container.stack(in: section, level: level))
        .map { oldStack.commonPrefixCount(with: $0) } ?? 0
      runs.truncate(path, to: shared)
    }
    for section in container.stackSections {
      changes.recordStack(StackPath(level: level, section: section), from: 0)
    }
  }

  mutating func removeSection(_ id: TabID, atLevel level: Int) throws(NavigationError) {
    editsRoutesOnly = false
    reshapes = true
    try tree.removeSection(id, atLevel: level)
    runs.removeAll { $0 == StackPath(level: level, section: id) }
    dropClosedLevels()
  }

  /// Replaces the whole tree, working out what was removed or replaced by comparing.
  mutating func replaceTree(with new: NavigationTree<Route>, presenter: FlowID) {
    editsRoutesOnly = false
    reshapes = true
    let old = tree
    tree = new
    guard let kept = kernel.sharedPresentationCount(old, new) else {
      changes.recordWholeTrees()
      presenters = Array(repeating: presenter, count: new.presentations.count)
      levelIDs = (0...new.topLevel).map { _ in makeLevelID() }
      cutLevels(from: 0)
      return
    }
    if kept < old.presentations.count { cutLevels(from: kept + 1) }
    levelIDs =
      Array(levelIDs.prefix(kept + 1))
      + (0..<(new.presentations.count - kept)).map { _ in makeLevelID() }
    presenters =
      Array(presenters.prefix(kept))
      + Array(repeating: presenter, count: new.presentations.count - kept)
    recordStacks(from: old, to: new, upTo: kept)
    // A run's stack keeps the routes it shares with the new tree's, which the changes just
    // recorded say (a stack they do not name is the same); a stack the new tree lacks keeps
    // none. Only stacks with runs are looked at.
    for path in Array(runs.byPath.keys) where path.level <= kept {
      if let shared = changes.lowestChange(at: path) {
        runs.truncate(path, to: shared)
      } else if (try? kernel.count(new, path)) == nil {
        runs.truncate(path, to: 0)
      }
    }
  }

  /// Records where each stack of `new` may differ from `old`, whose levels up to `kept` are
  /// the same levels (``NavigationTree/recordChangedStacks(from:upTo:in:)``, specialized).
  private mutating func recordStacks(
    from old: NavigationTree<Route>, to new: NavigationTree<Route>, upTo kept: Int
  ) {
    kernel.recordChangedStacks(new, old, kept, &changes)
  }

  private mutating func cutLevels(from level: Int) {
    levelCut = min(levelCut ?? level, level)
    runs.removeAll { $0.level >= level }
  }

  /// Whether the flow `id`, anchored at `anchor`, lost its part in this edit.
  func removes(_ id: FlowID, at anchor: FlowAnchor) -> Bool {
    if case .app = anchor { return false }
    let level = anchor.level
    if let levelCut, level >= levelCut { return true }
    guard let container = try? tree.container(at: level) else { return true }
    switch anchor {
    case .app, .container:
      return false
    case .section(let id, _):
      return container.sections?[id] == nil
    case .run(let path, _):
      guard (try? container.stack(in: path.section, level: level)) != nil else { return true }
      return runs.removed.contains(id) || runs.place(of: id, in: path) == nil
    }
  }
}
