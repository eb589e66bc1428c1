extension Navigator {
  /// Who owns every screen and level of the tree now: a snapshot of the ``FlowMap`` with each
  /// stack's count, for the planner and the host.
  ///
  /// One look-up per stack: each stack's owners are its whole owner and its runs
  /// (``StackOwners``), never a list as long as the stack. It runs at the end of every
  /// transaction, so it starts from the last answer: given the `changes` since then and no
  /// change of shape (``pendingShapeChange``), only the stacks they name and those whose owners
  /// the map says changed are looked at; the other stacks kept their count and their flows.
  /// Debug builds check that answer against the one from every stack.
  func ownership(touching changes: TreeChanges? = nil) -> Ownership {
    let tree = storedTree
    let moved = map.changes
    let last = moved.presenters ? nil : lastOwnership
    defer { map.takeChanges() }
    if var result = last, let changes, !changes.coversWholeTrees, !pendingShapeChange {
      // No level came, went or changed its presenter (else there is no last answer to
      // start from): the levels are the last answer's.
      changes.forEachStack { path, _ in
        if !moved.touch(path) { setOwners(of: path, in: &result, tree: tree) }
      }
      for path in moved.stacks { setOwners(of: path, in: &result, tree: tree) }
      for level in moved.levels {
        guard let container = try? tree.container(at: level) else { continue }
        for section in container.stackSections {
          setOwners(of: StackPath(level: level, section: section), in: &result, tree: tree)
        }
      }
      assert(
        result == ownership(of: tree),
        "the ownership of the stacks a change touched differs from the whole tree's")
      lastOwnership = result
      return result
    }
    let result =
      if let last { ownership(from: last, tree: tree, reusing: moved) } else { ownership(of: tree) }
    lastOwnership = result
    return result
  }

  /// The ownership of every stack of `tree`, made anew: one dictionary, sized at once for as
  /// many stacks as the last answer had (a jump changes the levels and comes here; growing the
  /// dictionary stack by stack cost it a resize at every doubling).
  private func ownership(of tree: NavigationTree<Route>) -> Ownership {
    var screens = [StackPath: StackOwners](minimumCapacity: lastOwnership?.stackCount ?? 4)
    kernel.forEachStackCount(tree) { path, count in
      screens[path] = owners(of: path, count: count)
    }
    return Ownership(levels: map.levelIDs, screens: screens)
  }

  /// Sets the owners of the stack at `path` in `ownership`, or removes them when the tree has
  /// no such stack.
  private func setOwners(
    of path: StackPath, in ownership: inout Ownership, tree: NavigationTree<Route>
  ) {
    if let count = try? kernel.count(tree, path) {
      ownership[stack: path] = owners(of: path, count: count)
    } else {
      ownership[stack: path] = nil
    }
  }

  /// The ownership of every stack of `tree`, starting from `start`; a stack whose count is
  /// the same there and whose owners the map did not change (`moved`) keeps its owners.
  private func ownership(
    from start: Ownership, tree: NavigationTree<Route>, reusing moved: FlowMap.Changes
  ) -> Ownership {
    var result = start
    result.levels = map.levelIDs
    var stacks = 0
    kernel.forEachStackCount(tree) { path, count in
      stacks += 1
      update(&result, at: path, count: count, reusing: moved)
    }
    // Every stack of the tree was set; any other entry is a stack that is gone.
    if result.stackCount != stacks {
      let paths = Set(tree.allStackPaths)
      result.keepStacks { paths.contains($0) }
    }
    return result
  }

  /// Sets the owners of the stack at `path` in `ownership`, unless, reusing the last answer,
  /// it has them already and the map did not change its owners (`moved`).
  private func update(
    _ ownership: inout Ownership, at path: StackPath, count: Int, reusing moved: FlowMap.Changes
  ) {
    if !moved.touch(path), let known = ownership[stack: path], known.count == count {
      return
    }
    ownership[stack: path] = owners(of: path, count: count)
  }

  /// The owners of the `count` screens of the stack at `path`: its whole owner and its runs.
  private func owners(of path: StackPath, count: Int) -> StackOwners {
    let whole =
      map.sectionOwner(of: path) ?? map.levelOwner(of: path.level)
      ?? map.presenter(ofLevel: path.level) ?? rootFlow.flowID ?? FlowID(rawValue: 0)
    return StackOwners(whole: whole, runs: map.runs(in: path), count: count)
  }
}
