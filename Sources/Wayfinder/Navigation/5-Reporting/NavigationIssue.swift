/// Something wrong in how an app navigates that the navigator noticed: never silent.
///
/// Every issue goes to the log (as an error), to the journal (``NavigationEvent/issues``), to
/// ``Navigator/issues``, and to ``Navigator/onIssue``, which `WayfinderTesting`'s test host
/// sets so that a test fails unless it expects the issue.
public enum NavigationIssue: Hashable, Codable, Sendable, CustomStringConvertible {
  /// A flow's `start()` returned without showing anything: no route in its part, no child
  /// that shows one, no presentation.
  ///
  /// A presented flow that shows nothing is finished with ``FinishCause/removedByCode``
  /// (`finished` is `true`) so that no empty presentation reaches the screen; a pushed flow,
  /// a tab's or the root's keeps running (it may push once its data arrives), and is reported
  /// so that it is not finished later, unnoticed, by an unrelated change.
  case flowShowsNothing(flow: String, anchor: FlowAnchor, finished: Bool)
  /// Navigation failed inside a flow's `start()`, `handle(_:)`, task or outcome callback: the
  /// error (as text) that the flow threw `during` that call. The flow's other changes stay.
  case failed(flow: String, during: String, error: String)
  /// ``Navigator/restore(_:)`` was called before the root flow started, so no flow ran to own
  /// the restored screens and the root flow's `start()` would have shown its own over them. The
  /// tree was left as it was; launch with ``Navigator/start(restoring:)`` or
  /// ``Navigator/start(restoringFrom:with:)``.
  case restoredBeforeStart
  /// The stack at a path (a tab, a sidebar section, a level's stack) was left without a route
  /// while it is shown, so the user would see an empty screen; `flow` owns it.
  ///
  /// It is reported once, when the change that emptied it ends; a dialog's level, which has no
  /// routes, does not count, and a flow whose `start()` showed nothing is reported as
  /// ``flowShowsNothing(flow:anchor:finished:)`` instead. Finishing the flow of a tab bar's last
  /// tab leaves the root this way.
  case emptyStack(StackPath, flow: String)
  /// A declared flow showed a kind of route its ``FlowCoordinator/declaration`` does not list
  /// (reported only while ``Navigator/checksDeclarations`` is on, once per flow type and kind).
  case undeclaredRoute(flow: String, route: String)
  /// A declared flow started a flow, at a placement, that its ``FlowCoordinator/declaration``
  /// does not list (reported only while ``Navigator/checksDeclarations`` is on, once per flow
  /// type, started type and placement).
  case undeclaredStart(flow: String, started: String, placement: String)

  /// A text for people: logs, test failures.
  public var description: String { PrintableText.escaping(message) }

  private var message: String {
    switch self {
    case .flowShowsNothing(let flow, let anchor, let finished):
      // Reported when start() returns, and again whenever a change leaves a pushed flow with
      // no screen and no presentation (its sheet swiped away): the text fits both.
      let outcome =
        finished
        ? "It was finished so that no empty presentation appears."
        : "It keeps running: push its first screen in start() (or start it once it has one), "
          + "start it .presenting if it only presents, or finish it when its last screen goes."
      return "\(flow) at \(anchor) shows nothing: no screen of its own, nothing it presents. "
        + outcome
    case .failed(let flow, let during, let error):
      return "\(flow) failed during \(during): \(error)"
    case .restoredBeforeStart:
      return "restore(_:) was called before start(): nothing was restored, since no flow runs to "
        + "own the screens and start() would show its own over them. Launch with "
        + "start(restoring:) or start(restoringFrom:with:)."
    case .emptyStack(let path, let flow):
      return "The stack at \(path), which \(flow) owns, was left without a route: the user sees "
        + "an empty screen. Push its next screen before the last one leaves, or finish the flow "
        + "that shows it."
    case .undeclaredRoute(let flow, let route):
      return "\(flow) showed a \(route) route, which its declaration does not list: the flow "
        + "graph does not show it. Add it to the flow's declaration (shows:), or show it from "
        + "the flow that declares it."
    case .undeclaredStart(let flow, let started, let placement):
      return "\(flow) started \(started) at \(placement), which its declaration does not list: "
        + "the flow graph does not show it. Add .flow(\(started).self, \(placement)) to the "
        + "flow's declaration (starts:), or start it from the flow that declares it."
    }
  }
}

extension Navigator {
  /// Reports `issue`: the log, the journal, ``issues`` and ``onIssue``.
  func report(_ issue: NavigationIssue) {
    issues.append(issue)
    draft.issues.append(issue)
    logger.error("\(printable: issue)")
    onIssue?(issue)
  }

  /// Warns that `flow`, which `parent` adopted, finished with a result that no one was waiting
  /// for: the parent's code that handles it where it starts the flow never ran.
  ///
  /// A warning, not an issue: a parent may still read the flow's ticket later.
  func warnUnobservedResult(of flow: String, adoptedBy parent: String) {
    logger.warning(
      """
      \(printable: flow) finished with a result that no one was waiting for: \
      \(printable: parent) adopted it (re-created for restored or linked routes), so the code \
      where it starts the flow and handles the result never ran. Handle the outcome in \
      didAdopt(_:) too, with onFinish(of:).
      """)
  }

  /// Reports an error a flow threw out of one of its entry points.
  func reportFailure(of flow: FlowCoordinator<Route>, during call: String, _ error: any Error) {
    transaction { report(.failed(flow: flow.flowPath, during: call, error: "\(error)")) }
  }

  /// Runs one of `flow`'s entry points, reporting what it throws.
  ///
  /// The call's name is made only for a report: an intent passes every handler up to the one
  /// that takes it, and describing it for each would cost more than the handlers.
  @discardableResult
  func run<T>(
    _ flow: FlowCoordinator<Route>, _ call: @autoclosure () -> String, _ body: () throws -> T
  ) -> T? {
    do {
      return try body()
    } catch {
      reportFailure(of: flow, during: call(), error)
      return nil
    }
  }

  /// Reports a flow whose `start()` showed nothing, and finishes it when it is presented (or
  /// started ``FlowPlacement/presenting``, which shows nothing but what it presents).
  func checkShowsSomething(_ flow: FlowCoordinator<Route>) {
    guard flow.isRunning, !showsSomething(flow) else { return }
    let presented =
      if case .container(let level) = flow.anchor, level >= 1 { true } else {
        flow.record.presentsOnly
      }
    report(.flowShowsNothing(flow: flow.flowPath, anchor: flow.anchor, finished: presented))
    if presented { finish(flow, cause: .removedByCode) }
  }

  /// Settles the flows that lost something they showed in the transaction now ending.
  ///
  /// Of those that show nothing any more, a ``FlowPlacement/presenting`` flow finishes (as its
  /// last presentation closed: dismissed by the user, or by code); a pushed flow left with no
  /// screen and no presentation is reported, as at its start. Flows of a section or a level need no check:
  /// an empty section is reported as an empty stack, an empty level closes.
  ///
  /// It runs while the transaction's changes are flushed: the flows end in commits of that
  /// change (one per cause), recorded by the journal with its cause, not in transactions of
  /// their own.
  func settleFlowsShowingNothing() {
    while !lostShows.isEmpty {
      let lost = lostShows
      lostShows = []
      var seen = FlowIDSet()
      var ending: [(id: FlowID, cause: FinishCause)] = []
      for (id, cause) in lost where !seen.contains(id) {
        seen.insert(id)
        guard let record = records[id], record.isRunning, case .run = record.place else {
          continue
        }
        let flow = FlowCoordinator<Route>.coordinator(of: record)
        guard !showsSomething(flow) else { continue }
        if record.presentsOnly {
          let byUser = cause == .userDismissed || cause == .userWentBack
          ending.append((id, byUser ? .userDismissed : .removedByCode))
        } else {
          report(.flowShowsNothing(flow: flow.flowPath, anchor: flow.anchor, finished: false))
        }
      }
      for cause in [FinishCause.userDismissed, .removedByCode] {
        let ids = ending.filter { $0.cause == cause }.map(\.id)
        if !ids.isEmpty {
          commit(makeEdit(), cause: .removedByCode, finishing: ids, endingWith: cause)
        }
      }
    }
  }

  private func showsSomething(_ flow: FlowCoordinator<Route>) -> Bool {
    // A level the flow presented shows something of it (its own level does not count).
    if let id = flow.flowID,
      map.presentationLevels.contains(where: {
        map.presenter(ofLevel: $0) == id && $0 != flow.place.level
      })
    {
      return true
    }
    switch flow.anchor {
    case .app:
      return true
    case .container(let level):
      guard let container = try? tree.container(at: level) else { return false }
      return container.allStacks.contains { !$0.stack.isEmpty }
    case .section(let id, let level):
      return !((try? tree.stack(at: StackPath(level: level, section: id)))?.isEmpty ?? true)
    case .run(let path, let base):
      if ((try? kernel.count(storedTree, path)) ?? 0) > base { return true }
      // A flow that presents a child flow shows what the child shows.
      return flow.record.childRecords.contains { child in
        child.isRunning && showsSomething(FlowCoordinator<Route>.coordinator(of: child))
      }
    }
  }
}
