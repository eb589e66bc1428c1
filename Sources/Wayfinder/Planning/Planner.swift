import OrderedCollections

/// Computes the steps of a ``NavigationPlan``.
///
/// Inlinable so that it is specialized for the app's route type: unspecialized, each plan
/// spends most of its time looking up generic metadata.
@usableFromInline
struct Planner<Route: NavigationRoute> {
  @usableFromInline let capabilities: HostCapabilities
  @usableFromInline let changes: TreeChanges?
  /// Who owns the screens and levels of the old and the new tree, when the navigator knows.
  @usableFromInline let ownership: (old: Ownership, new: Ownership)?
  @usableFromInline var steps: [NavigationStep<Route>] = []

  @inlinable
  init(
    capabilities: HostCapabilities, changes: TreeChanges?,
    ownership: (old: Ownership, new: Ownership)? = nil
  ) {
    self.capabilities = capabilities
    self.changes = changes
    self.ownership = ownership
  }

  /// Whether the level `level` of both trees is the same level for the host: the same
  /// identity when ownership is known.
  @inlinable
  func sameLevel(_ level: Int) -> Bool {
    guard let ownership else { return true }
    let old = ownership.old.levels
    let new = ownership.new.levels
    return old.indices.contains(level) && new.indices.contains(level) && old[level] == new[level]
  }

  @inlinable
  mutating func plan(from old: NavigationTree<Route>, to new: NavigationTree<Route>) {
    guard sameLevel(0), old.root.hasShape(of: new.root) else {
      // Replacing the root takes every presentation with it.
      steps.append(.replaceRoot(new.root))
      for presentation in new.presentations { steps.append(.present(presentation)) }
      return
    }
    var kept = 0
    while kept < Swift.min(old.presentations.count, new.presentations.count),
      sameLevel(kept + 1), old.presentations[kept].hasShape(of: new.presentations[kept])
    {
      kept += 1
    }
    dismiss(from: old.topLevel, to: kept)
    updateContainer(old.root, to: new.root, level: 0)
    for level in stride(from: 1, through: kept, by: 1) {
      updateContainer(
        old.presentations[level - 1].container, to: new.presentations[level - 1].container,
        level: level)
    }
    for presentation in new.presentations.dropFirst(kept) {
      steps.append(.present(presentation))
    }
  }

  @inlinable
  mutating func dismiss(from top: Int, to level: Int) {
    guard top > level else { return }
    if capabilities.dismissesSeveralAtOnce {
      steps.append(.dismiss(toLevel: level))
    } else {
      for target in stride(from: top - 1, through: level, by: -1) {
        steps.append(.dismiss(toLevel: target))
      }
    }
  }

  @inlinable
  mutating func updateContainer(
    _ old: Container<Route>, to new: Container<Route>, level: Int
  ) {
    if case .stack(let oldStack) = old, case .stack(let newStack) = new {
      updateStack(oldStack, to: newStack, at: StackPath(level: level))
    } else {
      guard let oldSections = old.sections, let newSections = new.sections else {
        // Shapes matched, so both are stacks or both have sections.
        return
      }
      if let layout = new.layout, layout != old.layout {
        steps.append(.setLayout(layout, level: level))
      }
      for (id, stack) in newSections.stacks where id != newSections.selection {
        updateStack(
          oldSections[id] ?? Stack(), to: stack, at: StackPath(level: level, section: id))
      }
      if oldSections.selection != newSections.selection {
        steps.append(.select(newSections.selection, level: level))
      }
      updateStack(
        oldSections.selectedStack(for: newSections.selection), to: newSections.selectedStack,
        at: StackPath(level: level, section: newSections.selection))
    }
  }

  /// The routes of the stack at `path` as a host keeps its screens: with their owners when
  /// ownership is known.
  @inlinable
  func screens(_ stack: Stack<Route>, at path: StackPath, old: Bool) -> Screens<Route> {
    guard let ownership else { return Screens(routes: stack.routes, owners: nil) }
    return Screens(
      routes: stack.routes, owners: (old ? ownership.old : ownership.new).owners(at: path))
  }

  @inlinable
  mutating func updateStack(_ oldStack: Stack<Route>, to newStack: Stack<Route>, at path: StackPath)
  {
    var start = 0
    if let changes, !changes.coversWholeTrees {
      guard let lowest = changes.lowestChange(at: path) else { return }
      start = lowest
    }
    let old = screens(oldStack, at: path, old: true)
    let new = screens(newStack, at: path, old: false)
    let shared = old.commonPrefixCount(with: new, from: start)
    switch (shared == old.count, shared == new.count) {
    case (true, true):
      return
    case (true, false):
      push(Array(newStack[shared...]), onto: path)
    case (false, true):
      steps.append(.pop(toCount: shared, at: path))
    case (false, false):
      let removed = old.count - new.count
      if removed > 0, old.suffixEquals(new, oldFrom: shared + removed, newFrom: shared) {
        steps.append(.remove(indices: shared..<(shared + removed), from: path))
      } else if capabilities.replacesStacks {
        steps.append(.setStack(newStack, at: path, keeping: shared))
      } else {
        steps.append(.pop(toCount: shared, at: path))
        push(Array(newStack[shared...]), onto: path)
      }
    }
  }

  @inlinable
  mutating func push(_ routes: [Route], onto path: StackPath) {
    if capabilities.pushesSeveralAtOnce {
      steps.append(.push(routes, onto: path))
    } else {
      steps.append(contentsOf: routes.map { .push([$0], onto: path) })
    }
  }
}

/// A stack's screens as the planner compares them: a route, and its owner when known.
@usableFromInline
struct Screens<Route: NavigationRoute> {
  @usableFromInline let routes: [Route]
  @usableFromInline let owners: [FlowID]?

  @inlinable
  init(routes: [Route], owners: [FlowID]?) {
    self.routes = routes
    self.owners = owners
  }

  @inlinable var count: Int { routes.count }

  @inlinable
  func same(_ index: Int, as other: Screens, at otherIndex: Int) -> Bool {
    guard routes[index] == other.routes[otherIndex] else { return false }
    guard let owners, let theirs = other.owners else { return true }
    let mine = index < owners.count ? owners[index] : nil
    let them = otherIndex < theirs.count ? theirs[otherIndex] : nil
    return mine == them
  }

  @inlinable
  func commonPrefixCount(with other: Screens, from start: Int) -> Int {
    var index = Swift.max(0, Swift.min(start, count, other.count))
    let end = Swift.min(count, other.count)
    while index < end, same(index, as: other, at: index) { index += 1 }
    return index
  }

  /// Whether this stack from `oldFrom` equals `other` from `newFrom`, screen by screen.
  @inlinable
  func suffixEquals(_ other: Screens, oldFrom: Int, newFrom: Int) -> Bool {
    guard count - oldFrom == other.count - newFrom else { return false }
    var index = 0
    while oldFrom + index < count {
      if !same(oldFrom + index, as: other, at: newFrom + index) { return false }
      index += 1
    }
    return true
  }
}

extension Sections {
  @inlinable
  func selectedStack(for id: TabID) -> Stack<Route> {
    self[id] ?? Stack()
  }
}
