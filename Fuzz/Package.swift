// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for the untrusted inputs: links, snapshots (with migrations), the terminal's
// key decoder, the input-script reader, and the inspector's commands and bundles. Not part of `swift test`;
// `Fuzz/run.sh` builds them with -sanitize=fuzzer,address and runs each for a bounded time.
let package = Package(
  name: "WayfinderFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "Wayfinder", path: "..")],
  targets: [
    .target(name: "FuzzSupport"),
    .executableTarget(
      name: "FuzzLinks",
      dependencies: ["FuzzSupport", .product(name: "Wayfinder", package: "Wayfinder")],
      // gold fails on the sanitizer's debug info; lld links it.
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
    ),
    .executableTarget(
      name: "FuzzSnapshots",
      dependencies: ["FuzzSupport", .product(name: "Wayfinder", package: "Wayfinder")],
      // gold fails on the sanitizer's debug info; lld links it.
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
    ),
    .executableTarget(
      name: "FuzzKeys",
      dependencies: ["FuzzSupport", .product(name: "WayfinderTerminal", package: "Wayfinder")],
      // gold fails on the sanitizer's debug info; lld links it.
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
    ),
    .executableTarget(
      name: "FuzzInspector",
      dependencies: [
        "FuzzSupport", .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderInspector", package: "Wayfinder"),
      ],
      // gold fails on the sanitizer's debug info; lld links it.
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
    ),
    .executableTarget(
      name: "FuzzScripts",
      dependencies: ["FuzzSupport", .product(name: "WayfinderTerminal", package: "Wayfinder")],
      // gold fails on the sanitizer's debug info; lld links it.
      linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
    ),
  ],
  swiftLanguageModes: [.v6]
)
