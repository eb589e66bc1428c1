import Testing
import Wayfinder
import WayfinderTesting

// What happens to an app from outside its screens — it goes to the background and locks — is
// a move the launch names, tried in every state like the user's.

enum LockRoute: Hashable, Codable, Sendable {
  case home, account, lock
}

enum LockIntent: NavigationIntent, Equatable {
  case openAccount, unlock
}

/// Home, an account pushed from it, and a lock screen the app presents over whatever shows.
final class LockAppFlow: FlowCoordinator<LockRoute> {
  let unlocks: Bool
  init(unlocks: Bool) { self.unlocks = unlocks }

  override func start() throws { try setStack([.home]) }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    switch intent as? LockIntent {
    case .openAccount?: try push(.account)
    case .unlock? where unlocks: try dismiss(toLevel: 0)
    default: return false
    }
    return true
  }

  /// The app went to the background long enough: locked, over whatever shows.
  func lock() {
    guard navigator?.tree.presentations.isEmpty == true else { return }
    try? present(.fullScreen(.lock))
  }
}

@MainActor
@Suite struct ExplorerEventTests {
  func explorer(unlocks: Bool) -> NavigationExplorer<LockRoute> {
    let model = ExplorationModel<LockRoute>(actions: { route, _ in
      switch route {
      case .home: [ExplorationAction("openAccount", LockIntent.openAccount)]
      case .lock: [ExplorationAction("unlock", LockIntent.unlock)]
      case .account: []
      }
    })
    var options = NavigationExplorer<LockRoute>.Options()
    options.maxDepth = 4
    return NavigationExplorer(model: model, options: options) { _ in
      let app = LockAppFlow(unlocks: unlocks)
      let navigator = Navigator(root: app, logger: quietLogger)
      return ExplorationLaunch(
        navigator: navigator, events: [ExplorationEvent("lock") { app.lock() }])
    }
  }

  @Test func anEventIsTriedInEveryStateAndItsStatesAreChecked() async throws {
    let report = await explorer(unlocks: true).explore()
    #expect(report.violations.isEmpty, "\(report.summary)")
    let locks = report.edges.filter { $0.move == .event("lock") }
    // From home and from the account, each to its own locked state.
    #expect(Set(locks.map(\.from)).count >= 2, "\(report.edges)")
    #expect(report.nodes.filter { $0.visible == "lock" }.count >= 2)
  }

  @Test func aLockWithNoWayOutIsFoundWithTheEventInItsTrace() async throws {
    let explorer = explorer(unlocks: false)
    let report = await explorer.explore()
    let found = try #require(
      report.violations.first { $0.property == ExplorationCheck.noDeadEnd.rawValue },
      "\(report.summary)")
    #expect(found.trace == [.event("lock")])
    #expect(ExplorationMove.event("lock").description == "event lock")
    // A trace with the event replays: the locked state is reached again.
    let state = try await explorer.walk(found.trace)
    #expect(state.navigator.tree.presentations.last?.container.visibleStack.routes == [.lock])
  }
}

/// A launch the explorer lets go of stops its flows' tasks: none runs on into a later launch (a
/// sign-in finishing there would sign the next launch in).
@MainActor
@Suite struct ExplorerLetGoTests {
  /// What outlives every launch, as a session store does.
  final class World {
    /// Set once the exploration is over: a task still waiting then outlived its launch.
    var explored = false
    var tasksThatRanOn = 0
  }

  /// Home, whose flow starts a slow task that writes to the world when it ends.
  final class SlowAppFlow: FlowCoordinator<LockRoute> {
    let world: World
    init(world: World) { self.world = world }

    override func start() throws {
      try setStack([.home])
      task { [world] in
        while !world.explored { try await Task.sleep(for: .milliseconds(5)) }
        world.tasksThatRanOn += 1
      }
    }

    override func handle(_ intent: any NavigationIntent) throws -> Bool {
      guard intent as? LockIntent == .openAccount else { return false }
      try push(.account)
      return true
    }
  }

  @Test func aTaskStartedAfterTheLaunchWasLetGoDoesNotRun() async throws {
    let world = World()
    let app = SlowAppFlow(world: world)
    let navigator = Navigator(root: app, logger: quietLogger)
    navigator.start()
    navigator.cancelAllTasks()
    var ran = false
    await app.task { ran = true }.value
    #expect(!ran)
    world.explored = true
    try await Task.sleep(for: .milliseconds(50))
    #expect(world.tasksThatRanOn == 0)
  }

  @Test func theTasksOfALaunchLetGoStop() async throws {
    let world = World()
    let model = ExplorationModel<LockRoute>(actions: { route, _ in
      route == .home ? [ExplorationAction("openAccount", LockIntent.openAccount)] : []
    })
    var launches = 0
    let explorer = NavigationExplorer(model: model) { _ in
      let app = SlowAppFlow(world: world)
      launches += 1
      return ExplorationLaunch(navigator: Navigator(root: app, logger: quietLogger))
    }
    let report = await explorer.explore()
    #expect(report.violations.isEmpty, "\(report.summary)")
    world.explored = true
    try await Task.sleep(for: .milliseconds(200))
    #expect(world.tasksThatRanOn == 0)
    #expect(launches >= 2)
  }
}
