import Benchmark
import BenchmarkFixtures
import Foundation
import Wayfinder

// Each benchmark repeats its operation `/<repetitions>` times per measured iteration; run.sh
// reports the time of one operation.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock], timeUnits: .nanoseconds, warmupIterations: 3,
    maxDuration: .seconds(2), maxIterations: 2_000)

  for count in [10, 100, 1_000] {
    let (router, link) = linkCase(patterns: count)
    Benchmark("link match \(count) wayfinder/1000") { _ in
      for _ in 0..<1_000 { blackHole(try? router.match(link)) }
    }
    let loop = LoopMatcher(patterns: count)
    precondition(loop.match(link)?.id == 42)
    Benchmark("link match \(count) loop/\(count >= 1_000 ? 10 : 100)") { _ in
      for _ in 0..<(count >= 1_000 ? 10 : 100) { blackHole(loop.match(link)) }
    }
  }

  let (tree, routes) = snapshotCase()
  let restoration = Restoration<BenchRoute>(version: 1)
  let snapshot = try? restoration.snapshot(of: tree)
  let plain = try? JSONEncoder().encode(routes)
  Benchmark("snapshot encode wayfinder/10") { _ in
    for _ in 0..<10 { blackHole(try? restoration.snapshot(of: tree)) }
  }
  Benchmark("snapshot encode plain-JSONEncoder/10") { _ in
    for _ in 0..<10 { blackHole(try? JSONEncoder().encode(routes)) }
  }
  Benchmark("snapshot decode wayfinder/10") { _ in
    for _ in 0..<10 { blackHole(try? restoration.tree(from: snapshot ?? Data())) }
  }
  Benchmark("snapshot decode plain-JSONDecoder/10") { _ in
    for _ in 0..<10 {
      blackHole(try? JSONDecoder().decode([BenchRoute].self, from: plain ?? Data()))
    }
  }
}
