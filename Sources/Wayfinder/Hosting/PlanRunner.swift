/// Sends a plan to the host one step at a time, each on the completion of the one before, and
/// re-plans from where the host actually is when a newer change supersedes the rest.
@MainActor
final class PlanRunner<Route: NavigationRoute> {
  private(set) weak var host: (any NavigationHost<Route>)?
  /// What the host shows once its completed steps and the user's events are counted.
  private(set) var hostTree: NavigationTree<Route>
  private var target: NavigationTree<Route>
  /// Where `target` may differ from `hostTree`, since the host last caught up.
  private var changes = TreeChanges()
  private var fullDiff = true
  private(set) var pending: [NavigationStep<Route>] = []
  private(set) var inFlight: NavigationStep<Route>?
  private var inFlightSerial: UInt64 = 0
  private var needsReplan = false
  var onStep: (NavigationStep<Route>) -> Void = { _ in }
  var onIdle: () -> Void = {}
  var onMismatch: (NavigationStep<Route>, NavigationError) -> Void = { _, _ in }

  init(tree: NavigationTree<Route>) {
    hostTree = tree
    target = tree
  }

  var isIdle: Bool { inFlight == nil && pending.isEmpty }

  func attach(_ host: any NavigationHost<Route>, showing tree: NavigationTree<Route>) {
    self.host = host
    hostTree = tree
    inFlight = nil
    pending = []
    fullDiff = true
    replanAndRun()
  }

  /// The navigator's tree changed.
  func update(target: NavigationTree<Route>, changes: TreeChanges, fullDiff: Bool) {
    self.target = target
    self.changes.merge(changes)
    self.fullDiff = self.fullDiff || fullDiff
    guard host != nil else { return }
    if inFlight != nil {
      needsReplan = true
    } else {
      replanAndRun()
    }
  }

  /// The host changed on its own (a user event); it already shows the result.
  func hostChanged(
    touching touched: TreeChanges,
    _ apply: (inout NavigationTree<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    var tree = hostTree
    try apply(&tree)
    hostTree = tree
    changes.merge(touched)
    if inFlight != nil { needsReplan = true }
  }

  private func replanAndRun() {
    pending =
      NavigationPlan(
        from: hostTree, to: target, capabilities: host?.capabilities ?? .uiKit,
        changes: fullDiff ? nil : changes
      ).steps
    runNext()
  }

  private func runNext() {
    guard let host, inFlight == nil else { return }
    guard !pending.isEmpty else {
      changes = TreeChanges()
      fullDiff = false
      onIdle()
      return
    }
    let step = pending.removeFirst()
    inFlightSerial &+= 1
    let serial = inFlightSerial
    inFlight = step
    onStep(step)
    host.perform(step) { [weak self] in self?.complete(serial) }
  }

  private func complete(_ serial: UInt64) {
    guard let step = inFlight, serial == inFlightSerial else { return }
    do {
      try step.apply(to: &hostTree)
    } catch {
      onMismatch(step, error)
      fullDiff = true
      needsReplan = true
    }
    inFlight = nil
    if needsReplan {
      needsReplan = false
      replanAndRun()
    } else {
      runNext()
    }
  }
}
