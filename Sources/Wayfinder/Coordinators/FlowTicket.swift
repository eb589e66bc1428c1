/// The pending outcome of a started child flow.
///
/// Every ``Coordinator`` has one. A parent can wait for the outcome, or read ``outcome`` once the
/// child has finished; the ticket holds nothing of the child. See
/// <doc:CoordinatorsAndFlows#Each-way-a-flow-ends>.
@MainActor
public final class FlowTicket<Result: Sendable> {
  /// The outcome, once the flow has finished; `nil` while it runs.
  public private(set) var outcome: FlowOutcome<Result>?
  private var waiters: [CheckedContinuation<FlowOutcome<Result>, Never>] = []
  private var callbacks: [@MainActor (FlowOutcome<Result>) -> Void] = []

  init() {}

  /// Waits until the flow finishes and returns how it ended.
  public func wait() async -> FlowOutcome<Result> {
    if let outcome { return outcome }
    return await withCheckedContinuation { waiters.append($0) }
  }

  /// Waits until the flow finishes and returns its result, or `nil` when it was cancelled.
  public var result: Result? {
    get async { await wait().result }
  }

  /// Calls `body` once with the outcome: now if the flow has finished, else when it does.
  package func onFinish(_ body: @escaping @MainActor (FlowOutcome<Result>) -> Void) {
    if let outcome {
      body(outcome)
    } else {
      callbacks.append(body)
    }
  }

  /// Resolves the ticket with `outcome`, once.
  ///
  /// - Returns: whether anyone was waiting for it (a callback or an `await`).
  @discardableResult
  func resolve(_ outcome: FlowOutcome<Result>) -> Bool {
    guard self.outcome == nil else { return false }
    self.outcome = outcome
    let waiters = self.waiters
    let callbacks = self.callbacks
    self.waiters = []
    self.callbacks = []
    for callback in callbacks { callback(outcome) }
    for waiter in waiters { waiter.resume(returning: outcome) }
    return !callbacks.isEmpty || !waiters.isEmpty
  }
}
