import Wayfinder

/// Why a client of the inspector — `wayfinder-inspect`, or a test — could not do what it was
/// asked: each case says what was wrong and what to do.
///
/// Texts that came from the URL or the app (a server's refusal, a reply's message, a close
/// reason) are escaped with `PrintableText` before they appear.
package enum InspectorClientError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The inspector URL could not be read.
  case invalidURL(String, reason: String)
  /// Nothing answered at the address (a closed port, an app that stopped).
  case unreachable(host: String, port: UInt16, reason: String)
  /// The server answered the WebSocket request with another status than 101; `message` is
  /// its body (the inspector says why: the wrong token, another origin).
  case refused(status: Int, message: String)
  /// The server sent something the protocol does not allow at that point.
  case unexpectedAnswer(String)
  /// The app speaks another version of the protocol.
  case unsupportedVersion(found: Int?, supported: Int)
  /// A message, a body or a head was larger than the client reads.
  case tooLarge(bytes: Int, limit: Int)
  /// Nothing came within the time allowed.
  case timedOut(waitingFor: String, seconds: Int)
  /// The server closed the WebSocket, with its close code and reason when it sent them.
  case closed(code: UInt16?, reason: String)
  /// The socket failed under the client.
  case connectionLost(String)
  /// The app refused the command: the reply's error `code` and its `message`.
  case replyError(code: String, message: String)

  /// What went wrong and what to do about it, escaped for a terminal.
  package var description: String {
    switch self {
    case .invalidURL(let url, let reason):
      "The inspector URL \(printable: url) cannot be used: \(printable: reason). Pass the whole "
        + "URL the app printed, http://127.0.0.1:PORT/?token=TOKEN, with --url or "
        + "WAYFINDER_INSPECTOR_URL."
    case .unreachable(let host, let port, let reason):
      "Nothing answers at \(printable: host):\(port) (\(printable: reason)). Is the app running "
        + "with its inspector started? Use the URL it printed in this run."
    case .refused(403, let message):
      "The inspector refused the connection (HTTP 403): \(printable: message)"
    case .refused(let status, let message):
      "The server at that address is not an inspector, or refused the connection (HTTP "
        + "\(status))\(message.isEmpty ? "" : ": \(PrintableText.escaping(message))"). "
        + "Use the URL the app printed."
    case .unexpectedAnswer(let detail):
      "The inspector answered something unexpected: \(printable: detail). Use a "
        + "wayfinder-inspect of the same Wayfinder version as the app."
    case .unsupportedVersion(let found?, let supported):
      "The app speaks inspector protocol version \(found); this tool speaks \(supported). Use a "
        + "wayfinder-inspect of the same Wayfinder version as the app."
    case .unsupportedVersion(nil, let supported):
      "The app's first message names no protocol version; this tool speaks \(supported)."
    case .tooLarge(let bytes, let limit):
      "The inspector sent \(bytes) bytes in one message; this tool reads at most \(limit). "
        + "Raise --max-bytes if the app's history is that large."
    case .timedOut(let what, let seconds):
      "No answer came within \(seconds) s while waiting for \(printable: what). Is the app "
        + "paused in a debugger? Raise --timeout to wait longer."
    case .closed(let code?, let reason):
      "The inspector closed the connection (\(code)\(reason.isEmpty ? "" : ": \(PrintableText.escaping(reason))"))."
    case .closed(nil, _):
      "The inspector closed the connection: the app stopped its inspector or quit."
    case .connectionLost(let reason):
      "The connection to the inspector broke (\(printable: reason)): the app may have quit."
    case .replyError(let code, let message):
      "The app refused the command (\(printable: code)): \(printable: message)"
    }
  }
}
