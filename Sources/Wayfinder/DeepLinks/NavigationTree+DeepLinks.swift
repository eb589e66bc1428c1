extension NavigationTree {
  /// The route on top of the visible stack.
  ///
  /// `nil` while an alert or a confirmation dialog is on top: a dialog's level has no routes.
  /// The screen under it is the top of the level below's visible stack,
  /// `try tree.stack(at: tree.visiblePath(at: tree.topLevel - 1)).last`.
  public var visibleRoute: Route? {
    (try? stack(at: visiblePath))?.last
  }

  /// The tree with section `id` of the root selected and showing `stack`, and by default
  /// nothing presented over it — where a deep link into a tab lands, even when the tab was
  /// selected.
  ///
  /// See <doc:DeepLinksAndGuards#Links-that-keep-what-is-presented>.
  ///
  /// - Parameters:
  ///   - id: the root's section to select.
  ///   - stack: what the section shows.
  ///   - behindPresentations: `true` keeps what is presented over the root; `false` (the
  ///     default) dismisses it.
  /// - Returns: the tree, under the presentations shown now when `behindPresentations`.
  /// - Throws: ``NavigationError`` when the root has no such section.
  public func showing(
    section id: SectionID, stack: Stack<Route>, behindPresentations: Bool = false
  ) throws(NavigationError) -> NavigationTree {
    var tree = self
    if !behindPresentations { tree.dismissAll() }
    try tree.select(id, atLevel: 0)
    try tree.setStack(stack, at: StackPath(level: 0, section: id))
    return tree
  }

  /// The tree with `presentation` shown over what it shows now.
  public func presenting(_ presentation: Presentation<Route>) -> NavigationTree {
    var tree = self
    tree.present(presentation)
    return tree
  }
}
