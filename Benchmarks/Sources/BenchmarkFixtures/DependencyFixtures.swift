import Wayfinder

// The dependency graph of seed 003 (view model ← use case ← repository) and a flow with one
// flow-scoped service: what the dependency benchmarks measure and PlanStats profiles.

/// The graph's repository.
public final class Repository: Sendable {
  /// Creates a repository.
  public init() {}
}

/// The graph's use case.
public final class UseCase: Sendable {
  /// What the use case reads from.
  public let repository: Repository
  /// Creates the use case on `repository`.
  public init(repository: Repository) { self.repository = repository }
}

/// The graph's view model.
public final class ViewModel: Sendable {
  /// What the view model calls.
  public let useCase: UseCase
  /// Creates the view model on `useCase`.
  public init(useCase: UseCase) { self.useCase = useCase }
}

/// A service made once per flow.
public final class FlowService: Sendable {
  /// Creates the service.
  public init() {}
}

/// The graph registered in a new container, the repository in `repositoryScope`, and the flow
/// service in the flow scope.
public func wayfinderGraph(repositoryScope: DependencyScope) -> DependencyContainer {
  let container = DependencyContainer(name: "app")
  container.register(Repository.self, scope: repositoryScope) { _ in Repository() }
  container.register(UseCase.self) { r in UseCase(repository: try r.resolve()) }
  container.register(ViewModel.self) { r in ViewModel(useCase: try r.resolve()) }
  container.register(FlowService.self, scope: .flow) { _ in FlowService() }
  return container
}

/// A flow that resolves one flow-scoped service and shows its screen when it starts.
///
/// It shows a screen because a flow that shows nothing is reported as a navigation issue (and
/// logged), which is not the life being measured.
@MainActor
public final class ServiceFlow: Coordinator<Int, Void> {
  override public func start() throws {
    _ = try dependencies.resolve(FlowService.self)
    try push(1)
  }
}

/// A root flow that shows nothing of its own.
@MainActor
public final class HostlessRoot: FlowCoordinator<Int> {}

/// One flow's whole life through a navigator: started (its scope made, its service resolved)
/// and finished (its scope ended, the flow detached).
@MainActor
public func flowLifecycle() -> @MainActor () -> Void {
  let root = HostlessRoot()
  let navigator = Navigator(
    root: root, tree: NavigationTree(0), dependencies: wayfinderGraph(repositoryScope: .transient))
  navigator.warnsAboutLeaks = false
  navigator.start()
  return {
    // The closure keeps the navigator: the root flow holds it only weakly. (Before it did,
    // every start failed quietly and the benchmark measured nothing.)
    let flow = ServiceFlow()
    do {
      try root.start(flow, .push)
    } catch {
      preconditionFailure("the measured flow did not start (\(error)) on \(navigator)")
    }
    flow.finish()
  }
}
