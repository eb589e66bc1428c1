import Testing
@_spi(Testing) import Wayfinder
import WayfinderTesting

/// A seeded, reproducible random walk over everything that changes navigation, checking after
/// every operation that flows and tree agree, no finished flow is alive, every flow finished
/// exactly once, no stack is shown empty, no container selects a section it hides, and each
/// flow's scope keeps its services to itself and lets them go with it.
///
/// `WAYFINDER_WALK_STEPS` and `WAYFINDER_WALK_SEED` make it one long walk
/// (`Scripts/random-walk.sh`); each walk prints a summary line.
@MainActor
@Suite struct RandomWalkTests {
  /// The walks' seeds: the environment's, or these two.
  nonisolated static let seeds = (try? WalkSettings())?.seeds([0x5EED_0001, 0x5EED_0002]) ?? []

  @Test(arguments: seeds)
  func randomOperationsKeepFlowsAndTreeInStep(seed: UInt64) throws {
    let steps = try WalkSettings().steps
    var walk = try Walk(seed: seed, mode: .immediate)
    let trace = WalkTrace.fromEnvironment(walk.harness.navigator)
    var performed: [String: Int] = [:]
    var violations: [String] = []
    var leaks: [String] = []
    let clock = ContinuousClock()
    let start = clock.now
    var done = 0
    while done < steps {
      let operation = try walk.randomOperation()
      done += 1
      performed[operation, default: 0] += 1
      trace?.record(operation, walk.harness.navigator)
      let found = walk.check()
      if !found.violations.isEmpty || !found.leaks.isEmpty {
        violations = found.violations
        leaks = found.leaks
        let problems = (found.violations + found.leaks).joined(separator: "; ")
        Issue.record(
          "after step \(done - 1) (\(operation)), seed \(WalkSettings.format(seed)): \(problems)")
        break
      }
    }
    let rate = WalkSettings.rate(done, in: clock.now - start)
    print(
      "random walk: \(done) operations, \(WalkSettings.format(seed)) seed, \(rate) ops/s, "
        + "\(violations.count) violations, \(leaks.count) leaks")
    // What a walk of the default length covers at least; a longer one covers more.
    guard steps >= 10_000 else { return }
    #expect(walk.finishedCount > 500, "the walk finished flows in every way")
    #expect(walk.startedCount > 1_000)
    #expect(performed.count == 30, "every kind of operation ran: \(performed)")
    #expect(performed["restoring the same tree changed something"] == nil)
    #expect(performed.values.allSatisfy { $0 >= 20 }, "\(performed)")
    #expect(walk.registry.adoptedNumbers > 1_000_010, "tree replacements re-created flows")
    let causes = walk.registry.causes
    #expect(causes.count == 8, "flows finished in every way: \(causes)")
    #expect(walk.landedBehind.pushes >= 10 && walk.landedBehind.links >= 5, "\(walk.landedBehind)")
    #expect(
      walk.keptFlows.kept >= 5 && walk.keptFlows.presentedAgain >= 5
        && walk.keptFlows.finished >= 5, "kept flows: \(walk.keptFlows)")
    #expect(walk.registry.servicesResolved > 100, "flows resolved their services")
    #expect(
      walk.registry.forgottenCount > walk.startedCount / 2,
      "the check let go of the flows that are gone")
  }

  @Test func randomOperationsDuringRunningPlansEndInStep() throws {
    var walk = try Walk(seed: 0x5EED_0003, mode: .stepByStep)
    for step in 0..<3_000 {
      let operation = try walk.randomOperation()
      let problems = walk.problems(checkHost: false)
      try #require(problems.isEmpty, "after step \(step) (\(operation)): \(problems)")
    }
    walk.harness.host.completeAllSteps()
    #expect(walk.harness.host.shown == walk.harness.navigator.tree)
    #expect(walk.harness.host.misboundScreens.isEmpty)
  }

  @Test func aWalkSettingTheEnvironmentCannotUseIsRefusedWithItsName() {
    #expect(throws: WalkSettings.BadValue.self) {
      try WalkSettings(environment: ["WAYFINDER_WALK_STEPS": "many"])
    }
    #expect(throws: WalkSettings.BadValue.self) {
      try WalkSettings(environment: ["WAYFINDER_WALK_SEED": "0xZZ"])
    }
    let settings = try? WalkSettings(
      environment: ["WAYFINDER_WALK_STEPS": "1_000_000", "WAYFINDER_WALK_SEED": "0x5EED"])
    #expect(settings?.steps == 1_000_000)
    #expect(settings?.seeds([1, 2]) == [0x5EED])
  }
}

/// The walk's check of flows that are gone: it looks at each once, then forgets it.
@MainActor
@Suite struct WalkRegistryTests {
  @Test func aGoneFlowsServiceAndScopeStillAliveAreLeaks() {
    let registry = WalkRegistry()
    let scope = DependencyContainer(name: "Walk1 scope")
    let service = WalkService()
    do {
      let flow = WalkFlow(registry: registry, number: 1, handlesIntents: false)
      registry.track(flow)
      registry.flows[1]?.scope = scope
      registry.flows[1]?.service = service
      #expect(registry.check().leaks.isEmpty, "a live flow's scope is its own")
    }
    let found = registry.check()
    #expect(
      found.leaks == [
        "the flow service of Walk1 outlived its flow",
        "the scope Walk1 scope of Walk1 outlived its flow and was never ended",
      ])
    #expect(found.problems.isEmpty, "it never started, so it never finished")
    #expect(registry.flows.isEmpty && registry.forgottenCount == 1)
    #expect(registry.check().leaks.isEmpty, "a gone flow is checked once")
    withExtendedLifetime((scope, service)) {}
  }

  @Test func aGoneFlowThatStartedButNeverFinishedIsReported() {
    let registry = WalkRegistry()
    do {
      let flow = WalkFlow(registry: registry, number: 2, handlesIntents: false)
      registry.track(flow)
      registry.started.insert(2)
    }
    #expect(registry.check().problems == ["Walk2 is gone but finished 0 times"])
  }
}
