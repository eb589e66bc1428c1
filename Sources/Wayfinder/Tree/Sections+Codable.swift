extension Sections: Codable {
  private struct Entry: Codable {
    var id: SectionID
    var stack: Stack<Route>
    /// Left out for ``SectionVisibility/everywhere``, so that snapshots read before sections
    /// had a visibility stay the same.
    var visibility: SectionVisibility?
  }

  private enum CodingKeys: String, CodingKey {
    case sections, selection, hasSelection, columnVisibility, hidingBar, actions, splitColumns
    case pinnedColumn, tabBarOrder, displacedSelection
  }

  /// Decodes sections and checks them.
  ///
  /// At least one section, a selection among them, and actions among them (none when absent, as in snapshots written before actions existed); a section
  /// without a `visibility` shows everywhere; a split without `splitColumns` has two columns,
  /// one without `pinnedColumn` pins none, one without `tabBarOrder` orders its tab bar as its
  /// sidebar, and one without `displacedSelection` remembers none, as in snapshots written
  /// before they existed. A tab bar order or displaced selection naming no section is refused.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let entries = try container.decode([Entry].self, forKey: .sections)
    let selection = try container.decode(SectionID.self, forKey: .selection)
    let actions = try container.decodeIfPresent([SectionID].self, forKey: .actions) ?? []
    do {
      try self.init(
        entries.map { ($0.id, $0.stack) }, selection: selection, actions: Set(actions))
      for entry in entries {
        if let visibility = entry.visibility { try setVisibility(visibility, of: entry.id) }
      }
      if try container.decodeIfPresent(Bool.self, forKey: .hasSelection) == false {
        clearSelection()
      }
      columnVisibility =
        try container.decodeIfPresent(ColumnVisibility.self, forKey: .columnVisibility)
        ?? .automatic
      splitColumns =
        try container.decodeIfPresent(SplitColumns.self, forKey: .splitColumns) ?? .two
      try setPinnedColumn(try container.decodeIfPresent(SectionID.self, forKey: .pinnedColumn))
      for id in try container.decodeIfPresent([SectionID].self, forKey: .hidingBar) ?? [] {
        try setBarHidden(true, in: id)
      }
      try setTabBarOrder(try container.decodeIfPresent([SectionID].self, forKey: .tabBarOrder))
      if let displaced = try container.decodeIfPresent(SectionID.self, forKey: .displacedSelection) {
        guard stacks[displaced] != nil, !actions.contains(displaced) else {
          throw NavigationError.unknownSelection(displaced)
        }
        displacedSelection = displaced
      }
    } catch let error as NavigationError {
      throw DecodingError.dataCorrupted(
        .init(codingPath: container.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the sections in display order, with the selection.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(
      stacks.map { Entry(id: $0.key, stack: $0.value, visibility: visibilities[$0.key]) },
      forKey: .sections)
    try container.encode(selection, forKey: .selection)
    // Left out when they are the defaults, so that snapshots read before they existed stay
    // the same.
    if !hasSelection { try container.encode(false, forKey: .hasSelection) }
    if columnVisibility != .automatic {
      try container.encode(columnVisibility, forKey: .columnVisibility)
    }
    if splitColumns != .two { try container.encode(splitColumns, forKey: .splitColumns) }
    try container.encodeIfPresent(pinnedColumn, forKey: .pinnedColumn)
    if !sectionsHidingBar.isEmpty {
      try container.encode(ids.filter(sectionsHidingBar.contains), forKey: .hidingBar)
    }
    if !actions.isEmpty {
      // In display order, so that a snapshot is the same text every time.
      try container.encode(ids.filter(actions.contains), forKey: .actions)
    }
    try container.encodeIfPresent(tabBarOrder, forKey: .tabBarOrder)
    try container.encodeIfPresent(displacedSelection, forKey: .displacedSelection)
  }
}
