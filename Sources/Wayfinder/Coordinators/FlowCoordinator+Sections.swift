extension FlowCoordinator {
  /// Adds a section — a tab, a sidebar row — to the tabs or split on the level the flow owns, in
  /// one step.
  ///
  /// See <doc:TabsFlowsAndAdaptiveLayout#Rows-added-at-run-time>.
  ///
  /// - Parameters:
  ///   - id: the new section's id.
  ///   - stack: its routes; the section's flow may push them instead.
  ///   - index: its place in the display order; last when `nil`.
  ///   - visibility: the layouts that show it.
  /// - Throws: ``NavigationError/placementNotAllowed(_:)`` when the flow owns less than a whole
  ///   level, ``NavigationError/notSections(level:)``, ``NavigationError/duplicateSection(_:)`` or
  ///   ``NavigationError/indexOutOfRange(_:count:)``; nothing changes then.
  package func insertSection(
    _ id: SectionID, _ stack: Stack<Route> = Stack(), at index: Int? = nil,
    visibility: SectionVisibility = .everywhere
  ) throws(NavigationError) {
    let level = try ownedLevel(for: "add a section")
    try requireNavigator().edit(by: self) { (edit, _) throws(NavigationError) in
      try edit.insertSection(id, stack, at: index, visibility: visibility, atLevel: level)
    }
  }

  /// Removes a section of the tabs or split on the level the flow owns, with its stack; its flows
  /// finish with ``FinishCause/sectionRemoved``.
  ///
  /// See <doc:TabsFlowsAndAdaptiveLayout#Rows-added-at-run-time>.
  ///
  /// - Throws: ``NavigationError/placementNotAllowed(_:)`` when the flow owns less than a whole
  ///   level, ``NavigationError/emptySections`` for the last section, or
  ///   ``NavigationError/unknownSelection(_:)`` for no such section; nothing changes then.
  package func removeSection(_ id: SectionID) throws(NavigationError) {
    let level = try ownedLevel(for: "remove a section")
    try requireNavigator().edit(by: self, cause: .sectionRemoved) {
      (edit, _) throws(NavigationError) in
      try edit.removeSection(id, atLevel: level)
    }
  }

  /// Says in which layouts a section of the tabs or split on the flow's level shows.
  ///
  /// The section keeps its stack and its flow. When the layout shown hides the selected
  /// section, the first section it shows becomes selected (see ``SectionVisibility``).
  ///
  /// - Throws: ``NavigationError/unknownSelection(_:)`` when there is no such section.
  public func setVisibility(_ visibility: SectionVisibility, of id: SectionID)
    throws(NavigationError)
  {
    let level = anchor.level
    try requireNavigator().edit(by: self) { (edit, _) throws(NavigationError) in
      try edit.reshape { (tree) throws(NavigationError) in
        try tree.setVisibility(visibility, of: id, atLevel: level)
      }
    }
  }

  /// Orders the tab bar's items of the tabs or split on the flow's level apart from the sidebar's
  /// rows; `nil` gives the tab bar the display order again (``Sections/setTabBarOrder(_:)``).
  ///
  /// See <doc:TabsFlowsAndAdaptiveLayout#A-tab-bar-in-an-order-of-its-own>.
  ///
  /// - Throws: ``NavigationError/unknownSelection(_:)`` for an id that is no section,
  ///   ``NavigationError/duplicateSection(_:)`` for one given twice.
  public func setTabBarOrder(_ order: [SectionID]?) throws(NavigationError) {
    let level = anchor.level
    try requireNavigator().edit(by: self) { (edit, _) throws(NavigationError) in
      try edit.reshape { (tree) throws(NavigationError) in
        try tree.setTabBarOrder(order, atLevel: level)
      }
    }
  }

  /// The level the flow owns as a whole, for an operation (named) on its container.
  private func ownedLevel(for operation: String) throws(NavigationError) -> Int {
    _ = try requireNavigator()
    switch anchor {
    case .app: return 0
    case .container(let level): return level
    case .section, .run:
      throw .placementNotAllowed(
        "only a flow that owns a whole level can \(operation); ask the flow of the tabs")
    }
  }
}
