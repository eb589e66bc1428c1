import FlyingFox
import Foundation

/// Turns the frames a viewer sends into what the server acts on, enforcing the limits: text only,
/// at most ``limit`` bytes a message (across its fragments).
///
/// FlyingFox has read each frame whole, and unmasked it, before it arrives here: it does not keep
/// whether a frame was masked, so that rule of RFC 6455 is not checked.
struct MessageAssembler {
  /// What a frame asks the server to do.
  enum Incoming: Equatable {
    /// A whole text message: a command for the endpoint.
    case message(String)
    /// A ping, to answer with this pong.
    case pong(WSFrame)
    /// The viewer closes; answer with this close frame and end the connection.
    case close(WSFrame)
  }

  let limit: Int
  private var fragments: Data?

  init(limit: Int) {
    self.limit = limit
  }

  /// Takes one frame.
  ///
  /// - Returns: What to do, or `nil` while a fragmented message is incomplete (or for a pong).
  /// - Throws: The problem for which the connection must close.
  mutating func take(_ frame: WSFrame) throws(InspectorServerError) -> Incoming? {
    guard !frame.rsv1, !frame.rsv2, !frame.rsv3 else {
      throw .protocolViolation("a frame set a reserved bit")
    }
    switch frame.opcode {
    case .text:
      guard fragments == nil else {
        throw .protocolViolation("a new message began inside a fragmented one")
      }
      try check(size: frame.payload.count)
      guard frame.fin else {
        fragments = frame.payload
        return nil
      }
      return .message(try text(frame.payload))
    case .continuation:
      guard var message = fragments else {
        throw .protocolViolation("a continuation frame came with no message to continue")
      }
      try check(size: message.count + frame.payload.count)
      message.append(frame.payload)
      guard frame.fin else {
        fragments = message
        return nil
      }
      fragments = nil
      return .message(try text(message))
    case .binary:
      throw .binaryMessage(bytes: frame.payload.count)
    case .ping:
      guard frame.fin, frame.payload.count <= 125 else {
        throw .protocolViolation("a ping was fragmented or over 125 bytes")
      }
      return .pong(WSFrame(fin: true, opcode: .pong, mask: nil, payload: frame.payload))
    case .pong:
      return nil
    case .close:
      // Echo the status code, as RFC 6455 §5.5.1 asks; the reason is the viewer's, not ours.
      let code = frame.payload.count >= 2 ? frame.payload.prefix(2) : Data()
      return .close(WSFrame(fin: true, opcode: .close, mask: nil, payload: Data(code)))
    default:
      throw .protocolViolation("unknown opcode \(frame.opcode.rawValue)")
    }
  }

  private func check(size: Int) throws(InspectorServerError) {
    guard size <= limit else { throw .messageTooBig(bytes: size, limit: limit) }
  }

  private func text(_ payload: Data) throws(InspectorServerError) -> String {
    guard let text = String(validating: payload, as: UTF8.self) else { throw .invalidText }
    return text
  }
}

extension InspectorServerError {
  /// The close frame that tells the viewer why its connection ends; the reason stays within the
  /// 123 bytes a close frame allows.
  var closeFrame: WSFrame {
    let code: WSCloseCode =
      switch self {
      case .messageTooBig(let bytes, let limit):
        WSCloseCode(1009, reason: "message of \(bytes) bytes is over the \(limit)-byte limit")
      case .binaryMessage:
        WSCloseCode(1003, reason: "binary messages are refused; send JSON text")
      case .invalidText:
        WSCloseCode(1007, reason: "text message is not UTF-8")
      case .protocolViolation(let detail):
        WSCloseCode(1002, reason: String(detail.utf8.prefix(123)) ?? "protocol error")
      case .refusedMessage(let code):
        WSCloseCode(1008, reason: "not an inspector command: \(code)")
      case .portInUse, .cannotListen, .missingToken, .wrongToken, .foreignOrigin, .foreignHost:
        WSCloseCode(1008, reason: "refused")
      }
    return .close(code: code)
  }
}
