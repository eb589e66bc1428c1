import FlyingFox
import Foundation

/// Every request the server answers: the viewer's files, and `/ws`, the WebSocket behind the gate.
struct InspectorHTTPHandler: HTTPHandler {
  let gate: ConnectionGate
  let viewer: ViewerFiles
  let webSocket: WebSocketHTTPHandler
  let problems: ProblemLog

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    if request.path == "/ws" {
      if let refusal = gate.refusal(
        token: request.query["token"], origin: request.headers[HTTPHeader("Origin")],
        host: request.headers[.host])
      {
        problems.record(refusal)
        return HTTPResponse(
          statusCode: .forbidden,
          headers: [
            .contentType: "text/plain; charset=utf-8",
            HTTPHeader("X-Content-Type-Options"): "nosniff",
          ],
          body: Data(refusal.description.utf8))
      }
      return try await webSocket.handleRequest(request)
    }
    guard request.method == .GET else {
      let allow: HTTPHeaders = [HTTPHeader("Allow"): "GET"]
      return HTTPResponse(statusCode: .methodNotAllowed, headers: allow)
    }
    guard let file = viewer.file(at: request.path) else {
      return HTTPResponse(statusCode: .notFound)
    }
    return HTTPResponse(statusCode: .ok, headers: headers(for: file), body: file.contents)
  }

  /// The page holds the token in its URL: it must not leak it to other sites (Referrer-Policy),
  /// load nothing from elsewhere (Content-Security-Policy), nor be cached.
  private func headers(for file: ViewerFiles.File) -> HTTPHeaders {
    let sockets = gate.ownOrigins.map { $0.replacingOccurrences(of: "http://", with: "ws://") }
    return [
      .contentType: file.contentType,
      .cacheControl: "no-store",
      HTTPHeader("Referrer-Policy"): "no-referrer",
      HTTPHeader("X-Content-Type-Options"): "nosniff",
      HTTPHeader("Content-Security-Policy"):
        "default-src 'self'; connect-src 'self' \(sockets.joined(separator: " ")); "
        + "frame-ancestors 'none'",
    ]
  }
}
