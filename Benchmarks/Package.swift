// swift-tools-version: 6.1
import PackageDescription

let wayfinder = Target.Dependency.product(name: "Wayfinder", package: "Wayfinder")
let inspector = Target.Dependency.product(name: "WayfinderInspector", package: "Wayfinder")
let testing = Target.Dependency.product(name: "WayfinderTesting", package: "Wayfinder")

/// A benchmark executable in `Benchmarks/<name>`, run by the benchmark plugin.
func benchmarkTarget(_ name: String, dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: name,
    dependencies: dependencies + [.product(name: "Benchmark", package: "benchmark")],
    path: "Benchmarks/\(name)",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  )
}

// Side-by-side measurements of Wayfinder against baselines. Not part of `swift test`:
// run `Benchmarks/run.sh` (release mode) for the summary lines.
let package = Package(
  name: "WayfinderBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Wayfinder", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    // Only as the baseline of the dependency benchmarks.
    .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
  ],
  targets: [
    .target(
      name: "BenchmarkFixtures",
      dependencies: [
        wayfinder, inspector, testing,
        .product(name: "WayfinderTerminal", package: "Wayfinder"),
        // The app fixture plays the host: it reports the user's back (`receive(_:)`).
        .product(name: "WayfinderHosting", package: "Wayfinder"),
        // The explorer's cookbook gives its flow graph.
        .product(name: "WayfinderGraph", package: "Wayfinder"),
      ]
    ),
    benchmarkTarget("PlannerBenchmarks", dependencies: ["BenchmarkFixtures", wayfinder]),
    benchmarkTarget(
      "DependencyBenchmarks",
      dependencies: [
        "BenchmarkFixtures", wayfinder, .product(name: "Swinject", package: "Swinject"),
      ]),
    benchmarkTarget("AppBenchmarks", dependencies: ["BenchmarkFixtures", inspector]),
    benchmarkTarget("LinkBenchmarks", dependencies: ["BenchmarkFixtures", wayfinder]),
    benchmarkTarget(
      "TerminalBenchmarks",
      dependencies: [
        "BenchmarkFixtures", .product(name: "WayfinderTerminal", package: "Wayfinder"),
      ]),
    // The navigation explorer against the same moves made directly, and its bytes per state.
    benchmarkTarget(
      "ExplorerBenchmarks",
      dependencies: ["BenchmarkFixtures", "MallocCounters", wayfinder, testing]),
    .executableTarget(
      name: "PlanStats",
      dependencies: ["BenchmarkFixtures", wayfinder]
    ),
    // Callgrind's client request that starts instrumentation, so a path's setup runs
    // uninstrumented (valgrind's header, from Debian's `valgrind`; a no-op without it).
    // Debian's valgrind 3.19 cannot read clang's default DWARF 5: this target's debug info is
    // DWARF 4.
    .target(name: "CallgrindControl", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    // One hot path at a time for callgrind: Scripts/perf-budget.sh counts its instructions.
    .executableTarget(
      name: "Profiles",
      dependencies: [
        "BenchmarkFixtures", "CallgrindControl", wayfinder, inspector,
        .product(name: "WayfinderTerminal", package: "Wayfinder"),
      ]
    ),
    // The memory the inspector's history takes at its cap (10,000 events): `swift run -c
    // release InspectorMemory`.
    .executableTarget(
      name: "InspectorMemory",
      dependencies: ["BenchmarkFixtures", "MallocCounters", wayfinder, inspector]
    ),
    // glibc's malloc counters (`mallinfo2`), which the Glibc module does not export.
    .target(name: "MallocCounters"),
  ],
  swiftLanguageModes: [.v6]
)
