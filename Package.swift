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
    .executable(name: "wayfinder-inspect", targets: ["WayfinderInspect"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-collections.git", from: "1.6.0"),
    // Only the wayfinder-inspect executable parses flags with it. (The examples, with the
    // GRDB and swift-crypto that only they use, are a package of their own: Examples/.)
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
      // The explorer checks coverage of the app's flow graph, and silences what a launch it
      // tears down would log.
      dependencies: [
        "Wayfinder", "WayfinderHosting", "WayfinderGraph",
        .product(name: "Logging", package: "swift-log"),
      ]
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
  ],
  swiftLanguageModes: [.v6]
)
