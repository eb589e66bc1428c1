extension Navigator {
  /// The current plan's steps, for `WayfinderHosting`'s `planProgress`.
  ///
  /// Those the host completed (kept only while an ``onPlanStep(_:)`` watch is on), the one it
  /// is performing, and those waiting.
  package var planSteps:
    (
      done: [NavigationStep<Route>], performing: NavigationStep<Route>?,
      waiting: [NavigationStep<Route>]
    )
  {
    (runner.done, runner.inFlight, runner.pending)
  }

  /// Calls `sink` whenever the plan changes: a step is sent to the host, or the plan completes
  /// (`WayfinderHosting`'s `onPlanChange(_:)` passes it the plan's progress).
  ///
  /// - Returns: The watch; ``NavigationWatch/cancel()`` stops it. While a watch is on, the
  ///   steps done are kept.
  @discardableResult
  package func onPlanStep(_ sink: @escaping @MainActor () -> Void) -> NavigationWatch {
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
    // themselves costs metadata look-ups of their function type at every step.
    guard runner.recordsDone else { return }
    for watcher in planSinks { watcher.sink() }
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
