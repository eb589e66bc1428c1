/// What a screen or view model holds of its flow: a way to send intents, nothing more.
///
/// It refers to the coordinator weakly: a screen that outlives its flow keeps nothing alive,
/// and its intents are reported as unhandled. After a hand-off that keeps the screens it reaches
/// the successor. See <doc:GettingStarted#Give-screens-a-handle-not-the-coordinator>.
@MainActor
public struct FlowHandle<Route: NavigationRoute> {
  private weak var flow: FlowCoordinator<Route>?
  private weak var navigator: Navigator<Route>?
  private let id: FlowID?
  private let flowName: String

  init(_ flow: FlowCoordinator<Route>) {
    self.flow = flow
    self.navigator = flow.navigator
    self.id = flow.flowID
    self.flowName = flow.flowPath
  }

  /// The running flow the screen belongs to: the handle's own, or the one it handed its
  /// screens to.
  private var current: FlowCoordinator<Route>? {
    if let flow, flow.isRunning { return flow }
    guard let id, let navigator else { return nil }
    return navigator.heir(ofScreensOf: id)
  }

  /// Whether the flow, or the flow it handed its screens to, is running.
  package var isActive: Bool { current != nil }

  /// Whether the flow is kept (dismissed without finishing, ``FlowCoordinator/State/kept``):
  /// its screens wait with it for its parent to present it again.
  package var isKept: Bool { flow?.flowState == .kept }

  /// Whether the flow, or a flow it runs under, keeps when its presentation is dismissed
  /// (``FlowCoordinator/keepsWhenDismissed``): a dismissal may keep its screens.
  package var mayKeep: Bool {
    var flow = current
    while let running = flow {
      if running.keepsWhenDismissed { return true }
      flow = running.parent
    }
    return false
  }

  /// The level the flow's part of the tree is on — for a kept flow, the one it was on; `nil`
  /// once the flow is gone.
  package var anchorLevel: Int? { (current ?? flow)?.anchor.level }

  /// How many times the handle's own flow was kept (``FlowCoordinator/State/kept``).
  package var timesKept: Int { flow?.record.timesKept ?? 0 }

  /// The flow's dependency scope, to resolve the screen's view model and use cases; `nil` once
  /// the flow is gone.
  public var dependencies: DependencyContainer? { current?.dependencies }

  /// The path from the root flow of the flow that intents reach now — the handle's own, or the
  /// flow it handed its screens to — as text (`"App › Tabs › Library"`), for logs and for a test
  /// that checks which flow owns a screen; the last name it had once the flow is gone.
  ///
  /// ```swift
  /// #expect(navigator.handle(forRouteAt: 1, in: .root).flowPath == "App › Search")
  /// ```
  public var flowPath: String { current?.flowPath ?? flowName }

  /// The identity of the flow (of its successor, once it handed its screens over); `nil` once
  /// it is gone.
  package var flowID: FlowID? { current?.flowID ?? flow?.flowID }

  /// Sends an intent to the flow; it travels up to the parents until one handles it.
  public func send(_ intent: any NavigationIntent) {
    guard let flow = current else {
      navigator?.reportUnhandled(intent, from: flowName)
      return
    }
    navigator?.dispatch(intent, from: flow)
  }
}
