import Testing
import Wayfinder
import WayfinderGraph
import WayfinderTesting

// An app that shows a splash while it decides, off the launch's first change, where to go: the
// splash and its flow are reached, though no state the explorer records shows them; and an app
// whose restoration refuses its signed-out screens restores nothing there, by its own rule.

enum PorchRoute: Hashable, Codable, Sendable {
  case splash, welcome, home
}

enum PorchIntent: NavigationIntent, Equatable {
  case signIn, signOut
}

/// Shows the splash, then, once the session is read (a turn of the main actor later), the
/// welcome screen or home.
final class PorchAppFlow: FlowCoordinator<PorchRoute> {
  override class var declaration: FlowDeclaration<PorchRoute> {
    FlowDeclaration(shows: [.welcome, .home], starts: [.flow(SplashFlow.self, .root)])
  }

  let signedIn: Bool

  init(signedIn: Bool) {
    self.signedIn = signedIn
  }

  override func start() throws {
    try start(SplashFlow(), .root) { [weak self] outcome in
      // A restored tree replaces the splash: then it stands.
      guard let self, outcome.cause != .replaced else { return }
      try setStack([signedIn ? .home : .welcome])
    }
  }

  override func handle(_ intent: any NavigationIntent) throws -> Bool {
    guard let intent = intent as? PorchIntent else { return false }
    try setStack([intent == .signIn ? .home : .welcome])
    return true
  }
}

final class SplashFlow: Coordinator<PorchRoute, Void> {
  override class var declaration: FlowDeclaration<PorchRoute> {
    FlowDeclaration(shows: [.splash])
  }

  override func start() throws {
    try setStack([.splash])
    task { [weak self] in
      await Task.yield()
      self?.finish(with: ())
    }
  }
}

@MainActor
@Suite struct ExplorerLaunchTests {
  func explore(restoration: Restoration<PorchRoute>?) async -> ExplorationReport {
    var options = NavigationExplorer<PorchRoute>.Options()
    options.maxDepth = 3
    let model = ExplorationModel<PorchRoute>(
      actions: { route, _ in
        switch route {
        case .welcome: [ExplorationAction("signIn", PorchIntent.signIn)]
        case .home: [ExplorationAction("signOut", PorchIntent.signOut)]
        case .splash: []
        }
      },
      restoration: restoration,
      graph: FlowGraph(root: PorchAppFlow.self, routes: [.splash, .welcome, .home]))
    let explorer = NavigationExplorer(model: model, options: options) { restored in
      let navigator = Navigator(root: PorchAppFlow(signedIn: restored != nil))
      if let restored {
        navigator.start(restoring: restored)
        // Signed in, the app never shows the welcome screen.
        if navigator.tree.visibleRoute == .welcome { navigator.offer(PorchIntent.signIn) }
      }
      return ExplorationLaunch(navigator: navigator)
    }
    return await explorer.explore()
  }

  @Test func whatOnlyTheLaunchShowsIsCovered() async {
    let report = await explore(restoration: nil)
    #expect(report.violations.isEmpty, "\(report.summary)")
    #expect(!report.nodes.contains { $0.visible == "splash" }, "no state shows the splash")
    #expect(report.coverage.missingRoutes.isEmpty, "\(report.coverage)")
    #expect(report.coverage.missingFlows.isEmpty, "\(report.coverage)")
    #expect(report.coverage.routes.contains("splash"))
  }

  @Test func aStateTheAppsRestorationRefusesIsNotARoundTripFailure() async {
    // The welcome screen is the signed-out app's: it is never restored, and a relaunch that
    // restores (signed in) shows home instead.
    var restoration = Restoration<PorchRoute>(version: 1)
    restoration.isValid = { $0 != .welcome }
    let report = await explore(restoration: restoration)
    #expect(report.violations.isEmpty, "\(report.summary)")
    #expect(report.checked[ExplorationCheck.restorationRoundTrip.rawValue, default: 0] >= 2)
    // Without the rule, the welcome state restores to home: a failure the check reports.
    let strict = await explore(restoration: Restoration(version: 1))
    #expect(
      strict.violations.contains { $0.property == ExplorationCheck.restorationRoundTrip.rawValue },
      "\(strict.summary)")
  }

  /// Starts with a screen its own flow cannot show: the launch reports an issue, and no move
  /// follows it.
  final class BrokenPorchFlow: FlowCoordinator<PorchRoute> {
    override func start() throws {
      try setStack([.home])
      throw NavigationError.nothingToDismiss
    }
  }

  @Test func whatTheLaunchItselfReportsIsAViolation() async throws {
    let model = ExplorationModel<PorchRoute>(restoration: Restoration(version: 1))
    let explorer = NavigationExplorer<PorchRoute>(model: model) { restored in
      let navigator = Navigator(root: BrokenPorchFlow(), logger: quietLogger)
      // Started by the launch closure, before the explorer watches the navigator.
      navigator.start(restoring: restored)
      return ExplorationLaunch(navigator: navigator)
    }
    let report = await explorer.explore()
    let found = try #require(
      report.violations.first { $0.property == ExplorationCheck.invariants.rawValue },
      "\(report.summary)")
    #expect(found.message.contains("the launch reported"), "\(found)")
    #expect(found.trace.isEmpty)
    // Every relaunch reports the same: it is the launch's, not a failure of each restoration.
    #expect(
      !report.violations.contains { $0.property == ExplorationCheck.restorationRoundTrip.rawValue },
      "\(report.summary)")
    #expect(report.checked[ExplorationCheck.restorationRoundTrip.rawValue, default: 0] > 0)
    #expect(try await explorer.check([]).contains { $0.message.contains("the launch reported") })
  }
}
