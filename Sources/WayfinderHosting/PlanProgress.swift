import Wayfinder

/// How far the host got with the navigator's current plan: each step with its state, for a
/// tool that shows which UI steps are under way (the inspector).
///
/// Read from `Navigator.planProgress`; after the plan completes it lists that plan's steps,
/// all done, until the next plan starts.
package struct PlanProgress<Route: NavigationRoute>: Hashable, Sendable {
  /// Where a step of the plan is.
  package enum State: String, Hashable, Codable, Sendable {
    /// Planned after the step in flight; the host has not been sent it yet.
    case waiting
    /// Sent to the host, which has not reported its completion yet.
    case performing
    /// Completed by the host.
    case done
  }

  /// One step of the plan and its state.
  package struct Entry: Hashable, Sendable {
    /// The step.
    package var step: NavigationStep<Route>
    /// Where it is.
    package var state: State

    /// Creates an entry.
    package init(step: NavigationStep<Route>, state: State) {
      self.step = step
      self.state = state
    }
  }

  /// The plan's steps in the order the host performs them: done, then the one performing (if
  /// any), then the waiting ones.
  package var steps: [Entry]

  /// Creates a progress from its steps.
  package init(steps: [Entry]) {
    self.steps = steps
  }

  /// Whether no step is performing or waiting.
  package var isComplete: Bool { steps.allSatisfy { $0.state == .done } }
}

extension Navigator {
  /// The current plan's steps with their states: done, performing, waiting.
  ///
  /// The steps done are kept from the first ``onPlanChange(_:)`` on, for the tool that watches
  /// the plan; before it, the progress lists the step performing and those waiting.
  ///
  /// - Complexity: O(*n*) in the plan's steps.
  package var planProgress: PlanProgress<Route> {
    let plan = planSteps
    var steps = plan.done.map { PlanProgress.Entry(step: $0, state: .done) }
    if let inFlight = plan.performing {
      steps.append(PlanProgress.Entry(step: inFlight, state: .performing))
    }
    steps += plan.waiting.map { PlanProgress.Entry(step: $0, state: .waiting) }
    return PlanProgress(steps: steps)
  }

  /// Calls `sink` with the plan's progress whenever it changes: a step is sent to the host, or
  /// the plan completes.
  ///
  /// The sink runs on the main actor in the middle of planning, so it should only record what
  /// it is given.
  ///
  /// - Returns: The watch; `NavigationWatch.cancel()` stops it. Watching costs each
  ///   transaction a copy of the plan's progress, so a tool cancels its watch when nobody looks.
  @discardableResult
  package func onPlanChange(_ sink: @escaping @MainActor (PlanProgress<Route>) -> Void)
    -> NavigationWatch
  {
    onPlanStep { [weak self] in
      guard let self else { return }
      sink(planProgress)
    }
  }
}
