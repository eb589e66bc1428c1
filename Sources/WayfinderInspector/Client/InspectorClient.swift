import FlyingSocks
import Foundation
import Synchronization
import Wayfinder

/// A viewer of the inspector for programs: connects with the token, reads the feed and sends
/// commands, speaking the protocol of <doc:Protocol>.
///
/// `wayfinder-inspect` is built on it. Every wait is bounded: connecting by
/// ``connectionFloor`` or the timeout, the longer; the handshake and a reply by the client's
/// timeout; a message by its size limit; the feed waits as long as the caller asks.
/// Pings are answered, fragments joined, and a close frame ends the client with
/// ``InspectorClientError/closed(code:reason:)``.
///
/// ```swift
/// let client = try await InspectorClient.connect(to: InspectorAddress(parsing: url))
/// print(client.hello)                          // the whole state, as JSON
/// let reply = try await client.send("jump", ["sequence": 3])
/// ```
package final class InspectorClient: Sendable {
  /// The first message of the feed, `hello`, as the inspector wrote it.
  package let hello: String
  /// The same, read.
  package let helloValue: JSONValue

  private let connection: WebSocketConnection
  private let timeout: Duration
  private let nextID = Mutex(0)

  private init(connection: WebSocketConnection, timeout: Duration, hello: String, value: JSONValue)
  {
    self.connection = connection
    self.timeout = timeout
    self.hello = hello
    self.helloValue = value
  }

  /// The least time connecting to the inspector's local port may take, whatever the timeout.
  package static let connectionFloor: Duration = .seconds(10)

  /// Connects, upgrades to a WebSocket with the address's token, and reads `hello`.
  ///
  /// - Parameters:
  ///   - address: Where the inspector listens, and its token.
  ///   - timeout: How long the handshake, `hello` and each reply may take. Connecting to the
  ///     local port gets at least ``connectionFloor``: a port nobody listens on refuses at
  ///     once, and a busy machine may take longer than a short timeout to connect at all.
  ///   - messageLimit: The largest message read, in bytes.
  /// - Returns: A client whose ``hello`` holds the whole state.
  /// - Throws: ``InspectorClientError``: `unreachable` when nothing listens, `refused` with
  ///   the inspector's reason (a wrong token), `timedOut`, `unsupportedVersion`.
  package static func connect(
    to address: InspectorAddress, timeout: Duration = .seconds(10),
    messageLimit: Int = WebSocketConnection.defaultMessageLimit
  ) async throws(InspectorClientError) -> InspectorClient {
    let connection = try await WebSocketConnection.connect(
      port: address.port, messageLimit: messageLimit, timeout: max(timeout, connectionFloor))
    do {
      let answer = try await bounded(timeout, waitingFor: "the WebSocket handshake") {
        try await connection.upgrade(
          port: address.port, token: address.token, host: address.hostHeader)
      }
      guard answer.status == 101 else {
        throw InspectorClientError.refused(
          status: answer.status,
          message: String(decoding: answer.body, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines))
      }
      let text = try await bounded(timeout, waitingFor: "the inspector's hello") {
        try await Self.nextMessage(on: connection)
      }
      let value = try read(text)
      guard value["type"] == "hello" else {
        throw InspectorClientError.unexpectedAnswer("the first message is not hello")
      }
      try checkVersion(of: value)
      return InspectorClient(connection: connection, timeout: timeout, hello: text, value: value)
    } catch let error as InspectorClientError {
      connection.close()
      throw error
    } catch {
      connection.close()
      throw .connectionLost("\(error)")
    }
  }

  /// Closes the connection.
  package func close() {
    connection.close()
  }

  /// The next message of the feed (`event`, `plan`, `leak`, or a `reply`), as the inspector
  /// wrote it; waits as long as `timeout` allows, forever when it is `nil`.
  package func nextMessage(timeout: Duration? = nil) async throws(InspectorClientError) -> String {
    try await Self.bounded(timeout, waitingFor: "the inspector's next message") { [connection] in
      try await Self.nextMessage(on: connection)
    }
  }

  /// Sends the command `type` with `members` and waits for its reply, skipping the feed's
  /// messages that come first.
  ///
  /// - Returns: The reply, as the inspector wrote it, and its `result`.
  /// - Throws: ``InspectorClientError/replyError(code:message:)`` when the app refused the
  ///   command, ``InspectorClientError/timedOut(waitingFor:seconds:)`` when no reply came.
  package func send(_ type: String, _ members: [String: JSONValue] = [:])
    async throws(InspectorClientError) -> (text: String, result: JSONValue)
  {
    let id = nextID.withLock { id in
      id += 1
      return "wayfinder-inspect-\(id)"
    }
    var command = members
    command["version"] = .number(JSONNumber(InspectorProtocol.version))
    command["id"] = .string(id)
    command["type"] = .string(type)
    let text = JSONValue.object(command).description
    let reply = try await Self.bounded(timeout, waitingFor: "the reply to \(type)") {
      [connection] in
      try await connection.send(text: text)
      while true {
        let message = try await Self.nextMessage(on: connection)
        let value = try Self.read(message)
        if value["type"] == "reply", value["id"] == .string(id) { return (message, value) }
      }
    }
    if case .string(let code)? = reply.1["error"]?["code"] {
      var message = ""
      if case .string(let text)? = reply.1["error"]?["message"] { message = text }
      throw .replyError(code: code, message: message)
    }
    return (reply.0, reply.1["result"] ?? .null)
  }

  /// Reads one message: joins fragments, answers pings, and turns a close into an error.
  private static func nextMessage(on connection: WebSocketConnection) async throws -> String {
    var parts = Data()
    while true {
      let frame = try await connection.readFrame()
      switch frame.opcode {
      case 0x1, 0x0:
        parts.append(frame.payload)
        guard parts.count <= connection.messageLimit else {
          throw InspectorClientError.tooLarge(bytes: parts.count, limit: connection.messageLimit)
        }
        guard frame.fin else { continue }
        guard let text = String(data: parts, encoding: .utf8) else {
          throw InspectorClientError.unexpectedAnswer("a text message that is not UTF-8")
        }
        return text
      case 0x9:
        try await connection.send(opcode: 0xA, payload: frame.payload)
      case 0x8:
        // Answers the close, as RFC 6455 asks, before giving up the connection.
        try? await connection.send(opcode: 0x8, payload: frame.payload.prefix(2))
        connection.close()
        throw InspectorClientError.closed(code: frame.closeCode, reason: frame.closeReason ?? "")
      case 0xA:
        continue
      default:
        throw InspectorClientError.unexpectedAnswer("a frame of opcode \(frame.opcode)")
      }
    }
  }

  private static func read(_ text: String) throws(InspectorClientError) -> JSONValue {
    do {
      return try JSONValue(parsing: Data(text.utf8))
    } catch {
      throw .unexpectedAnswer("a message that is not JSON (\(error))")
    }
  }

  private static func checkVersion(of value: JSONValue) throws(InspectorClientError) {
    guard case .number(let number)? = value["version"] else {
      throw .unsupportedVersion(found: nil, supported: InspectorProtocol.version)
    }
    guard number.int == InspectorProtocol.version else {
      throw .unsupportedVersion(found: number.int, supported: InspectorProtocol.version)
    }
  }

  /// Runs `body`, giving up after `timeout` (never when `nil`), and names every failure as an
  /// ``InspectorClientError``.
  private static func bounded<T: Sendable>(
    _ timeout: Duration?, waitingFor what: String,
    _ body: @escaping @Sendable () async throws -> T
  ) async throws(InspectorClientError) -> T {
    do {
      return try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        if let timeout {
          group.addTask {
            try await Task.sleep(for: timeout)
            return nil
          }
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else {
          throw InspectorClientError.timedOut(
            waitingFor: what, seconds: Int(timeout?.components.seconds ?? 0))
        }
        return value
      }
    } catch let error as InspectorClientError {
      throw error
    } catch is CancellationError {
      throw .connectionLost("cancelled")
    } catch SocketError.disconnected {
      throw .closed(code: nil, reason: "")
    } catch {
      throw .connectionLost("\(error)")
    }
  }
}
