/// What a screen or view model holds of its flow: a way to send intents, nothing more.
///
/// The handle refers to the coordinator weakly, so a screen that outlives its flow keeps
/// nothing alive; its intents are then reported as unhandled. When the flow hands its place
/// over keeping its screens (``Coordinator/handOff(to:keepingScreens:)``), the handle reaches
/// the successor from then on: the screens are the successor's now.
///
/// ```swift
/// @MainActor final class LibraryViewModel {
///   let flow: FlowHandle<AppRoute>
///   init(flow: FlowHandle<AppRoute>) { self.flow = flow }
///   func tapped(bookID: Int) { flow.send(LibraryIntent.openBook(id: bookID)) }
/// }
/// ```
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
  public var isActive: Bool { current != nil }

  /// The flow's dependency scope, to resolve the screen's view model and use cases; `nil` once
  /// the flow is gone.
  public var dependencies: DependencyContainer? { current?.dependencies }

  /// The flow's path from the root flow, as text, for logs and test failures.
  public var flowPath: String { current?.flowPath ?? flowName }

  /// The identity of the flow (of its successor, once it handed its screens over); `nil` once
  /// it is gone.
  public var flowID: FlowID? { current?.flowID ?? flow?.flowID }

  /// Sends an intent to the flow; it travels up to the parents until one handles it.
  public func send(_ intent: any NavigationIntent) {
    guard let flow = current else {
      navigator?.reportUnhandled(intent, from: flowName)
      return
    }
    navigator?.dispatch(intent, from: flow)
  }
}
