import Foundation
import Testing

@testable import MasonryTool

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `masonry preview` as a server, without a browser: what it serves and refuses, how it follows
/// the file, how it stops. (PreviewBrowserTests opens it in headless Chromium.)
@Suite(
  "masonry preview: the server", .serialized,
  .enabled(
    if: CommandLine.masonry != nil,
    "the masonry executable is not built beside the tests: run swift build first"))
struct PreviewTests {
  /// A layout file in a fresh directory: a card at `top`.
  private func layoutFile(top: Int = 20) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("screen.json")
    try Data(layout(top: top).utf8).write(to: file)
    return file
  }

  private func layout(top: Int) -> String {
    """
    {
      "root": {"width": 320, "height": 200},
      "views": [{"id": "card", "color": "#ffffff"}],
      "constraints": ["H:|-16-[card]-16-|", "card.top == root.top + \(top)", "card.height == 80"]
    }

    """
  }

  /// Starts a preview of `file` on any free port; returns it and its port.
  private func preview(_ file: URL, _ more: [String] = []) throws -> (BackgroundMasonry, UInt16) {
    let server = try BackgroundMasonry(["preview", file.path, "--port", "0"] + more)
    let port = try #require(server.previewPort(), "no address printed: \(server.error)")
    return (server, port)
  }

  @Test("it prints its address, serves the page there, and stops on Ctrl-C with exit code 0")
  func servesAndStops() throws {
    let file = try layoutFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let (server, port) = try preview(file)
    #expect(server.output.hasPrefix("Previewing \(file.path) at http://127.0.0.1:\(port)/"))
    let page = try RawHTTP.get(port: port, "/")
    #expect(page.status == 200)
    #expect(page.headers["content-type"] == "text/html; charset=utf-8")
    #expect(page.headers["cache-control"] == "no-store")
    #expect(page.body.contains("<title>screen.json — Masonry inspector</title>"))
    #expect(page.body.contains(#"data-live="/socket""#))
    #expect(page.body.contains(#"data-id="card" data-frame="16,20,288,80""#))
    #expect(server.stop(SIGINT) == 0)
    #expect(server.output.hasSuffix("Stopped (interrupt).\n"))
    #expect(!RawHTTP.accepts(port: port), "the listener is closed")
  }

  @Test("it listens on the loopback address only, and stops on SIGTERM too")
  func loopbackOnly() throws {
    let file = try layoutFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let (server, port) = try preview(file)
    // Linux lists listening sockets in /proc/net/tcp: the local address in hexadecimal,
    // 0100007F for 127.0.0.1, and state 0A for LISTEN. Nothing listens on the port on
    // 0.0.0.0 nor on an IPv6 address.
    if let table = try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8) {
      let hexPort = String(format: "%04X", port)
      var listening: [String] = []
      for line in table.split(separator: "\n") {
        let fields = line.split(separator: " ").map(String.init)
        if fields.count > 3 && fields[1].hasSuffix(":" + hexPort) && fields[3] == "0A" {
          listening.append(fields[1])
        }
      }
      #expect(listening == ["0100007F:\(hexPort)"])
    }
    if let table = try? String(contentsOfFile: "/proc/net/tcp6", encoding: .utf8) {
      let hexPort = String(format: "%04X", port)
      #expect(!table.contains(":\(hexPort) "), "nothing listens on IPv6")
    }
    // SIGTERM stops it as cleanly as Ctrl-C.
    #expect(server.stop(SIGTERM) == 0)
    #expect(server.output.hasSuffix("Stopped (terminate).\n"))
  }

  @Test(
    "only the page and its socket are served: any other path is 404, however it is spelled",
    arguments: [
      "/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2Fetc%2Fpasswd", "/..%2f..%2fetc",
      "//etc/passwd", "/etc/passwd", "/screen.json", "/./screen.json", "/socket/../",
      "/index.html", "/favicon.ico", "/%2f", "/\\..\\etc\\passwd",
    ])
  func pathTraversal(path: String) throws {
    let file = try layoutFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let (server, port) = try preview(file)
    // A target the server cannot parse closes the connection without an answer: refused too.
    let response = try? RawHTTP.get(port: port, path)
    #expect(response == nil || response?.status == 404, "\(path): \(response?.status ?? 0)")
    #expect(response?.body.contains("root") != true, "\(path) gave away a file")
    // The layout file's own absolute path, too.
    #expect(try RawHTTP.get(port: port, file.path).status == 404)
    #expect(try RawHTTP.get(port: port, "/" + file.path).status == 404)
    #expect(server.stop() == 0)
  }

  @Test("other hosts, other origins and other methods are refused")
  func foreignRequests() throws {
    let file = try layoutFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let (server, port) = try preview(file)
    // A name that a web site points at 127.0.0.1 (DNS rebinding) is not this server's.
    #expect(try RawHTTP.get(port: port, "/", headers: ["Host": "evil.example"]).status == 403)
    #expect(try RawHTTP.get(port: port, "/", headers: ["Host": "localhost:\(port)"]).status == 200)
    let upgrade = [
      "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
      "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
    ]
    var foreign = upgrade
    foreign["Origin"] = "http://evil.example"
    #expect(try RawHTTP.get(port: port, "/socket", headers: foreign).status == 403)
    var own = upgrade
    own["Origin"] = "http://127.0.0.1:\(port)"
    #expect(try RawHTTP.get(port: port, "/socket", headers: own).status == 101)
    let post = try RawHTTP.send(
      port: port,
      "POST / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    )
    #expect(post.status == 405)
    #expect(server.stop() == 0)
  }

  @Test(
    "the page follows the file: a change, a broken file (its error, the last good layout), a fix")
  func followsTheFile() throws {
    let file = try layoutFile(top: 20)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let (server, port) = try preview(file)
    func page(until condition: (String) -> Bool) throws -> String {
      let deadline = Date().addingTimeInterval(30)
      var body = ""
      while Date() < deadline {
        body = try RawHTTP.get(port: port, "/").body
        if condition(body) { return body }
        Thread.sleep(forTimeInterval: 0.05)
      }
      return body
    }
    try Data(layout(top: 60).utf8).write(to: file)
    let moved = try page { $0.contains(#"data-frame="16,60,288,80""#) }
    #expect(moved.contains(#"data-frame="16,60,288,80""#))
    #expect(moved.contains(#"<pre id="error" hidden></pre>"#))

    try Data("{\"root\": {\"width\": 320, \"height\": 200},\n  \"views\": [,]}\n".utf8).write(
      to: file)
    let broken = try page { $0.contains("<pre id=\"error\">") }
    #expect(broken.contains("<pre id=\"error\">\(file.path):2:13: error: "))
    #expect(broken.contains(#"data-frame="16,60,288,80""#), "the last good layout stays")
    #expect(server.error.contains("\(file.path):2:13: error: "))

    // Saved by writing a new file and renaming it over the old one.
    let fresh = file.deletingLastPathComponent().appendingPathComponent("screen.json.new")
    try Data(layout(top: 100).utf8).write(to: fresh)
    #expect(rename(fresh.path, file.path) == 0)
    let fixed = try page { $0.contains(#"data-frame="16,100,288,80""#) }
    #expect(fixed.contains(#"<pre id="error" hidden></pre>"#))
    #expect(server.stop() == 0)
  }

  @Test("several devices side by side, each with its size, scale and safe area")
  func devices() throws {
    let file = try layoutFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let (server, port) = try preview(file, ["--device", "iphone-se,ipad-pro-11-landscape"])
    let page = try RawHTTP.get(port: port, "/").body
    #expect(
      page.contains(
        #"<div id="canvas" class="canvas" data-screen="0" style="width:375px;height:667px">"#))
    #expect(
      page.contains(#"<div class="canvas" data-screen="1" style="width:1210px;height:834px">"#))
    #expect(page.contains("iPhone SE (3rd generation) · iphone-se <small>375 × 667 @2x</small>"))
    #expect(page.contains(#"data-id="card" data-frame="16,20,343,80""#))
    #expect(page.contains(#"data-id="card" data-frame="16,20,1178,80""#))
    #expect(server.stop() == 0)
  }

  @Test("a port in use, standard input and an unknown device are errors, with what to do")
  func errors() throws {
    let file = try layoutFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let (first, port) = try preview(file)
    let second = try BackgroundMasonry(["preview", file.path, "--port", "\(port)"])
    #expect(second.wait() == 2)
    #expect(second.error.contains("127.0.0.1:\(port): error: cannot listen"))
    #expect(second.error.contains("--port 0 takes any free port"))
    #expect(first.stop() == 0)

    let stdin = try BackgroundMasonry(["preview", "-"])
    #expect(stdin.wait() == 64)
    #expect(stdin.error.contains("standard input cannot be watched"))
    let device = try BackgroundMasonry(["preview", file.path, "--device", "ipad-pro-12"])
    #expect(device.wait() == 64)
    #expect(
      device.error.contains(
        "unknown device 'ipad-pro-12'; did you mean 'ipad-pro-11' or 'ipad-pro-13'?"))
  }
}

/// How the preview reads a file's format: as `render` and `check` do, from the text when the
/// name does not tell, at each read.
@Suite("masonry preview: the file's format")
struct PreviewFormatTests {
  /// A file with `text` under `name` in a new directory, removed by the caller.
  private func file(_ name: String, _ text: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-preview-format-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  private let yaml =
    "root: {width: 100, height: 50}\nviews:\n  - id: box\nconstraints:\n  - \"H:|[box]|\"\n  - \"V:|[box]|\"\n"
  private let json =
    #"{"root": {"width": 100, "height": 50}, "views": [{"id": "box"}], "constraints": ["H:|[box]|", "V:|[box]|"]}"#

  private func frames(_ outcome: PreviewRenderer.Outcome) -> [String]? {
    guard case .screens(let screens) = outcome else { return nil }
    return screens.first?.scene.nodes.map { "\($0.id) \($0.frame)" }
  }

  @Test("a name without an extension: JSON when the text starts with '{', else YAML, each read")
  func sniffed() throws {
    let url = try file("layout", yaml)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let renderer = PreviewRenderer(path: url.path, format: nil, devices: [])
    let fromYAML = try #require(frames(renderer.render()))
    try Data(json.utf8).write(to: url)
    #expect(frames(renderer.render()) == fromYAML)
  }

  @Test("a .json file holding YAML: the JSON error says to use --format yaml, which reads it")
  func misnamed() throws {
    let url = try file("layout.json", yaml)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let outcome = PreviewRenderer(path: url.path, format: nil, devices: []).render()
    guard case .failure(let message) = outcome else {
      Issue.record("a .json file holding YAML read as JSON")
      return
    }
    #expect(message.contains("if it is YAML, use --format yaml"))
    #expect(frames(PreviewRenderer(path: url.path, format: .yaml, devices: []).render()) != nil)
  }

  @Test("a directory or a missing file: the tool's plain words")
  func unreadable() throws {
    let url = try file("layout.yaml", yaml)
    let directory = url.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: directory) }
    guard
      case .failure(let missing) = PreviewRenderer(
        path: directory.appendingPathComponent("none.yaml").path, format: nil, devices: []
      ).render()
    else {
      Issue.record("a missing file read")
      return
    }
    #expect(missing.contains("none.yaml:1:1: error: "))
    guard
      case .failure(let folder) = PreviewRenderer(
        path: directory.path, format: nil, devices: []
      ).render()
    else {
      Issue.record("a directory read")
      return
    }
    #expect(folder.contains("this is a directory, not a layout file"))
  }
}
