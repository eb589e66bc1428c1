/// The planner as a navigator runs it: ``PlanBuilder`` specialized for the app's route type.
///
/// The navigator's bookkeeping is compiled once, in this module, for any route type; a plan
/// made there runs unspecialized, and spends most of its instructions looking up generic
/// metadata (17,000 for a push's plan, against 1,500 specialized). So the navigator does not
/// call the planner itself: it calls this function, made by ``Navigator``'s inlinable
/// initializer in the app's own module, where the route type is known and the planner (which is
/// inlinable) is specialized for it.
@usableFromInline
struct RoutePlanner<Route: NavigationRoute> {
  /// Plans the move from `old` to `new` given where they may differ and who owns what.
  @usableFromInline
  let plan:
    (
      _ old: NavigationTree<Route>, _ new: NavigationTree<Route>, _ changes: TreeChanges,
      _ ownership: (old: Ownership, new: Ownership), _ capabilities: HostCapabilities
    ) -> NavigationPlan<Route>

  @inlinable
  init(
    plan:
      @escaping (
        NavigationTree<Route>, NavigationTree<Route>, TreeChanges, (old: Ownership, new: Ownership),
        HostCapabilities
      ) -> NavigationPlan<Route>
  ) {
    self.plan = plan
  }

  /// The planner, specialized for `Route` wherever this is made with `Route` known.
  @inlinable
  static var specialized: RoutePlanner {
    RoutePlanner { old, new, changes, ownership, capabilities in
      var builder = PlanBuilder<Route>(capabilities: capabilities)
      builder.plan(from: old, to: new, changes: changes, ownership: ownership)
      return NavigationPlan(builder.steps, animated: changes.animated, topLevel: new.topLevel)
    }
  }
}
