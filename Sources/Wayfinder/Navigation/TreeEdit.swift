/// A change to the navigator's tree under way: the new tree, and what it removed or replaced,
/// so that the navigator knows which flows lost their part and the planner where to look.
struct TreeEdit<Route: NavigationRoute> {
  var tree: NavigationTree<Route>
  /// Who presented each level: `presenters[level - 1]`.
  var presenters: [FlowID]
  var changes = TreeChanges()
  /// Whether the planner must compare whole trees (the edit replaced the tree wholesale).
  var fullDiff = false
  /// The lowest level removed or replaced; `0` when the root was replaced.
  var levelCut: Int?
  /// For each stack, the lowest index whose route was removed or replaced.
  var stackCuts: [StackPath: Int] = [:]

  init(tree: NavigationTree<Route>, presenters: [FlowID]) {
    self.tree = tree
    self.presenters = presenters
  }

  mutating func push(_ routes: [Route], onto path: StackPath) throws(NavigationError) {
    let count = try tree.stack(at: path).count
    try tree.modifyStack(at: path) { $0.push(contentsOf: routes) }
    changes.recordStack(path, from: count)
  }

  mutating func truncate(_ path: StackPath, to count: Int) throws(NavigationError) {
    try tree.modifyStack(at: path) { (stack) throws(NavigationError) in
      try stack.truncate(to: count)
    }
    changes.recordStack(path, from: count)
    cutStack(path, at: count)
  }

  mutating func setStack(_ stack: Stack<Route>, at path: StackPath) throws(NavigationError) {
    let old = try tree.stack(at: path)
    let shared = old.commonPrefixCount(with: stack)
    try tree.setStack(stack, at: path)
    changes.recordStack(path, from: shared)
    if shared < old.count { cutStack(path, at: shared) }
  }

  mutating func removeRoute(at index: Int, from path: StackPath) throws(NavigationError) {
    try tree.removeRoute(at: index, from: path)
    changes.recordStack(path, from: index)
  }

  mutating func present(_ presentation: Presentation<Route>, by presenter: FlowID) {
    tree.present(presentation)
    presenters.append(presenter)
  }

  mutating func dismiss(toLevel level: Int) throws(NavigationError) {
    guard level < tree.topLevel else { throw .nothingToDismiss }
    try tree.dismiss(toLevel: level)
    presenters.removeSubrange(level...)
    cutLevels(from: level + 1)
  }

  mutating func select(_ id: TabID, atLevel level: Int) throws(NavigationError) {
    try tree.select(id, atLevel: level)
  }

  mutating func setLayout(_ layout: SectionLayout, atLevel level: Int) throws(NavigationError) {
    try tree.setLayout(layout, atLevel: level)
  }

  mutating func setRoot(_ container: Container<Route>) {
    tree.setRoot(container)
    presenters.removeAll()
    cutLevels(from: 0)
    for (section, _) in container.allStacks {
      changes.recordStack(StackPath(level: 0, section: section), from: 0)
    }
  }

  /// Replaces the container at `level`; presentations above it stay.
  mutating func replaceContainer(_ container: Container<Route>, atLevel level: Int)
    throws(NavigationError)
  {
    let old = try tree.container(at: level)
    try tree.modifyContainer(at: level) { $0 = container }
    for (section, oldStack) in old.allStacks {
      let path = StackPath(level: level, section: section)
      let shared =
        (try? container.stack(in: section, level: level))
        .map { oldStack.commonPrefixCount(with: $0) } ?? 0
      if shared < oldStack.count { cutStack(path, at: shared) }
    }
    for (section, _) in container.allStacks {
      changes.recordStack(StackPath(level: level, section: section), from: 0)
    }
  }

  mutating func removeSection(_ id: TabID, atLevel level: Int) throws(NavigationError) {
    try tree.modifyContainer(at: level) { (container) throws(NavigationError) in
      try container.modifySections(level: level) { (sections) throws(NavigationError) in
        try sections.removeSection(id)
      }
    }
  }

  /// Replaces the whole tree, working out what was removed or replaced by comparing.
  mutating func replaceTree(with new: NavigationTree<Route>, presenter: FlowID) {
    let old = tree
    fullDiff = true
    tree = new
    guard let kept = old.sharedPresentationCount(with: new) else {
      presenters = Array(repeating: presenter, count: new.presentations.count)
      cutLevels(from: 0)
      return
    }
    if kept < old.presentations.count { cutLevels(from: kept + 1) }
    presenters =
      Array(presenters.prefix(kept))
      + Array(repeating: presenter, count: new.presentations.count - kept)
    for level in 0...kept {
      guard let oldContainer = try? old.container(at: level),
        let newContainer = try? new.container(at: level)
      else { continue }
      for (section, oldStack) in oldContainer.allStacks {
        let path = StackPath(level: level, section: section)
        guard let newStack = try? newContainer.stack(in: section, level: level) else {
          cutStack(path, at: 0)
          continue
        }
        let shared = oldStack.commonPrefixCount(with: newStack)
        if shared < oldStack.count { cutStack(path, at: shared) }
      }
    }
  }

  private mutating func cutLevels(from level: Int) {
    levelCut = min(levelCut ?? level, level)
  }

  private mutating func cutStack(_ path: StackPath, at index: Int) {
    stackCuts[path] = min(stackCuts[path] ?? index, index)
  }

  /// Whether a flow anchored at `anchor` lost its part in this edit.
  func removes(_ anchor: FlowAnchor) -> Bool {
    if case .app = anchor { return false }
    let level = anchor.level
    if let levelCut, level >= levelCut { return true }
    guard let container = try? tree.container(at: level) else { return true }
    switch anchor {
    case .app, .container:
      return false
    case .section(let id, _):
      return container.sections?[id] == nil
    case .run(let path, let base):
      guard let stack = try? container.stack(in: path.section, level: level) else { return true }
      if stack.count < base { return true }
      if let cut = stackCuts[path], base >= cut { return true }
      return false
    }
  }
}
