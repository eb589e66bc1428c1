import Foundation
import Synchronization
import Testing
import Wayfinder
import WayfinderInspector
import WayfinderTesting

@testable import WayfinderInspect

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The shop app (`ShopRoute`, `ShopFlow`, `DetailFlow`) is the one of InspectorFixtures.swift.

/// A started shop app on a test host, with an inspector serving it on a free port.
@MainActor
final class InspectedShop {
  let navigator: Navigator<ShopRoute>
  let host: TestHost<ShopRoute>
  let inspector: Inspector
  let url: URL

  /// Starts the app and its inspector; `openLink` is what the inspector's `open` calls.
  init(openLink: (@MainActor @Sendable (String) async -> NavigationOutcome)? = nil) async throws {
    navigator = Navigator(root: ShopFlow())
    navigator.flowFactory = { route in
      if case .detail(let number) = route { return DetailFlow(number) }
      return nil
    }
    host = TestHost()
    var options = InspectorOptions<ShopRoute>(restoration: Self.restoration)
    options.openLink = openLink
    // Made before the app starts, as the docs say, so that it keeps the launch.
    inspector = Inspector(navigator: navigator, options: options)
    host.attach(to: navigator)
    navigator.start()
    url = try await inspector.start()
  }

  static let restoration = Restoration<ShopRoute>(version: 1)

  func stop() async {
    await inspector.stop()
  }

  /// The flow that owns the screen on top.
  var topOwner: FlowCoordinator<ShopRoute> {
    let path = navigator.tree.visiblePath
    let count = (try? navigator.tree.stack(at: path).count) ?? 0
    return navigator.flow(owningRouteAt: max(0, count - 1), in: path)
  }

  /// Opens item `number` in a flow of its own on the visible stack.
  func openDetail(_ number: Int) throws {
    try topOwner.start(DetailFlow(number), .push)
  }
}

/// The lines a command printed.
final class CapturedOutput: Sendable {
  private let lines = Mutex<[String]>([])
  private let continuation: AsyncStream<String>.Continuation
  /// Each line as it is printed.
  let stream: AsyncStream<String>

  init() {
    (stream, continuation) = AsyncStream.makeStream()
  }

  var console: Console {
    Console { [self] line in
      lines.withLock { $0.append(line) }
      continuation.yield(line)
    }
  }

  /// Everything printed, lines joined with line breaks.
  var text: String { lines.withLock { $0.joined(separator: "\n") } }
}

/// Parses `arguments` as `wayfinder-inspect` would and runs the subcommand in this process,
/// with no environment unless given; returns what it printed.
@discardableResult
func inspect(
  _ arguments: [String], environment: [String: String] = [:],
  output: CapturedOutput = CapturedOutput()
) async throws -> String {
  let parsed = try WayfinderInspect.parseAsRoot(patient(arguments, environment: environment))
  let command = try #require(parsed as? any InspectSubcommand, "\(arguments)")
  try await command.perform(environment: environment, console: output.console)
  return output.text
}

/// `arguments` with a timeout no busy machine reaches, unless they name one: for a command
/// that connects, by `--url` or by the environment's `WAYFINDER_INSPECTOR_URL`.
///
/// The command's default (10 s) is for a person waiting at a terminal, and a test machine
/// running other suites on both cores has kept a WebSocket handshake waiting longer than that.
/// A test waits for the answer; only a hang would meet this bound.
func patient(_ arguments: [String], environment: [String: String] = [:]) -> [String] {
  let connects =
    arguments.contains("--url") || environment["WAYFINDER_INSPECTOR_URL"] != nil
  guard connects, !arguments.contains("--timeout") else { return arguments }
  return arguments + ["--timeout", "600"]
}

/// Runs `body` and returns the error it threw, failing the test when it throws none.
@MainActor
func failure(_ body: () async throws -> Void) async -> (any Error)? {
  do {
    try await body()
    Issue.record("expected an error")
    return nil
  } catch {
    return error
  }
}

/// What one run of the built `wayfinder-inspect` printed, and how it ended.
struct InspectRun {
  let status: Int32
  let output: String
  let error: String
}

/// Runs the built `wayfinder-inspect` with `arguments` and waits for it (ten minutes at most:
/// a bound only a hang meets).
func runBinary(_ arguments: [String]) async throws -> InspectRun {
  let bundle = Bundle.main.bundleURL
  let binary = try #require(
    [bundle, bundle.deletingLastPathComponent()]
      .map { $0.appendingPathComponent("wayfinder-inspect") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) },
    "wayfinder-inspect was not found beside the test bundle")
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("wayfinder-inspect-run-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let output = folder.appendingPathComponent("out")
  let error = folder.appendingPathComponent("err")
  _ = FileManager.default.createFile(atPath: output.path, contents: nil)
  _ = FileManager.default.createFile(atPath: error.path, contents: nil)
  let process = Process()
  process.executableURL = binary
  process.arguments = patient(arguments)
  process.environment = [:]
  process.standardOutput = try FileHandle(forWritingTo: output)
  process.standardError = try FileHandle(forWritingTo: error)
  try process.run()
  let deadline = ContinuousClock.now + .seconds(600)
  while process.isRunning, ContinuousClock.now < deadline {
    try await Task.sleep(for: .milliseconds(10))
  }
  if process.isRunning {
    process.terminate()
    Issue.record("wayfinder-inspect did not end within 600 seconds: \(arguments)")
  }
  process.waitUntilExit()
  return InspectRun(
    status: process.terminationStatus,
    output: try String(contentsOf: output, encoding: .utf8),
    error: try String(contentsOf: error, encoding: .utf8))
}

/// A port on 127.0.0.1 that accepts connections (the system's backlog does) and never answers,
/// as an app stopped in a debugger would.
final class SilentPort {
  let port: UInt16
  private let descriptor: Int32

  init() throws {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    self.descriptor = descriptor
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && listen(descriptor, 4) == 0
      }
    }
    try #require(bound, "cannot listen on 127.0.0.1")
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    port = UInt16(bigEndian: address.sin_port)
  }

  deinit {
    close(descriptor)
  }
}
