import Testing
@_spi(Testing) import Wayfinder
import WayfinderHosting
import WayfinderTesting

/// Every host under random use: the adapters' core-side logic, under the app and the user.
///
/// ``DrivenHost`` and ``DeclarativeModel`` run over a driver that completes commands late,
/// never, or late after the watchdog, with the app's plans and the user's events. Every few
/// operations the walk lets everything settle and checks that host, UI and navigator agree and
/// that no step was lost or applied twice.
///
/// `WAYFINDER_WALK_STEPS` and `WAYFINDER_WALK_SEED` set the length and the seed, as for the
/// navigator's walk; each walk prints `host <name>: N operations, V disagreements`.
@MainActor
@Suite struct HostWalkTests {
  nonisolated static let seeds = (try? WalkSettings())?.seeds([0x4057_0001]) ?? []

  /// What one walk found.
  struct Outcome {
    var checks = 0
    /// Checks where the host's copy, the steps' counts, the invariants or the flows were
    /// wrong.
    var core = 0
    /// Checks where only the UI differed from a host and navigator that agreed.
    var ui = 0
    var performed: [String: Int] = [:]
    /// What the first check that found the UI alone differing saw, and what led to it.
    var firstUI: String?
  }

  func walk(_ walk: inout HostWalk, steps: Int, seed: UInt64) async throws -> Outcome {
    var outcome = Outcome()
    var random = SplitMix64(seed: ~seed)
    for step in 0..<steps {
      let operation = try await walk.randomOperation()
      outcome.performed[operation, default: 0] += 1
      guard Int.random(in: 0..<8, using: &random) == 0 || step == steps - 1 else { continue }
      walk.settle()
      outcome.checks += 1
      let found = walk.disagreements()
      if !found.core.isEmpty {
        outcome.core += 1
        if outcome.core <= 3 {
          let text = (found.core + found.ui + ["last:"] + walk.driver.trace.suffix(16))
            .joined(separator: "\n")
          Issue.record(
            "host \(walk.kind) after step \(step) (\(operation)), seed \(seed):\n\(text)")
        }
      } else if !found.ui.isEmpty {
        outcome.ui += 1
        if outcome.firstUI == nil {
          outcome.firstUI =
            "after step \(step) (\(operation)):\n"
            + (found.ui + ["last:"] + walk.driver.trace.suffix(16)).joined(separator: "\n")
        }
      }
    }
    return outcome
  }

  @Test(arguments: HostWalk.Kind.allCases, seeds)
  func usersWaitingForPlansLeaveHostUIAndNavigatorInStep(kind: HostWalk.Kind, seed: UInt64)
    async throws
  {
    let steps = try WalkSettings(defaultSteps: 5_000).steps
    var walk = try HostWalk(kind: kind, seed: seed)
    walk.usersRacePlans = false
    let outcome = try await self.walk(&walk, steps: steps, seed: seed)
    print(
      "host \(kind.rawValue): \(steps) operations, \(WalkSettings.format(seed)) seed, "
        + "\(outcome.core + outcome.ui) disagreements (\(outcome.checks) checks, "
        + "\(walk.counter.sent) steps, \(walk.watchdogCompletions) lost completions)")
    #expect(outcome.ui == 0, "the UI differed from the tree at \(outcome.ui) checks")
    guard steps >= 5_000 else { return }
    #expect(outcome.performed.count == 17, "every kind of operation ran: \(outcome.performed)")
    #expect(walk.presentedAgain > 0, "kept flows were presented again")
    #expect(walk.watchdogCompletions > 20, "completions were lost")
    #expect(walk.counter.sent > steps / 10, "the walk sent steps")
  }

  /// The user acts while plans run: a pop while a push animates, a sheet swiped down while a
  /// link applies, a tab tapped while a completion never comes.
  @Test(arguments: HostWalk.Kind.allCases, seeds)
  func usersRacingPlansLeaveHostAndNavigatorInStep(kind: HostWalk.Kind, seed: UInt64)
    async throws
  {
    let steps = try WalkSettings(defaultSteps: 5_000).steps
    var walk = try HostWalk(kind: kind, seed: seed)
    let outcome = try await self.walk(&walk, steps: steps, seed: seed)
    print(
      "host \(kind.rawValue) racing: \(steps) operations, \(WalkSettings.format(seed)) seed, "
        + "\(outcome.core + outcome.ui) disagreements (\(outcome.ui) of the UI alone; "
        + "\(outcome.checks) checks, \(walk.raced) raced a plan, \(walk.counter.sent) steps, "
        + "\(walk.watchdogCompletions) lost completions, \(walk.staleEvents) stale events)")
    #expect(
      outcome.ui == 0,
      "the UI alone differed from the tree at \(outcome.ui) checks, first \(outcome.firstUI ?? "")")
    guard steps >= 5_000 else { return }
    #expect(outcome.performed.count == 16, "every kind of operation ran: \(outcome.performed)")
    #expect(walk.presentedAgain > 0, "kept flows were presented again")
    #expect(walk.raced > steps / 10, "operations raced plans in flight")
    #expect(walk.watchdogCompletions > 20, "completions were lost")
    #expect(walk.counter.sent > steps / 10, "the walk sent steps")
  }
}
