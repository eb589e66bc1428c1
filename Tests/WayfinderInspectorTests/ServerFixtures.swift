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

/// What a test client got back for an HTTP request: the status, the headers (names lowercased)
/// and, when the response is not an upgrade, the body.
struct HTTPAnswer {
  let status: Int
  let headers: [String: String]
  let body: Data
}

/// A WebSocket frame as the test client reads it.
struct TestFrame: Equatable {
  let opcode: UInt8
  let payload: Data

  var text: String? { String(data: payload, encoding: .utf8) }
  /// The close code of a close frame.
  var closeCode: UInt16? {
    guard opcode == 0x8, payload.count >= 2 else { return nil }
    return UInt16(payload[payload.startIndex]) << 8 | UInt16(payload[payload.startIndex + 1])
  }
  var closeReason: String? {
    guard opcode == 0x8 else { return nil }
    return String(data: payload.dropFirst(2), encoding: .utf8)
  }
}

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

/// A minimal HTTP/1.1 and WebSocket client on FlyingSocks' non-blocking socket: it writes the
/// handshake and frames by hand (masked, as RFC 6455 asks of clients) so tests can also send what
/// a well-behaved client never would: binary, oversized, unmasked frames.
final class TestClient: Sendable {
  private let socket: AsyncSocket

  private init(socket: AsyncSocket) {
    self.socket = socket
  }

  static func connect(port: UInt16) async throws -> TestClient {
    let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
    return TestClient(socket: try await AsyncSocket.connected(to: address))
  }

  func close() {
    try? socket.close()
  }

  /// Sends a GET request and reads the answer's head, and its body when it has a length.
  func get(
    _ target: String, port: UInt16, host: String? = nil, headers extra: [String: String] = [:]
  ) async throws -> HTTPAnswer {
    var lines = ["GET \(target) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")"]
    for (name, value) in extra.sorted(by: { $0.key < $1.key }) { lines.append("\(name): \(value)") }
    try await socket.write(Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8))
    let (status, headers) = try await readHead()
    let length = headers["content-length"].flatMap(Int.init) ?? 0
    let body = status == 101 || length == 0 ? Data() : Data(try await read(count: length))
    return HTTPAnswer(status: status, headers: headers, body: body)
  }

  /// Asks for a WebSocket at `/ws`; `token: nil` leaves the query out, `origin: nil` the header.
  func upgrade(port: UInt16, token: String?, origin: String? = nil, host: String? = nil)
    async throws -> HTTPAnswer
  {
    var headers = [
      "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
      "Sec-WebSocket-Key": Data((0..<16).map { _ in UInt8.random(in: 0...255) })
        .base64EncodedString(),
    ]
    headers["Origin"] = origin
    return try await get(
      token.map { "/ws?token=\($0)" } ?? "/ws", port: port, host: host, headers: headers)
  }

  /// Sends one frame; `masked: false` breaks the protocol on purpose.
  func send(opcode: UInt8, payload: Data, fin: Bool = true, masked: Bool = true) async throws {
    var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    let maskBit: UInt8 = masked ? 0x80 : 0
    switch payload.count {
    case 0...125: frame.append(maskBit | UInt8(payload.count))
    case 126...0xFFFF:
      frame.append(maskBit | 126)
      frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    default:
      frame.append(maskBit | 127)
      frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
    }
    if masked {
      let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
      frame += mask
      frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    } else {
      frame += payload
    }
    try await socket.write(Data(frame))
  }

  func send(text: String) async throws {
    try await send(opcode: 0x1, payload: Data(text.utf8))
  }

  /// Reads the next frame (the server's are never masked, and never fragmented by this server).
  func readFrame() async throws -> TestFrame {
    let head = try await read(count: 2)
    var length = Int(head[1] & 0x7F)
    if length == 126 {
      length = try await read(count: 2).reduce(0) { $0 << 8 | Int($1) }
    } else if length == 127 {
      length = try await read(count: 8).reduce(0) { $0 << 8 | Int($1) }
    }
    return TestFrame(opcode: head[0] & 0x0F, payload: Data(try await read(count: length)))
  }

  /// Reads frames until a text one comes, answering nothing; pings are skipped.
  func readText() async throws -> String? {
    for _ in 0..<1_000 {
      let frame = try await readFrame()
      if frame.opcode == 0x1 { return frame.text }
      if frame.opcode == 0x8 { return nil }
    }
    return nil
  }

  /// `true` once the server has closed the TCP connection: a read finds the end.
  func isClosedByServer() async -> Bool {
    do {
      _ = try await socket.read()
      return false
    } catch {
      return true
    }
  }

  private func read(count: Int) async throws -> [UInt8] {
    try await socket.read(bytes: count)
  }

  private func readHead() async throws -> (Int, [String: String]) {
    var bytes: [UInt8] = []
    while !bytes.ends(with: [13, 10, 13, 10]) {
      guard bytes.count < 16_384 else { throw TimedOut() }
      bytes.append(try await socket.read())
    }
    let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    let status = Int(lines[0].split(separator: " ")[1]) ?? 0
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return (status, headers)
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
