import OrderedCollections

extension NavigationTree {
  /// How many presentations this tree and `other` share from the bottom, or `nil` when their
  /// roots differ (then nothing is shared).
  ///
  /// Two levels are the same when a host can keep them on screen: the same style and
  /// transition, and the same root route, or sections that differ only by sections added and
  /// removed (``SectionIDs/isSameContainer(_:as:)``). What lies above the first difference is
  /// new.
  @inlinable
  func sharedPresentationCount(with other: NavigationTree) -> Int? {
    guard root.identity.canBecome(other.root.identity) else { return nil }
    var shared = 0
    while shared < Swift.min(presentations.count, other.presentations.count),
      presentations[shared].style == other.presentations[shared].style,
      presentations[shared].transition == other.presentations[shared].transition,
      presentations[shared].options.hasSameAnchor(as: other.presentations[shared].options),
      presentations[shared].container.identity.canBecome(
        other.presentations[shared].container.identity)
    {
      shared += 1
    }
    return shared
  }

  /// The stacks of sections `old` has at levels up to `keptLevels` that this tree lacks.
  @inlinable
  func sectionsRemoved(since old: NavigationTree, keptLevels: Int) -> [StackPath] {
    var removed: [StackPath] = []
    for level in 0...Swift.min(keptLevels, old.topLevel, topLevel) {
      let oldContainer = level == 0 ? old.root : old.presentations[level - 1].container
      guard let oldSections = oldContainer.sections else { continue }
      let container = level == 0 ? root : presentations[level - 1].container
      if let sections = container.sections, sections.hasSameIDs(as: oldSections) { continue }
      for id in oldSections.ids where !container.hasStack(in: id) {
        removed.append(StackPath(level: level, section: id))
      }
    }
    return removed
  }

  /// The sections this tree has that `old` lacks, by level, bottom first — every section of a
  /// level at `firstNewLevel` or above — with this tree's top level; actions are left out, since
  /// they run no flow.
  @inlinable
  func sectionsAdded(since old: NavigationTree, firstNewLevel: Int)
    -> (topLevel: Int, added: [(level: Int, ids: [SectionID])])
  {
    var added: [(level: Int, ids: [SectionID])] = []
    for level in 0...topLevel {
      guard
        let sections = level == 0 ? root.sections : presentations[level - 1].container.sections
      else { continue }
      guard level < firstNewLevel, level <= old.topLevel else {
        let ids = sections.ids.filter { !sections.actions.contains($0) }
        if !ids.isEmpty { added.append((level, ids)) }
        continue
      }
      let oldContainer = level == 0 ? old.root : old.presentations[level - 1].container
      let oldSections = oldContainer.sections
      // A jump that keeps a level's sections (the common case) adds none.
      if let oldSections, oldSections.hasSameIDs(as: sections) { continue }
      let ids = sections.ids.filter { oldSections?[$0] == nil && !sections.actions.contains($0) }
      if !ids.isEmpty { added.append((level, ids)) }
    }
    return (topLevel, added)
  }
}

extension Container {
  /// Whether a host can change this container into `other` in place: both are single stacks,
  /// or both have sections and `other`'s are these with sections added and removed, the ones
  /// they share in the same order, and the same actions among them (as tabs or a split; the
  /// layout can change in place).
  @inlinable
  package func hasShape(of other: Container) -> Bool {
    // On the cases themselves, one container at a time: `sections` copies a tabs container's
    // whole payload out, and a switch on a tuple of both copies both.
    switch self {
    case .stack:
      if case .stack = other { return true }
      return false
    case .tabs(let mine), .split(let mine):
      switch other {
      case .stack: return false
      case .tabs(let theirs), .split(let theirs):
        // A tab item that becomes an action (or stops being one) is another tab bar.
        guard mine.actions == theirs.actions else { return false }
        return mine.hasSameIDs(as: theirs) || SectionIDs.canChange(mine.ids, into: theirs.ids)
      }
    }
  }
}

extension Presentation {
  /// Whether a host can keep this presentation on screen and change its content into
  /// `other`'s in place.
  ///
  /// That takes the same style, transition, context and popover anchor (read when it is
  /// presented), a container of the same shape, and the same dialog (a dialog cannot change
  /// while it shows). Detents and a preferred size change in place.
  @inlinable
  package func hasShape(of other: Presentation) -> Bool {
    style == other.style && transition == other.transition && context == other.context
      && dialog == other.dialog && options.hasSameAnchor(as: other.options)
      && container.hasShape(of: other.container)
  }
}
