import AutoLayout
import Foundation
import MasonryRender
import Testing

/// The headless browser the inspector is checked in.
enum Chromium {
  /// The first of chromium, chromium-browser and google-chrome on PATH, if any.
  static let path: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()
}

/// Opens the HTML inspector in headless Chromium: takes a screenshot, and reads back where the
/// browser put each box (the page's script writes it into `data-rendered`) to compare with the JSON
/// frames.
///
/// The suite is skipped, with a message, where no Chromium is installed (CI installs Debian's
/// `chromium` package).
@Suite(
  "HTML inspector in headless Chromium", .serialized,
  .enabled(
    if: Chromium.path != nil,
    "no chromium, chromium-browser or google-chrome on PATH: install Debian's chromium package to check the HTML inspector in a browser"
  ))
struct ChromiumTests {
  @Test(
    "boxes sit at the JSON frames, and the page renders to a screenshot",
    arguments: [
      "visual-format.json", "margins-safe-area.json", "right-to-left.json", "conflict.json",
    ])
  func positions(name: String) throws {
    let browser = try #require(Chromium.path)
    let layout = try ExampleFiles.laidOut(name)
    let scene = layout.scene()
    let diagnosis = Diagnosis(root: layout.root, reports: layout.reports, sources: layout.sources)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-chromium-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("inspector.html")
    try Data(HTMLInspectorWriter.write(scene, diagnosis: diagnosis).utf8).write(to: page)

    let common = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
      "--user-data-dir=\(directory.path)/profile", "--window-size=1200,1000",
    ]
    let screenshot = directory.appendingPathComponent("inspector.png")
    _ = try run(browser, common + ["--screenshot=\(screenshot.path)", page.absoluteString])
    let png = try Data(contentsOf: screenshot)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the screenshot is a PNG")
    #expect(png.count > 2000, "the screenshot has content")

    let dom = try run(
      browser, common + ["--virtual-time-budget=5000", "--dump-dom", page.absoluteString])
    #expect(dom.contains("data-ready=\"true\""), "the page's script ran")
    let rendered = boxes(in: dom)
    let expected = try jsonFrames(FramesJSONWriter.write(scene))
    // Every view but the root (the canvas itself) is a box.
    #expect(Set(rendered.keys) == Set(expected.keys).subtracting(["root"]))
    for (id, frame) in rendered {
      let want = try #require(expected[id])
      for (got, wanted) in zip(frame, want) {
        // Chromium lays out in 1/64 px units.
        #expect(abs(got - wanted) <= 0.02, "\(name): \(id) is at \(frame), the JSON says \(want)")
      }
    }
  }

  @Test("a view named in the address is selected, and the panel lists its constraints")
  func selection() throws {
    let browser = try #require(Chromium.path)
    let layout = try ExampleFiles.laidOut("conflict.json")
    let diagnosis = Diagnosis(root: layout.root, reports: layout.reports, sources: layout.sources)
    let page = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-chromium-\(ProcessInfo.processInfo.processIdentifier)-selection.html")
    try Data(HTMLInspectorWriter.write(layout.scene(), diagnosis: diagnosis).utf8).write(to: page)
    defer { try? FileManager.default.removeItem(at: page) }
    let dom = try run(
      browser,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--virtual-time-budget=5000", "--dump-dom", page.absoluteString + "#card",
      ])
    #expect(dom.contains(#"class="box conflict selected" data-id="card""#))
    // The card's four horizontal constraints, the broken width among them, with their lines.
    #expect(dom.contains("Horizontal constraints (4)"))
    #expect(dom.contains("<code>card.width == 320</code>"))
    #expect(dom.contains("line 10: card.width == 320"))
  }

  /// The `data-rendered` of each box, by `data-id`.
  private func boxes(in dom: String) -> [String: [Double]] {
    var boxes: [String: [Double]] = [:]
    for match in dom.matches(of: /<div class="box[^"]*"[^>]*>/) {
      let tag = String(match.output)
      guard let id = tag.firstMatch(of: /data-id="([^"]*)"/)?.output.1,
        let numbers = tag.firstMatch(of: /data-rendered="([^"]*)"/)?.output.1
      else { continue }
      boxes[String(id)] = numbers.split(separator: ",").compactMap { Double($0) }
    }
    return boxes
  }

  /// The absolute frames of the JSON output, by id.
  private func jsonFrames(_ json: String) throws -> [String: [Double]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let views = try #require(object?["views"] as? [[String: Any]])
    var frames: [String: [Double]] = [:]
    for view in views {
      guard let id = view["id"] as? String, let frame = view["absolute"] as? [String: Double]
      else { continue }
      frames[id] = ["x", "y", "width", "height"].compactMap { frame[$0] }
    }
    return frames
  }

  /// Runs the browser and returns its standard output (through a file, so that a large
  /// output cannot block it); gives up after two minutes.
  private func run(_ executable: String, _ arguments: [String]) throws -> String {
    let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-chromium-\(UUID().uuidString).out")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: outputURL) }
    let output = try FileHandle(forWritingTo: outputURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { process.terminate() }
    try output.close()
    return try String(contentsOf: outputURL, encoding: .utf8)
  }
}
