extension NavigationTree {
  /// The route on top of the visible stack.
  public var visibleRoute: Route? {
    (try? stack(at: visiblePath))?.last
  }

  /// The tree with section `id` of the root selected and showing `stack`, and nothing
  /// presented over it — where a deep link into a tab lands, even when the tab was selected.
  ///
  /// - Throws: ``NavigationError`` when the root has no such section.
  public func showing(section id: SectionID, stack: Stack<Route>) throws(NavigationError)
    -> NavigationTree
  {
    try showing(section: id, stack: stack, behindPresentations: false)
  }

  /// The tree with section `id` of the root selected and showing `stack`; with
  /// `behindPresentations`, under the presentations shown now, which stay.
  ///
  /// A notification's link opens the status in the Notifications tab while the user's compose
  /// sheet stays up with its unsaved text: the tab and its stack change under the sheet,
  /// without animation, and the user finds them when the sheet closes. The flow that made the
  /// sheet keeps running. This is the link's form of a flow's
  /// ``FlowCoordinator/behindPresentations(_:)``: a link acts for no flow, so no presentation
  /// is its own, and keeping them is what it says. See "Which hidden counts" in
  /// <doc:CoordinatorsAndFlows>.
  ///
  /// ```swift
  /// try router.register(
  ///   "social://notifications/{id:int}",
  ///   handler: { match, tree in
  ///     try tree.showing(
  ///       section: "notifications", stack: [.notifications, .status(match.int("id"))],
  ///       behindPresentations: true)
  ///   })
  /// ```
  ///
  /// - Parameters:
  ///   - id: the root's section to select.
  ///   - stack: what the section shows.
  ///   - behindPresentations: `true` keeps what is presented over the root; `false` dismisses
  ///     it, as ``showing(section:stack:)`` does.
  /// - Returns: the tree with the section selected and showing `stack`.
  /// - Throws: ``NavigationError`` when the root has no such section.
  public func showing(section id: SectionID, stack: Stack<Route>, behindPresentations: Bool)
    throws(NavigationError) -> NavigationTree
  {
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
