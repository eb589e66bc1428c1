/// Decides whether a WebSocket upgrade may go ahead: the right token, and if the request comes
/// from a page, a page this server served.
///
/// A browser always sends `Origin` on a WebSocket upgrade, and a page cannot forge it; command-line
/// clients send none, so a missing `Origin` passes on the token alone. The `Host` check stops a
/// page that reaches 127.0.0.1 through a DNS name it controls (DNS rebinding).
struct ConnectionGate: Sendable {
  let token: AccessToken
  let port: UInt16

  /// The origins of the inspector's own page: the URL it prints, and the same with `localhost`.
  var ownOrigins: [String] { ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] }

  private var ownHosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }

  /// Decides on one upgrade request.
  ///
  /// - Parameters:
  ///   - given: The `token` query item, if any.
  ///   - origin: The `Origin` header, if any.
  ///   - host: The `Host` header, if any.
  /// - Returns: The reason to refuse, or `nil` to let the upgrade go ahead.
  func refusal(token given: String?, origin: String?, host: String?) -> InspectorServerError? {
    guard let given else { return .missingToken }
    guard token.matches(given) else { return .wrongToken }
    if let host, !ownHosts.contains(host.lowercased()) {
      return .foreignHost(host)
    }
    if let origin, !ownOrigins.contains(origin.lowercased()) {
      return .foreignOrigin(origin)
    }
    return nil
  }
}
