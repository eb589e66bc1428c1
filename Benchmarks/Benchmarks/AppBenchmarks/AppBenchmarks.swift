import Benchmark
import BenchmarkFixtures

// The operations of a running app of 1, 100 and 1,000 live flows (ten tabs, one stack of
// 10,000 routes, a host that shows each step at once). run.sh compares each size with one
// flow: an operation must cost the same however large the app is.

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
    Benchmark("app flow-lifecycle \(flows) flows/100") { _ in
      await MainActor.run {
        let app = app(flows: flows)
        for _ in 0..<100 { app.flowLifecycle() }
      }
    }
    Benchmark("app push-and-pop \(flows) flows/100") { _ in
      await MainActor.run {
        let app = app(flows: flows)
        for _ in 0..<100 {
          app.push()
          app.pop()
        }
      }
    }
    Benchmark("app push-and-user-back \(flows) flows/100") { _ in
      await MainActor.run {
        let app = app(flows: flows)
        for _ in 0..<100 {
          app.push()
          app.userBack()
        }
      }
    }
    Benchmark("app jump-there-and-back \(flows) flows/10") { _ in
      await MainActor.run {
        let app = app(flows: flows)
        for _ in 0..<10 { app.jumpThereAndBack() }
      }
    }
  }
}
