extension FlowCoordinator {
  private func requireNavigator() throws(NavigationError) -> Navigator<Route> {
    guard let navigator, isRunning else { throw .flowNotRunning(flowPath) }
    return navigator
  }

  /// The stack this flow pushes onto.
  public var stackPath: StackPath? {
    guard let navigator, isRunning else { return nil }
    return try? navigator.stackPath(of: self)
  }

  /// Pushes `route` onto the flow's stack.
  ///
  /// Routes pushed by the flow belong to it. When a child flow's screens cover the flow's own,
  /// the child finishes first, because the new screen goes on top of the flow's part.
  public func push(_ route: Route) throws(NavigationError) {
    try requireNavigator().push([route], by: self)
  }

  /// Pushes routes onto the flow's stack, in order, as one change.
  public func push(contentsOf routes: [Route]) throws(NavigationError) {
    try requireNavigator().push(routes, by: self)
  }

  /// Pops the top route of the flow's stack; a flow whose first screen is popped finishes.
  public func pop() throws(NavigationError) {
    try requireNavigator().edit(by: self) { (edit, path) throws(NavigationError) in
      let count = try edit.tree.stack(at: path).count
      guard count > 1 else { throw .at(path, .cannotPopRoot(count)) }
      try edit.truncate(path, to: count - 1)
    }
  }

  /// Pops the flow's stack to the last occurrence of `route`.
  public func pop(to route: Route) throws(NavigationError) {
    try requireNavigator().edit(by: self) { (edit, path) throws(NavigationError) in
      let stack = try edit.tree.stack(at: path)
      guard let index = stack.lastIndex(of: route) else {
        throw .at(path, .routeNotInStack(String(describing: route)))
      }
      try edit.truncate(path, to: index + 1)
    }
  }

  /// Pops the flow's stack to its root route.
  public func popToRoot() throws(NavigationError) {
    try requireNavigator().edit(by: self) { (edit, path) throws(NavigationError) in
      let count = try edit.tree.stack(at: path).count
      try edit.truncate(path, to: min(1, count))
    }
  }

  /// Replaces the flow's whole stack; flows whose routes are replaced finish.
  public func setStack(_ stack: Stack<Route>) throws(NavigationError) {
    try requireNavigator().edit(by: self, cause: .replaced) {
      (edit, path) throws(NavigationError) in
      try edit.setStack(stack, at: path)
    }
  }

  /// Removes the route at `index` of the flow's stack, keeping the routes above it.
  ///
  /// BookKitty removes the question-entry screen after the question is submitted, so that back
  /// from the answer returns to the list.
  public func removeRoute(at index: Int) throws(NavigationError) {
    let navigator = try requireNavigator()
    try navigator.removeRoute(at: index, from: navigator.stackPath(of: self), by: self)
  }

  /// Presents routes (or any container) above the top level; the presentation belongs to this
  /// flow and is dismissed when the flow finishes.
  public func present(_ presentation: Presentation<Route>) throws(NavigationError) {
    let flowID = self.flowID
    try requireNavigator().edit(by: self) { (edit, _) throws(NavigationError) in
      guard let flowID else { throw .flowNotRunning(flowPath) }
      edit.present(presentation, by: flowID)
    }
  }

  /// Dismisses every presentation above the flow's level.
  ///
  /// - Throws: ``NavigationError/nothingToDismiss`` when nothing covers the flow.
  public func dismiss() throws(NavigationError) {
    try dismiss(toLevel: anchor.level)
  }

  /// Dismisses the top presentation, if it lies above the flow's level.
  ///
  /// - Throws: ``NavigationError/nothingToDismiss`` when nothing covers the flow.
  public func dismissTop() throws(NavigationError) {
    let navigator = try requireNavigator()
    try dismiss(toLevel: max(anchor.level, navigator.tree.topLevel - 1))
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
  public func select(_ id: TabID) throws(NavigationError) {
    let level = anchor.level
    try requireNavigator().edit(by: self) { (edit, _) throws(NavigationError) in
      try edit.select(id, atLevel: level)
    }
  }

  /// Shows the sections on the flow's level as tabs or as a split.
  public func setLayout(_ layout: SectionLayout) throws(NavigationError) {
    let level = anchor.level
    try requireNavigator().edit(by: self) { (edit, _) throws(NavigationError) in
      try edit.setLayout(layout, atLevel: level)
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
  }

  /// Asks the flow's ancestors to select `tab`, through a ``SelectTabIntent``.
  ///
  /// Any flow can call this, however deep; the nearest ancestor that shows that tab (a
  /// ``TabsCoordinator``) selects it. Nobody handling it is reported like any unhandled intent.
  public func showTab(_ tab: TabID) {
    guard let navigator, isRunning else { return }
    navigator.dispatch(SelectTabIntent(tab), from: self)
  }

  /// Starts a child flow at `placement`.
  ///
  /// The child appears among ``children`` and its `start()` runs before this returns. All the
  /// changes it makes while starting reach the host as one plan. The child's outcome arrives in
  /// `onFinish`, through its ``Coordinator/ticket``, or from the `async` forms
  /// ``push(_:)-(Coordinator<Route,Result>)`` and ``present(_:style:)``.
  ///
  /// - Parameters:
  ///   - child: a coordinator that has not started before.
  ///   - placement: where the child's part goes.
  ///   - onFinish: called once with the outcome, for code that is not `async`.
  /// - Throws: ``NavigationError`` when this flow is not running, the child ran before, or the
  ///   placement does not fit the tree; nothing changes then.
  public func start<Result>(
    _ child: Coordinator<Route, Result>, _ placement: FlowPlacement,
    onFinish: (@MainActor (FlowOutcome<Result>) -> Void)? = nil
  ) throws(NavigationError) {
    try requireNavigator().start(child, under: self, at: placement)
    if let onFinish { child.ticket.onFinish(onFinish) }
  }

  /// Pushes a child flow and waits for its result; `nil` when it was cancelled.
  ///
  /// ```swift
  /// let book = try await push(BookSearchFlow())
  /// ```
  public func push<Result>(_ child: Coordinator<Route, Result>) async throws(NavigationError)
    -> Result?
  {
    let ticket = child.ticket
    try start(child, .push)
    return await ticket.result
  }

  /// Presents a child flow and waits for its result; `nil` when the user dismissed it or it
  /// was cancelled.
  ///
  /// ```swift
  /// if let book = try await present(AddBookFlow()) {
  ///   try select(TabID(Tab.library))
  /// }
  /// ```
  public func present<Result>(
    _ child: Coordinator<Route, Result>, style: PresentationStyle = .sheet
  ) async throws(NavigationError) -> Result? {
    let ticket = child.ticket
    try start(child, .present(style))
    return await ticket.result
  }
}
