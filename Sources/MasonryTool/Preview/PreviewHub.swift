import FlyingFox
import Foundation
import MasonryRender

/// What `masonry preview` shows, and the pages that show it: the last layout that read, the
/// error of the file as it is now (if it does not read), and a WebSocket stream to each open
/// page. Each change is numbered, and every message carries the whole state, so that a page
/// that missed one (or connects late) catches up from the next.
actor PreviewHub {
  /// The page's title.
  let title: String
  /// The path of the live-update socket.
  static let socketPath = "/socket"

  /// The last screens that read.
  private var screens: [HTMLInspectorWriter.Screen] = []
  /// The file's error, while it does not read.
  private var error: String?
  /// A prefix that tells this run's versions from another's, so that a page left open across
  /// a restart of the server takes the new run's layout.
  private let run = String(UInt32.random(in: 0...UInt32.max), radix: 36)
  /// The number of the last change, and of the last change that brought a layout.
  private var change = 0
  private var layoutChange = 0
  /// The page as of the last layout, and the message that carries the state.
  private var cachedPage: String?
  private var cachedMessage: String?

  private var clients: [Int: AsyncStream<WSMessage>.Continuation] = [:]
  private var nextClient = 0
  /// The port the server listens on, once it does: requests must name it.
  private(set) var port: UInt16 = 0

  init(title: String) {
    self.title = title
  }

  func listening(on port: UInt16) {
    self.port = port
  }

  /// How many pages are connected.
  var clientCount: Int { clients.count }

  /// Takes the outcome of a read of the file and sends it to every open page.
  func update(_ outcome: PreviewRenderer.Outcome) {
    change += 1
    switch outcome {
    case .screens(let screens):
      self.screens = screens
      error = nil
      layoutChange = change
      cachedPage = nil
    case .failure(let message):
      error = message
    }
    cachedMessage = nil
    let message = self.message()
    for client in clients.values { client.yield(.text(message)) }
  }

  /// The page as it is now: the last layout, with the error if there is one.
  func page() -> String {
    HTMLInspectorWriter.write(
      screens, title: title,
      options: HTMLInspectorWriter.Options(
        liveUpdatePath: PreviewHub.socketPath, error: error, version: version(layoutChange)))
  }

  /// The state as a message: `{"state": …, "version": …, "page": …, "error": …}` — the number
  /// of the change, the number of the layout's change and the page, and the error or null.
  private func message() -> String {
    if let cachedMessage { return cachedMessage }
    if cachedPage == nil {
      cachedPage = HTMLInspectorWriter.write(
        screens, title: title,
        options: HTMLInspectorWriter.Options(
          liveUpdatePath: PreviewHub.socketPath, version: version(layoutChange)))
    }
    struct Message: Encodable {
      var state: String
      var version: String
      var page: String?
      var error: String?
    }
    let value = Message(
      state: version(change), version: version(layoutChange),
      page: layoutChange > 0 ? cachedPage : nil, error: error)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    let text = String(decoding: data, as: UTF8.self)
    cachedMessage = text
    return text
  }

  private func version(_ number: Int) -> String { number == 0 ? "" : "\(run)-\(number)" }

  /// A stream of messages for a page that connects: the state now, then each change.
  ///
  /// Only the newest message waits for a page that is slow to read.
  func subscribe() -> (id: Int, messages: AsyncStream<WSMessage>) {
    let (stream, continuation) = AsyncStream.makeStream(
      of: WSMessage.self, bufferingPolicy: .bufferingNewest(1))
    let id = nextClient
    nextClient += 1
    clients[id] = continuation
    continuation.yield(.text(message()))
    return (id, stream)
  }

  /// Forgets a page that went away.
  func unsubscribe(_ id: Int) {
    clients.removeValue(forKey: id)?.finish()
  }

  /// Tells every page that the server is going away, and ends their streams.
  func closeAll() {
    for client in clients.values {
      client.yield(.close(.goingAway))
      client.finish()
    }
    clients = [:]
  }
}
