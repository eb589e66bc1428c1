extension TabsCoordinator {
  /// Adds `tab` at run time, with its flow from ``flow(for:)``, in one plan.
  ///
  /// See <doc:TabsFlowsAndAdaptiveLayout#Rows-added-at-run-time>.
  ///
  /// - Parameters:
  ///   - tab: the tab; not one the flow shows already.
  ///   - index: its place in the display order; last when `nil`.
  ///   - selecting: whether to select it too.
  /// - Throws: ``NavigationError/duplicateSection(_:)``,
  ///   ``NavigationError/indexOutOfRange(_:count:)``, or what starting the flow throws.
  public func insert(_ tab: Tab, at index: Int? = nil, selecting: Bool = false)
    throws(NavigationError)
  {
    guard let navigator, isRunning else { throw .flowNotRunning(flowPath) }
    let id = SectionID(tab)
    try navigator.transaction { () throws(NavigationError) in
      try insertSection(id, stack(for: tab), at: index, visibility: visibility(for: tab))
      do throws(NavigationError) {
        try start(flow(for: tab), .tab(id))
        if selecting { try select(id) }
      } catch {
        try? removeSection(id)
        throw error
      }
    }
  }

  /// Removes `tab` at run time; its flow finishes with ``FinishCause/sectionRemoved``.
  ///
  /// When it was selected, the nearest tab the layout shows becomes selected. See
  /// <doc:TabsFlowsAndAdaptiveLayout#Rows-added-at-run-time>.
  ///
  /// - Throws: ``NavigationError/unknownSelection(_:)`` when the flow does not show `tab`,
  ///   ``NavigationError/emptySections`` for its last tab; nothing changes then.
  public func remove(_ tab: Tab) throws(NavigationError) {
    try removeSection(SectionID(tab))
  }
}
