import Wayfinder
import WayfinderHosting

/// What the inspector knows of a running app, and what it does for viewers: it keeps the
/// journal's history, streams each change to every viewer, and carries out their commands.
///
/// It never blocks the app: each journal event costs an append to the history while no viewer
/// is connected; with viewers, the event is written once and handed to each viewer's bounded
/// buffer, which drops the oldest messages of a viewer that reads slowly and counts them
/// (`dropped` in every streamed message: the drops for that viewer so far).
///
/// The plan is watched from the first viewer on, not before: the navigator builds each plan
/// change's progress (and keeps the steps done) for whoever watches it, which alone made a
/// transaction cost about 10 % more with no viewer ever connected. So the first viewer sees the
/// plan in flight (steps performing and waiting) without the steps done before it connected.
///
/// The server makes one per navigator, on the main actor:
///
/// ```swift
/// let model = InspectorModel(navigator: navigator, options: InspectorOptions(restoration: r))
/// let feed = await model.subscribe(capacity: 256)   // hello, then events as they come
/// let reply = await model.reply(to: #"{"version":1,"id":"1","type":"state"}"#)
/// ```
@MainActor
final class InspectorModel<Route: NavigationRoute>: InspectorEndpoint {
  /// The navigator watched.
  let navigator: Navigator<Route>
  let options: InspectorOptions<Route>
  /// The events kept, oldest first.
  private(set) var history: EventHistory<Route>
  let redact: Redaction<Route>

  private var feeds: [Int: ViewerFeed] = [:]
  private var nextFeed = 0
  /// The leaks found since the inspector started, oldest first.
  private(set) var leaks: [LeakPayload] = []
  private var reportedLeaks: Set<Leak> = []
  /// When the next leak check is due; `nil` when none is pending.
  private var leakCheckDue: ContinuousClock.Instant?

  /// The number of viewers connected.
  var feedCount: Int { feeds.count }

  /// Starts watching `navigator`: every journal event from now on is kept and streamed, and
  /// its leak watcher watches (it does not in release builds until something checks leaks).
  init(navigator: Navigator<Route>, options: InspectorOptions<Route>) {
    self.navigator = navigator
    self.options = options
    var history = EventHistory<Route>(limit: options.historyLimit)
    // The replayed bundle's steps come first, numbered up to 0: this launch's start at 1.
    let journal = options.replaying?.journal ?? []
    let offset = journal.last?.sequence ?? 0
    for var event in journal {
      event.sequence -= offset
      history.append(event)
    }
    self.history = history
    self.redact = Redaction(redact: options.redact)
    navigator.journal.onEvent { [weak self] event in self?.record(event) }
    navigator.leakWatcher.isEnabled = true
  }

  /// The watch of the navigator's plan, while a viewer is connected: only a viewer shows the
  /// plan, and watching it costs every transaction a copy of its progress.
  private var planWatch: NavigationWatch?

  /// Watches the navigator's plan, once, from the first viewer on.
  private func watchPlan() {
    guard planWatch == nil else { return }
    planWatch = navigator.onPlanChange { [weak self] progress in self?.planChanged(progress) }
  }

  /// Forgets a viewer's feed; when it was the last, stops watching the plan.
  private func forgetViewerFeed(_ key: Int) {
    feeds[key] = nil
    guard feeds.isEmpty else { return }
    planWatch?.cancel()
    planWatch = nil
  }

  // MARK: Feeds

  func subscribe(capacity: Int) -> AsyncStream<String> {
    watchPlan()
    let (stream, continuation) = AsyncStream.makeStream(
      of: String.self, bufferingPolicy: .bufferingNewest(max(1, capacity)))
    let key = nextFeed
    nextFeed += 1
    var feed = ViewerFeed(continuation: continuation)
    if let hello = try? InspectorProtocol.text(of: InspectorMessage.hello(state())) {
      continuation.yield(Self.stamp(hello, dropped: 0))
    } else {
      feed.dropped = 1
    }
    feeds[key] = feed
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.forgetViewerFeed(key) }
    }
    scheduleLeakCheck()
    return stream
  }

  /// Adds the viewer's count of dropped messages to a message: as its first member, where the
  /// sorted keys put it.
  private static func stamp(_ body: String, dropped: Int) -> String {
    "{\"dropped\":\(dropped)," + body.dropFirst()
  }

  private func send(_ message: InspectorMessage<Route>) {
    guard !feeds.isEmpty else { return }
    // A message that cannot be written (a route whose encoding throws) counts as dropped.
    let body = try? InspectorProtocol.text(of: message)
    for (key, var feed) in feeds {
      guard let body else {
        feed.dropped += 1
        feeds[key] = feed
        continue
      }
      switch feed.continuation.yield(Self.stamp(body, dropped: feed.dropped)) {
      case .enqueued: continue
      case .dropped:
        feed.dropped += 1
        feeds[key] = feed
      case .terminated:
        feeds[key] = nil
      @unknown default:
        continue
      }
    }
  }

  private func record(_ event: NavigationEvent<Route>) {
    history.append(event)
    guard !feeds.isEmpty else { return }
    send(.event(EventPayload(event, redact: redact.callAsFunction), flows: flowPayloads()))
    scheduleLeakCheck()
  }

  private func planChanged(_ progress: PlanProgress<Route>) {
    guard !feeds.isEmpty else { return }
    send(.plan(planPayload(progress)))
  }

  // MARK: Leaks

  /// Checks for leaks once no change came for the navigator's `Navigator.leakWarningDelay`:
  /// a flow that just finished may still be held a moment by the code that awaited it.
  private func scheduleLeakCheck() {
    let wasPending = leakCheckDue != nil
    leakCheckDue = .now + navigator.leakWarningDelay
    guard !wasPending else { return }
    Task { @MainActor [weak self] in
      while let due = self?.leakCheckDue, ContinuousClock.now < due {
        try? await Task.sleep(until: due, clock: .continuous)
      }
      await self?.navigator.waitForFinishedTasks()
      self?.checkLeaks()
    }
  }

  private func checkLeaks() {
    leakCheckDue = nil
    var found: [LeakPayload] = []
    for leak in navigator.leakWatcher.leaks() where !reportedLeaks.contains(leak) {
      reportedLeaks.insert(leak)
      found.append(LeakPayload(kind: leak.kind.rawValue, label: leak.label))
    }
    guard !found.isEmpty else { return }
    leaks += found
    send(.leak(found))
  }

  // MARK: State

  /// The whole state, as `hello` and the `state` command carry it.
  func state() -> StatePayload<Route> {
    StatePayload(
      tree: redact(navigator.tree), flows: flowPayloads(),
      plan: planPayload(navigator.planProgress),
      history: history.events.map { EventPayload($0, redact: redact.callAsFunction) },
      issues: navigator.issues.map(\.description), leaks: leaks, historyLimit: history.limit)
  }

  /// The running flows, the root flow first, each with the screens it owns.
  func flowPayloads() -> [FlowPayload<Route>] {
    let tree = navigator.tree
    var screens: [ObjectIdentifier: [FlowPayload<Route>.Screen]] = [:]
    for path in tree.allStackPaths {
      guard let stack = try? tree.stack(at: path) else { continue }
      for (index, route) in stack.enumerated() {
        let owner = navigator.flow(owningRouteAt: index, in: path)
        screens[ObjectIdentifier(owner), default: []].append(
          FlowPayload.Screen(
            level: path.level, section: path.section?.rawValue, index: index,
            route: redact(route)))
      }
    }
    var payloads = navigator.runningFlows.map { flow in
      FlowPayload(
        id: flow.flowID?.rawValue ?? 0, name: flow.flowName, path: flow.flowPath,
        parent: flow.parent?.flowID?.rawValue, anchor: AnchorPayload(flow.anchor),
        screens: screens[ObjectIdentifier(flow)] ?? [])
    }
    // Kept flows, each with the flows kept on its level, parents first.
    var waiting = Array(navigator.keptFlows.reversed())
    while let flow = waiting.popLast() {
      payloads.append(
        FlowPayload(
          id: flow.flowID?.rawValue ?? 0, name: flow.flowName, path: flow.flowPath,
          parent: flow.parent?.flowID?.rawValue, anchor: AnchorPayload(flow.anchor), screens: [],
          kept: true))
      waiting.append(
        contentsOf: flow.keptChildren.reversed().filter { kept in
          !navigator.keptFlows.contains { $0 === kept }
        })
    }
    return payloads
  }

  private func planPayload(_ progress: PlanProgress<Route>) -> PlanPayload<Route> {
    PlanPayload(
      steps: progress.steps.map { entry in
        let step = redact(entry.step)
        return StepPayload(state: entry.state, text: step.description, step: step)
      })
  }
}

/// A viewer's feed, and how many of its messages were dropped so far.
///
/// Outside the generic model, so that the model's check for viewers after every change looks
/// up no generic type's metadata.
private struct ViewerFeed {
  let continuation: AsyncStream<String>.Continuation
  var dropped = 0
}
