import OrderedCollections

extension Navigator {
  /// Reports each stack the tree shows without a route that had one (or was not there) when
  /// the last change ended: ``NavigationIssue/emptyStack(_:flow:)``.
  ///
  /// It runs when a transaction that changed the tree ends, so a stack emptied and refilled
  /// within one change (a root switch, a replacement's first screen) is never reported. A flow
  /// already reported in this transaction for showing nothing in that stack is not reported
  /// twice.
  ///
  /// After a change of routes alone, only the stacks it changed can have become empty (or
  /// stopped being), so only those are looked at; a change of shape looks at every stack.
  ///
  /// A navigator whose window closed shows nothing any more: what its flows took with them as
  /// they finished is no empty screen. (A root flow the app ends itself leaves its window
  /// showing nothing, which is reported.)
  func reportEmptyStacks() {
    if case .finished(.windowClosed) = rootFlow.flowState { return }
    let tree = storedTree
    var empty: Set<StackPath>
    if pendingShapeChange || pendingChanges.coversWholeTrees {
      empty = kernel.emptyStackPaths(tree)
    } else {
      empty = emptyStacks
      // Only a stack whose emptiness changed changes the set: a push onto a shown stack
      // leaves it as it was, uncopied.
      var changed = false
      pendingChanges.forEachStack { path, _ in
        let shows = kernel.showsEmptyStack(tree, path)
        guard shows != empty.contains(path) else { return }
        changed = true
        if shows {
          empty.insert(path)
        } else {
          empty.remove(path)
        }
      }
      assert(empty == tree.emptyStackPaths, "the empty stacks a change touched missed one")
      guard changed else { return }
    }
    defer { emptyStacks = empty }
    guard !empty.isSubset(of: emptyStacks) else { return }
    let reported = Set(
      draft.issues.compactMap { issue -> StackPath? in
        guard case .flowShowsNothing(_, let anchor, _) = issue else { return nil }
        switch anchor {
        case .run(let path, _): return path
        case .section(let id, let level): return StackPath(level: level, section: id)
        case .container(let level): return StackPath(level: level)
        case .app: return nil
        }
      })
    for path in tree.allStackPaths where empty.contains(path) && !emptyStacks.contains(path) {
      guard !reported.contains(path) else { continue }
      report(.emptyStack(path, flow: flow(owningRouteAt: 0, in: path).flowPath))
    }
  }
}

extension NavigationTree {
  /// Whether the stack at `path` is one ``emptyStackPaths`` lists: there, without a route, and
  /// not an action section's.
  @inlinable
  func showsEmptyStack(at path: StackPath) -> Bool {
    guard
      path.level == 0
        || (path.level >= 1 && path.level <= topLevel
          && presentations[path.level - 1].dialog == nil)
    else {
      return false
    }
    // Read where it is, on the container alone: a switch on a tuple copies the container.
    let shows = try? reading(level: path.level) { container in
      switch container {
      case .stack(let stack):
        return path.section == nil && stack.isEmpty
      case .tabs(let sections), .split(let sections):
        guard let id = path.section, !sections.actions.contains(id), let stack = sections[id]
        else { return false }
        return stack.isEmpty
      }
    }
    return shows ?? false
  }

  /// The stacks the tree shows without a route: every stack of every level but a dialog's,
  /// which has none, and an action section's, which never shows one.
  @inlinable
  var emptyStackPaths: Set<StackPath> {
    var paths = Set<StackPath>()
    for level in 0...topLevel {
      let container = level == 0 ? root : presentations[level - 1].container
      if level > 0, presentations[level - 1].dialog != nil { continue }
      switch container {
      case .stack(let stack):
        if stack.isEmpty { paths.insert(StackPath(level: level)) }
      case .tabs(let sections), .split(let sections):
        // An action's stack is always empty: it shows nothing by design.
        // Keys and values apart: a (key, value) tuple of a generic stack costs a metadata
        // look-up each.
        let stacks = sections.stacks.values
        for (offset, id) in sections.stacks.keys.enumerated()
        where stacks[offset].isEmpty && !sections.actions.contains(id) {
          paths.insert(StackPath(level: level, section: id))
        }
      }
    }
    return paths
  }
}
