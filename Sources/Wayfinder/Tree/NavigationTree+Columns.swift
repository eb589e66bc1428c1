extension NavigationTree {
  /// Shows the split at `level` with two columns or three (``SplitColumns``); every stack
  /// stays as it is, only the way the selected one is drawn changes.
  ///
  /// - Throws: ``NavigationError/notSections(level:)`` when the level holds a single stack.
  public mutating func setSplitColumns(_ columns: SplitColumns, atLevel level: Int = 0)
    throws(NavigationError)
  {
    try modifySections(atLevel: level) { $0.splitColumns = columns }
  }

  /// Shows section `id` of the split at `level` in a column of its own beside the detail, or
  /// none for `nil` (``Sections/setPinnedColumn(_:)``).
  ///
  /// The tree may then select the pinned section; a ``Navigator`` selects the first sidebar
  /// row instead, as for a hidden section (``SectionVisibility``).
  ///
  /// - Throws: as ``Sections/setPinnedColumn(_:)`` does, or
  ///   ``NavigationError/notSections(level:)`` when the level holds a single stack.
  public mutating func setPinnedColumn(_ id: SectionID?, atLevel level: Int = 0)
    throws(NavigationError)
  {
    try modifySections(atLevel: level) { (sections) throws(NavigationError) in
      try sections.setPinnedColumn(id)
    }
  }

  /// Whether the container at `level` draws section `id`'s stack now: the selected section,
  /// or the column a split pins beside its detail (``Sections/pinnedColumn``).
  ///
  /// A push onto such a stack is seen as it happens.
  public func showsStack(ofSection id: SectionID, atLevel level: Int) -> Bool {
    guard let container = try? container(at: level), let sections = container.sections else {
      return false
    }
    if container.layout == .split, sections.pinnedColumn == id { return true }
    return sections.hasSelection && sections.selection == id
  }
}
