import AutoLayout
import Foundation
import MasonryRender
import Testing

@Suite("Writers")
struct WriterTests {
  /// A 100 × 50 root with a box at (10, 5, 30, 20) and a label in it.
  private func scene(text: String = #""Hi""#, style: String = "") throws -> Scene {
    let layout = try build(
      """
      {"root": {"width": 100, "height": 50},
       "views": [{"id": "box", "color": "#abcdef"\(style)},
                 {"id": "label", "parent": "box", "text": \(text), "fontSize": 10}],
       "constraints": ["box.left == root.left + 10", "box.top == root.top + 5",
         "box.width == 30", "box.height == 20",
         "label.left == box.left + 2", "label.top == box.top + 4"]}
      """)
    layout.layOut()
    return layout.scene()
  }

  @Test("numbers print rounded to thousandths, without trailing zeros or -0")
  func numbers() {
    #expect(NumberText.format(12) == "12")
    #expect(NumberText.format(10.3333333) == "10.333")
    #expect(NumberText.format(0.5) == "0.5")
    #expect(NumberText.format(-0.0001) == "0")
    #expect(NumberText.format(-2.25) == "-2.25")
    #expect(NumberText.format(1.0005) == "1.001")
    #expect(NumberText.format(0.04) == "0.04")
  }

  @Test("the scene holds frames in the superview's and the root's coordinates")
  func sceneFrames() throws {
    let scene = try scene()
    #expect(scene.nodes.map(\.id) == ["root", "box", "label"])
    let label = scene.nodes[2]
    #expect(label.parentID == "box")
    #expect(label.depth == 2)
    // "Hi": 2 × 5.5 = 11 wide, 12 high, at box + (2, 4): (2, 4) in the box, (12, 9) in root.
    #expect(label.frame == Rect(x: 2, y: 4, width: 11, height: 12))
    #expect(label.absoluteFrame == Rect(x: 12, y: 9, width: 11, height: 12))
  }

  @Test("SVG: one rectangle per view, text at its baseline")
  func svg() throws {
    let svg = SVGWriter.write(try scene())
    #expect(
      svg == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50" font-family="Helvetica, Arial, sans-serif">
        <title>test.json at 100 × 50</title>
        <rect data-id="root" x="0" y="0" width="100" height="50" fill="#f2f2f7" stroke="#6b7280" stroke-width="0.5"/>
        <rect data-id="box" x="10" y="5" width="30" height="20" fill="#abcdef" stroke="#6b7280" stroke-width="0.5"/>
        <rect data-id="label" x="12" y="9" width="11" height="12" fill="none" stroke="#b0b4bc" stroke-width="0.5" stroke-dasharray="2 2"/>
        <text x="12" y="18" font-size="10" fill="#1f2328" xml:space="preserve">Hi</text>
        </svg>

        """)
    // The baseline: the label's top 9 + 0.9 × 10 = 18.
  }

  @Test("SVG and HTML escape text, so a file cannot inject markup")
  func escaping() throws {
    let scene = try scene(text: #""<script>&\"'\u0001""#)
    let svg = SVGWriter.write(scene)
    #expect(svg.contains("&lt;script&gt;&amp;&quot;&#39;\u{FFFD}</text>"))
    #expect(!svg.contains("<script>"))
    let html = HTMLInspectorWriter.write(scene, diagnosis: Diagnosis(root: View(), reports: []))
    #expect(!html.contains("<script>&"))
  }

  @Test("hidden views and their subviews are not drawn")
  func hidden() throws {
    let svg = SVGWriter.write(try scene(style: #", "hidden": true"#))
    #expect(!svg.contains("data-id=\"box\""))
    #expect(!svg.contains("data-id=\"label\""))
  }

  @Test("JSON: the frames, one view a line")
  func json() throws {
    let json = FramesJSONWriter.write(try scene())
    #expect(
      json == """
        {
          "title": "test.json",
          "root": {"width": 100, "height": 50, "scale": 1},
          "unsatisfiable": 0,
          "views": [
            {"id": "root", "parent": null, "frame": {"x": 0, "y": 0, "width": 100, "height": 50}, "absolute": {"x": 0, "y": 0, "width": 100, "height": 50}},
            {"id": "box", "parent": "root", "frame": {"x": 10, "y": 5, "width": 30, "height": 20}, "absolute": {"x": 10, "y": 5, "width": 30, "height": 20}},
            {"id": "label", "parent": "box", "frame": {"x": 2, "y": 4, "width": 11, "height": 12}, "absolute": {"x": 12, "y": 9, "width": 11, "height": 12}}
          ]
        }

        """)
    // And it is JSON.
    #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(json.utf8)) }
  }

  @Test("the table: indented ids, positions in the root, sizes")
  func table() throws {
    // The id column is as wide as the widest indented id ("    label", 9); numbers are
    // right-aligned in columns of at least 6, two spaces apart.
    #expect(
      FrameTableWriter.write(try scene()) == """
        test.json: 100 × 50, scale 1
        view            x       y   width  height
        root            0       0     100      50
          box          10       5      30      20
            label      12       9      11      12

        """)
  }

  @Test("HTML: a box per view with its id and frame, and the data the panel shows")
  func html() throws {
    let layout = try ExampleFiles.laidOut("conflict.json")
    let diagnosis = Diagnosis(root: layout.root, reports: layout.reports, sources: layout.sources)
    let html = HTMLInspectorWriter.write(layout.scene(), diagnosis: diagnosis)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    // The card is named in the conflict, so it is marked; the label is not.
    #expect(html.contains(#"<div class="box conflict" data-id="card" data-frame="16,20,288,80""#))
    #expect(html.contains(#"<div class="box text" data-id="label""#))
    #expect(html.contains("Unable to simultaneously satisfy constraints."))
    #expect(
      html.contains(
        #""equation":"card.width == 320","broken":true,"line":10,"source":"card.width == 320""#))
  }
}
