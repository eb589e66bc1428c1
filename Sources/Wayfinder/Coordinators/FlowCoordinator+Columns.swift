extension FlowCoordinator {
  /// Draws the split on the flow's level with two or three columns (``SplitColumns``); every
  /// stack stays as it is.
  ///
  /// ```swift
  /// try setSplitColumns(.three)   // sidebar · mailboxes · message
  /// ```
  ///
  /// - Throws: ``NavigationError/notSections(level:)`` when the level holds a single stack.
  public func setSplitColumns(_ columns: SplitColumns) throws(NavigationError) {
    let level = anchor.level
    try requireNavigator().edit(by: self) { (edit, _) throws(NavigationError) in
      try edit.reshape { (tree) throws(NavigationError) in
        try tree.setSplitColumns(columns, atLevel: level)
      }
    }
  }

  /// Shows section `id` of the split on the flow's level in a column of its own beside the detail,
  /// or none for `nil` (``Sections/setPinnedColumn(_:)``); its stack and flow stay.
  ///
  /// See <doc:TabsFlowsAndAdaptiveLayout#More-than-two-columns>.
  ///
  /// - Throws: as ``Sections/setPinnedColumn(_:)`` does, or
  ///   ``NavigationError/notSections(level:)`` when the level holds a single stack.
  public func setPinnedColumn(_ id: SectionID?) throws(NavigationError) {
    let level = anchor.level
    try requireNavigator().edit(by: self) { (edit, _) throws(NavigationError) in
      try edit.reshape { (tree) throws(NavigationError) in
        try tree.setPinnedColumn(id, atLevel: level)
      }
    }
  }

  /// The content column's selection: the route right above the flow's first one.
  ///
  /// Also when a child flow pushed it; `nil` while the stack shows nothing above the flow's
  /// first route (the detail column shows a placeholder). ``setStack(_:)`` with the first route
  /// and another selects another, in one plan.
  ///
  /// ```swift
  /// guard case .message(let id) = contentSelection else { return }
  /// ```
  public var contentSelection: Route? {
    guard let navigator, isRunning, let own = try? navigator.ownRoutes(of: self),
      let stack = try? navigator.tree.stack(at: own.path), !own.range.isEmpty
    else { return nil }
    let index = own.range.lowerBound + 1
    return stack.indices.contains(index) ? stack[index] : nil
  }
}
