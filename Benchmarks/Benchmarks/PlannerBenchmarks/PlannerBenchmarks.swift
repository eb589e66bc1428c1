import Benchmark
import BenchmarkFixtures
import Wayfinder

// Each benchmark repeats its operation `repetitions` times per measured iteration; the name
// ends in `/<repetitions>` so that run.sh reports the time of one operation.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock], timeUnits: .nanoseconds, warmupIterations: 3,
    maxDuration: .seconds(2), maxIterations: 2_000)

  for depth in [10, 1_000, 100_000] {
    let (old, new, changes) = pushCase(depth: depth)
    Benchmark("push depth \(depth) wayfinder/1000") { benchmark in
      for _ in 0..<1_000 {
        blackHole(NavigationPlan(from: old, to: new, changes: changes))
      }
    }
    let repetitions = depth >= 100_000 ? 1 : depth >= 1_000 ? 10 : 1_000
    Benchmark("push depth \(depth) rebuild/\(repetitions)") { benchmark in
      for _ in 0..<repetitions {
        blackHole(rebuildPlan(from: old, to: new))
      }
    }
  }

  let jump = jumpCase()
  Benchmark("jump wayfinder/1000") { benchmark in
    for _ in 0..<1_000 {
      blackHole(NavigationPlan(from: jump.old, to: jump.new, capabilities: .uiKit))
    }
  }
  Benchmark("jump one-change-per-step/1000") { benchmark in
    for _ in 0..<1_000 {
      blackHole(NavigationPlan(from: jump.old, to: jump.new, capabilities: .oneChangePerStep))
    }
  }
}
