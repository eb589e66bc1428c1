import OrderedCollections

/// Computes the steps of a ``NavigationPlan``: the planner's rules, with the changes and the
/// ownership (when the navigator knows who owns what) passed down instead of stored.
///
/// Inlinable so that it is specialized for the app's route type: unspecialized, each plan
/// spends most of its time looking up generic metadata.
///
/// Only the steps and the host's rules are stored: a struct that also held the changes and the
/// ownership is destroyed through its generic value witness (`Benchmarks/PERFORMANCE.md`).
@usableFromInline
struct PlanBuilder<Route: NavigationRoute> {
  @usableFromInline let capabilities: HostCapabilities
  @usableFromInline var steps: [NavigationStep<Route>] = []

  @inlinable
  init(capabilities: HostCapabilities) {
    self.capabilities = capabilities
  }

  /// Whether the level `level` of both trees is the same level for the host: the same
  /// identity when ownership is known.
  @inlinable
  func sameLevel(_ level: Int, _ ownership: (old: Ownership, new: Ownership)?) -> Bool {
    guard let ownership else { return true }
    let old = ownership.old.levels
    let new = ownership.new.levels
    return old.indices.contains(level) && new.indices.contains(level) && old[level] == new[level]
  }

  /// Plans the fewest steps: the root is kept when it can be (replaced only when it changes
  /// shape or is a new root), and as many presentations as pay off (a tie keeps what is on
  /// screen).
  @inlinable
  mutating func plan(
    from old: NavigationTree<Route>, to new: NavigationTree<Route>, changes: TreeChanges?,
    ownership: (old: Ownership, new: Ownership)?
  ) {
    guard sameLevel(0, ownership), old.root.hasShape(of: new.root) else {
      // Replacing the root takes every presentation with it.
      steps.append(.replaceRoot(new.root))
      for presentation in new.presentations { steps.append(.present(presentation)) }
      return
    }
    // The common case, a change with nothing presented, plans straight into the steps.
    guard !old.presentations.isEmpty || !new.presentations.isEmpty else {
      updateContainer(old.root, to: new.root, level: 0, changes, ownership)
      return
    }
    // The steps that update each presentation that can stay, up to the first that cannot
    // (another identity, style or shape).
    var updates: [[NavigationStep<Route>]] = []
    while updates.count < Swift.min(old.presentations.count, new.presentations.count),
      sameLevel(updates.count + 1, ownership),
      old.presentations[updates.count].hasShape(of: new.presentations[updates.count])
    {
      let level = updates.count + 1
      updates.append(
        sub {
          let (before, after) = (old.presentations[level - 1], new.presentations[level - 1])
          if before.refusesUserDismissal != after.refusesUserDismissal {
            $0.steps.append(.setRefusesUserDismissal(after.refusesUserDismissal, level: level))
          }
          if before.options != after.options {
            $0.steps.append(.setPresentationOptions(after.options, level: level))
          }
          $0.updateContainer(
            before.container, to: after.container, level: level, changes, ownership)
        })
    }
    // Keep `kept` presentations: dismiss the rest, update the kept, present the new ones.
    var kept = 0
    var best = Int.max
    var updateCost = 0
    for candidate in 0...updates.count {
      if candidate > 0 { updateCost += Self.cost(of: updates[candidate - 1]) }
      let cost =
        dismissalCount(from: old.topLevel, to: candidate) + updateCost
        + (new.presentations.count - candidate)
      if cost <= best { (kept, best) = (candidate, cost) }
    }
    dismiss(from: old.topLevel, to: kept)
    updateContainer(old.root, to: new.root, level: 0, changes, ownership)
    for level in stride(from: 1, through: kept, by: 1) {
      steps.append(contentsOf: updates[level - 1])
    }
    for presentation in new.presentations.dropFirst(kept) {
      steps.append(.present(presentation))
    }
  }

  /// What keeping a presentation with `steps` costs against presenting it again: a refusal of
  /// the user's back rides along with the stack's change (the screen pushed on a kept sheet
  /// refuses), so it costs nothing, or a sheet whose new top refuses would be presented anew.
  @inlinable
  static func cost(of steps: [NavigationStep<Route>]) -> Int {
    var cost = steps.count
    for case .setRefusesUserBack in steps { cost -= 1 }
    return cost
  }

  /// The steps `body` plans with this planner's rules, on their own.
  @inlinable
  func sub(_ body: (inout PlanBuilder) -> Void) -> [NavigationStep<Route>] {
    var builder = PlanBuilder(capabilities: capabilities)
    body(&builder)
    return builder.steps
  }

  @inlinable
  func dismissalCount(from top: Int, to level: Int) -> Int {
    guard top > level else { return 0 }
    return capabilities.dismissesSeveralAtOnce ? 1 : top - level
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
    _ old: Container<Route>, to new: Container<Route>, level: Int, _ changes: TreeChanges?,
    _ ownership: (old: Ownership, new: Ownership)?
  ) {
    if case .stack(let oldStack) = old, case .stack(let newStack) = new {
      updateStack(oldStack, to: newStack, at: StackPath(level: level), changes, ownership)
    } else {
      guard var current = old.sections, let newSections = new.sections, let layout = new.layout
      else {
        // Shapes matched, so both are stacks or both have sections.
        return
      }
      // Sections added with their whole stacks, then removed, then visibility: `current`
      // follows what the host shows after each step.
      let inserted = updateSectionIDs(&current, to: newSections, level: level)
      let selects =
        current.selection != newSections.selection
        || (newSections.hasSelection && !current.hasSelection)
      // A selection that the new layout or visibility hides changes first, so that no step
      // leaves the host showing a hidden section selected.
      let selectsFirst = selects && !newSections.isVisible(current.selection, in: layout)
      if selectsFirst { steps.append(.select(newSections.selection, level: level)) }
      if current.visibilities != newSections.visibilities {
        for id in newSections.ids where current.visibility(of: id) != newSections.visibility(of: id)
        {
          steps.append(.setVisibility(newSections.visibility(of: id), section: id, level: level))
        }
      }
      if current.tabBarOrder != newSections.tabBarOrder {
        steps.append(.setTabBarOrder(newSections.tabBarOrder, level: level))
      }
      if current.pinnedColumn != newSections.pinnedColumn {
        steps.append(.setPinnedColumn(newSections.pinnedColumn, level: level))
      }
      if layout != old.layout {
        steps.append(.setLayout(layout, level: level))
      }
      // Keys and values apart, and untouched stacks skipped before any look-up: a (key,
      // value) tuple of a generic stack costs a metadata look-up each.
      let stacks = newSections.stacks.values
      if let changes, !changes.coversWholeTrees, let only = changes.onlyStack {
        // One stack changed (a push, a pop, a back): it is the only one to look at.
        if only.path.level == level, let id = only.path.section, id != newSections.selection,
          !inserted.contains(id), let offset = newSections.stacks.index(forKey: id)
        {
          updateStack(current[id] ?? Stack(), to: stacks[offset], at: only.path, changes, ownership)
        }
      } else {
        for (offset, id) in newSections.stacks.keys.enumerated()
        where id != newSections.selection && !inserted.contains(id) {
          let path = StackPath(level: level, section: id)
          if let changes, !changes.coversWholeTrees, changes.lowestChange(at: path) == nil {
            continue
          }
          updateStack(current[id] ?? Stack(), to: stacks[offset], at: path, changes, ownership)
        }
      }
      if current.columnVisibility != newSections.columnVisibility {
        steps.append(.setColumnVisibility(newSections.columnVisibility, level: level))
      }
      if current.splitColumns != newSections.splitColumns {
        steps.append(.setSplitColumns(newSections.splitColumns, level: level))
      }
      if selects && !selectsFirst {
        steps.append(.select(newSections.selection, level: level))
      }
      if !inserted.contains(newSections.selection) {
        updateStack(
          current[newSections.selection] ?? Stack(), to: newSections.selectedStack,
          at: StackPath(level: level, section: newSections.selection), changes, ownership)
      }
      if !newSections.hasSelection
        && (current.hasSelection || current.selection != newSections.selection)
      {
        steps.append(.clearSelection(level: level))
      }
      if current.sectionsHidingBar != newSections.sectionsHidingBar {
        for id in newSections.ids where current.hidesBar(in: id) != newSections.hidesBar(in: id) {
          steps.append(
            .setSectionBarHidden(newSections.hidesBar(in: id), section: id, level: level))
        }
      }
    }
  }

  /// Adds the sections `new` has anew, then removes those it lacks; returns the added ids.
  ///
  /// Each added section comes with its whole stack; `current` becomes what the host shows
  /// after these steps.
  ///
  /// Each removal selects `new`'s selection, so that removing the selected section (or any
  /// section, when the selection changes too) costs no step of its own. Added sections go right
  /// after the section before them in `new`, so that the order is right once the others are
  /// removed.
  @inlinable
  mutating func updateSectionIDs(
    _ current: inout Sections<Route>, to new: Sections<Route>, level: Int
  ) -> Set<SectionID> {
    guard !current.hasSameIDs(as: new) else { return [] }
    var inserted: Set<SectionID> = []
    var previous: SectionID?
    for id in new.ids {
      defer { previous = id }
      guard current[id] == nil else { continue }
      let index = previous.flatMap { current.stacks.index(forKey: $0) }.map { $0 + 1 } ?? 0
      let stack = new[id] ?? Stack()
      let visibility = new.visibility(of: id)
      steps.append(.insertSection(id, stack, at: index, visibility: visibility, level: level))
      try? current.insertSection(id, stack, at: index, visibility: visibility)
      inserted.insert(id)
    }
    for id in current.ids where new[id] == nil {
      steps.append(.removeSection(id, level: level, selecting: new.selection))
      try? current.removeSection(id, selecting: new.selection)
    }
    return inserted
  }

  /// The routes of the stack at `path` as a host keeps its screens: with their owners when
  /// ownership is known.
  @inlinable
  func screens(
    _ stack: Stack<Route>, at path: StackPath, old: Bool,
    _ ownership: (old: Ownership, new: Ownership)?
  ) -> Screens<Route> {
    guard let ownership else { return Screens(routes: stack.routes, owners: nil) }
    return Screens(
      routes: stack.routes, owners: (old ? ownership.old : ownership.new).owners(at: path))
  }

  @inlinable
  mutating func updateStack(
    _ oldStack: Stack<Route>, to newStack: Stack<Route>, at path: StackPath,
    _ changes: TreeChanges?, _ ownership: (old: Ownership, new: Ownership)?
  ) {
    // Before the screens change, so that it holds for whatever screen ends on top: a screen
    // pushed refusing shows no back button even while it slides in.
    if oldStack.refusesUserBack != newStack.refusesUserBack {
      steps.append(.setRefusesUserBack(newStack.refusesUserBack, at: path))
    }
    var start = 0
    if let changes, !changes.coversWholeTrees {
      guard let lowest = changes.lowestChange(at: path) else { return }
      start = lowest
    }
    let (oldCount, newCount) = (oldStack.routes.count, newStack.routes.count)
    // Screens below `start` are unchanged, routes and owners. Above it, only the screens both
    // stacks have are compared, with their owners: a push, a pop or a back compares none, and
    // reads no owner.
    var compared: (old: Screens<Route>, new: Screens<Route>)?
    let shared: Int
    if start >= Swift.min(oldCount, newCount) {
      shared = Swift.min(oldCount, newCount)
    } else {
      let old = screens(oldStack, at: path, old: true, ownership)
      let new = screens(newStack, at: path, old: false, ownership)
      // A stack the change did not touch is the same storage with the same owners: a stack of
      // 10,000 routes elsewhere in the tree costs a whole-tree plan nothing.
      if old.isIdentical(to: new) { return }
      shared = old.commonPrefixCount(with: new, from: start)
      compared = (old, new)
    }
    let pushes = pushCount(newCount - shared)
    switch (shared == oldCount, shared == newCount) {
    case (true, true):
      return
    case (true, false) where pushes > 1 && capabilities.replacesStacks:
      steps.append(.setStack(newStack, at: path, keeping: shared))
    case (true, false):
      // One route pushed, the common case, costs one small array, not a slice's copy.
      let pushed = newStack.routes
      push(shared == pushed.count - 1 ? [pushed[shared]] : Array(pushed[shared...]), onto: path)
    case (false, true):
      steps.append(.pop(toCount: shared, at: path))
    case (false, false):
      // The fewest removals of runs of screens, then pushes; or one replacement of the stack
      // when that is shorter (a tie keeps the screens). Both stacks go on above `shared`, so
      // their screens were compared.
      guard let (old, new) = compared else {
        assertionFailure("both stacks go on above the screens they share, so they were compared")
        return
      }
      let edit = old.cheapestEdit(to: new, from: shared, pushCost: pushCount)
      if edit.cost > 1, capabilities.replacesStacks {
        steps.append(.setStack(newStack, at: path, keeping: shared))
        return
      }
      // From the top down, so that each run's indices still hold; a run at the top is a pop.
      for block in edit.removals.reversed() {
        if block.upperBound == oldCount {
          steps.append(.pop(toCount: block.lowerBound, at: path))
        } else {
          steps.append(.remove(indices: block, from: path))
        }
      }
      if edit.kept < newCount { push(Array(newStack.routes[edit.kept...]), onto: path) }
    }
  }

  /// The steps pushing `count` routes costs.
  @inlinable
  func pushCount(_ count: Int) -> Int {
    count <= 0 ? 0 : capabilities.pushesSeveralAtOnce ? 1 : count
  }

  @inlinable
  mutating func push(_ routes: [Route], onto path: StackPath) {
    if capabilities.pushesSeveralAtOnce {
      // A plan's first step makes its array at the size it needs, skipping the growth path.
      if steps.isEmpty {
        steps = [.push(routes, onto: path)]
      } else {
        steps.append(.push(routes, onto: path))
      }
    } else {
      steps.append(contentsOf: routes.map { .push([$0], onto: path) })
    }
  }
}

/// A stack's screens as the planner compares them: a route, and its owner when known.
@usableFromInline
struct Screens<Route: NavigationRoute> {
  @usableFromInline let routes: [Route]
  @usableFromInline let owners: StackOwners?

  @inlinable
  init(routes: [Route], owners: StackOwners?) {
    self.routes = routes
    self.owners = owners
  }

  @inlinable var count: Int { routes.count }

  /// Whether both are the same routes, by storage, with the same owners as spelled.
  ///
  /// Equal without comparing a route; `false` says nothing.
  @inlinable
  func isIdentical(to other: Screens) -> Bool {
    guard Stack(routes).sharesStorage(with: Stack(other.routes)), count == other.count else {
      return false
    }
    switch (owners, other.owners) {
    case (nil, nil): return true
    case (let mine?, let theirs?): return mine.isSpelledAs(theirs)
    default: return false
    }
  }

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

  /// The cheapest way to turn this stack into `other` by removing runs of screens and then
  /// pushing: the runs to remove (ascending), how many of `other`'s first routes the kept
  /// screens make, and the cost in steps.
  ///
  /// A dynamic program over which screens stay: the kept ones must spell a prefix of `other`,
  /// each maximal run of removed screens costs one step, and the routes after the prefix cost
  /// `pushCost`. Screens below `shared` always stay.
  ///
  /// - Complexity: O(*n* × *m*) in the lengths of the two stacks above `shared`.
  @inlinable
  func cheapestEdit(
    to other: Screens, from shared: Int, pushCost: (Int) -> Int
  ) -> (removals: [Range<Int>], kept: Int, cost: Int) {
    let n = count - shared
    let m = other.count - shared
    let unreachable = Int.max / 4
    // cost[i][j][r]: runs removed among old[shared..<shared+i] while the kept ones spell
    // other[shared..<shared+j]; r is 1 when old[shared+i-1] was removed. `came` remembers the
    // previous r of the cheapest way into each state.
    var cost = [[[Int]]](
      repeating: [[Int]](repeating: [unreachable, unreachable], count: m + 1), count: n + 1)
    var came = [[[Int]]](repeating: [[Int]](repeating: [0, 0], count: m + 1), count: n + 1)
    cost[0][0][0] = 0
    for i in 0..<n {
      for j in 0...m {
        for r in 0...1 where cost[i][j][r] < unreachable {
          let here = cost[i][j][r]
          if j < m, same(shared + i, as: other, at: shared + j), here < cost[i + 1][j + 1][0] {
            cost[i + 1][j + 1][0] = here
            came[i + 1][j + 1][0] = r
          }
          let removed = here + (r == 1 ? 0 : 1)
          if removed < cost[i + 1][j][1] {
            cost[i + 1][j][1] = removed
            came[i + 1][j][1] = r
          }
        }
      }
    }
    var best = (j: 0, r: 0, total: unreachable)
    for j in 0...m {
      for r in 0...1 where cost[n][j][r] < unreachable {
        let total = cost[n][j][r] + pushCost(m - j)
        if total < best.total || (total == best.total && j > best.j) { best = (j, r, total) }
      }
    }
    // Walk back through the choices, collecting the removed screens as runs.
    var removals: [Range<Int>] = []
    var (j, r) = (best.j, best.r)
    var runEnd: Int?
    for i in stride(from: n, to: 0, by: -1) {
      let index = shared + i - 1
      if r == 1 {
        if runEnd == nil { runEnd = index + 1 }
      } else {
        if let end = runEnd { removals.append((index + 1)..<end) }
        runEnd = nil
        j -= 1
      }
      r = came[i][j + (r == 1 ? 0 : 1)][r]
    }
    if let end = runEnd { removals.append(shared..<end) }
    return (removals.reversed(), shared + best.j, best.total)
  }
}
