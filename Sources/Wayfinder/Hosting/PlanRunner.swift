/// Sends a plan to the host one step at a time, each on the completion of the one before, and
/// re-plans from where the host actually is when a newer change supersedes the rest.
///
/// Its per-change work is inlinable: the navigator calls it through its kernel
/// (``RouteKernel/update``, ``RouteKernel/hostChanged``), made in the app's module, where it
/// runs specialized for the app's route type instead of looking up the metadata of every step,
/// tree and optional it touches. Its state skips the run-time exclusivity check (about 30 a
/// push): it lives on the main actor, and no access to one property spans a call that could
/// reach the same property (the host's `perform` is called with no access open).
@usableFromInline
@MainActor
final class PlanRunner<Route: NavigationRoute> {
  @exclusivity(unchecked) @usableFromInline weak var host: (any NavigationHost<Route>)?
  /// What the host shows once its completed steps and the user's events are counted.
  @exclusivity(unchecked) @usableFromInline var hostTree: NavigationTree<Route>
  /// Who owns the host's screens and levels.
  @exclusivity(unchecked) @usableFromInline var hostOwnership = Ownership()
  @exclusivity(unchecked) @usableFromInline var target: NavigationTree<Route>
  @exclusivity(unchecked) @usableFromInline var targetOwnership = Ownership()
  /// The ownership of the tree the pending steps move to; new screens belong to it.
  @exclusivity(unchecked) @usableFromInline var plannedOwnership = Ownership()
  /// Where `target` may differ from `hostTree`, since the host last caught up.
  @exclusivity(unchecked) @usableFromInline var changes = TreeChanges()
  /// The current plan's steps; those from ``nextStep`` on are pending.
  @exclusivity(unchecked) @usableFromInline var planned: [NavigationStep<Route>] = []
  /// The index in ``planned`` of the first step not yet sent to the host.
  @exclusivity(unchecked) @usableFromInline var nextStep = 0
  /// The steps planned after the one in flight.
  var pending: [NavigationStep<Route>] { Array(planned[nextStep...]) }
  /// How many steps ``planned`` has: read per step, where the array's own count runs
  /// unspecialized.
  @exclusivity(unchecked) @usableFromInline var plannedCount = 0
  /// How many steps are pending.
  @inlinable var pendingCount: Int { plannedCount - nextStep }
  /// How many pending steps follow the one that animates (``NavigationPlan/animatedStep``);
  /// `nil` when none does.
  @exclusivity(unchecked) @usableFromInline var stepsAfterAnimated: Int?
  /// Whether the step before ``nextStep`` is with the host; ``planned`` does not change
  /// while it is (a newer change waits for it, ``needsReplan``).
  @exclusivity(unchecked) @usableFromInline var isStepInFlight = false
  /// The step the host is performing, if any.
  @inlinable var inFlight: NavigationStep<Route>? {
    isStepInFlight ? planned[nextStep - 1] : nil
  }
  /// The steps of the current plan the host completed, in order, while ``recordsDone``; a new
  /// plan starts it afresh.
  @exclusivity(unchecked) @usableFromInline var done: [NavigationStep<Route>] = []
  /// Whether ``done`` is kept: only while a tool watches the plan, since each step's copy
  /// costs on every push.
  @exclusivity(unchecked) @usableFromInline var recordsDone = false
  @exclusivity(unchecked) @usableFromInline var inFlightSerial: UInt64 = 0
  @exclusivity(unchecked) @usableFromInline var needsReplan = false
  @exclusivity(unchecked) @usableFromInline var onStep: (NavigationStep<Route>) -> Void = { _ in }
  @exclusivity(unchecked) @usableFromInline var onIdle: () -> Void = {}
  @exclusivity(unchecked) @usableFromInline var onMismatch:
    (NavigationStep<Route>, NavigationError) -> Void = { _, _ in }

  /// The planner and the steps' edits, specialized for the app's route type where the
  /// navigator was made.
  @usableFromInline let kernel: RouteKernel<Route>

  @usableFromInline
  init(tree: NavigationTree<Route>, kernel: RouteKernel<Route>) {
    hostTree = tree
    target = tree
    self.kernel = kernel
  }

  var isIdle: Bool { !isStepInFlight && pendingCount == 0 }

  func attach(
    _ host: any NavigationHost<Route>, showing tree: NavigationTree<Route>,
    target: NavigationTree<Route>, ownership: Ownership
  ) {
    self.host = host
    hostTree = tree
    self.target = target
    targetOwnership = ownership
    // What the host already shows counts as the navigator's where the two agree.
    hostOwnership = ownership.assumed(for: tree, from: target)
    isStepInFlight = false
    planned = []
    plannedCount = 0
    nextStep = 0
    changes.recordWholeTrees()
    replanAndRun()
  }

  /// The navigator's tree changed.
  @inlinable
  func update(target: NavigationTree<Route>, ownership: Ownership, changes: TreeChanges) {
    self.target = target
    targetOwnership = ownership
    self.changes.merge(changes)
    guard host != nil else { return }
    if isStepInFlight {
      needsReplan = true
    } else {
      replanAndRun()
    }
  }

  /// The host changed on its own (a user event); it already shows the result.
  @inlinable
  func hostChanged(by event: UserEvent, touching touched: TreeChanges) throws(NavigationError) {
    var tree = hostTree
    try kernel.applyEvent(event, &tree)
    hostTree = tree
    hostOwnership.apply(event)
    changes.merge(touched)
    if isStepInFlight { needsReplan = true }
  }

  /// The host's screens of flow `old` belong to `new` now, the same objects: a hand-off that
  /// keeps its screens rebinds them through their handles, so no step makes them anew.
  func rebindScreens(of old: FlowID, to new: FlowID) {
    hostOwnership.rebindScreens(of: old, to: new)
    plannedOwnership.rebindScreens(of: old, to: new)
  }

  @inlinable
  func replanAndRun() {
    let (plan, animatedStep) = kernel.plan(
      hostTree, target, changes, (hostOwnership, targetOwnership), host?.capabilities ?? .uiKit)
    planned = plan.steps
    plannedCount = plan.steps.count
    nextStep = 0
    done = []
    stepsAfterAnimated = animatedStep.map { pendingCount - 1 - $0 }
    plannedOwnership = targetOwnership
    runNext()
  }

  @inlinable
  func runNext() {
    guard let host, !isStepInFlight else { return }
    guard pendingCount > 0 else {
      // The plan is done: its steps (a replaced root holds a whole container) are let go.
      if nextStep > 0 {
        planned = []
        plannedCount = 0
        nextStep = 0
      }
      changes = TreeChanges()
      onIdle()
      return
    }
    // By index: removeFirst() runs unspecialized here (Benchmarks/PERFORMANCE.md). The step
    // stays in `planned` while in flight; the host gets a copy of its own, since its
    // completion may end the plan and let `planned` go before `perform` returns.
    let step = planned[nextStep]
    nextStep += 1
    inFlightSerial &+= 1
    let serial = inFlightSerial
    isStepInFlight = true
    onStep(step)
    host.perform(step, animated: pendingCount == stepsAfterAnimated) { [weak self] in
      self?.complete(serial)
    }
  }

  @inlinable
  func complete(_ serial: UInt64) {
    guard isStepInFlight, serial == inFlightSerial else { return }
    let index = nextStep - 1
    do {
      if pendingCount == 0, !needsReplan, host != nil {
        // The plan's last step, and nothing changed since it was made: the host shows the
        // plan's target now, owned as planned (a plan reaches its target: the minimality
        // property checks it). Debug builds check it here too.
        assert(
          {
            var applied = hostTree
            var owners = hostOwnership
            guard (try? kernel.apply(planned[index], &applied)) != nil else { return false }
            kernel.follow(&owners, planned[index], plannedOwnership, applied)
            return applied == target && owners == plannedOwnership
          }(), "the plan's last step did not reach its target")
        hostTree = target
        hostOwnership = plannedOwnership
      } else {
        try kernel.apply(planned[index], &hostTree)
        kernel.follow(&hostOwnership, planned[index], plannedOwnership, hostTree)
      }
      if recordsDone { done.append(planned[index]) }
    } catch {
      onMismatch(planned[index], error)
      changes.recordWholeTrees()
      needsReplan = true
    }
    isStepInFlight = false
    if needsReplan {
      needsReplan = false
      replanAndRun()
    } else {
      runNext()
    }
  }
}
