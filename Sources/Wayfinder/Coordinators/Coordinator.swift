/// A coordinator whose flow ends with a typed result.
///
/// The parent starts it and gets the result, or a cancellation when the user or code ended the
/// flow first:
///
/// ```swift
/// final class AddBookFlow: Coordinator<AppRoute, Book> {
///   override func start() throws { try push(.scanBarcode) }
///   func save(_ book: Book) { finish(with: book) }
/// }
///
/// // In the parent:
/// if let book = try await result(of: AddBookFlow(), .present(.sheet)) {
///   try select(SectionID(Tab.library))
/// }
/// ```
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

  /// Hands the flow's place to `successor`, which finishes into this flow's parent.
  ///
  /// A login flow hands its place to a sign-up flow this way: the successor takes the same kind of
  /// place — pushed, presented, the tab, the root, or the parent's stack it replaced
  /// (``FlowPlacement/replacingStack``) — this flow finishes with ``FinishCause/replaced``, and
  /// the parent gets the successor's outcome through this flow's ticket, without its code
  /// knowing that the flow changed hands. The parent learns of it in
  /// ``FlowCoordinator/childDidHandOff(_:to:)``.
  ///
  /// A presented flow hands over its presentation, which stays on screen. A flow that replaced
  /// its parent's routes passes that on: the parent's routes stay away while the successor (or
  /// a successor of its own) runs, and come back when the last of them ends. A tab's flow
  /// always keeps the tab's screens.
  ///
  /// ```swift
  /// extension LoginFlow {  // a Coordinator<AppRoute, User>
  ///   func createAccountTapped() throws {
  ///     try handOff(to: RegisterFlow(), keepingScreens: true)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - successor: the flow that takes this flow's place; it must not have started.
  ///   - keepingScreens: whether this flow's screens stay below the successor's and belong to
  ///     it, so that back from the successor's first screen returns to them (Register over
  ///     Login). They stay the same screen objects — what the user typed stays, and the host
  ///     only shows the successor's new screens — and their ``FlowHandle``s reach the successor
  ///     from then on. What the screens resolved from this flow's scope before stays theirs;
  ///     this flow's flow-scoped services end with it. Without it, this flow's screens go
  ///     (a presented level starts empty for the successor).
  /// - Throws: ``NavigationError`` when this flow is not running or is the root flow, the
  ///   successor ran before, the successor's screens would be hidden under another flow's
  ///   presentation that stays (unless the hand-off is made inside
  ///   ``FlowCoordinator/behindPresentations(_:)``), or the place would go with this flow's
  ///   children (a tab a child's flow owns); nothing changes then.
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
    successor.ticket.onFinish { ticket.resolve($0) }
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

  override func deliverOutcome(_ cause: FinishCause) {
    if handedOff { return }
    if let madeTicket {
      madeTicket.resolve(outcome(for: cause))
    } else if deliveredCause == nil {
      deliveredCause = cause
    }
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
