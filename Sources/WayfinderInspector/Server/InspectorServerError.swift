import Wayfinder

/// Why the inspector could not start, or why it refused a connection or a message.
///
/// ``Inspector/start()`` throws the first two cases. The others never reach the app: the server
/// logs them (label `wayfinder.inspector`) and answers the viewer with an HTTP 403 or a WebSocket
/// close code, so a person reading the log or the browser console learns what to change.
public enum InspectorServerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Another program (or another inspector) already listens on the port.
  case portInUse(port: UInt16)
  /// The operating system refused to open the listening socket for another reason.
  case cannotListen(port: UInt16, reason: String)
  /// A WebSocket upgrade came without the `token` query item.
  case missingToken
  /// A WebSocket upgrade came with a token that is not this run's.
  case wrongToken
  /// A WebSocket upgrade came from a page served by another origin.
  case foreignOrigin(String)
  /// A WebSocket upgrade named another host, as a DNS-rebinding page would.
  case foreignHost(String)
  /// A viewer sent a message larger than the limit; the connection was closed with code 1009.
  case messageTooBig(bytes: Int, limit: Int)
  /// A viewer sent a binary message; the connection was closed with code 1003.
  case binaryMessage(bytes: Int)
  /// A viewer sent a text message that is not UTF-8; the connection was closed with code 1007.
  case invalidText
  /// A viewer broke the WebSocket protocol; the connection was closed with code 1002.
  case protocolViolation(String)
  /// A viewer sent a text that is not a command of the inspector's protocol (tampered, or
  /// from another program); the reply said why (its `code`) and the connection was closed
  /// with code 1008.
  case refusedMessage(code: String)

  /// What went wrong and what to do about it, in a sentence or two.
  public var description: String {
    switch self {
    case .portInUse(let port):
      "The inspector cannot listen on 127.0.0.1:\(port): the port is in use. "
        + "Choose another port, or 0 for any free port."
    case .cannotListen(let port, let reason):
      "The inspector cannot listen on 127.0.0.1:\(port): \(printable: reason). "
        + "Choose another port, or 0 for any free port."
    case .missingToken:
      "A viewer connected without the token: open the whole URL the inspector printed, "
        + "including ?token=…."
    case .wrongToken:
      "A viewer connected with a token from another run: open the URL this run printed."
    case .foreignOrigin(let origin):
      "A page from \(printable: origin) tried to connect; only the inspector's own page may. "
        + "Open the URL the inspector printed."
    case .foreignHost(let host):
      "A connection named the host \(printable: host); only 127.0.0.1 and localhost are served. "
        + "Open the URL the inspector printed."
    case .messageTooBig(let bytes, let limit):
      "A viewer sent a message of \(bytes) bytes, over the \(limit)-byte limit; "
        + "the connection was closed (1009). Send commands, not data."
    case .binaryMessage(let bytes):
      "A viewer sent a binary message of \(bytes) bytes; the protocol is JSON text. "
        + "The connection was closed (1003)."
    case .invalidText:
      "A viewer sent a text message that is not UTF-8; the connection was closed (1007)."
    case .protocolViolation(let detail):
      "A viewer broke the WebSocket protocol (\(printable: detail)); the connection was closed "
        + "(1002)."
    case .refusedMessage(let code):
      "A viewer sent a message that is not an inspector command (\(printable: code)); the reply "
        + "said why and the connection was closed (1008). Use the inspector's own page or "
        + "wayfinder-inspect."
    }
  }
}
