/// What a screen or view model holds of its flow: a way to send intents, nothing more.
///
/// The handle refers to the coordinator weakly, so a screen that outlives its flow keeps
/// nothing alive; its intents are then reported as unhandled.
///
/// ```swift
/// final class LibraryViewModel {
///   let flow: FlowHandle<AppRoute>
///   init(flow: FlowHandle<AppRoute>) { self.flow = flow }
///   func tapped(bookID: Int) { flow.send(LibraryIntent.openBook(id: bookID)) }
/// }
/// ```
@MainActor
public struct FlowHandle<Route: NavigationRoute> {
  private weak var flow: FlowCoordinator<Route>?
  private weak var navigator: Navigator<Route>?
  private let flowName: String

  init(_ flow: FlowCoordinator<Route>) {
    self.flow = flow
    self.navigator = flow.navigator
    self.flowName = flow.flowPath
  }

  /// Whether the flow is still running.
  public var isActive: Bool { flow?.isRunning ?? false }

  /// The flow's dependency scope, to resolve the screen's view model and use cases; `nil` once
  /// the flow is gone.
  public var dependencies: DependencyContainer? {
    guard let flow, flow.isRunning else { return nil }
    return flow.dependencies
  }

  /// The flow's path from the root flow, as text, for logs and test failures.
  public var flowPath: String { flowName }

  /// The identity of the flow, `nil` once it is gone.
  public var flowID: FlowID? { flow?.flowID }

  /// Sends an intent to the flow; it travels up to the parents until one handles it.
  public func send(_ intent: any NavigationIntent) {
    guard let flow, flow.isRunning else {
      navigator?.reportUnhandled(intent, from: flowName)
      return
    }
    navigator?.dispatch(intent, from: flow)
  }
}
