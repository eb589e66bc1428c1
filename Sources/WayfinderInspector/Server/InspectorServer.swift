import FlyingFox
import FlyingSocks
import Foundation
import Logging
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Serves an ``InspectorEndpoint`` on 127.0.0.1: the viewer's page at `/`, and at `/ws` a
/// WebSocket per viewer that shows this run's token and, from a browser, comes from the page.
///
/// All of its work runs on its own tasks, never on the main actor; the endpoint's feed reaches
/// each viewer through a bounded buffer.
actor InspectorServer {
  /// The largest message a viewer may send, in bytes: commands are small, so anything larger is a
  /// mistake or an attack, and closes the connection with 1009.
  static let messageLimit = 64 * 1024

  /// How many messages wait for a slow viewer before the endpoint drops the oldest.
  static let defaultFeedCapacity = 1_024

  /// How long ``stop()`` waits for the viewers' close frames to go out.
  static let closingGrace: Duration = .seconds(2)

  /// The secret every WebSocket must show; fresh for each server.
  nonisolated let token = AccessToken()

  /// Refusals and closed connections, also logged.
  nonisolated let problems: ProblemLog

  private let endpoint: any InspectorEndpoint
  private let requestedPort: UInt16
  private let feedCapacity: Int
  private let logger: Logger
  private let published = Mutex<URL?>(nil)
  private var state = State.stopped

  private enum State {
    case stopped
    case starting(Task<URL, any Error>)
    case running(Running)
  }

  private struct Running {
    let http: HTTPServer
    let runTask: Task<Void, Never>
    let connections: ConnectionRegistry
    let url: URL
  }

  /// - Parameters:
  ///   - endpoint: What viewers see and command.
  ///   - port: The port on 127.0.0.1; 0 lets the system choose a free one.
  ///   - feedCapacity: How many messages wait for a slow viewer.
  ///   - logger: Where refusals and the URL are logged.
  init(
    endpoint: some InspectorEndpoint, port: UInt16 = 0,
    feedCapacity: Int = InspectorServer.defaultFeedCapacity,
    logger: Logger = Logger(label: "wayfinder.inspector")
  ) {
    self.endpoint = endpoint
    self.requestedPort = port
    self.feedCapacity = feedCapacity
    self.logger = logger
    self.problems = ProblemLog(logger: logger)
  }

  /// The address to open, with the token; `nil` unless running.
  nonisolated var url: URL? { published.withLock { $0 } }

  /// The address the listening socket is bound to; `nil` unless running.
  var listeningAddress: Socket.Address? {
    get async {
      guard case .running(let running) = state else { return nil }
      return await running.http.listeningAddress
    }
  }

  /// How many viewers are connected.
  var connectionCount: Int {
    guard case .running(let running) = state else { return 0 }
    return running.connections.count
  }

  /// Binds 127.0.0.1 and starts serving; returns at once with the URL if already running.
  ///
  /// - Returns: `http://127.0.0.1:PORT/?token=TOKEN`, with the port the system gave.
  /// - Throws: ``InspectorServerError/portInUse(port:)`` or
  ///   ``InspectorServerError/cannotListen(port:reason:)``.
  func start() async throws(InspectorServerError) -> URL {
    switch state {
    case .running(let running):
      return running.url
    case .starting(let task):
      return try await Self.outcome(of: task, port: requestedPort)
    case .stopped:
      let task = Task { try await self.bind() }
      state = .starting(task)
      do {
        return try await Self.outcome(of: task, port: requestedPort)
      } catch {
        if case .starting = state { state = .stopped }
        throw error
      }
    }
  }

  /// Closes every WebSocket with 1001 ("going away"), stops listening and frees the port.
  func stop() async {
    if case .starting(let task) = state { _ = await task.result }
    guard case .running(let running) = state else { return }
    state = .stopped
    published.withLock { $0 = nil }
    running.connections.closeAll(with: .close(code: .goingAway))
    // Lets each viewer's writer send its close frame; a viewer that stopped reading is cut off
    // when the wait ends.
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await running.connections.waitUntilEmpty() }
      group.addTask { try? await Task.sleep(for: Self.closingGrace) }
      await group.next()
      group.cancelAll()
    }
    await running.http.stop(timeout: 0)
    await running.runTask.value
    logger.info("Wayfinder inspector stopped")
  }

  private static func outcome(
    of task: Task<URL, any Error>, port: UInt16
  ) async throws(InspectorServerError) -> URL {
    do {
      return try await task.value
    } catch let error as InspectorServerError {
      throw error
    } catch {
      throw Self.listeningError(error, port: port)
    }
  }

  private func bind() async throws -> URL {
    let viewer = try ViewerFiles.bundled()
    let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: requestedPort)
    let http = HTTPServer(address: address, logger: FlyingFoxLog(logger: logger))
    // `run()` throws at once if it cannot bind, and otherwise returns only when stopped;
    // `waitUntilListening()` returns once bound: the first of the two to report decides.
    let (outcomes, report) = AsyncStream<Result<Void, any Error>>.makeStream()
    let runTask = Task {
      do {
        try await http.run()
      } catch {
        report.yield(.failure(error))
        // A bind failure is thrown from start(); a stop ends run() with CancellationError.
        logger.debug("The inspector's server ended: \(error)")
      }
      report.finish()
    }
    let listening = Task {
      do {
        try await http.waitUntilListening(timeout: 30)
        report.yield(.success(()))
      } catch {
        report.yield(.failure(error))
      }
    }
    var iterator = outcomes.makeAsyncIterator()
    let first = await iterator.next()
    listening.cancel()
    guard case .success = first, case .ip4(_, let port)? = await http.listeningAddress else {
      runTask.cancel()
      await http.stop()
      await runTask.value
      if case .failure(let error) = first { throw error }
      throw InspectorServerError.cannotListen(port: requestedPort, reason: "the server stopped")
    }

    let connections = ConnectionRegistry()
    let webSocket = InspectorWebSocket(
      endpoint: endpoint, feedCapacity: feedCapacity, messageLimit: Self.messageLimit,
      connections: connections, problems: problems)
    await http.appendRoute(
      "*",
      to: InspectorHTTPHandler(
        gate: ConnectionGate(token: token, port: port), viewer: viewer,
        webSocket: WebSocketHTTPHandler(handler: webSocket), problems: problems))

    guard let url = URL(string: "http://127.0.0.1:\(port)/?token=\(token)") else {
      preconditionFailure("a loopback address, a port and hex digits always form a URL")
    }
    state = .running(Running(http: http, runTask: runTask, connections: connections, url: url))
    published.withLock { $0 = url }
    logger.notice("Wayfinder inspector: open \(url.absoluteString)")
    return url
  }

  private static func listeningError(_ error: any Error, port: UInt16) -> InspectorServerError {
    if case SocketError.failed(_, let errno, _) = error, errno == EADDRINUSE {
      return .portInUse(port: port)
    }
    return .cannotListen(port: port, reason: "\(error)")
  }
}
