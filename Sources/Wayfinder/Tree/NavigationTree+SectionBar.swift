extension NavigationTree {
  /// Whether the user sees the bar of the container at `level`: the container shows its
  /// sections as tabs, no flow hides the bar in the selected tab, and nothing presented above
  /// covers it.
  ///
  /// Two things take the bar away, and the tree records both, so hosts, snapshots and tests
  /// see them:
  ///
  /// - **Covered**: a presentation above `level` whose style covers the bar
  ///   (``PresentationStyle/coversSectionBar``): pushed over the tabs
  ///   (``FlowPlacement/pushedOverTabs``), full screen, over full screen, or a sheet. A
  ///   popover, an alert, a confirmation dialog, an over-current-context presentation and an
  ///   app's overlay leave it in its place.
  /// - **Hidden**: the selected tab shows the screens of a flow that hides the bar
  ///   (``FlowCoordinator/hidesSectionBar``), such as a login flow that replaces a tab's
  ///   first screen (``Sections/hidesBar(in:)``). The bar comes back when the flow finishes.
  ///
  /// A split shows a sidebar, not a bar: `false`. So does a level without sections.
  ///
  /// ```swift
  /// try start(LoginFlow(), .replacingStack)    // LoginFlow hides the section bar
  /// navigator?.tree.showsSectionBar(atLevel: 0)  // false until Login finishes
  /// ```
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
