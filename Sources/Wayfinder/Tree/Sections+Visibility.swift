import OrderedCollections

extension Sections {
  /// In which layouts section `id` shows; ``SectionVisibility/everywhere`` unless set.
  @inlinable
  public func visibility(of id: SectionID) -> SectionVisibility {
    visibilities[id] ?? .everywhere
  }

  /// Says in which layouts section `id` shows.
  ///
  /// The section keeps its stack either way. A container that shows it selected in a layout
  /// that now hides it selects the first section that layout shows (see
  /// ``SectionVisibility``).
  ///
  /// - Throws: ``NavigationError/unknownSelection(_:)`` when there is no such section.
  public mutating func setVisibility(_ visibility: SectionVisibility, of id: SectionID)
    throws(NavigationError)
  {
    guard stacks[id] != nil else { throw .unknownSelection(id) }
    visibilities[id] = visibility == .everywhere ? nil : visibility
  }

  /// Whether `layout` shows section `id`: a tab bar item (tabs) or a sidebar row (split).
  ///
  /// A layout in which no section is visible shows every section, so that a tab bar is never
  /// empty. The ``pinnedColumn`` is no sidebar row: a split shows it in a column of its own.
  @inlinable
  public func isVisible(_ id: SectionID, in layout: SectionLayout) -> Bool {
    guard stacks[id] != nil else { return false }
    if layout == .split, id == pinnedColumn { return false }
    if visibilities.isEmpty || visibility(of: id).isVisible(in: layout) { return true }
    return !stacks.keys.contains { isListed($0, in: layout) }
  }

  /// Whether section `id` has a tab bar item or a sidebar row in `layout` by its visibility
  /// and the pin, before the rule that a layout never shows nothing.
  @inlinable
  func isListed(_ id: SectionID, in layout: SectionLayout) -> Bool {
    visibility(of: id).isVisible(in: layout) && !(layout == .split && id == pinnedColumn)
  }

  /// The sections `layout` shows, in its order: the tab bar's items in the tab bar's order
  /// (``tabBarOrder``, the display order unless set), or the sidebar's rows in display order.
  ///
  /// ```swift
  /// sections.visibleIDs(in: .tabs)    // ["home", "notifications"]
  /// sections.visibleIDs(in: .split)   // ["home", "notifications", "lists"]
  /// ```
  public func visibleIDs(in layout: SectionLayout) -> [SectionID] {
    let ids = layout == .tabs ? idsInTabBarOrder : self.ids
    guard !visibilities.isEmpty || pinnedColumn != nil else { return ids }
    let visible = ids.filter { isListed($0, in: layout) }
    guard visible.isEmpty else { return visible }
    return ids.filter { !(layout == .split && $0 == pinnedColumn) }
  }

  /// The section to select instead of ``selection`` when `layout` hides it (or pins it in a
  /// column of its own): the first section `layout` lists that is not an action; `nil` when it
  /// shows the selection.
  @inlinable
  func visibleSelection(in layout: SectionLayout) -> SectionID? {
    // The section a layout took away comes back when a layout shows it again — also when a
    // visibility change or an unpinning, not the layout, shows it.
    if let displaced = displacedSelection, displaced != selection,
      isVisible(displaced, in: layout), !actions.contains(displaced)
    {
      return displaced
    }
    guard !visibilities.isEmpty || pinnedColumn != nil, !isVisible(selection, in: layout) else {
      return nil
    }
    return visibleIDs(in: layout).first { !actions.contains($0) }
  }
}
