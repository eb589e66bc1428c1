import LoginSample
import Testing
import Wayfinder
import WayfinderGraph

/// The login sample's declared graph: Login and Main, each as the root.
@MainActor
@Suite struct LoginFlowGraphTests {
  @Test func theRootReachesLoginAndMain() throws {
    let graph = FlowGraph(
      root: LoginAppCoordinator.self,
      routes: [.login, .main(User(email: "ann@example.com", name: "Ann"))])
    try graph.checkReachability()
    #expect(
      graph.edges == [
        .init(
          from: .flow("LoginAppCoordinator"), to: .flow("LoginCoordinator<LoginRoute>"),
          relation: .starts(.root)),
        .init(
          from: .flow("LoginAppCoordinator"), to: .flow("MainCoordinator"),
          relation: .starts(.root)),
        .init(from: .flow("LoginCoordinator<LoginRoute>"), to: .route("login"), relation: .shows),
        .init(from: .flow("MainCoordinator"), to: .route("main"), relation: .shows),
      ])
  }
}
