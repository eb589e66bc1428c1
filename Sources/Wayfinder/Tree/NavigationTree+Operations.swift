extension NavigationTree {
  /// Pushes a route onto the stack at `path` (the visible stack when `nil`).
  ///
  /// - Complexity: Amortized O(1).
  @inlinable
  public mutating func push(_ route: Route, onto path: StackPath? = nil) throws(NavigationError) {
    try modifyStack(at: path ?? visiblePath) { $0.push(route) }
  }

  /// Replaces the stack at `path` (the visible stack when `nil`).
  ///
  /// Any other change of a stack is ``Stack``'s: read it, change it, set it.
  ///
  /// ```swift
  /// var stack = try tree.stack(at: tree.visiblePath)
  /// try stack.pop(to: .library)
  /// try tree.setStack(stack)
  /// ```
  @inlinable
  public mutating func setStack(_ stack: Stack<Route>, at path: StackPath? = nil)
    throws(NavigationError)
  {
    try modifyStack(at: path ?? visiblePath) { $0 = stack }
  }

  /// Presents `presentation` above the top level.
  ///
  /// An alert or a confirmation dialog on top is dismissed first: nothing is presented over a
  /// dialog. A ``PresentationStyle/overCurrentContext`` presentation over tabs or a split
  /// belongs to the selected section (its ``Presentation/context``).
  @inlinable
  public mutating func present(_ presentation: Presentation<Route>) {
    if let top = presentations.last, top.style.isDialog { presentations.removeLast() }
    var presentation = presentation
    if presentation.style == .overCurrentContext, presentation.context == nil {
      presentation.context = (try? container(at: topLevel))?.sections?.selection
    }
    presentations.append(presentation)
  }

  /// Dismisses the top presentation.
  ///
  /// - Throws: ``NavigationError/nothingToDismiss`` when nothing is presented.
  @inlinable
  public mutating func dismiss() throws(NavigationError) {
    guard !presentations.isEmpty else { throw .nothingToDismiss }
    presentations.removeLast()
  }

  /// Dismisses every presentation above `level`, so that `level` becomes the top.
  ///
  /// - Throws: ``NavigationError/noSuchLevel(_:levels:)`` for a level the tree lacks.
  @inlinable
  public mutating func dismiss(toLevel level: Int) throws(NavigationError) {
    guard level >= 0, level <= topLevel else { throw .noSuchLevel(level, levels: levelCount) }
    presentations.removeSubrange(level...)
  }

  /// Makes the presentation at `level` refuse the user's dismissal, or accept it again
  /// (``Presentation/refusesUserDismissal``).
  ///
  /// - Throws: ``NavigationError/noSuchLevel(_:levels:)`` unless `level` is a presentation.
  public mutating func setRefusesUserDismissal(_ refuses: Bool, atLevel level: Int)
    throws(NavigationError)
  {
    guard level >= 1, level <= topLevel else { throw .noSuchLevel(level, levels: levelCount) }
    presentations[level - 1].refusesUserDismissal = refuses
  }

  /// Makes the stack at `path` refuse the user's back from its top screen, or accept it again
  /// (``Stack/refusesUserBack``).
  ///
  /// Package, not public: the navigator derives it from the flows, and an app never sets it.
  ///
  /// - Throws: ``NavigationError`` when the tree has no stack at `path`.
  package mutating func setRefusesUserBack(_ refuses: Bool, at path: StackPath)
    throws(NavigationError)
  {
    try modifyStack(at: path) { $0.refusesUserBack = refuses }
  }

  /// Configures the presentation at `level` as `options` say (``Presentation/options``).
  ///
  /// - Throws: ``NavigationError/noSuchLevel(_:levels:)`` unless `level` is a presentation,
  ///   ``NavigationError/placementNotAllowed(_:)`` for options its style does not use or that
  ///   cannot be shown (a selected detent that is not one of the detents); nothing changes then.
  public mutating func setPresentationOptions(_ options: PresentationOptions, atLevel level: Int)
    throws(NavigationError)
  {
    guard level >= 1, level <= topLevel else { throw .noSuchLevel(level, levels: levelCount) }
    if let problem = options.problem(for: presentations[level - 1].style) {
      throw .placementNotAllowed(problem)
    }
    presentations[level - 1].options = options
  }

  /// The options of the sheet at `level` resting at `detent`, one of its detents.
  ///
  /// - Throws: ``NavigationError/noSuchLevel(_:levels:)`` unless `level` is a presentation,
  ///   ``NavigationError/placementNotAllowed(_:)`` when `detent` is not one of its detents.
  @usableFromInline
  func options(selecting detent: SheetDetent, atLevel level: Int) throws(NavigationError)
    -> PresentationOptions
  {
    guard level >= 1, level <= topLevel else { throw .noSuchLevel(level, levels: levelCount) }
    var options = presentations[level - 1].options
    guard var detents = options.detents, detents.detents.contains(detent) else {
      throw .placementNotAllowed("the sheet at level \(level) has no detent \(detent)")
    }
    detents.selected = detent
    options.detents = detents
    return options
  }

  /// Dismisses every presentation.
  package mutating func dismissAll() {
    presentations.removeAll()
  }

  /// Selects section `id` of the tabs or split container at `level`.
  ///
  /// A ``PresentationStyle/overCurrentContext`` presentation right above `level` belongs to the
  /// section that was selected when it was presented: selecting another one dismisses it (and
  /// whatever is above it), as a tab's presentation context goes with its tab.
  @inlinable
  public mutating func select(_ id: SectionID, atLevel level: Int = 0) throws(NavigationError) {
    try modifySections(atLevel: level) { (sections) throws(NavigationError) in
      try sections.select(id)
    }
    if presentations.indices.contains(level), let context = presentations[level].context,
      context != id
    {
      presentations.removeSubrange(level...)
    }
  }

  /// Selects nothing in the sections at `level`: a split's detail column shows a placeholder.
  public mutating func clearSelection(atLevel level: Int = 0) throws(NavigationError) {
    try modifySections(atLevel: level) { $0.clearSelection() }
  }

  /// Shows the columns of the split at `level` as `visibility` says.
  public mutating func setColumnVisibility(_ visibility: ColumnVisibility, atLevel level: Int = 0)
    throws(NavigationError)
  {
    try modifySections(atLevel: level) { $0.columnVisibility = visibility }
  }

  /// Shows the sections at `level` as tabs or as a split, keeping every section's stack.
  public mutating func setLayout(_ layout: SectionLayout, atLevel level: Int = 0)
    throws(NavigationError)
  {
    try modifyContainer(at: level) { (container) throws(NavigationError) in
      guard let sections = container.sections else { throw .notSections(level: level) }
      container = layout == .tabs ? .tabs(sections) : .split(sections)
    }
  }

  /// Replaces the root container and dismisses every presentation.
  package mutating func setRoot(_ container: Container<Route>) {
    root = container
    presentations.removeAll()
  }
}
