/// A change to the navigator's tree under way: the new tree, who owns its parts, and what the
/// change removed, so that the navigator knows which flows lost their part and the planner
/// where to look.
struct TreeEdit<Route: NavigationRoute> {
  var tree: NavigationTree<Route>
  /// Who owns which part of `tree`, edited with it.
  var map: FlowMap
  var changes = TreeChanges()
  /// The flows whose part the edit removed.
  var removed: [FlowID] = []
  /// Whether the edit changed only the routes of stacks that were there before it.
  ///
  /// No level, section, selection, layout or column changed then. The rules derived from the tree's shape — the
  /// selection is a section the layout shows, the layout policy, which stacks exist — then
  /// hold as they did, and only the stacks in ``changes`` need a look.
  private(set) var editsRoutesOnly = true

  /// The navigator's operations on routes, specialized for its route type.
  let kernel: RouteKernel<Route>

  init(tree: NavigationTree<Route>, kernel: RouteKernel<Route>, map: FlowMap) {
    self.tree = tree
    self.kernel = kernel
    self.map = map
  }

  mutating func push(_ routes: [Route], onto path: StackPath) throws(NavigationError) {
    let edited = try kernel.editStack(&tree, path, .append, routes)
    changes.recordStack(path, from: edited.count)
  }

  mutating func truncate(_ path: StackPath, to count: Int) throws(NavigationError) {
    _ = try kernel.editStack(&tree, path, .keep(count), [])
    changes.recordStack(path, from: count)
    map.truncate(path, to: count, removed: &removed)
  }

  /// Replaces the routes in `range` of the stack at `path` with `routes`; the runs above move
  /// with them, and `keeping` keeps its run when it begins at the range and still has routes.
  mutating func splice(
    _ path: StackPath, range: Range<Int>, with routes: [Route], keeping: FlowID? = nil
  ) throws(NavigationError) {
    let edited = try kernel.editStack(&tree, path, .replace(range), routes)
    if let firstChange = edited.firstChange { changes.recordStack(path, from: firstChange) }
    let newCount = edited.count - range.count + routes.count
    map.splice(
      path, range: range, inserted: routes.count, keeping: keeping, count: newCount,
      removed: &removed)
  }

  mutating func present(_ presentation: Presentation<Route>, by presenter: FlowID) {
    editsRoutesOnly = false
    // Nothing is presented over a dialog: it goes first, as the tree's own rule says.
    if let top = tree.presentations.last, top.style.isDialog {
      try? dismiss(toLevel: tree.topLevel - 1)
    }
    tree.present(presentation)
    map.present(by: presenter)
  }

  mutating func dismiss(toLevel level: Int) throws(NavigationError) {
    editsRoutesOnly = false
    guard level < tree.topLevel else { throw .nothingToDismiss }
    try tree.dismiss(toLevel: level)
    map.dismiss(above: level, removed: &removed)
  }

  mutating func select(_ id: SectionID, atLevel level: Int) throws(NavigationError) {
    editsRoutesOnly = false
    try tree.select(id, atLevel: level)
    dropClosedLevels()
  }

  /// Drops the levels the tree's own rules closed: selecting another tab, or removing one,
  /// closes that tab's over-current-context presentation, and its flows go with it.
  private mutating func dropClosedLevels() {
    editsRoutesOnly = false
    map.dismiss(above: tree.topLevel, removed: &removed)
  }

  /// Applies ``SectionVisibility``'s rule: a container whose layout hides its selected section
  /// selects the first one it shows.
  ///
  /// An edit of routes alone leaves every level's selection and layout as they were, so it
  /// needs no look.
  mutating func selectVisibleSections() {
    guard !editsRoutesOnly else { return }
    if kernel.selectVisibleSections(&tree) { dropClosedLevels() }
  }

  mutating func insertSection(
    _ id: SectionID, _ stack: Stack<Route>, at index: Int?, visibility: SectionVisibility,
    atLevel level: Int
  ) throws(NavigationError) {
    editsRoutesOnly = false
    try tree.insertSection(id, stack, at: index, visibility: visibility, atLevel: level)
    changes.recordStack(StackPath(level: level, section: id), from: 0)
  }

  /// Changes the tree's shape by one of its own operations (a visibility, the presentation
  /// options, the tab bar's order, a selection cleared, the columns, a layout), which edit
  /// neither the routes nor who owns them.
  mutating func reshape(
    _ body: (inout NavigationTree<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    editsRoutesOnly = false
    try body(&tree)
  }

  mutating func setRoot(_ container: Container<Route>) {
    editsRoutesOnly = false
    tree.setRoot(container)
    map.replaceRoot(removed: &removed)
    for section in container.stackSections {
      changes.recordStack(StackPath(level: 0, section: section), from: 0)
    }
  }

  /// Replaces the container at `level`; presentations above it stay.
  mutating func replaceContainer(_ container: Container<Route>, atLevel level: Int)
    throws(NavigationError)
  {
    editsRoutesOnly = false
    let old = try tree.container(at: level)
    try tree.modifyContainer(at: level) { $0 = container }
    map.keepStacks(atLevel: level, where: container.hasStack(in:), removed: &removed)
    for (section, oldStack) in old.allStacks {
      let path = StackPath(level: level, section: section)
      let newStack = try? container.stack(in: section, level: level)
      let shared = newStack.map { oldStack.commonPrefixCount(with: $0) } ?? 0
      map.truncate(
        path, to: shared,
        keepingEmptyRun: oldStack.count == shared && newStack?.count == shared,
        removed: &removed)
    }
    for section in container.stackSections {
      changes.recordStack(StackPath(level: level, section: section), from: 0)
    }
  }

  mutating func removeSection(_ id: SectionID, atLevel level: Int) throws(NavigationError) {
    editsRoutesOnly = false
    try tree.removeSection(id, atLevel: level)
    map.removeStack(StackPath(level: level, section: id), removed: &removed)
    dropClosedLevels()
  }

  /// Replaces the whole tree, working out what was removed or replaced by comparing.
  ///
  /// When the root container is another one, the flow `keepingRootOwner` says — its owner,
  /// which owns the new one too — keeps it.
  mutating func replaceTree(
    with new: NavigationTree<Route>, presenter: FlowID,
    keepingRootOwner: (_ sections: [SectionID]) -> FlowID?
  ) {
    editsRoutesOnly = false
    let old = tree
    tree = new
    guard let kept = kernel.sharedPresentationCount(old, new) else {
      changes.recordWholeTrees()
      // Sections that share none with the old ones are another container, whose flows end,
      // unless the flow that owned the old sections takes the new ones (its tabs).
      let owner =
        kernel.rootSectionIDs(old) == nil
        ? nil : kernel.rootSectionIDs(new).flatMap(keepingRootOwner)
      map.replaceRoot(keeping: owner, removed: &removed)
      for _ in 0..<kernel.topLevel(new) { map.present(by: presenter) }
      return
    }
    map.dismiss(above: kept, removed: &removed)
    for _ in kept..<kernel.topLevel(new) { map.present(by: presenter) }
    kernel.recordChangedStacks(new, old, kept, &changes)
    // A kept level keeps the stacks the new tree has; a run's stack keeps the routes it
    // shares with the new tree's, which the changes just recorded say (a stack they do not
    // name is the same). Only stacks flows claim are looked at.
    // Sections the new tree removed from a kept level are gone, with their flows.
    let gone = kernel.sectionsRemoved(new, old, kept)
    for level in 0...kept {
      if gone.contains(where: { $0.level == level }) {
        map.keepStacks(
          atLevel: level, where: { !gone.contains(StackPath(level: level, section: $0)) },
          removed: &removed)
      }
      for stack in map.levels[level].stacks {
        let path = StackPath(level: level, section: stack.section)
        if let shared = changes.lowestChange(at: path) {
          map.truncate(
            path, to: shared,
            keepingEmptyRun: (try? kernel.count(old, path)) == shared
              && (try? kernel.count(new, path)) == shared,
            removed: &removed)
        }
      }
    }
  }
}

extension TreeChanges {
  /// Records the screens of `anchor` in `tree` as changed.
  ///
  /// Their owner changed: the planner compares their owners and the host binds them anew even
  /// where the routes stay equal. Returns `false` for the app's anchor and for a level the tree
  /// lacks, where there is nothing to record; `true` otherwise.
  @discardableResult
  mutating func recordScreens<Route>(of anchor: FlowAnchor, in tree: NavigationTree<Route>)
    -> Bool
  {
    switch anchor {
    case .app:
      return false
    case .container(let level):
      guard let container = try? tree.container(at: level) else { return false }
      for section in container.stackSections {
        recordStack(StackPath(level: level, section: section), from: 0)
      }
    case .section(let section, let level):
      recordStack(StackPath(level: level, section: section), from: 0)
    case .run(let path, let base):
      recordStack(path, from: base)
    }
    return true
  }
}
