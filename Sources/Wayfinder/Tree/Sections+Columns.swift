extension Sections {
  /// Shows section `id` in a column of its own beside a split's detail, or none for `nil`.
  ///
  /// The section keeps its stack and its flow; in a split it is no sidebar row and never the
  /// selection. See <doc:TabsFlowsAndAdaptiveLayout#More-than-two-columns>.
  ///
  /// - Throws: ``NavigationError/unknownSelection(_:)`` when there is no such section,
  ///   ``NavigationError/actionNotSelectable(_:)`` when it is an action, which has no stack to
  ///   show, ``NavigationError/pinsLastSection(_:)`` when no other section would be left for
  ///   the sidebar and the detail.
  public mutating func setPinnedColumn(_ id: SectionID?) throws(NavigationError) {
    guard let id else {
      pinnedColumn = nil
      return
    }
    guard stacks[id] != nil else { throw .unknownSelection(id) }
    guard !actions.contains(id) else { throw .actionNotSelectable(id) }
    guard stacks.keys.contains(where: { $0 != id && !actions.contains($0) }) else {
      throw .pinsLastSection(id)
    }
    pinnedColumn = id
  }

  /// The content column's selection in a three-column split: the route right above the
  /// selected section's root, which the detail column shows first; `nil` when the stack holds
  /// only its root (the detail shows a placeholder) or no section is shown.
  ///
  /// ```swift
  /// // selected stack [.mailboxes, .message(id: 7), .attachment]
  /// sections.contentSelection   // .message(id: 7)
  /// ```
  public var contentSelection: Route? {
    guard hasSelection else { return nil }
    return selectedStack.count > 1 ? selectedStack[1] : nil
  }
}
