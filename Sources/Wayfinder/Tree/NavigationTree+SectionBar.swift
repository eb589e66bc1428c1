extension NavigationTree {
  /// Whether the user sees the bar of the container at `level`: the container shows its
  /// sections as tabs, no flow hides the bar in the selected tab, and nothing presented above
  /// covers it.
  ///
  /// A split (a sidebar, not a bar) and a level without sections answer `false`. See
  /// <doc:TabsFlowsAndAdaptiveLayout#Covering-and-hiding-the-tab-bar>.
  public func showsSectionBar(atLevel level: Int) -> Bool {
    guard case .tabs(let sections)? = try? container(at: level),
      !sections.hidesBar(in: sections.selection)
    else { return false }
    return !presentations.dropFirst(level).contains { $0.style.coversSectionBar }
  }

  /// Hides or shows the bar of the container at `level` while section `id` is selected.
  ///
  /// - Throws: ``NavigationError`` when the level has no such section.
  package mutating func setSectionBarHidden(
    _ hidden: Bool, section id: SectionID, atLevel level: Int
  ) throws(NavigationError) {
    try modifySections(atLevel: level) { (sections) throws(NavigationError) in
      try sections.setBarHidden(hidden, in: id)
    }
  }

  /// Hides the bar in exactly the sections `hidden` names at each level; whether a bar changed.
  @inlinable
  mutating func hideSectionBars(_ hidden: [Int: Set<SectionID>]) -> Bool {
    var touched = false
    for level in 0...topLevel {
      let sections: Sections<Route>? =
        level == 0 ? root.sections : presentations[level - 1].container.sections
      guard let sections else { continue }
      let wanted = hidden[level] ?? []
      guard sections.sectionsHidingBar != wanted else { continue }
      try? modifySections(atLevel: level) { sections in
        for id in sections.ids where sections.hidesBar(in: id) != wanted.contains(id) {
          try? sections.setBarHidden(wanted.contains(id), in: id)
          touched = true
        }
      }
    }
    return touched
  }
}

extension PresentationStyle {
  /// Whether a presentation in this style covers the bar of the tabs below it: ``pushed``,
  /// ``fullScreen``, ``overFullScreen``, ``sheet`` and ``formSheet`` do; the others leave it in
  /// place.
  ///
  /// ``NavigationTree/showsSectionBar(atLevel:)`` reads it. See
  /// <doc:TabsFlowsAndAdaptiveLayout#Covering-and-hiding-the-tab-bar>.
  public var coversSectionBar: Bool {
    switch self {
    case .pushed, .fullScreen, .overFullScreen, .sheet, .formSheet: true
    case .overCurrentContext, .popover, .alert, .confirmationDialog, .overlay: false
    }
  }
}
