/// Who owns what a tree shows: the flow of every screen, and the identity of every level.
///
/// Routes alone cannot say when a screen must be made anew: after a hand-off to a flow whose
/// first screens equal its predecessor's, the routes are equal but the screens belong to a
/// finished flow. The planner compares screens as route *and* owner, and levels by identity,
/// so that no screen stays bound to a finished flow and a presentation stays on screen exactly
/// as long as it is the same presentation (its owner keeps it, or hands it over).
@usableFromInline
package struct Ownership: Hashable, Sendable {
  /// The identity of each level: the root container's at `0`, then each presentation's.
  @usableFromInline package var levels: [UInt64]
  /// The owners of each stack's routes, but for the stack in ``latest``.
  @usableFromInline var shared: [StackPath: StackOwners]
  /// The last stack set on its own, kept beside ``shared``; `owners == nil` says it is gone.
  ///
  /// A snapshot is shared with the plan runner, and a transaction that changes one stack (a
  /// push, a pop, a back) would otherwise copy the whole dictionary to set it.
  @usableFromInline var latest: Latest?

  @usableFromInline
  struct Latest: Sendable {
    @usableFromInline let path: StackPath
    @usableFromInline let owners: StackOwners?

    @usableFromInline init(path: StackPath, owners: StackOwners?) {
      self.path = path
      self.owners = owners
    }
  }

  @usableFromInline package init(levels: [UInt64] = [], screens: [StackPath: StackOwners] = [:]) {
    self.levels = levels
    self.shared = screens
  }

  /// The owners of every stack.
  @usableFromInline package var screens: [StackPath: StackOwners] {
    guard let latest else { return shared }
    var screens = shared
    screens[latest.path] = latest.owners
    return screens
  }

  /// The owners of the stack at `path`, `nil` when unknown; setting one stack at a time keeps
  /// the dictionary shared with older snapshots.
  @inlinable
  package subscript(stack path: StackPath) -> StackOwners? {
    get {
      if let latest, latest.path == path { return latest.owners }
      return shared[path]
    }
    set {
      if let latest, latest.path != path { shared[latest.path] = latest.owners }
      latest = Latest(path: path, owners: newValue)
    }
  }

  /// The owners of the stack at `path`; empty when unknown.
  @usableFromInline package func owners(at path: StackPath) -> StackOwners {
    self[stack: path] ?? .empty
  }

  /// The number of stacks known.
  var stackCount: Int {
    guard let latest else { return shared.count }
    let before = shared[latest.path] != nil ? 1 : 0
    let after = latest.owners != nil ? 1 : 0
    return shared.count - before + after
  }

  /// Keeps the stacks that `isIncluded` accepts.
  @inlinable
  package mutating func keepStacks(where isIncluded: (StackPath) -> Bool) {
    // Most calls keep every stack (a step that closed no level): nothing is copied then.
    let dropsLatest = latest.map { !isIncluded($0.path) } ?? false
    guard dropsLatest || shared.keys.contains(where: { !isIncluded($0) }) else { return }
    shared = screens.filter { isIncluded($0.key) }
    latest = nil
  }

  // Equal and hashed by what they say, however the latest stack is kept.
  @usableFromInline
  package static func == (lhs: Ownership, rhs: Ownership) -> Bool {
    lhs.levels == rhs.levels && lhs.screens == rhs.screens
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(levels)
    hasher.combine(screens)
  }

  /// Follows what a host did with `step`, whose new screens and levels are those of `planned`
  /// (the ownership of the tree the step's plan moves to); `tree` is the host's tree after it.
  ///
  /// Inlinable, so that the plan runner follows its steps specialized for the app's route
  /// type (``RouteKernel``).
  @inlinable
  package mutating func apply<Route>(
    _ step: NavigationStep<Route>, planned: Ownership, hostTree tree: NavigationTree<Route>
  ) {
    switch step {
    case .dismiss(let level):
      dropLevels(above: level)
    case .replaceRoot:
      levels = Array(planned.levels.prefix(1))
      self = Ownership(levels: levels, screens: planned.screens.filter { $0.key.level == 0 })
    case .present:
      let level = tree.topLevel
      dropLevels(above: level - 1)
      if planned.levels.indices.contains(level) { levels.append(planned.levels[level]) }
      for (path, owners) in planned.screens where path.level == level {
        self[stack: path] = owners
      }
    case .push, .setStack:
      let path: StackPath
      switch step {
      case .push(_, let onto): path = onto
      case .setStack(_, let at, _): path = at
      default: return
      }
      let count = (try? tree.stackCount(at: path)) ?? 0
      self[stack: path] = planned.owners(at: path).prefix(count)
    case .pop(let count, let path):
      self[stack: path] = owners(at: path).prefix(count)
    case .remove(let indices, let path):
      var owners = self.owners(at: path)
      if indices.upperBound <= owners.count { owners.removeSubrange(indices) }
      self[stack: path] = owners
    case .insertSection(let id, _, _, _, let level):
      let path = StackPath(level: level, section: id)
      let count = (try? tree.stackCount(at: path)) ?? 0
      self[stack: path] = planned.owners(at: path).prefix(count)
    case .removeSection(let id, let level, _):
      self[stack: StackPath(level: level, section: id)] = nil
    case .select, .setLayout, .clearSelection, .setColumnVisibility, .setVisibility,
      .setSectionBarHidden, .setRefusesUserDismissal, .setSplitColumns, .setPinnedColumn,
      .setTabBarOrder, .setPresentationOptions, .setRefusesUserBack:
      break
    }
    // Selecting or removing another tab closes that tab's over-current-context presentation.
    dropLevels(above: tree.topLevel)
  }

  /// Follows what the user did.
  @inlinable
  package mutating func apply(_ event: UserEvent) {
    switch event {
    case .popped(let count, let path):
      self[stack: path] = owners(at: path).prefix(count)
    case .dismissed(let level):
      dropLevels(above: level)
    case .chose(_, let level):
      dropLevels(above: level - 1)
    case .selected, .layoutChanged, .gestureCancelled, .sizeClassChanged, .selectionCleared,
      .columnVisibilityChanged, .attemptedToDismiss, .detentChanged:
      break
    }
  }

  /// Gives the screens of flow `old` to `new`, where they stay.
  package mutating func rebindScreens(of old: FlowID, to new: FlowID) {
    var screens = self.screens
    for path in screens.keys { screens[path]?.rebind(old, to: new) }
    self = Ownership(levels: levels, screens: screens)
  }

  @inlinable
  mutating func dropLevels(above level: Int) {
    if levels.count > level + 1 { levels.removeSubrange((level + 1)...) }
    keepStacks { $0.level <= level }
  }
}

extension Ownership {
  /// The ownership of `hostTree`, a tree a host already shows, taken from `target`'s where
  /// the two trees agree: levels of the same shape, and each stack's shared first routes.
  package func assumed<Route>(
    for hostTree: NavigationTree<Route>, from target: NavigationTree<Route>
  ) -> Ownership {
    var result = Ownership()
    guard hostTree.root.hasShape(of: target.root) else { return result }
    var level = 0
    while level <= hostTree.topLevel, level <= target.topLevel, levels.indices.contains(level) {
      if level > 0,
        !hostTree.presentations[level - 1].hasShape(of: target.presentations[level - 1])
      {
        break
      }
      result.levels.append(levels[level])
      for path in hostTree.allStackPaths where path.level == level {
        guard let shown = try? hostTree.stack(at: path), let wanted = try? target.stack(at: path)
        else { continue }
        result[stack: path] = owners(at: path).prefix(shown.commonPrefixCount(with: wanted))
      }
      level += 1
    }
    return result
  }
}
