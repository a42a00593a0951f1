import FlyingFox
import Foundation

/// The requests `masonry preview` answers: `GET /`, the inspector page, and `GET /socket`, the
/// WebSocket that pushes each change to it.
///
/// Nothing else is served — no file, and no other path (`/../x`, `/%2e%2e/x`, `//etc/passwd`,
/// the layout file's own name): 404. The raw path of the request line is compared, before any
/// decoding or resolving of dot segments.
///
/// Requests must name the server as their host (`127.0.0.1:PORT` or `localhost:PORT`), and a
/// WebSocket must come from its page (its `Origin`), so that a web site cannot reach the
/// preview through a name that it points at 127.0.0.1 (DNS rebinding).
struct PreviewHandler: HTTPHandler {
  let hub: PreviewHub

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    let port = await hub.port
    guard PreviewHandler.isOwnHost(request.headers[.host], port: port) else {
      return PreviewHandler.text(
        .forbidden, "masonry preview answers requests for 127.0.0.1:\(port) only\n")
    }
    guard request.method == .GET else {
      return PreviewHandler.text(.methodNotAllowed, "masonry preview answers GET only\n")
    }
    switch request.target.path() {
    case "/":
      var headers = PreviewHandler.commonHeaders
      headers[.contentType] = "text/html; charset=utf-8"
      headers[HTTPHeader("Content-Security-Policy")] =
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
        + "connect-src 'self'; base-uri 'none'; form-action 'none'"
      return HTTPResponse(statusCode: .ok, headers: headers, body: Data(await hub.page().utf8))
    case PreviewHub.socketPath:
      if let origin = request.headers[HTTPHeader("Origin")],
        !PreviewHandler.isOwnOrigin(origin, port: port)
      {
        return PreviewHandler.text(.forbidden, "not from the preview's page\n")
      }
      let socket = WebSocketHTTPHandler(
        handler: MessageFrameWSHandler(handler: PreviewSocket(hub: hub)))
      return try await socket.handleRequest(request)
    default:
      return PreviewHandler.notFound
    }
  }

  private static let commonHeaders: HTTPHeaders = [
    .cacheControl: "no-store",
    HTTPHeader("X-Content-Type-Options"): "nosniff",
    HTTPHeader("Referrer-Policy"): "no-referrer",
  ]

  private static let notFound = text(
    .notFound, "Not found: masonry preview serves its page at / and nothing else.\n")

  private static func text(_ status: HTTPStatusCode, _ body: String) -> HTTPResponse {
    var headers = commonHeaders
    headers[.contentType] = "text/plain; charset=utf-8"
    return HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8))
  }

  /// Whether a `Host` header names this server.
  static func isOwnHost(_ host: String?, port: UInt16) -> Bool {
    guard let host = host?.lowercased() else { return false }
    return host == "127.0.0.1:\(port)" || host == "localhost:\(port)"
  }

  /// Whether an `Origin` header is this server's page.
  static func isOwnOrigin(_ origin: String, port: UInt16) -> Bool {
    let origin = origin.lowercased()
    return origin == "http://127.0.0.1:\(port)" || origin == "http://localhost:\(port)"
  }
}

/// One page's WebSocket: the hub's messages out; what the page sends is read only to notice
/// that it went away.
struct PreviewSocket: WSMessageHandler {
  let hub: PreviewHub

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let (id, messages) = await hub.subscribe()
    Task {
      for await _ in client {}
      await hub.unsubscribe(id)
    }
    return messages
  }
}
