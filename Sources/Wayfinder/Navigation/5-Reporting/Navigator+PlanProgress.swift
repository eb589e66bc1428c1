extension Navigator {
  /// The current plan's steps with their states: done, performing, waiting.
  ///
  /// The steps done are kept from the first ``onPlanChange(_:)`` on, for the tool that watches
  /// the plan; before it, the progress lists the step performing and those waiting.
  ///
  /// - Complexity: O(*n*) in the plan's steps.
  package var planProgress: PlanProgress<Route> {
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
  /// The sink runs on the main actor in the middle of planning, so it should only record what
  /// it is given.
  ///
  /// - Returns: The watch; ``NavigationWatch/cancel()`` stops it. Watching costs each
  ///   transaction a copy of the plan's progress, so a tool cancels its watch when nobody looks.
  @discardableResult
  package func onPlanChange(_ sink: @escaping @MainActor (PlanProgress<Route>) -> Void)
    -> NavigationWatch
  {
    let id = nextPlanSink
    nextPlanSink += 1
    planSinks.append((id, sink))
    runner.recordsDone = true
    return NavigationWatch { [weak self] in
      guard let self else { return }
      planSinks.removeAll { $0.id == id }
      runner.recordsDone = !planSinks.isEmpty
    }
  }

  func planDidChange() {
    // The runner keeps the steps done exactly while a sink watches; asking the sinks
    // themselves costs metadata look-ups of their generic function type at every step.
    guard runner.recordsDone else { return }
    let progress = planProgress
    for watcher in planSinks { watcher.sink(progress) }
  }
}

/// A watch of a navigator's journal (``NavigationJournal/onEvent(_:)``) that stops when
/// cancelled.
///
/// ```swift
/// let watch = navigator.journal.onEvent { event in print(event.cause) }
/// // … when nobody looks any more:
/// watch.cancel()
/// ```
@MainActor
public final class NavigationWatch {
  private var stop: (@MainActor () -> Void)?

  init(stop: @escaping @MainActor () -> Void) {
    self.stop = stop
  }

  /// Stops calling the watch's sink.
  ///
  /// Cancelling twice does nothing more.
  public func cancel() {
    stop?()
    stop = nil
  }
}
