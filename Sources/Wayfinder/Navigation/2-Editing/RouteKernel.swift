/// The few operations of the navigator that touch routes — planning, editing a stack, following
/// a step the host performed, reading a stack's count or the visible stack — specialized for the
/// app's route type.
///
/// The navigator's bookkeeping is compiled once, in this module, for any route type, and runs
/// unspecialized in every app, looking up a generic value's metadata at each use. So the
/// navigator calls these operations through its kernel, made by ``Navigator``'s inlinable
/// initializer in the app's own module, where they are specialized (`Benchmarks/PERFORMANCE.md`).
@usableFromInline
final class RouteKernel<Route: NavigationRoute> {
  /// Plans the move from `old` to `new` given where they may differ and who owns what, with
  /// the plan's ``NavigationPlan/animatedStep``.
  @usableFromInline
  let plan:
    (
      _ old: NavigationTree<Route>, _ new: NavigationTree<Route>, _ changes: TreeChanges,
      _ ownership: (old: Ownership, new: Ownership), _ capabilities: HostCapabilities
    ) -> (plan: NavigationPlan<Route>, animatedStep: Int?)
  /// The number of routes of the stack at a path (``NavigationTree/stackCount(at:)``).
  @usableFromInline
  let count: (NavigationTree<Route>, StackPath) throws(NavigationError) -> Int
  /// ``NavigationTree/visiblePath(at:)``.
  @usableFromInline
  let visiblePath: (NavigationTree<Route>, Int) throws(NavigationError) -> StackPath
  /// ``NavigationTree/showsEmptyStack(at:)``.
  @usableFromInline
  let showsEmptyStack: (NavigationTree<Route>, StackPath) -> Bool
  /// ``NavigationTree/editStack(at:_:with:)``.
  @usableFromInline
  let editStack:
    (inout NavigationTree<Route>, StackPath, StackEdit, [Route]) throws(NavigationError) ->
      StackEdit.Result
  /// ``NavigationTree/recordChangedStacks(from:upTo:in:)``: the new tree, the old, the levels
  /// kept.
  @usableFromInline
  let recordChangedStacks:
    (NavigationTree<Route>, NavigationTree<Route>, Int, inout TreeChanges) -> Void
  /// ``NavigationTree/selectVisibleSections()``: whether a selection moved.
  @usableFromInline
  let selectVisibleSections: (inout NavigationTree<Route>) -> Bool
  /// ``NavigationTree/forEachStackCount(_:)``.
  @usableFromInline
  let forEachStackCount: (NavigationTree<Route>, (StackPath, Int) -> Void) -> Void
  /// ``NavigationTree/emptyStackPaths``.
  @usableFromInline
  let emptyStackPaths: (NavigationTree<Route>) -> Set<StackPath>
  /// The index of the first presentation that shows nothing (``Presentation/showsSomething``).
  @usableFromInline
  let firstEmptyPresentation: (NavigationTree<Route>) -> Int?
  /// The presentations with options, by index, with their style.
  @usableFromInline
  let presentationOptions:
    (NavigationTree<Route>) -> [(
      index: Int, options: PresentationOptions, style: PresentationStyle
    )]
  /// Each presentation's ``Presentation/canRefuseUserDismissal`` and
  /// ``Presentation/refusesUserDismissal``, bottom first.
  @usableFromInline
  let dismissalRefusals: (NavigationTree<Route>) -> [(canRefuse: Bool, refuses: Bool)]
  /// The sections of the stacks of the container at a level (``Container/stackSections``);
  /// none for a level the tree lacks.
  @usableFromInline
  let stackSections: (NavigationTree<Route>, Int) -> [SectionID?]
  /// The section ids of the root container; `nil` for a single stack.
  @usableFromInline
  let rootSectionIDs: (NavigationTree<Route>) -> [SectionID]?
  /// The number of presentations (``NavigationTree/topLevel``).
  @usableFromInline
  let topLevel: (NavigationTree<Route>) -> Int
  /// ``NavigationTree/sectionsRemoved(since:keptLevels:)``: the new tree, the old, the
  /// levels kept.
  @usableFromInline
  let sectionsRemoved: (NavigationTree<Route>, NavigationTree<Route>, Int) -> [StackPath]
  /// ``NavigationTree/hideSectionBars(_:)``.
  @usableFromInline
  let hideSectionBars: (inout NavigationTree<Route>, [Int: Set<SectionID>]) -> Bool
  /// ``NavigationTree/refusesUserBackAnywhere``.
  @usableFromInline
  let refusesUserBackAnywhere: (NavigationTree<Route>) -> Bool
  /// ``NavigationTree/backRefusalChanges(in:answer:)``.
  @usableFromInline
  let backRefusalChanges:
    (NavigationTree<Route>, [StackPath]?, ((StackPath, Int, Route) -> Bool)?) -> [(
      path: StackPath, refuses: Bool
    )]
  /// ``NavigationTree/sharedPresentationCount(with:)``: the old tree, the new.
  @usableFromInline
  let sharedPresentationCount: (NavigationTree<Route>, NavigationTree<Route>) -> Int?
  /// ``NavigationTree/sectionsAdded(since:firstNewLevel:)``: the new tree, the old.
  @usableFromInline
  let sectionsAdded:
    (NavigationTree<Route>, NavigationTree<Route>, Int) -> (
      topLevel: Int, added: [(level: Int, ids: [SectionID])]
    )
  /// ``Ownership/apply(_:planned:hostTree:)``.
  @usableFromInline
  let follow: (inout Ownership, NavigationStep<Route>, Ownership, NavigationTree<Route>) -> Void
  /// ``UserEvent/apply(to:)``.
  @usableFromInline
  let applyEvent: (UserEvent, inout NavigationTree<Route>) throws(NavigationError) -> Void
  /// ``NavigationStep/apply(to:)``.
  @usableFromInline
  let apply: (NavigationStep<Route>, inout NavigationTree<Route>) throws(NavigationError) -> Void
  /// ``PlanRunner/update(target:ownership:changes:)``: the navigator's tree changed.
  @usableFromInline
  let update: @MainActor (PlanRunner<Route>, NavigationTree<Route>, Ownership, TreeChanges) -> Void
  /// ``PlanRunner/hostChanged(by:touching:)``: the user changed what the host shows.
  @usableFromInline
  let hostChanged:
    @MainActor (PlanRunner<Route>, UserEvent, TreeChanges) throws(NavigationError) -> Void

  /// The kernel, specialized for `Route` wherever this is made with `Route` known.
  @inlinable
  init() {
    self.plan = { old, new, changes, ownership, capabilities in
      var builder = PlanBuilder<Route>(capabilities: capabilities)
      builder.plan(from: old, to: new, changes: changes, ownership: ownership)
      let plan = NavigationPlan(
        builder.steps, animated: changes.animated, topLevel: new.topLevel)
      return (plan, plan.animatedStep)
    }
    self.count = { (tree, path) throws(NavigationError) in try tree.stackCount(at: path) }
    self.visiblePath = { (tree, level) throws(NavigationError) in try tree.visiblePath(at: level) }
    self.showsEmptyStack = { tree, path in tree.showsEmptyStack(at: path) }
    self.emptyStackPaths = { tree in tree.emptyStackPaths }
    self.refusesUserBackAnywhere = { tree in tree.refusesUserBackAnywhere }
    self.presentationOptions = { tree in
      tree.presentations.indices.compactMap { index in
        let presentation = tree.presentations[index]
        return presentation.options.isEmpty
          ? nil : (index, presentation.options, presentation.style)
      }
    }
    self.hideSectionBars = { tree, hidden in tree.hideSectionBars(hidden) }
    self.dismissalRefusals = { tree in
      tree.presentations.map { ($0.canRefuseUserDismissal, $0.refusesUserDismissal) }
    }
    self.stackSections = { tree, level in (try? tree.container(at: level))?.stackSections ?? [] }
    self.topLevel = { tree in tree.topLevel }
    self.rootSectionIDs = { tree in tree.root.sections?.ids }
    self.sectionsRemoved = { new, old, kept in new.sectionsRemoved(since: old, keptLevels: kept) }
    self.firstEmptyPresentation = { tree in
      tree.presentations.firstIndex { !$0.showsSomething }
    }
    self.backRefusalChanges = { tree, paths, answer in
      tree.backRefusalChanges(in: paths, answer: answer)
    }
    self.applyEvent = { (event, tree) throws(NavigationError) in try event.apply(to: &tree) }
    self.follow = { ownership, step, planned, tree in
      ownership.apply(step, planned: planned, hostTree: tree)
    }
    self.sharedPresentationCount = { old, new in old.sharedPresentationCount(with: new) }
    self.sectionsAdded = { new, old, firstNewLevel in
      new.sectionsAdded(since: old, firstNewLevel: firstNewLevel)
    }
    self.forEachStackCount = { tree, body in tree.forEachStackCount(body) }
    self.selectVisibleSections = { tree in tree.selectVisibleSections() }
    self.recordChangedStacks = { new, old, kept, changes in
      new.recordChangedStacks(from: old, upTo: kept, in: &changes)
    }
    self.editStack = { (tree, path, edit, routes) throws(NavigationError) in
      try tree.editStack(at: path, edit, with: routes)
    }
    self.apply = { (step, tree) throws(NavigationError) in
      // The steps of a stack's routes, a selection, a presentation and a dismissal, the
      // common ones, run specialized; the others are rare and run as the step's own apply does.
      if try step.applyToStack(&tree) { return }
      switch step {
      case .select(let id, let level): try tree.select(id, atLevel: level)
      case .present(let presentation): tree.present(presentation)
      case .dismiss(let level): try tree.dismiss(toLevel: level)
      default: try step.apply(to: &tree)
      }
    }
    self.update = { runner, target, ownership, changes in
      runner.update(target: target, ownership: ownership, changes: changes)
    }
    self.hostChanged = { (runner, event, touched) throws(NavigationError) in
      try runner.hostChanged(by: event, touching: touched)
    }
  }
}
