import Wayfinder

/// A host between a navigator and the host under test that counts the steps the navigator sends
/// and the completions that come back, so that a test can check that no step was lost or
/// completed twice.
///
/// Attach the counter, not the inner host; it forwards every step and completion:
///
/// ```swift
/// let counter = CountingHost(TestHost<AppRoute>())
/// counter.attach(to: navigator)
/// // … drive the app …
/// #expect(counter.sent == counter.completed && counter.repeated == 0)
/// ```
@MainActor
public final class CountingHost<Inner: NavigationHost>: NavigationHost {
  /// The routes of the inner host.
  public typealias Route = Inner.Route
  /// The host under test, which performs every step.
  public let inner: Inner
  /// Steps sent to the host.
  public private(set) var sent = 0
  /// Steps whose completion came back.
  public private(set) var completed = 0
  /// Completions that came back a second time for the same step; the navigator sees only the
  /// first.
  public private(set) var repeated = 0

  /// Counts the steps `inner` is sent and completes.
  public init(_ inner: Inner) {
    self.inner = inner
  }

  /// What the inner host can show.
  public var capabilities: HostCapabilities { inner.capabilities }

  /// Passes the navigator on to the inner host.
  public func didAttach(to navigator: Navigator<Route>) {
    inner.didAttach(to: navigator)
  }

  /// Counts `step`, has the inner host perform it, and counts its completion once.
  public func perform(
    _ step: NavigationStep<Route>, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    sent += 1
    var done = false
    inner.perform(step, animated: animated) { [weak self] in
      if done {
        self?.repeated += 1
        return
      }
      done = true
      self?.completed += 1
      completion()
    }
  }
}
