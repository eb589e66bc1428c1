// swift-tools-version: 6.1
// The examples: BookKitty (the `bookkitty` terminal app, its UIKit and SwiftUI faces, its
// SQLite store) and the login sample, with their tests. A package of their own, so that an app
// depending on Wayfinder never resolves what only they use (GRDB, swift-crypto).
//
//   swift run --package-path Examples bookkitty
//   swift test --package-path Examples
import PackageDescription

let package = Package(
  name: "WayfinderExamples",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .executable(name: "bookkitty", targets: ["BookKittyApp"])
  ],
  dependencies: [
    .package(name: "Wayfinder", path: ".."),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
  ],
  targets: [
    // Seed 003's Login → Main in clean architecture, with a DI container.
    .target(
      name: "LoginSample",
      dependencies: [.product(name: "Wayfinder", package: "Wayfinder")],
      path: "LoginSample"
    ),
    // BookKitty (seed 002) in seed 003's layers: its `Domain/` knows nothing of navigation or
    // storage; BookKittyData keeps it in SQLite.
    .target(
      name: "BookKitty",
      dependencies: [
        "LoginSample",
        // BookKitty's declared flow graph, which `bookkitty graph` prints.
        .product(name: "WayfinderGraph", package: "Wayfinder"),
      ],
      path: "BookKitty"
    ),
    .target(
      name: "BookKittyData",
      dependencies: [
        "BookKitty", "LoginSample",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      path: "BookKittyData",
      resources: [.copy("Resources/catalog.json")]
    ),
    // Seed 002's UIKit app on BookKitty's coordinators: custom tab bar, floating button.
    .target(
      name: "BookKittyUIKit",
      dependencies: [
        "BookKitty", "LoginSample", .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderUIKit", package: "Wayfinder"),
      ],
      path: "BookKittyUIKit"
    ),
    // The `bookkitty` terminal app: BookKitty's coordinators on GRDB and the terminal host.
    .executableTarget(
      name: "BookKittyApp",
      dependencies: [
        "BookKitty", "BookKittyData", "LoginSample",
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderTerminal", package: "Wayfinder"),
        // `bookkitty graph`.
        .product(name: "WayfinderGraph", package: "Wayfinder"),
        // `--inspect` and `--replay`, in debug builds.
        .product(name: "WayfinderInspector", package: "Wayfinder"),
        // `bookkitty explore`: the navigation explorer over BookKitty's terminal screens.
        .product(name: "WayfinderTesting", package: "Wayfinder"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "BookKittyApp"
    ),
    // Seed 004's adaptive tab bar / sidebar over BookKitty's coordinators, in SwiftUI.
    .target(
      name: "BookKittySwiftUI",
      dependencies: [
        "BookKitty", "LoginSample", .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderSwiftUI", package: "Wayfinder"),
      ],
      path: "BookKittySwiftUI"
    ),
    .testTarget(
      name: "LoginSampleTests",
      dependencies: [
        "LoginSample", .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderGraph", package: "Wayfinder"),
        .product(name: "WayfinderTesting", package: "Wayfinder"),
      ]
    ),
    .testTarget(
      name: "BookKittyDataTests",
      dependencies: [
        "BookKittyData", "BookKitty", "LoginSample",
        // To hold a lock from a second connection, as another program would.
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(
      name: "BookKittyTests",
      dependencies: [
        "BookKitty", "BookKittyData", "LoginSample",
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderGraph", package: "Wayfinder"),
        .product(name: "WayfinderTesting", package: "Wayfinder"),
      ]
    ),
    // Runs the built `bookkitty` with scripted input (and once in tmux); depending on the
    // executable target makes SwiftPM build the binary before the tests.
    .testTarget(
      name: "BookKittyAppTests",
      dependencies: ["BookKittyApp"],
      exclude: ["Expected"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
