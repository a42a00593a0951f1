import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `masonry` process that runs in the background, such as `masonry preview`: started from the
/// package root, its output in files, stopped with a signal.
final class BackgroundMasonry {
  let process = Process()
  let directory: URL
  private let outputURL: URL
  private let errorURL: URL

  /// Starts `masonry` with `arguments`.
  init(_ arguments: [String]) throws {
    let executable = try #require(CommandLine.masonry)
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-background-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    outputURL = directory.appendingPathComponent("out")
    errorURL = directory.appendingPathComponent("err")
    for url in [outputURL, errorURL] {
      _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    }
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
  }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: directory)
  }

  /// What it printed so far.
  var output: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }
  var error: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

  /// Waits for a preview to print its address, and returns the port; nil if it did not within
  /// `timeout` seconds (or ended first).
  func previewPort(timeout: Double = 60) -> UInt16? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let match = output.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//) {
        return UInt16(match.output.1)
      }
      if !process.isRunning { return nil }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return nil
  }

  /// Sends `signal` and waits for the process to end (at most `timeout` seconds); returns its
  /// exit status, or nil if it is still running.
  func stop(_ signal: Int32 = SIGINT, timeout: Double = 30) -> Int32? {
    kill(process.processIdentifier, signal)
    return wait(timeout: timeout)
  }

  /// Waits for the process to end; its exit status, or nil if it is still running.
  func wait(timeout: Double = 30) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    return process.isRunning ? nil : process.terminationStatus
  }
}

/// An HTTP exchange over a plain TCP socket, the request sent exactly as written (so that paths
/// such as `/../x` reach the server undecoded and unresolved).
enum RawHTTP {
  /// A response: the status code, the headers (names in lower case) and the body.
  struct Response {
    var status: Int
    var headers: [String: String]
    var body: String
  }

  /// A GET of `target` (the request line's target, as it is), with `headers`.
  static func get(
    port: UInt16, _ target: String, headers: [String: String] = [:]
  ) throws -> Response {
    var headers = headers
    if headers["Host"] == nil { headers["Host"] = "127.0.0.1:\(port)" }
    var request = "GET \(target) HTTP/1.1\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      request += "\(name): \(value)\r\n"
    }
    if headers["Connection"] == nil { request += "Connection: close\r\n" }
    request += "\r\n"
    return try send(port: port, request)
  }

  /// Sends `request` to 127.0.0.1:`port` and reads the response; the server closes the
  /// connection after it (`Connection: close`), or the read gives up after ten seconds.
  static func send(port: UInt16, _ request: String) throws -> Response {
    let socket = try connect(port: port)
    defer { close(socket) }
    let bytes = Array(request.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
      guard count > 0 else { throw Failure("write failed") }
      sent += count
    }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      received += buffer[0..<count]
      // A WebSocket's or a response's end: the head and, when its length is known, the body.
      if let response = parse(received), response.complete { return response.value }
    }
    guard let response = parse(received) else {
      throw Failure("no HTTP response: \(String(decoding: received, as: UTF8.self))")
    }
    return response.value
  }

  /// Whether something listens on 127.0.0.1:`port`.
  static func accepts(port: UInt16) -> Bool {
    guard let socket = try? connect(port: port) else { return false }
    close(socket)
    return true
  }

  private static func connect(port: UInt16) throws -> Int32 {
    #if canImport(Glibc)
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0 else { throw Failure("socket failed") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let status = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        #if canImport(Glibc)
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #else
        Darwin.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #endif
      }
    }
    guard status == 0 else {
      close(socket)
      throw Failure("connect failed")
    }
    return socket
  }

  private static func parse(_ bytes: [UInt8]) -> (value: Response, complete: Bool)? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let end = text.range(of: "\r\n\r\n") else { return nil }
    let head = text[..<end.lowerBound].split(separator: "\r\n")
    guard let statusLine = head.first,
      let code = statusLine.split(separator: " ").dropFirst().first,
      let status = Int(code)
    else { return nil }
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    let body = String(text[end.upperBound...])
    let complete =
      status == 101 || headers["content-length"].flatMap(Int.init) == body.utf8.count
    return (Response(status: status, headers: headers, body: body), complete)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
