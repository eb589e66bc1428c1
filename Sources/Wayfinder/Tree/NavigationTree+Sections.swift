extension NavigationTree {
  /// Adds section `id` with `stack` to the tabs or split at `level`, at `index` of the display
  /// order (last when `nil`); the selection stays.
  ///
  /// - Throws: ``NavigationError/duplicateSection(_:)``, or
  ///   ``NavigationError/notSections(level:)`` when the level holds a single stack.
  public mutating func insertSection(
    _ id: SectionID, _ stack: Stack<Route> = Stack(), at index: Int? = nil,
    visibility: SectionVisibility = .everywhere, atLevel level: Int = 0
  ) throws(NavigationError) {
    try modifySections(atLevel: level) { (sections) throws(NavigationError) in
      try sections.insertSection(id, stack, at: index, visibility: visibility)
    }
  }

  /// Removes section `id` of the tabs or split at `level`, with its stack.
  ///
  /// When it was selected, the nearest section the layout shows becomes selected: the one
  /// that takes its place, else the one before it. Its over-current-context presentation (and
  /// whatever is above it) goes with it.
  ///
  /// - Throws: ``NavigationError/emptySections`` for the last section,
  ///   ``NavigationError/unknownSelection(_:)`` when there is no such section.
  public mutating func removeSection(_ id: SectionID, atLevel level: Int = 0)
    throws(NavigationError)
  {
    try modifyContainer(at: level) { (container) throws(NavigationError) in
      let layout = container.layout
      try container.modifySections(level: level) { (sections) throws(NavigationError) in
        try sections.removeSection(id, shownIn: layout)
      }
    }
    if presentations.indices.contains(level), presentations[level].context == id {
      presentations.removeSubrange(level...)
    }
  }

  /// Removes section `id` of the tabs or split at `level` and selects `selection`, as a host
  /// performs ``NavigationStep/removeSection(_:level:selecting:)``: a selection that changes
  /// closes the over-current-context presentation of the section selected before, as
  /// ``select(_:atLevel:)`` does.
  mutating func removeSection(_ id: SectionID, atLevel level: Int, selecting selection: SectionID)
    throws(NavigationError)
  {
    let before = try container(at: level).sections?.selection
    try modifySections(atLevel: level) { (sections) throws(NavigationError) in
      try sections.removeSection(id, selecting: selection)
    }
    if presentations.indices.contains(level), let context = presentations[level].context,
      context == id || (context != selection && before != selection)
    {
      presentations.removeSubrange(level...)
    }
  }

  /// Says in which layouts section `id` of the tabs or split at `level` shows.
  ///
  /// The tree may then select a section its layout hides; a ``Navigator`` selects the first
  /// one it shows instead (see ``SectionVisibility``).
  public mutating func setVisibility(
    _ visibility: SectionVisibility, of id: SectionID, atLevel level: Int = 0
  ) throws(NavigationError) {
    try modifySections(atLevel: level) { (sections) throws(NavigationError) in
      try sections.setVisibility(visibility, of: id)
    }
  }

  /// Orders the tab bar's items of the tabs or split at `level`; see
  /// ``Sections/setTabBarOrder(_:)``.
  ///
  /// - Throws: ``NavigationError/notSections(level:)`` when the level has no sections, and what
  ///   ``Sections/setTabBarOrder(_:)`` throws.
  public mutating func setTabBarOrder(_ order: [SectionID]?, atLevel level: Int = 0)
    throws(NavigationError)
  {
    try modifySections(atLevel: level) { (sections) throws(NavigationError) in
      try sections.setTabBarOrder(order)
    }
  }

  /// Whether the tabs or split at `level` draws section `id` in the layout it has now: a tab
  /// bar item, or a sidebar row.
  ///
  /// The column a split pins beside its detail (``Sections/pinnedColumn``) counts as visible. A
  /// deep link handler asks it to decide where a link's screens go on a phone; see
  /// <doc:TabsFlowsAndAdaptiveLayout#A-tab-bar-that-shows-a-subset-of-the-sidebar>.
  public func isSectionVisible(_ id: SectionID, atLevel level: Int = 0) -> Bool {
    guard let container = try? container(at: level), let layout = container.layout,
      let sections = container.sections
    else {
      return false
    }
    if layout == .split, sections.pinnedColumn == id { return true }
    return sections.isVisible(id, in: layout)
  }

  /// Applies the selection rule of ``SectionVisibility``; returns whether anything changed.
  ///
  /// Every container whose layout hides its selected section selects the first section it
  /// shows (a split that shows no section only remembers it), and keeps the hidden one as
  /// ``Sections/displacedSelection``; one whose layout shows its displaced selection again
  /// selects it again.
  ///
  /// A selection that moves takes the old section's over-current-context presentation with
  /// it, as ``select(_:atLevel:)`` does.
  @discardableResult
  @inlinable
  mutating func selectVisibleSections() -> Bool {
    var changed = false
    var level = 0
    while level <= topLevel {
      if let container = try? container(at: level), let fallback = container.visibleSelection,
        let sections = container.sections
      {
        changed = true
        // The section the layout hides is remembered, to come back when a layout shows it;
        // the one that comes back is remembered no more.
        let displaced: SectionID? =
          fallback == sections.displacedSelection ? nil : sections.selection
        if sections.hasSelection {
          try? select(fallback, atLevel: level)
        } else if presentations.indices.contains(level),
          let context = presentations[level].context, context != fallback
        {
          // Nothing is selected, but the section remembered changes: the presentation of the
          // one remembered before goes, as a selection would take it (a host's `select`).
          presentations.removeSubrange(level...)
        }
        try? modifySections(atLevel: level) { sections in
          sections.remember(fallback)
          sections.displacedSelection = displaced
        }
      }
      level += 1
    }
    return changed
  }
}

extension Container {
  /// The section to select instead of the selected one when the layout hides it; `nil` when
  /// the layout shows it, or for a single stack.
  @inlinable
  var visibleSelection: SectionID? {
    switch self {
    case .stack: nil
    case .tabs(let sections): sections.visibleSelection(in: .tabs)
    case .split(let sections): sections.visibleSelection(in: .split)
    }
  }
}
