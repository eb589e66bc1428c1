import Foundation

/// A WebSocket frame as ``WebSocketConnection`` reads it.
package struct WebSocketFrame: Equatable, Sendable {
  /// Whether it is the last frame of its message.
  package var fin: Bool
  /// 0x0 continuation, 0x1 text, 0x2 binary, 0x8 close, 0x9 ping, 0xA pong.
  package var opcode: UInt8
  package var payload: Data

  package init(fin: Bool = true, opcode: UInt8, payload: Data) {
    self.fin = fin
    self.opcode = opcode
    self.payload = payload
  }

  /// The payload as UTF-8 text, `nil` when it is not.
  package var text: String? { String(data: payload, encoding: .utf8) }

  /// The close code of a close frame.
  package var closeCode: UInt16? {
    guard opcode == 0x8, payload.count >= 2 else { return nil }
    return UInt16(payload[payload.startIndex]) << 8 | UInt16(payload[payload.startIndex + 1])
  }

  /// The reason of a close frame.
  package var closeReason: String? {
    guard opcode == 0x8 else { return nil }
    return String(data: payload.dropFirst(2), encoding: .utf8)
  }
}

/// What a server answered to an HTTP request: the status, the headers (names lowercased) and,
/// when the response is not an upgrade, the body.
package struct HTTPAnswer: Sendable {
  package let status: Int
  package let headers: [String: String]
  package let body: Data
}
