import FlyingSocks
import Foundation

/// One HTTP/1.1 connection to a server on 127.0.0.1 that can become a WebSocket: the request
/// head, the upgrade, and frames written and read by hand (masked, as RFC 6455 asks of clients).
///
/// `wayfinder-inspect` speaks to the inspector through it (by way of ``InspectorClient``), and
/// the server's tests use it directly to send what a well-behaved client never would: binary,
/// oversized or unmasked frames. Every read is bounded: a response head by
/// ``headLimit``, a body and a frame by the connection's `messageLimit`.
///
/// Reads and writes are not meant to run at the same time from two tasks; a timeout is the
/// caller's, by cancelling the task that waits.
package final class WebSocketConnection: Sendable {
  /// The most bytes a response head may hold.
  package static let headLimit = 16 * 1024

  /// The largest body or frame read by default: the size of the largest bundle the app reads.
  package static let defaultMessageLimit = 64 << 20

  /// Why a connection to a closed port failed.
  package static let refusedReason = "nothing listens on that port"

  private let socket: AsyncSocket
  /// The largest body or frame payload this connection reads.
  package let messageLimit: Int

  private init(socket: AsyncSocket, messageLimit: Int) {
    self.socket = socket
    self.messageLimit = messageLimit
  }

  /// Connects to `127.0.0.1:port`.
  ///
  /// - Throws: ``InspectorClientError/unreachable(host:port:reason:)`` when nothing listens
  ///   there or the connection cannot be made.
  package static func connect(
    port: UInt16, messageLimit: Int = defaultMessageLimit, timeout: Duration = .seconds(5)
  ) async throws(InspectorClientError) -> WebSocketConnection {
    do {
      let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
      let seconds =
        Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
      let socket = try await AsyncSocket.connected(to: address, timeout: seconds)
      return WebSocketConnection(socket: socket, messageLimit: messageLimit)
    } catch SocketError.failed(_, let code, _) where code == ECONNREFUSED {
      throw .unreachable(host: "127.0.0.1", port: port, reason: Self.refusedReason)
    } catch SocketError.disconnected {
      // How FlyingSocks reports a refused connect: the peer reset it.
      throw .unreachable(host: "127.0.0.1", port: port, reason: Self.refusedReason)
    } catch {
      throw .unreachable(host: "127.0.0.1", port: port, reason: "\(error)")
    }
  }

  /// Closes the socket; a read waiting on it fails.
  package func close() {
    try? socket.close()
  }

  /// Sends a GET request and reads the answer's head, and its body when it has a length.
  ///
  /// - Throws: ``InspectorClientError/tooLarge(bytes:limit:)`` for a head or body past the
  ///   limits, ``InspectorClientError/unexpectedAnswer(_:)`` for one that is not HTTP, and the
  ///   socket's error when it fails.
  package func get(
    _ target: String, port: UInt16, host: String? = nil, headers extra: [String: String] = [:]
  ) async throws -> HTTPAnswer {
    var lines = ["GET \(target) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")"]
    for (name, value) in extra.sorted(by: { $0.key < $1.key }) { lines.append("\(name): \(value)") }
    try await socket.write(Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8))
    let (status, headers) = try await readHead()
    let length = headers["content-length"].flatMap(Int.init) ?? 0
    guard length <= messageLimit else {
      throw InspectorClientError.tooLarge(bytes: length, limit: messageLimit)
    }
    let body = status == 101 || length <= 0 ? Data() : Data(try await socket.read(bytes: length))
    return HTTPAnswer(status: status, headers: headers, body: body)
  }

  /// Asks for a WebSocket at `/ws`; `token: nil` leaves the query out, `origin: nil` the header.
  package func upgrade(port: UInt16, token: String?, origin: String? = nil, host: String? = nil)
    async throws -> HTTPAnswer
  {
    var headers = [
      "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
      "Sec-WebSocket-Key": Data((0..<16).map { _ in UInt8.random(in: 0...255) })
        .base64EncodedString(),
    ]
    headers["Origin"] = origin
    // Sent as given: the caller passes the query item as the URL held it.
    return try await get(
      token.map { "/ws?token=\($0)" } ?? "/ws", port: port, host: host, headers: headers)
  }

  /// Sends one frame; `masked: false` breaks the protocol on purpose.
  package func send(opcode: UInt8, payload: Data, fin: Bool = true, masked: Bool = true)
    async throws
  {
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

  /// Sends one text message in one frame.
  package func send(text: String) async throws {
    try await send(opcode: 0x1, payload: Data(text.utf8))
  }

  /// Reads the next frame, unmasking it if the server masked it (a server must not).
  ///
  /// - Throws: ``InspectorClientError/tooLarge(bytes:limit:)`` before reading a payload past
  ///   the connection's limit.
  package func readFrame() async throws -> WebSocketFrame {
    let head = try await socket.read(bytes: 2)
    var length = UInt64(head[1] & 0x7F)
    if length == 126 {
      length = try await socket.read(bytes: 2).reduce(0) { $0 << 8 | UInt64($1) }
    } else if length == 127 {
      length = try await socket.read(bytes: 8).reduce(0) { $0 << 8 | UInt64($1) }
    }
    guard length <= UInt64(messageLimit) else {
      throw InspectorClientError.tooLarge(
        bytes: length > UInt64(Int.max) ? Int.max : Int(length), limit: messageLimit)
    }
    let mask = head[1] & 0x80 != 0 ? try await socket.read(bytes: 4) : nil
    var payload = try await socket.read(bytes: Int(length))
    if let mask {
      for index in payload.indices { payload[index] ^= mask[index % 4] }
    }
    return WebSocketFrame(fin: head[0] & 0x80 != 0, opcode: head[0] & 0x0F, payload: Data(payload))
  }

  /// Reads frames until a text one comes, answering nothing; `nil` at a close frame.
  ///
  /// For tests that watch the server's frames; ``InspectorClient`` answers pings and joins
  /// fragments.
  package func readText() async throws -> String? {
    for _ in 0..<1_000 {
      let frame = try await readFrame()
      if frame.opcode == 0x1 { return frame.text }
      if frame.opcode == 0x8 { return nil }
    }
    return nil
  }

  /// `true` once the server has closed the TCP connection: a read finds the end.
  package func isClosedByServer() async -> Bool {
    do {
      _ = try await socket.read()
      return false
    } catch {
      return true
    }
  }

  private func readHead() async throws -> (Int, [String: String]) {
    var bytes: [UInt8] = []
    while !bytes.ends(with: [13, 10, 13, 10]) {
      guard bytes.count < Self.headLimit else {
        throw InspectorClientError.tooLarge(bytes: bytes.count, limit: Self.headLimit)
      }
      bytes.append(try await socket.read())
    }
    let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ")
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), let status = Int(parts[1]) else {
      throw InspectorClientError.unexpectedAnswer("the server's answer is not HTTP: \(lines[0])")
    }
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
