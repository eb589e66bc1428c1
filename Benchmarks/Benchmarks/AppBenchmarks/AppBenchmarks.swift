import Benchmark
import BenchmarkFixtures

// The operations of a running app of 1, 100 and 1,000 live flows (ten tabs, one stack of
// 10,000 routes, a host that shows each step at once). run.sh compares each size with one
// flow: an operation must cost the same however large the app is.
//
// The same app's transactions with the navigation inspector off, made but not started, and
// serving with no viewer connected (its history full, at 10,000 events): run.sh compares each
// with the inspector off, and with no viewer a transaction may cost at most 5 % more.

/// The app of each size, made on the first (warm-up) iteration that needs it.
@MainActor var apps: [Int: AppSizedApp] = [:]

@MainActor func app(flows: Int) -> AppSizedApp {
  if let app = apps[flows] { return app }
  let app = AppSizedApp(liveFlows: flows)
  apps[flows] = app
  return app
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock], timeUnits: .nanoseconds, warmupIterations: 3,
    maxDuration: .seconds(2), maxIterations: 2_000)

  for flows in [1, 100, 1_000] {
    measure("flow-lifecycle", flows: flows, repetitions: 100) { $0.flowLifecycle() }
    measure("push-and-pop", flows: flows, repetitions: 100) {
      $0.push()
      $0.pop()
    }
    measure("push-and-user-back", flows: flows, repetitions: 100) {
      $0.push()
      $0.userBack()
    }
    measure("jump-there-and-back", flows: flows, repetitions: 10) { $0.jumpThereAndBack() }
  }

  for mode in InspectorMode.allCases {
    measureInspected("push-and-pop", mode: mode, repetitions: 100) {
      $0.push()
      $0.pop()
    }
    measureInspected("flow-lifecycle", mode: mode, repetitions: 100) { $0.flowLifecycle() }
  }
}

/// The app with the inspector in each mode, made on the first (warm-up) iteration that needs
/// it.
@MainActor var inspectedApps: [InspectorMode: InspectedApp] = [:]

@MainActor func inspectedApp(_ mode: InspectorMode) async -> InspectedApp {
  if let app = inspectedApps[mode] { return app }
  let app = await InspectedApp(mode)
  inspectedApps[mode] = app
  return app
}

/// A benchmark `app <operation> inspector <mode>/<repetitions>` that repeats `operation` on the
/// app with the inspector in `mode`, on the main actor.
func measureInspected(
  _ operation: String, mode: InspectorMode, repetitions: Int,
  _ body: @escaping @MainActor @Sendable (AppSizedApp) -> Void
) {
  Benchmark("app \(operation) inspector \(mode.rawValue)/\(repetitions)") { _ in
    await repeatInspected(mode, repetitions, body)
  }
}

@MainActor func repeatInspected(
  _ mode: InspectorMode, _ repetitions: Int, _ body: @MainActor (AppSizedApp) -> Void
) async {
  let app = await inspectedApp(mode).app
  for _ in 0..<repetitions { body(app) }
}

/// A benchmark `app <operation> <flows> flows/<repetitions>` that repeats `operation` on the
/// app of that size, on the main actor.
func measure(
  _ operation: String, flows: Int, repetitions: Int,
  _ body: @escaping @MainActor @Sendable (AppSizedApp) -> Void
) {
  Benchmark("app \(operation) \(flows) flows/\(repetitions)") { _ in
    await MainActor.run {
      let app = app(flows: flows)
      for _ in 0..<repetitions { body(app) }
    }
  }
}
