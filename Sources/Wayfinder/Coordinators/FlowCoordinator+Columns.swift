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
      try edit.setSplitColumns(columns, atLevel: level)
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
      try edit.setPinnedColumn(id, atLevel: level)
    }
  }

  /// Shows `route` as the content column's selection: the flow's routes above its first one
  /// are replaced by `route`, in one plan — "pop to the root and push" as one transaction.
  ///
  /// The child flows whose screens are above the first route finish with
  /// ``FinishCause/replaced``. See <doc:TabsFlowsAndAdaptiveLayout#More-than-two-columns>.
  ///
  /// - Throws: as ``push(_:)-(Route)`` does when a presentation would hide the new screen;
  ///   ``NavigationError/flowNotRunning(_:)`` when the flow is not running.
  public func showDetail(_ route: Route) throws(NavigationError) {
    let navigator = try requireNavigator()
    try navigator.replaceOwnRoutes(of: self, keeping: 1, with: [route], cause: .replaced)
    navigator.checkDeclared(showsRoute: route, by: self)
  }

  /// The content column's selection: the route right above the flow's first one, which
  /// ``showDetail(_:)`` sets — also when a child flow pushed it; `nil` while the stack shows
  /// nothing above the flow's first route (the detail column shows a placeholder).
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
