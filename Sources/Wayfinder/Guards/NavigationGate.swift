/// Runs deep links and guarded intents through ordered `async` guards and applies them, each
/// as one plan.
///
/// A newer request supersedes one still waiting; a bad link fails with a ``DeepLinkError`` and
/// leaves the tree exactly as it was. See <doc:DeepLinksAndGuards#Guards>.
@MainActor
public final class NavigationGate<Route: NavigationRoute> {
  /// A guard: decides about a request, possibly after `await`ing.
  typealias Guard = @MainActor (NavigationRequest<Route>) async -> GuardDecision<Route>

  /// The navigator requests are applied to.
  public let navigator: Navigator<Route>
  /// The router that turns links into requests.
  public var router: DeepLinkRouter<Route>
  /// How many redirects one request may go through before it is refused.
  public var redirectLimit = 3
  private var guards: [Guard] = []
  private var generation = 0
  /// The generations of the requests the app cancelled that have not ended yet: they end as
  /// cancelled, not superseded.
  private var cancelledGenerations: Set<Int> = []
  private var readiness: [CheckedContinuation<Void, Never>] = []
  /// The generation of the request held for readiness, if the newest one is held.
  private var heldGeneration: Int?
  private var activeRedirect: FlowCoordinator<Route>?
  private var settledWaiters: [CheckedContinuation<Void, Never>] = []

  /// The flow the current request waits for — the Login a guard redirected to — or `nil`.
  ///
  /// Tests drive it as the user would, after ``settled()``. See
  /// <doc:DeepLinksAndGuards#Waiting-for-a-request-in-apps-and-tests>.
  public var redirectFlow: FlowCoordinator<Route>? { waiting?.flow }
  /// Where the request that waits for ``redirectFlow`` came from: which link waits decides
  /// where the sign-in leads (the navigation explorer tells such states apart by it).
  package var waitingOrigin: NavigationRequest<Route>.Origin? { waiting?.origin }
  /// The request waiting for a guard's flow: the flow, and where the request came from.
  private var waiting: (flow: FlowCoordinator<Route>, origin: NavigationRequest<Route>.Origin)?

  /// Whether a request is being checked by the guards now: it is neither applied nor ended,
  /// and waits neither for the gate to be ready (``isReady``) nor for a ``redirectFlow``.
  public private(set) var isChecking = false {
    didSet {
      guard !isChecking else { return }
      let waiting = settledWaiters
      settledWaiters = []
      for continuation in waiting { continuation.resume() }
    }
  }
  /// Ends the wait of a request waiting for a flow the gate did not start, when a newer one
  /// comes.
  private var interruptWait: (@MainActor () -> Void)?

  /// Whether requests are applied now; until then they wait.
  ///
  /// A gate is ready once its navigator has started — and, for a gate that
  /// ``waitsForMarkReady``, once ``markReady()`` was called.
  public var isReady: Bool {
    navigator.rootFlow.flowState != .idle && (markedReady || !waitsForMarkReady)
  }
  /// Whether requests wait for ``markReady()``, not only for the navigator to start.
  public let waitsForMarkReady: Bool
  private var markedReady = false

  /// Creates a gate.
  ///
  /// A request that comes before the navigator started (the link the app was launched with)
  /// waits for ``Navigator/start()``, and goes on once the root flow has started. The
  /// navigator's flows find the gate as ``Navigator/gate``.
  ///
  /// - Parameters:
  ///   - navigator: the navigator requests are applied to.
  ///   - router: the router that turns links into requests.
  ///   - waitsForMarkReady: whether requests also wait for ``markReady()``: for an app whose
  ///     root flow decides what to show after it started (a splash that awaits a session
  ///     check), so that a link is not applied to the splash.
  public init(
    navigator: Navigator<Route>, router: DeepLinkRouter<Route>, waitsForMarkReady: Bool = false
  ) {
    self.navigator = navigator
    self.router = router
    self.waitsForMarkReady = waitsForMarkReady
    navigator.gate = self
    if navigator.rootFlow.flowState == .idle {
      navigator.whenStarted { [weak self] in self?.releaseHeldRequests() }
    }
  }

  /// Adds a guard after the ones added before: it decides about each request, possibly after
  /// `await`ing.
  public func addGuard(
    _ check: @escaping @MainActor (NavigationRequest<Route>) async -> GuardDecision<Route>
  ) {
    guards.append(check)
  }

  /// Marks the app ready: the request held since the cold start goes on once the navigator has
  /// started (for a gate that does not ``waitsForMarkReady``, this changes nothing).
  public func markReady() {
    markedReady = true
    releaseHeldRequests()
  }

  /// Lets the requests held for readiness go on, if the gate is ready now.
  private func releaseHeldRequests() {
    guard isReady else { return }
    // The released request is checked from this turn on, before its task runs again: settled()
    // waits for it.
    if heldGeneration == generation { isChecking = true }
    heldGeneration = nil
    let waiting = readiness
    readiness = []
    for continuation in waiting { continuation.resume() }
  }

  /// Opens a deep link: checks it, runs the guards, and shows its target in one plan; then
  /// offers its action, if its pattern has one, to the running flows from the root down.
  ///
  /// A link that arrives before the gate is ready (``isReady``) waits, action and all, and so
  /// does one a guard redirects: its action is offered only once its tree is applied. An action
  /// no flow accepts, or whose flow throws, ends the request with
  /// ``NavigationOutcome/actionFailed(_:)``, its tree applied. Cancelling the task that awaits
  /// it drops it (``NavigationOutcome/cancelled``).
  public func open(_ link: String) async -> NavigationOutcome {
    switch request(opening: link) {
    case .success(let request): await submit(request)
    case .failure(let error): .failed(error)
    }
  }

  /// Opens a deep link in a new task, which it returns; the gate takes the link before this
  /// returns, so ``settled()`` waits for it.
  ///
  /// <!-- fragment -->
  /// ```swift
  /// .onOpenURL { url in gate.openInTask(url.absoluteString) }
  /// ```
  @discardableResult
  public func openInTask(_ link: String) -> Task<NavigationOutcome, Never> {
    switch request(opening: link) {
    case .success(let request): submitInTask(request)
    case .failure(let error): Task { .failed(error) }
    }
  }

  private func request(opening link: String) -> Result<NavigationRequest<Route>, DeepLinkError> {
    do {
      return .success(try router.request(for: link))
    } catch {
      navigator.logger.notice("refused link \(printable: link): \(error)")
      return .failure(error)
    }
  }

  /// Returns once no request is being checked: each one is applied or ended, or waits for the
  /// gate to be ready (``isReady``) or for its ``redirectFlow``, which the user (or the test)
  /// must finish.
  public func settled() async {
    guard isChecking else { return }
    await withCheckedContinuation { settledWaiters.append($0) }
  }

  /// Runs a request (a deep link's, or an intent's that must pass the guards) and applies it.
  ///
  /// A guard that redirects again to a flow that has just finished with a result ends the
  /// request as ``NavigationOutcome/rejected(_:)``: the flow did not change what the guard
  /// checks, and asking the user again would never end. Cancelling the task that awaits it
  /// drops it (``NavigationOutcome/cancelled``).
  public func submit(_ request: NavigationRequest<Route>) async -> NavigationOutcome {
    await process(request, generation: take())
  }

  /// Submits `request` in a new task, which it returns; the gate takes the request before this
  /// returns, so ``settled()`` waits for it.
  @discardableResult
  public func submitInTask(_ request: NavigationRequest<Route>) -> Task<NavigationOutcome, Never> {
    let mine = take()
    return Task { await process(request, generation: mine) }
  }

  /// Drops the request the gate holds — waiting for the gate to be ready, for a guard's
  /// redirect flow, or being checked — before it is applied: it ends as
  /// ``NavigationOutcome/cancelled``, and a redirect flow the gate started is cancelled.
  ///
  /// Call it when the user signs out: a link or a guarded request the signed-out user left
  /// waiting (a card's PIN behind a re-authentication) must not open for whoever signs in
  /// next. Cancelling the task of ``openInTask(_:)`` or ``submitInTask(_:)`` drops its request
  /// the same way. See <doc:DeepLinksAndGuards#Signing-out>.
  public func cancelPendingRequest() {
    cancel(generation)
  }

  /// Drops the request of generation `mine` if it is still the gate's.
  private func cancel(_ mine: Int) {
    guard mine == generation, isChecking || waiting != nil || !readiness.isEmpty else { return }
    cancelledGenerations.insert(mine)
    _ = take()
    isChecking = false
    let held = readiness
    readiness = []
    for continuation in held { continuation.resume() }
  }

  /// Takes a new request: the one before it is superseded (its redirect flow cancelled if the
  /// gate started it).
  private func take() -> Int {
    generation += 1
    activeRedirect?.cancel()
    activeRedirect = nil
    waiting = nil
    interruptWait?()
    interruptWait = nil
    isChecking = true
    return generation
  }

  /// How a request that is no longer the gate's ended.
  private func outcome(ofSuperseded mine: Int) -> NavigationOutcome {
    cancelledGenerations.remove(mine) == nil ? .superseded : .cancelled
  }

  /// Whether the task running request `mine` was cancelled: the request is dropped then, in
  /// the same turn, before anything of it is applied.
  private func isDropped(_ mine: Int) -> Bool {
    guard Task.isCancelled else { return false }
    cancel(mine)
    return true
  }

  private func process(_ request: NavigationRequest<Route>, generation mine: Int) async
    -> NavigationOutcome
  {
    await withTaskCancellationHandler {
      // Dropped or superseded before its task ran: it waits for nothing.
      guard mine == generation, !isDropped(mine) else { return outcome(ofSuperseded: mine) }
      if !isReady {
        isChecking = false
        heldGeneration = mine
        await withCheckedContinuation { readiness.append($0) }
        guard mine == generation else { return outcome(ofSuperseded: mine) }
      }
      isChecking = true
      let outcome = await check(request, generation: mine)
      if mine == generation { isChecking = false }
      return outcome
    } onCancel: {
      Task { @MainActor [weak self] in self?.cancel(mine) }
    }
  }

  /// Runs the guards over `request`, through their redirects, and applies it.
  private func check(_ request: NavigationRequest<Route>, generation mine: Int) async
    -> NavigationOutcome
  {
    var redirects = 0
    var lastSucceeded: String?
    checking: while true {
      for check in guards {
        let decision = await check(request)
        guard mine == generation else { return outcome(ofSuperseded: mine) }
        switch decision {
        case .allow:
          continue
        case .reject(let reason):
          return .rejected(reason)
        case .redirect(let redirect):
          if let again = lastSucceeded, again == redirect.name {
            let reason =
              "a guard redirected to \(again) again after it finished with a result: the guard "
              + "must see what \(again) changed (a signed-in session, say) before it is asked again"
            navigator.logger.warning("\(request.origin): \(printable: reason)")
            return .rejected(reason)
          }
          redirects += 1
          guard redirects <= redirectLimit else {
            return .rejected("the guards redirected \(redirectLimit) times")
          }
          let running: Redirect<Route>.RunningRedirect
          do {
            running = try navigator.transaction(cause: .guardRedirect(redirect.name)) {
              () throws(NavigationError) in
              // Journaled even when the redirect only waits for a flow already on screen.
              navigator.draft.forced = true
              return try redirect.run(navigator.rootFlow)
            }
          } catch {
            return .rejected("the redirect to \(redirect.name) could not start: \(error)")
          }
          activeRedirect = running.startedByGate ? running.flow : nil
          waiting = (running.flow, request.origin)
          isChecking = false
          // The request goes on as the flow ends, so settled() waits for it from that turn on.
          running.whenEnded { [weak self] in
            if let self, mine == generation { isChecking = true }
          }
          let ended = await waitForRedirect(running)
          guard mine == generation else { return outcome(ofSuperseded: mine) }
          isChecking = true
          activeRedirect = nil
          waiting = nil
          interruptWait = nil
          switch ended {
          case .finished?: lastSucceeded = redirect.name
          // Displaced before anyone answered (a session timeout switched the root): the guards
          // decide again, and may redirect to what displaced it.
          case .displaced?: lastSucceeded = nil
          case .declined?, nil: return .redirectCancelled
          }
          continue checking
        }
      }
      break
    }
    let cause: NavigationCause =
      switch request.origin {
      case .deepLink(let link): .deepLink(link)
      case .intent(let intent): .intent(intent)
      }
    guard !isDropped(mine) else { return outcome(ofSuperseded: mine) }
    do {
      let target = try request.target(from: navigator.tree)
      navigator.setTree(target, cause: cause)
    } catch {
      return .failed(error)
    }
    // After the tree is applied, in a transaction of its own: the flows it started run now, and
    // one of them may be the one that acts. One no flow takes is reported as unhandled; a
    // request a newer one superseded meanwhile (a flow the tree started opened a link) acts no
    // more.
    guard mine == generation else { return outcome(ofSuperseded: mine) }
    guard let action = request.action else { return .applied }
    switch navigator.offering(action, reportingUnhandled: true) {
    case .accepted: return .applied
    case .threw(let reason): return .actionFailed(reason)
    case .unhandled: return .actionFailed("no running flow accepted \(action)")
    }
  }

  /// Waits for the redirect's flow to finish; `nil` when a newer request interrupts the wait of
  /// a flow the gate did not start (a flow it started is cancelled instead, which ends the wait).
  private func waitForRedirect(_ running: Redirect<Route>.RunningRedirect) async
    -> Redirect<Route>.RedirectEnd?
  {
    guard !running.startedByGate else { return await running.ended() }
    return await withCheckedContinuation { continuation in
      let wait = ResumeOnce(continuation)
      interruptWait = { wait.resume(with: nil) }
      Task { @MainActor in wait.resume(with: await running.ended()) }
    }
  }
}

/// Resumes a continuation once, with whichever value comes first.
@MainActor
private final class ResumeOnce<Value: Sendable> {
  private var continuation: CheckedContinuation<Value, Never>?

  init(_ continuation: CheckedContinuation<Value, Never>) {
    self.continuation = continuation
  }

  func resume(with value: Value) {
    continuation?.resume(returning: value)
    continuation = nil
  }
}
