import AutoLayout
import Foundation
import MasonryRender
import Testing

/// Where the SVG writer puts text: on the view's leading edge, inside the view, in either
/// direction.
@Suite("SVG text")
struct SVGTextTests {
  /// The `<text>` elements of an SVG that follow the rectangle of `id`.
  private func texts(of id: String, in svg: String) -> [String] {
    let lines = svg.split(separator: "\n").map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("<rect data-id=\"\(id)\"") }) else {
      return []
    }
    return Array(lines[(start + 1)...].prefix { $0.hasPrefix("<text") })
  }

  @Test("right-to-left text starts at the view's right edge and runs leftwards, inside it")
  func rightToLeft() throws {
    let layout = try ExampleFiles.laidOut("right-to-left.json")
    let scene = layout.scene()
    let svg = SVGWriter.write(scene)
    let name = try #require(scene.nodes.first { $0.id == "name" })
    let text = try #require(texts(of: "name", in: svg).first)
    // In a right-to-left line the start is the right end: anchored at its start, the text's
    // right end is at x, the view's right edge, and the line runs leftwards into the view.
    // Anchored at its end (as before), its left end would be at the right edge, outside.
    #expect(text.contains(#"x="\#(NumberText.format(name.absoluteFrame.maxX))""#))
    #expect(text.contains(#"direction="rtl""#))
    #expect(text.contains(#"text-anchor="start""#))
    #expect(!text.contains(#"text-anchor="end""#))
    // Left-to-right text keeps the default anchor at the left edge.
    let ltr = try #require(texts(of: "ltrName", in: svg).first)
    let ltrName = try #require(scene.nodes.first { $0.id == "ltrName" })
    #expect(ltr.contains(#"x="\#(NumberText.format(ltrName.absoluteFrame.minX))""#))
    #expect(!ltr.contains("text-anchor") && !ltr.contains("direction"))
  }

  @Test(
    "in headless Chromium every line of text lies inside its view's box, in both directions",
    .enabled(
      if: Chromium.path != nil,
      "no chromium, chromium-browser or google-chrome on PATH: install Debian's chromium package"
    ))
  func insideTheBoxInChromium() throws {
    let browser = try #require(Chromium.path)
    let layout = try ExampleFiles.laidOut("right-to-left.json")
    let svg = SVGWriter.write(layout.scene())
    // The page measures each text's box (getBBox) against the rectangle before it, and writes
    // the results where --dump-dom shows them.
    let page = """
      <!DOCTYPE html><html><body>
      \(svg.split(separator: "\n", maxSplits: 1)[1])
      <script>
      const out = [];
      let rect = null;
      for (const node of document.querySelector('svg').children) {
        if (node.tagName === 'rect') rect = node;
        if (node.tagName !== 'text') continue;
        const b = node.getBBox();
        const x = +rect.getAttribute('x'), w = +rect.getAttribute('width');
        const inside = b.x >= x - 0.5 && b.x + b.width <= x + w + 0.5;
        out.push(rect.dataset.id + ':' + b.x.toFixed(1) + '-' + (b.x + b.width).toFixed(1) + ':' + inside);
      }
      document.body.setAttribute('data-texts', out.join(' '));
      </script></body></html>
      """
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-svg-text-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("text.html")
    try Data(page.utf8).write(to: url)
    let dom = try runBrowser(
      browser,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--user-data-dir=\(directory.path)/profile", "--virtual-time-budget=3000", "--dump-dom",
        url.absoluteString,
      ])
    let texts = try #require(dom.firstMatch(of: /data-texts="([^"]*)"/)?.output.1)
    let results = texts.split(separator: " ").map(String.init)
    #expect(results.count == 2, "\(texts)")
    for result in results {
      #expect(result.hasSuffix(":true"), "a text outside its box: \(result)")
    }
  }

  /// Runs the browser and returns its standard output; gives up after two minutes.
  private func runBrowser(_ executable: String, _ arguments: [String]) throws -> String {
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
