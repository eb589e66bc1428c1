// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Wayfinder",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Wayfinder", targets: ["Wayfinder"]),
    .library(name: "WayfinderHosting", targets: ["WayfinderHosting"]),
    .library(name: "WayfinderGraph", targets: ["WayfinderGraph"]),
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
    .library(name: "WayfinderTerminal", targets: ["WayfinderTerminal"]),
    .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
    .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
    .library(name: "WayfinderInspector", targets: ["WayfinderInspector"]),
    .executable(name: "bookkitty", targets: ["BookKittyApp"]),
    .executable(name: "wayfinder-inspect", targets: ["WayfinderInspect"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-collections.git", from: "1.6.0"),
    // Only the BookKitty example's data layer uses these; no library product depends on them.
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
    // Only the bookkitty and wayfinder-inspect executables parse flags with it.
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    // Only the inspector depends on it: HTTP and WebSocket on loopback, with no dependencies of
    // its own, on iOS 13+ and Linux.
    .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
  ],
  targets: [
    .target(
      name: "Wayfinder",
      dependencies: [
        .product(name: "Logging", package: "swift-log"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "DequeModule", package: "swift-collections"),
      ]
    ),
    // What a host's author needs — drivers, their commands and events, the screens a host
    // keeps — which the adapters and hosts import and an app need not.
    .target(name: "WayfinderHosting", dependencies: ["Wayfinder"]),
    // The flow graph the flows declare, drawn and checked, and the running flows drawn: for
    // tools and tests, which an app need not ship.
    .target(name: "WayfinderGraph", dependencies: ["Wayfinder"]),
    .target(
      name: "WayfinderTesting",
      // The explorer checks coverage of the app's flow graph.
      dependencies: ["Wayfinder", "WayfinderHosting", "WayfinderGraph"]
    ),
    // The terminal host: drawing, input and the OS layer, and a NavigationHost on top.
    .target(name: "WayfinderTerminal", dependencies: ["Wayfinder", "WayfinderHosting"]),
    // The UIKit host: a driver for DrivenHost. Its files are wrapped whole in
    // `#if canImport(UIKit)`, so it builds empty elsewhere; Scripts/check-apple.sh type-checks it
    // on Linux against stand-in UIKit declarations.
    .target(name: "WayfinderUIKit", dependencies: ["Wayfinder", "WayfinderHosting"]),
    // The SwiftUI host; every file is wrapped in `#if canImport(SwiftUI)`, so it builds empty
    // elsewhere. Scripts/check-apple.sh type-checks it against a stand-in SwiftUI on Linux.
    .target(name: "WayfinderSwiftUI", dependencies: ["Wayfinder", "WayfinderHosting"]),
    // The live navigation inspector, for debug builds: a server on loopback, a viewer page.
    .target(
      name: "WayfinderInspector",
      dependencies: [
        // The plan's live progress and `perform(_:)`, a tool's: WayfinderHosting's.
        "Wayfinder", "WayfinderHosting",
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
        .product(name: "Logging", package: "swift-log"),
      ],
      resources: [.copy("Viewer")]
    ),
    // `wayfinder-inspect`: the inspector's command-line face, a client of its protocol.
    .executableTarget(
      name: "WayfinderInspect",
      dependencies: [
        "Wayfinder", "WayfinderInspector",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "LoginSample",
      dependencies: ["Wayfinder"],
      path: "Examples/LoginSample"
    ),
    // BookKitty (seed 002) in seed 003's layers: its `Domain/` knows nothing of navigation or
    // storage; BookKittyData keeps it in SQLite.
    .target(
      name: "BookKitty",
      // WayfinderGraph: BookKitty's declared flow graph, which `bookkitty graph` prints.
      dependencies: ["LoginSample", "WayfinderGraph"],
      path: "Examples/BookKitty"
    ),
    .target(
      name: "BookKittyData",
      dependencies: [
        "BookKitty", "LoginSample",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      path: "Examples/BookKittyData",
      resources: [.copy("Resources/catalog.json")]
    ),
    // Seed 002's UIKit app on BookKitty's coordinators: custom tab bar, floating button.
    .target(
      name: "BookKittyUIKit",
      dependencies: ["BookKitty", "LoginSample", "Wayfinder", "WayfinderUIKit"],
      path: "Examples/BookKittyUIKit"
    ),
    // The `bookkitty` terminal app: BookKitty's coordinators on GRDB and the terminal host.
    .executableTarget(
      name: "BookKittyApp",
      dependencies: [
        "BookKitty", "BookKittyData", "LoginSample", "Wayfinder", "WayfinderTerminal",
        // `bookkitty graph`.
        "WayfinderGraph",
        // `--inspect` and `--replay`, in debug builds.
        "WayfinderInspector",
        // `bookkitty explore`: the navigation explorer over BookKitty's terminal screens.
        "WayfinderTesting",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Examples/BookKittyApp"
    ),
    // Seed 004's adaptive tab bar / sidebar over BookKitty's coordinators, in SwiftUI.
    .target(
      name: "BookKittySwiftUI",
      dependencies: ["BookKitty", "LoginSample", "Wayfinder", "WayfinderSwiftUI"],
      path: "Examples/BookKittySwiftUI"
    ),
    .testTarget(
      name: "WayfinderTests",
      dependencies: [
        "Wayfinder", "WayfinderHosting", "WayfinderGraph", "WayfinderTesting",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "WayfinderTerminalTests",
      dependencies: ["WayfinderTerminal", "Wayfinder", "WayfinderTesting"]
    ),
    .testTarget(
      name: "WayfinderInspectorTests",
      // The command-line tool's tests share the inspector's shop app and client.
      dependencies: [
        "WayfinderInspector", "WayfinderInspect", "Wayfinder", "WayfinderHosting",
        "WayfinderTesting",
      ]
    ),
    .testTarget(
      name: "LoginSampleTests",
      dependencies: ["LoginSample", "Wayfinder", "WayfinderGraph", "WayfinderTesting"]
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
        "BookKitty", "BookKittyData", "LoginSample", "Wayfinder", "WayfinderGraph",
        "WayfinderTesting",
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
