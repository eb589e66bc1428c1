import OrderedCollections

/// Computes the steps of a ``NavigationPlan``.
///
/// Inlinable so that it is specialized for the app's route type: unspecialized, each plan
/// spends most of its time looking up generic metadata.
@usableFromInline
struct Planner<Route: NavigationRoute> {
  @usableFromInline let capabilities: HostCapabilities
  @usableFromInline let changes: TreeChanges?
  @usableFromInline var steps: [NavigationStep<Route>] = []

  @inlinable
  init(capabilities: HostCapabilities, changes: TreeChanges?) {
    self.capabilities = capabilities
    self.changes = changes
  }

  @inlinable
  mutating func plan(from old: NavigationTree<Route>, to new: NavigationTree<Route>) {
    let shared = old.sharedPresentationCount(with: new)
    let rootKept = shared != nil
    let kept = shared ?? 0
    dismiss(from: old.topLevel, to: kept)
    if rootKept {
      updateContainer(old.root, to: new.root, level: 0)
    } else {
      steps.append(.replaceRoot(new.root))
    }
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
        // Identities matched, so both are stacks or both have sections.
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

  @inlinable
  mutating func updateStack(_ old: Stack<Route>, to new: Stack<Route>, at path: StackPath) {
    var start = 0
    if let changes {
      guard let lowest = changes.lowestChange(at: path) else { return }
      start = lowest
    }
    let shared = old.commonPrefixCount(with: new, from: start)
    switch (shared == old.count, shared == new.count) {
    case (true, true):
      return
    case (true, false):
      push(Array(new[shared...]), onto: path)
    case (false, true):
      steps.append(.pop(toCount: shared, at: path))
    case (false, false):
      if old.count == new.count + 1, old[(shared + 1)...].elementsEqual(new[shared...]) {
        steps.append(.remove(index: shared, from: path))
      } else if capabilities.replacesStacks {
        steps.append(.setStack(new, at: path))
      } else {
        steps.append(.pop(toCount: shared, at: path))
        push(Array(new[shared...]), onto: path)
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

extension Sections {
  @inlinable
  func selectedStack(for id: TabID) -> Stack<Route> {
    self[id] ?? Stack()
  }
}
