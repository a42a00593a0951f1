import ArgumentParser
import FlyingFox
import FlyingSocks
import Foundation
import MasonryRender
import Synchronization

/// `masonry preview FILE`: serves the HTML inspector of a layout file on 127.0.0.1 and pushes
/// each saved change of the file to the open pages.
struct PreviewCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Serve a layout file's HTML inspector on 127.0.0.1; each saved change shows at once.",
    discussion: """
      Open the address it prints in a browser. The file is looked at every 50 ms; each change \
      (saved in place or by renaming a new file over it) is laid out and pushed to the open \
      pages, which update in place, keeping the selected view and the scroll position. A file \
      that does not read shows its error above the last layout that did. Several devices \
      side by side: --device iphone-se,iphone-16-pro,ipad. Only the page and its live-update \
      socket are served, on the loopback address only. Ctrl-C stops the server.
      """)

  @Argument(
    help: ArgumentHelp(
      "The layout file, JSON or YAML.",
      discussion: """
        The format is JSON for .json, YAML for .yaml and .yml; otherwise it is JSON when the \
        text starts with '{' or '[', and YAML when it does not, read again at each change.
        """))
  var file: String

  @Option(help: "The file's format, whatever its extension or text says.")
  var format: LayoutInput.Format?

  @Option(help: "The port to listen on, on 127.0.0.1; 0 takes any free port.")
  var port: Int = 8000

  @Option(
    help: ArgumentHelp(
      "Show the layout on a device, or on each of a comma-separated list side by side: its size, scale and safe area replace the file's root size, scale and safe area ('masonry devices' lists them).",
      valueName: "name[,name…]"))
  var device: String?

  @Flag(help: "Print how long each update took (to standard error).")
  var verbose = false

  func validate() throws {
    if file == "-" {
      throw ValidationError("preview watches a file: standard input cannot be watched")
    }
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be between 0 and 65535 (0 takes any free port)")
    }
    if let device { _ = try DeviceOption.list(device) }
  }

  func run() async throws {
    let renderer = PreviewRenderer(
      path: file, format: format,
      devices: try device.map(DeviceOption.list) ?? [])
    let hub = PreviewHub(title: renderer.title)
    let first = renderer.render()
    if case .failure(let message) = first { Console.error(message + "\n") }
    await hub.update(first)

    // Ctrl-C from here on stops the server cleanly.
    let stop = StopSignal()
    let server = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: UInt16(port)), timeout: 30, logger: .disabled,
      handler: PreviewHandler(hub: hub))
    let failure = Mutex<String?>(nil)
    let serving = Task {
      do {
        try await server.run()
      } catch {
        failure.withLock { $0 = "\(error)" }
      }
    }
    // Wait until the server listens, or fails to (a port in use).
    let start = ContinuousClock.now
    while !(await server.isListening) {
      if let reason = failure.withLock({ $0 }) {
        Console.error(
          "127.0.0.1:\(port): error: cannot listen: \(reason) (--port 0 takes any free port)\n")
        throw ExitCode.badInput
      }
      if ContinuousClock.now - start > .seconds(10) {
        Console.error("127.0.0.1:\(port): error: the server did not start listening\n")
        throw ExitCode.badInput
      }
      try await Task.sleep(for: .milliseconds(5))
    }
    guard case .ip4(_, let listeningPort) = await server.listeningAddress else {
      throw ExitCode.badInput
    }
    await hub.listening(on: listeningPort)
    Console.out("Previewing \(file) at http://127.0.0.1:\(listeningPort)/ (Ctrl-C stops)\n")

    let verbose = self.verbose
    let watching = Task {
      await FileWatcher(path: renderer.path).watch { final in
        let clock = ContinuousClock.now
        let outcome = renderer.render()
        if case .failure(let message) = outcome {
          guard final else { return false }
          Console.error(message + "\n")
        }
        await hub.update(outcome)
        if verbose {
          let elapsed = ContinuousClock.now - clock
          let ms =
            Double(elapsed.components.attoseconds) / 1e15
            + Double(elapsed.components.seconds) * 1000
          Console.error("\(renderer.title): updated in \(Int(ms.rounded())) ms\n")
        }
        return true
      }
    }

    let signal = await stop.wait()
    watching.cancel()
    await hub.closeAll()
    await server.stop(timeout: 0)
    serving.cancel()
    _ = await serving.result
    Console.out("Stopped (\(signal == SIGINT ? "interrupt" : "terminate")).\n")
  }
}
