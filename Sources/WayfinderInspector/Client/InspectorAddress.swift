import Foundation

/// Where an inspector listens and the token it asks for, read from the URL it printed.
package struct InspectorAddress: Sendable, Hashable {
  /// `127.0.0.1` or `localhost`, as the URL wrote it; the request names it as its host.
  package var host: String
  package var port: UInt16
  /// The token, as the URL's query holds it (percent-encoded if it was).
  package var token: String

  /// Reads `http://127.0.0.1:PORT/?token=TOKEN` (the URL ``Inspector/start()`` returns), or the
  /// same with `localhost` or the `ws` scheme and the `/ws` path.
  ///
  /// - Throws: ``InspectorClientError/invalidURL(_:reason:)`` saying what is missing.
  package init(parsing text: String) throws(InspectorClientError) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let components = URLComponents(string: trimmed), let scheme = components.scheme
    else { throw .invalidURL(text, reason: "it is not a URL") }
    guard ["http", "ws"].contains(scheme.lowercased()) else {
      throw .invalidURL(text, reason: "the scheme is \(scheme), not http")
    }
    guard let host = components.host, ["127.0.0.1", "localhost"].contains(host.lowercased())
    else {
      throw .invalidURL(
        text, reason: "the inspector listens on 127.0.0.1 only, and this URL names another host")
    }
    guard let port = components.port, let number = UInt16(exactly: port), number > 0 else {
      throw .invalidURL(text, reason: "it names no port")
    }
    guard
      let token = components.percentEncodedQueryItems?.first(where: { $0.name == "token" })?
        .value, !token.isEmpty
    else {
      throw .invalidURL(text, reason: "it has no ?token=")
    }
    self.host = host
    self.port = number
    self.token = token
  }

  /// The `Host` header: the host and port as the URL named them.
  package var hostHeader: String { "\(host):\(port)" }
}
