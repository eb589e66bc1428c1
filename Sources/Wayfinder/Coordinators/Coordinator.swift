/// A coordinator whose flow ends with a typed result.
///
/// It ends with ``finish(with:)``; the parent gets the result (``FlowCoordinator/result(of:_:)``,
/// ``FlowCoordinator/start(_:_:onFinish:)``), or a cancellation when the user or code ended the
/// flow first. See <doc:CoordinatorsAndFlows#Each-way-a-flow-ends>.
@MainActor
open class Coordinator<Route: NavigationRoute, Result: Sendable>: FlowCoordinator<Route> {
  /// The flow's outcome, for the parent.
  ///
  /// Read it, wait for it, or register a callback, before the flow starts, while it runs or
  /// after it finished: a ticket made after the end holds the outcome already. A parent may
  /// keep the ticket after the flow is gone; it holds nothing of the flow.
  public var ticket: FlowTicket<Result> {
    if let madeTicket { return madeTicket }
    // Made when first asked for: most flows' outcomes are never awaited, and a ticket costs
    // an allocation and its generic metadata at the start and the end of every flow.
    let ticket = FlowTicket<Result>()
    madeTicket = ticket
    if let deliveredCause { ticket.resolve(outcome(for: deliveredCause)) }
    return ticket
  }
  private var madeTicket: FlowTicket<Result>?
  /// Why the flow ended, once its outcome was delivered before anyone asked for the ticket.
  private var deliveredCause: FinishCause?
  private var result: Result?
  private var handedOff = false

  /// Creates a coordinator; it does nothing until a parent starts it.
  public override init() {}

  /// Finishes the flow with `result`.
  ///
  /// Its part leaves the tree, its children finish, its tasks are cancelled, and the parent
  /// gets the result. Finishing again does nothing.
  public func finish(with result: Result) {
    guard isRunning || flowState == .kept else { return }
    self.result = result
    navigator?.finish(self, cause: .completed)
  }

  /// Hands the flow's place to `successor`, which finishes into this flow's parent; this flow
  /// finishes with ``FinishCause/replaced``.
  ///
  /// See <doc:CoordinatorsAndFlows#A-flow-hands-its-place-to-a-successor>.
  ///
  /// - Parameters:
  ///   - successor: the flow that takes this flow's place; it must not have started.
  ///   - keepingScreens: whether this flow's screens stay below the successor's and belong to it.
  /// - Throws: ``NavigationError`` when this flow is not running or is the root flow, the
  ///   successor ran before, or the place cannot pass to it (as the article says); nothing changes.
  public func handOff(
    to successor: Coordinator<Route, Result>, keepingScreens: Bool = false
  ) throws(NavigationError) {
    guard let navigator, isRunning, let parent, parent.isRunning else {
      throw .flowNotRunning(flowPath)
    }
    guard successor.flowState == .idle else { throw .flowAlreadyStarted(successor.flowPath) }
    switch anchor {
    case .app:
      throw .placementNotAllowed("the root flow has no parent to hand its place to")
    case .container(0) where parent !== navigator.rootFlow:
      throw .placementNotAllowed("only a child of the root flow can hand over the root")
    default:
      break
    }
    let inPlace = try navigator.inPlaceHandOff(of: self, keepingScreens: keepingScreens)
    handedOff = true
    let ticket = self.ticket
    // The successor's result is this flow's: lost, as this flow's would be, when this flow was
    // adopted and no one waits for it.
    let adopted = record.adopted
    successor.ticket.onFinish { [weak navigator, weak successor, weak parent] outcome in
      guard !ticket.resolve(outcome), adopted, outcome.result != nil, Result.self != Void.self,
        let successor, let parent
      else { return }
      navigator?.warnUnobservedResult(of: successor.flowPath, adoptedBy: parent.flowPath)
    }
    if let inPlace {
      navigator.handOff(inPlace, to: successor, under: parent)
      return
    }
    // A pushed flow's successor is pushed where it was; the root's replaces the root.
    let pushed = if case .run = anchor { true } else { false }
    try navigator.transaction { () throws(NavigationError) in
      if pushed { navigator.finish(self, cause: .replaced) }
      do throws(NavigationError) {
        try parent.start(successor, pushed ? .push : .root)
        navigator.run(parent, "childDidHandOff(_:to:)") {
          try parent.childDidHandOff(self, to: successor)
        }
      } catch {
        navigator.finish(self, cause: .replaced)
        ticket.resolve(.cancelled(.replaced))
        throw error
      }
    }
  }

  override func deliverOutcome(_ cause: FinishCause) -> Bool {
    if handedOff { return false }
    let carriesResult = cause == .completed && result != nil && Result.self != Void.self
    if let madeTicket { return !madeTicket.resolve(outcome(for: cause)) && carriesResult }
    if deliveredCause == nil { deliveredCause = cause }
    return carriesResult
  }

  /// The outcome of a flow that ended for `cause`.
  private func outcome(for cause: FinishCause) -> FlowOutcome<Result> {
    if cause == .completed, let result { return .finished(result) }
    return .cancelled(cause)
  }
}

extension Coordinator where Result == Void {
  /// Finishes the flow; the parent learns that it completed.
  public func finish() {
    finish(with: ())
  }
}
