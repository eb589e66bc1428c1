/// A change asked for from outside the flows (a deep link) or by an intent, waiting for guards.
public struct NavigationRequest<Route: NavigationRoute>: Sendable {
  /// Where the request came from.
  public enum Origin: Hashable, Sendable, CustomStringConvertible {
    /// A deep link, as text.
    case deepLink(String)
    /// An intent, described.
    case intent(String)

    /// A text for people: logs, test failures, error messages.
    public var description: String { PrintableText.escaping(message) }

    private var message: String {
      switch self {
      case .deepLink(let link): "link \(link)"
      case .intent(let intent): "intent \(intent)"
      }
    }
  }

  /// Where the request came from.
  public let origin: Origin
  /// For a deep link, how it matched: the pattern (``DeepLinkMatch/template``) and its values.
  ///
  /// A guard decides by pattern, not by the link's text. See <doc:DeepLinksAndGuards#Guards>.
  public let match: DeepLinkMatch?
  /// What the request asks a flow to do once its target is applied — a link's action
  /// (``DeepLinkRouter/register(_:handler:action:reverse:)``) — offered to the running flows
  /// from the root down (``Navigator/offer(_:reportingUnhandled:)``); `nil` for a request that only navigates.
  public let action: (any NavigationIntent)?
  /// Builds the target tree from the tree current when the request is applied.
  let makeTarget: @Sendable (NavigationTree<Route>) throws -> NavigationTree<Route>

  /// Creates a request whose target `makeTarget` builds from the current tree.
  ///
  /// An intent that must pass the same guards as a link is submitted as a request. See
  /// <doc:DeepLinksAndGuards#Guards>.
  ///
  /// - Parameters:
  ///   - origin: where it came from.
  ///   - match: for a deep link, how it matched.
  ///   - action: what to ask a flow to do once the target is applied; `nil` to only navigate.
  ///   - makeTarget: builds the target from the tree current when the request is applied. A
  ///     ``NavigationError`` it throws is reported as ``DeepLinkError/navigation(_:)``, an app's
  ///     error as ``DeepLinkError/unresolvable(_:)``; the tree is left as it was. Without it the
  ///     tree stays as it is: a request that only acts, once the guards let it through.
  public init(
    origin: Origin, match: DeepLinkMatch? = nil, action: (any NavigationIntent)? = nil,
    target makeTarget: @escaping @Sendable (NavigationTree<Route>) throws -> NavigationTree<Route> =
      { $0 }
  ) {
    self.origin = origin
    self.match = match
    self.action = action
    self.makeTarget = makeTarget
  }

  /// The tree the request leads to from `tree`.
  ///
  /// - Throws: ``DeepLinkError``: the target's own, or its ``NavigationError`` as
  ///   ``DeepLinkError/navigation(_:)``.
  public func target(from tree: NavigationTree<Route>) throws(DeepLinkError)
    -> NavigationTree<Route>
  {
    try DeepLinkError.building { try makeTarget(tree) }
  }
}

/// What a guard says about a request.
@MainActor
public enum GuardDecision<Route: NavigationRoute> {
  /// Let it through to the next guard.
  case allow
  /// Refuse it, for the reason given.
  case reject(String)
  /// Run a flow first (Login), then check the request again if the flow finished with a result;
  /// drop it if the flow was cancelled.
  case redirect(Redirect<Route>)
}

/// A flow a guard sends the user through before a request may go on.
@MainActor
public struct Redirect<Route: NavigationRoute> {
  let name: String
  let run: @MainActor (FlowCoordinator<Route>) throws(NavigationError) -> RunningRedirect

  struct RunningRedirect {
    /// The flow the request waits for.
    let flow: FlowCoordinator<Route>
    /// Whether the gate started it, so that a newer request cancels it; a flow it only waits
    /// for is left running.
    let startedByGate: Bool
    let ended: @MainActor () async -> RedirectEnd
    /// Calls its argument as the flow finishes, in the same turn.
    let whenEnded: @MainActor (@escaping @MainActor () -> Void) -> Void

    /// Waits for `flow` to finish: with a result, declined, or displaced by other navigation.
    @MainActor
    init<Result>(_ flow: Coordinator<Route, Result>, startedByGate: Bool) {
      let ticket = flow.ticket
      self.flow = flow
      self.startedByGate = startedByGate
      self.ended = { RedirectEnd(await ticket.wait().cause) }
      self.whenEnded = { body in ticket.onFinish { _ in body() } }
    }
  }

  /// How a redirect's flow ended, for the request that waits for it.
  enum RedirectEnd {
    /// With a result: the guards are asked again, and may let the request through.
    case finished
    /// Without one, by the user or the flow itself (a swipe, a back, `cancel()`), or with its
    /// window: the request is dropped.
    case declined
    /// Displaced by other navigation — replaced (a root switch, a tree set over it) or ended
    /// with its parent — before anyone answered: the guards are asked again.
    case displaced

    init(_ cause: FinishCause) {
      switch cause {
      case .completed: self = .finished
      case .replaced, .parentFinished: self = .displaced
      case .cancelled, .userWentBack, .userDismissed, .removedByCode, .sectionRemoved,
        .windowClosed:
        self = .declined
      }
    }
  }

  /// Starts `flow` at `placement` under the root flow; the request resumes when it finishes
  /// with a result.
  ///
  /// The root flow adopts it: its ``FlowCoordinator/didAdopt(_:)`` gets the flow, so the app
  /// handles its result as it would its own (``FlowCoordinator/onFinish(of:_:)``) — a signed-in
  /// user leaves Login for Main whichever code showed the form.
  ///
  /// When a flow of the same type is running already — the login form the user is looking at —
  /// the gate waits for that one instead (see ``waiting(for:)``): the user finishes one form,
  /// and the app's own flow is never replaced by the gate's.
  public static func to<Result>(
    _ flow: Coordinator<Route, Result>, _ placement: FlowPlacement = .present(.sheet)
  ) -> Redirect {
    Redirect(name: flow.flowName) { (root) throws(NavigationError) in
      if let running = root.navigator?.runningFlow(sameTypeAs: flow) {
        return RunningRedirect(running, startedByGate: false)
      }
      try root.start(flow, placement)
      root.navigator?.run(root, "didAdopt(_:)") { try root.didAdopt(flow) }
      return RunningRedirect(flow, startedByGate: true)
    }
  }

  /// Waits for `flow`, which is already running — the login form the user is looking at —
  /// instead of starting another; the request resumes when it finishes with a result.
  ///
  /// The gate did not start the flow, so a newer request does not cancel it: the newer request
  /// waits for the same flow. See <doc:DeepLinksAndGuards#Guards>.
  ///
  /// - Throws: when the gate runs it, ``NavigationError/flowNotRunning(_:)`` if `flow` has
  ///   not started; a flow that has already finished resumes or drops the request at once.
  public static func waiting<Result>(for flow: Coordinator<Route, Result>) -> Redirect {
    Redirect(name: flow.flowName) { (_) throws(NavigationError) in
      guard flow.flowState != .idle else { throw .flowNotRunning(flow.flowName) }
      return RunningRedirect(flow, startedByGate: false)
    }
  }
}

/// How a request ended.
public enum NavigationOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The target is shown, and its action, if it has one, was taken by a flow.
  case applied
  /// The target is shown, but its action was not done: no running flow accepted it, or the
  /// flow that took it threw. The reason says which; the tree stays applied, so the user sees
  /// the place the link asked for, and the app says what could not be done there.
  case actionFailed(String)
  /// A guard refused it, for the reason given.
  case rejected(String)
  /// A guard's redirect flow ended without a result — the user or the flow declined — so the
  /// request was dropped. A redirect flow that other navigation displaced (replaced, or ended
  /// with its parent) is no answer: the guards are asked again.
  case redirectCancelled
  /// A newer request came before this one was applied.
  case superseded
  /// The app dropped it before it was applied: ``NavigationGate/cancelPendingRequest()``, or
  /// the task it ran in was cancelled.
  case cancelled
  /// The link or its target was invalid; nothing changed.
  case failed(DeepLinkError)

  /// A text for people: logs, test failures, error messages.
  public var description: String { PrintableText.escaping(message) }

  private var message: String {
    switch self {
    case .applied: "applied"
    case .actionFailed(let reason): "applied, but its action failed: \(reason)"
    case .rejected(let reason): "rejected: \(reason)"
    case .redirectCancelled: "dropped: the redirect flow was cancelled"
    case .superseded: "superseded by a newer request"
    case .cancelled: "cancelled by the app"
    case .failed(let error): "failed: \(error)"
    }
  }
}
