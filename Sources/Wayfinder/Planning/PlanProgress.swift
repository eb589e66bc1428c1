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
