// swift-tools-version: 6.1
import PackageDescription

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
      dependencies: [.product(name: "Wayfinder", package: "Wayfinder")]
    ),
    .executableTarget(
      name: "PlannerBenchmarks",
      dependencies: [
        "BenchmarkFixtures",
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/PlannerBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "DependencyBenchmarks",
      dependencies: [
        "BenchmarkFixtures",
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "Swinject", package: "Swinject"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/DependencyBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "LinkBenchmarks",
      dependencies: [
        "BenchmarkFixtures",
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/LinkBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "PlanStats",
      dependencies: ["BenchmarkFixtures", .product(name: "Wayfinder", package: "Wayfinder")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
