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
    try modifyContainer(at: level) { (container) throws(NavigationError) in
      try container.modifySections(level: level) { (sections) throws(NavigationError) in
        try sections.setBarHidden(hidden, in: id)
      }
    }
  }
}

extension PresentationStyle {
  /// Whether a presentation in this style covers the bar of the tabs below it.
  ///
  /// | Style | The tab bar below |
  /// | --- | --- |
  /// | ``pushed``, ``fullScreen`` | covered: the presentation takes the whole screen |
  /// | ``overFullScreen`` | covered: it may show through a transparent popup, but it is under it and takes no taps |
  /// | ``sheet``, ``formSheet`` | covered: a sheet rises from the bottom over it on iPhone (and in the terminal); on iPad it is dimmed behind the card and takes no taps |
  /// | ``overCurrentContext`` | in place: only the tab's content is covered |
  /// | ``popover``, ``alert``, ``confirmationDialog`` | in place, dimmed while they show |
  /// | ``overlay(_:)`` | in place: the app draws its own overlay, such as BookKitty's menu floating above the bar |
  ///
  /// ``NavigationTree/showsSectionBar(atLevel:)`` reads it.
  public var coversSectionBar: Bool {
    switch self {
    case .pushed, .fullScreen, .overFullScreen, .sheet, .formSheet: true
    case .overCurrentContext, .popover, .alert, .confirmationDialog, .overlay: false
    }
  }
}
