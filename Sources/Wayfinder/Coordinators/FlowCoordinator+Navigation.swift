extension FlowCoordinator {
  /// The navigator of this running flow; every operation of a flow starts here.
  ///
  /// - Throws: ``NavigationError/flowNotRunning(_:)`` when the flow is not running.
  @usableFromInline
  func requireNavigator() throws(NavigationError) -> Navigator<Route> {
    guard let navigator, isRunning else { throw .flowNotRunning(flowPath) }
    return navigator
  }

  /// Pushes `route` on top of the flow's stack: the stack of the presentation it made
  /// (``presentedStackPath``) while that is up, else its own (``stackPath``).
  ///
  /// Child flows whose screens cover the flow's own finish first. See
  /// <doc:CoordinatorsAndFlows#Pushing-under-a-child>.
  ///
  /// - Throws: ``NavigationError/covered(flow:coveredBy:)`` when the flow's own presentation (or
  ///   one a flow it started made) covers the stack;
  ///   ``NavigationError/coveredByPresentation(flow:level:presentedBy:)`` when another flow's
  ///   presentation does, unless the push is made inside ``behindPresentations(_:)``.
  @inlinable
  public func push(_ route: Route) throws(NavigationError) {
    // Inlinable: the one-route array is made where the route type is known, not looked up.
    let navigator = try requireNavigator()
    try navigator.push([route], by: self)
    navigator.checkDeclared(showsRoute: route, by: self)
  }

  /// Pushes routes on top of the flow's stack, in order, as one change.
  public func push(contentsOf routes: [Route]) throws(NavigationError) {
    let navigator = try requireNavigator()
    try navigator.push(routes, by: self)
    navigator.checkDeclared(shows: routes, by: self)
  }

  /// Pops the flow's own top route; a pushed flow whose only route is popped finishes.
  ///
  /// The flow's children above its routes finish first; an unrelated flow's screens above
  /// stay.
  ///
  /// - Throws: ``NavigationError/cannotPopRoot(_:)`` when the flow owns the whole stack and
  ///   shows only its root.
  public func pop() throws(NavigationError) {
    try requireNavigator().pop(by: self)
  }

  /// Pops the flow's own routes to the last occurrence of `route` among them.
  ///
  /// - Throws: ``NavigationError/routeOwnedByAnotherFlow(_:owner:)`` when `route` is another
  ///   flow's (an ancestor's: finish this flow to go back there), or
  ///   ``NavigationError/routeNotInStack(_:)``.
  public func pop(to route: Route) throws(NavigationError) {
    try requireNavigator().pop(to: route, by: self)
  }

  /// Pops the flow's own routes to its first one; its children above them finish.
  ///
  /// For a pushed flow that is the route it began with, not the stack's root: a flow never
  /// removes its ancestors' screens.
  public func popToRoot() throws(NavigationError) {
    try requireNavigator().replaceOwnRoutes(
      of: self, keeping: 1, with: [], cause: .removedByCode)
  }

  /// Replaces the flow's own routes with `routes` — an array literal, an array or a `Stack`,
  /// bottom first; its children above them finish.
  ///
  /// A pushed flow replaces the routes from its first one up; a flow that owns a whole stack
  /// replaces the routes below its children's. An unrelated flow's screens above stay. A
  /// pushed flow given no routes finishes.
  ///
  /// - Throws: as ``push(_:)-(Route)`` does, when `routes` adds screens (it is not a prefix of
  ///   the flow's routes) that a presentation would hide; removing screens is allowed under any.
  public func setStack(_ routes: some Sequence<Route>) throws(NavigationError) {
    let navigator = try requireNavigator()
    let routes = Array(routes)
    try navigator.replaceOwnRoutes(of: self, keeping: 0, with: routes, cause: .replaced)
    navigator.checkDeclared(shows: routes, by: self)
  }

  /// Removes the route at `index` of the flow's own routes, keeping the routes above it.
  ///
  /// `index` counts from the flow's own first route (`0`), never from the stack's root, so a
  /// flow cannot remove its ancestors' screens. While a presentation the flow made is up, the
  /// flow's stack operations act on it, and `index` counts in ``presentedRoutes``; else in
  /// ``flowRoutes``. BookKitty removes the question-entry screen
  /// after the question is submitted, so that back from the answer returns to the list.
  ///
  /// - Throws: ``NavigationError/notInFlow(_:count:flow:)`` for an index outside the flow's
  ///   routes.
  public func removeRoute(at index: Int) throws(NavigationError) {
    try requireNavigator().removeRoute(at: index, by: self)
  }

  /// Presents routes (or any container) above the top level; the presentation belongs to this
  /// flow and is dismissed when the flow finishes.
  ///
  /// An alert or a confirmation dialog (``Presentation/alert(_:)``) shows a ``Dialog``; the
  /// user's choice comes back to this flow as a ``DialogChoice`` intent.
  ///
  /// - Throws: ``NavigationError/styleNotSupported(_:)`` when the host cannot show the style.
  public func present(_ presentation: Presentation<Route>) throws(NavigationError) {
    let flowID = self.flowID
    let navigator = try requireNavigator()
    try navigator.requireSupported(presentation.style)
    if let problem = presentation.options.problem(for: presentation.style) {
      throw .placementNotAllowed(problem)
    }
    guard presentation.style.isDialog == (presentation.dialog != nil) else {
      throw .placementNotAllowed(
        presentation.style.isDialog
          ? "an \(presentation.style.rawValue) needs a dialog: use Presentation.alert(_:)"
          : "only an alert or a confirmation dialog shows a dialog")
    }
    try navigator.edit(by: self) { (edit, _) throws(NavigationError) in
      guard let flowID else { throw .flowNotRunning(flowPath) }
      edit.present(presentation, by: flowID)
    }
    navigator.checkDeclared(shows: presentation.container, by: self)
  }

  /// Presents a kept child again (``FlowCoordinator/keepsWhenDismissed``): the same object, on
  /// top, as a new presentation, with its screens and options as the user left them.
  ///
  /// See <doc:CoordinatorsAndFlows#Flows-that-outlive-their-sheet>.
  ///
  /// - Throws: ``NavigationError/notKept(_:)`` when `child` is not a kept child of this flow,
  ///   ``NavigationError/styleNotSupported(_:)`` when the host cannot show its style;
  ///   nothing changes then.
  public func presentAgain(_ child: FlowCoordinator<Route>) throws(NavigationError) {
    try requireNavigator().presentAgain(child, by: self)
  }

  /// Puts the flow's own presentation away and keeps the flow, as a dismissal does when
  /// ``FlowCoordinator/keepsWhenDismissed`` says so, whatever it says: "Save draft" chosen on
  /// the compose sheet itself.
  ///
  /// The presentation leaves with everything above it; the flow, its screens and the flows on
  /// its level wait, kept, for the parent's ``presentAgain(_:)``, and the parent hears of it in
  /// ``FlowCoordinator/didKeep(_:)``. See <doc:CoordinatorsAndFlows#Flows-that-outlive-their-sheet>.
  ///
  /// - Throws: ``NavigationError/cannotPutAway(_:reason:)`` when the flow was not started
  ///   presented, its parent does not run, or another flow's screens share its level;
  ///   ``NavigationError/flowNotRunning(_:)`` when it does not run. Nothing changes then.
  public func putAway() throws(NavigationError) {
    try requireNavigator().putAway(self)
  }

  /// Configures a presentation of the flow's in place: a sheet's detents, a preferred size.
  ///
  /// See <doc:PresentationsAndDialogs#Sheets-form-sheets-and-popovers-as-apps-configure-them>.
  ///
  /// - Parameters:
  ///   - options: the options.
  ///   - level: the flow's own level when `nil`, or one the flow (or a flow it started) presented.
  /// - Throws: ``NavigationError/notOwned(by:owner:)`` for a level the flow did not present,
  ///   ``NavigationError/noSuchLevel(_:levels:)`` for one not presented,
  ///   ``NavigationError/placementNotAllowed(_:)`` for options its style does not use.
  public func setPresentationOptions(_ options: PresentationOptions, atLevel level: Int? = nil)
    throws(NavigationError)
  {
    let navigator = try requireNavigator()
    let level = level ?? anchor.level
    guard level >= 1, level <= navigator.tree.topLevel else {
      throw .noSuchLevel(level, levels: navigator.tree.levelCount)
    }
    // The flow that presented the level, or one of its ancestors: a parent that presented a
    // child flow (the child is then the level's presenter) may rest the child's sheet too.
    let presenter = navigator.map.presenter(ofLevel: level).flatMap { navigator.records[$0] }
    guard anchor == .container(level: level) || presenter?.descends(from: record) == true else {
      let owner = navigator.handle(forLevel: level).flowPath
      throw .notOwned(by: flowPath, owner: owner)
    }
    try navigator.edit(by: self) { (edit, _) throws(NavigationError) in
      try edit.reshape { (tree) throws(NavigationError) in
        try tree.setPresentationOptions(options, atLevel: level)
      }
    }
  }

  /// Dismisses every presentation above the flow's level.
  ///
  /// - Throws: ``NavigationError/nothingToDismiss`` when nothing covers the flow.
  public func dismiss() throws(NavigationError) {
    try dismiss(toLevel: anchor.level)
  }

  /// Dismisses the presentations above `level`, which must not lie below the flow's own level:
  /// a flow cannot dismiss the level it is on (it finishes instead).
  ///
  /// - Throws: ``NavigationError/nothingToDismiss`` when nothing lies above `level`,
  ///   ``NavigationError/noSuchLevel(_:levels:)`` for a level below the flow's or not in the
  ///   tree.
  public func dismiss(toLevel level: Int) throws(NavigationError) {
    let navigator = try requireNavigator()
    guard level >= anchor.level else {
      throw .noSuchLevel(level, levels: navigator.tree.levelCount)
    }
    try navigator.edit(by: self) { (edit, _) throws(NavigationError) in
      try edit.dismiss(toLevel: level)
    }
  }

  /// Selects section `id` of the tabs or split container on the flow's level.
  public func select(_ id: SectionID) throws(NavigationError) {
    let level = anchor.level
    try requireNavigator().edit(by: self) { (edit, _) throws(NavigationError) in
      try edit.select(id, atLevel: level)
    }
  }

  /// Selects nothing in the split on the flow's level.
  ///
  /// Its detail column shows a placeholder, as an iPad app's sidebar with detail does before the
  /// user picks a row. Every stack stays.
  public func clearSelection() throws(NavigationError) {
    let level = anchor.level
    try requireNavigator().edit(by: self) { (edit, _) throws(NavigationError) in
      try edit.reshape { (tree) throws(NavigationError) in try tree.clearSelection(atLevel: level) }
    }
  }

  /// Shows the columns of the split on the flow's level as `visibility` says.
  public func setColumnVisibility(_ visibility: ColumnVisibility) throws(NavigationError) {
    let level = anchor.level
    try requireNavigator().edit(by: self) { (edit, _) throws(NavigationError) in
      try edit.reshape { (tree) throws(NavigationError) in
        try tree.setColumnVisibility(visibility, atLevel: level)
      }
    }
  }

  /// Shows the sections on the flow's level as tabs or as a split.
  public func setLayout(_ layout: SectionLayout) throws(NavigationError) {
    let level = anchor.level
    try requireNavigator().edit(by: self) { (edit, _) throws(NavigationError) in
      try edit.reshape { (tree) throws(NavigationError) in
        try tree.setLayout(layout, atLevel: level)
      }
    }
  }

  /// Replaces the root container.
  ///
  /// Only the root flow may do this; every flow in the old root finishes.
  public func setRoot(_ container: Container<Route>) throws(NavigationError) {
    let navigator = try requireNavigator()
    guard navigator.rootFlow === self else {
      throw .placementNotAllowed("only the root flow can replace the root container")
    }
    try navigator.edit(by: self, cause: .replaced) { (edit, _) throws(NavigationError) in
      edit.setRoot(container)
    }
    navigator.checkDeclared(shows: container, by: self)
  }

  /// Replaces the container of the level the flow owns: a stack, tabs, or a split.
  ///
  /// A tabs flow builds its tabs this way when it starts. Flows whose routes are replaced
  /// finish; presentations above the level stay.
  ///
  /// - Throws: ``NavigationError/placementNotAllowed(_:)`` when the flow owns less than a whole
  ///   level (a run of routes or a tab).
  public func setContainer(_ container: Container<Route>) throws(NavigationError) {
    let navigator = try requireNavigator()
    let level: Int
    switch anchor {
    case .app: level = 0
    case .container(let owned): level = owned
    case .section, .run:
      throw .placementNotAllowed("only a flow that owns a whole level can replace its container")
    }
    try navigator.edit(by: self, cause: .replaced) { (edit, _) throws(NavigationError) in
      try edit.replaceContainer(container, atLevel: level)
    }
    navigator.checkDeclared(shows: container, by: self)
  }

  /// Starts `child` at `placement`; its `start()` runs, in the same plan, before this returns.
  ///
  /// See <doc:CoordinatorsAndFlows#Each-way-a-flow-ends>.
  ///
  /// - Parameters:
  ///   - child: a coordinator that has not started before.
  ///   - placement: where the child's part goes.
  ///   - onFinish: called once with the outcome; what it throws is reported (``NavigationIssue``).
  /// - Throws: ``NavigationError`` when this flow is not running, the child ran before, or the
  ///   placement does not fit the tree; nothing changes then.
  public func start<Result>(
    _ child: Coordinator<Route, Result>, _ placement: FlowPlacement,
    onFinish: (@MainActor (FlowOutcome<Result>) throws -> Void)? = nil
  ) throws(NavigationError) {
    try requireNavigator().start(child, under: self, at: placement)
    if let onFinish { self.onFinish(of: child, onFinish) }
  }

  /// Calls `body` once with `child`'s outcome; an error it throws is reported as a
  /// ``NavigationIssue``.
  ///
  /// ``start(_:_:onFinish:)`` does this for the children a flow starts; call it in
  /// ``didAdopt(_:)`` for a child the navigator re-created. See
  /// <doc:SavingAndRestoring#Flows-after-restoration>.
  public func onFinish<Result>(
    of child: Coordinator<Route, Result>,
    _ body: @escaping @MainActor (FlowOutcome<Result>) throws -> Void
  ) {
    // The name, not the text of the call: that is made only when the body throws.
    let name = child.flowName
    child.ticket.onFinish { [weak self] outcome in
      do {
        try body(outcome)
      } catch {
        if let self {
          self.navigator?.reportFailure(of: self, during: "the outcome of \(name)", error)
        }
      }
    }
  }

  /// Starts `child` at `placement`, as ``start(_:_:onFinish:)`` does, and waits for its result.
  ///
  /// See <doc:CoordinatorsAndFlows#Each-way-a-flow-ends>.
  ///
  /// - Parameters:
  ///   - child: a coordinator that has not started before.
  ///   - placement: where the child's part goes.
  /// - Returns: the child's result; `nil` when it was cancelled, or the user left it.
  /// - Throws: ``NavigationError`` when this flow is not running, the child ran before, or the
  ///   placement does not fit the tree; nothing changes then.
  public func result<Result>(
    of child: Coordinator<Route, Result>, _ placement: FlowPlacement
  ) async throws(NavigationError) -> Result? {
    let ticket = child.ticket
    try start(child, placement)
    return await ticket.result
  }
}
