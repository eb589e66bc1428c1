import FlyingSocks
import Foundation
import Synchronization
import Testing

@testable import WayfinderInspector

/// An endpoint that stands in for the model: its feed starts with `initial` and then carries
/// whatever a test pushes; its reply to a command is `{"reply":COMMAND}`.
final class FakeEndpoint: InspectorEndpoint {
  private let initial: [String]
  private let feeds = Mutex<[AsyncStream<String>.Continuation]>([])
  private let commands = Mutex<[String]>([])

  init(initial: [String] = [#"{"kind":"state"}"#]) {
    self.initial = initial
  }

  /// Every command received, in order.
  var received: [String] { commands.withLock { $0 } }

  func subscribe(capacity: Int) async -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: String.self, bufferingPolicy: .bufferingNewest(capacity))
    for message in initial { continuation.yield(message) }
    feeds.withLock { $0.append(continuation) }
    return stream
  }

  func reply(to command: String) async -> String {
    commands.withLock { $0.append(command) }
    return #"{"reply":"# + command + "}"
  }

  /// Ends the feed of every viewer subscribed so far.
  func finish() {
    for feed in feeds.withLock({ $0 }) { feed.finish() }
  }

  /// Sends `message` to every viewer subscribed so far.
  func push(_ message: String) {
    for feed in feeds.withLock({ $0 }) { feed.yield(message) }
  }
}

/// Starts a server on a free port for one test, and stops it after.
func withServer<T>(
  endpoint: FakeEndpoint = FakeEndpoint(),
  _ body: (InspectorServer, URL) async throws -> T
) async throws -> T {
  let server = InspectorServer(endpoint: endpoint)
  let url = try await server.start()
  do {
    let result = try await body(server, url)
    await server.stop()
    return result
  } catch {
    await server.stop()
    throw error
  }
}

extension URL {
  /// The port of an `http://127.0.0.1:PORT/` URL.
  var serverPort: UInt16 { UInt16(port ?? 0) }

  /// The `token` query item.
  var token: String? {
    URLComponents(url: self, resolvingAgainstBaseURL: false)?.queryItems?
      .first { $0.name == "token" }?.value
  }
}

/// The raw client the tests drive: `wayfinder-inspect`'s own connection, which can also send
/// what a well-behaved client never would (binary, oversized, unmasked frames).
typealias TestClient = WebSocketConnection
typealias TestFrame = WebSocketFrame

/// How long a test waits for the server before failing instead of hanging; a bound on a loop,
/// never a measurement.
let patience: Duration = .seconds(20)

struct TimedOut: Error {}

/// Runs `body`, failing with ``TimedOut`` past ``patience``.
func bounded<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) async throws -> T {
  try await withThrowingTaskGroup(of: T.self) { group in
    group.addTask { try await body() }
    group.addTask {
      try await Task.sleep(for: patience)
      throw TimedOut()
    }
    defer { group.cancelAll() }
    guard let first = try await group.next() else { throw TimedOut() }
    return first
  }
}
