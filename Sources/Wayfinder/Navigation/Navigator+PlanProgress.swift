extension Navigator {
  /// The current plan's steps with their states: done, performing, waiting.
  ///
  /// The steps done are kept from the first ``onPlanChange(_:)`` on, for the tool that watches
  /// the plan; before it, the progress lists the step performing and those waiting.
  ///
  /// - Complexity: O(*n*) in the plan's steps.
  public var planProgress: PlanProgress<Route> {
    var steps = runner.done.map { PlanProgress.Entry(step: $0, state: .done) }
    if let inFlight = runner.inFlight {
      steps.append(PlanProgress.Entry(step: inFlight, state: .performing))
    }
    steps += runner.pending.map { PlanProgress.Entry(step: $0, state: .waiting) }
    return PlanProgress(steps: steps)
  }

  /// Calls `sink` with the plan's progress whenever it changes: a step is sent to the host, or
  /// the plan completes.
  ///
  /// For tools that show the plan live (the inspector); the sink runs on the main actor in the
  /// middle of planning, so it should only record what it is given.
  ///
  /// ```swift
  /// navigator.onPlanChange { progress in
  ///   print(progress.steps.map { "\($0.state) \($0.step)" })
  /// }
  /// ```
  public func onPlanChange(_ sink: @escaping @MainActor (PlanProgress<Route>) -> Void) {
    planSinks.append(sink)
    runner.recordsDone = true
  }

  func planDidChange() {
    guard !planSinks.isEmpty else { return }
    let progress = planProgress
    for sink in planSinks { sink(progress) }
  }
}
