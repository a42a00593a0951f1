import AutoLayout
import Foundation
import MasonryRender
import Testing

/// The HTML inspector's page, read back: its model (the JSON the panel shows), its markup and
/// its style.
///
/// The browser side is in ChromiumTests and in the preview's browser test.
@Suite("The HTML inspector's content")
struct InspectorTests {
  /// The page of an example file.
  private func page(_ name: String) throws -> String {
    let layout = try ExampleFiles.laidOut(name)
    let diagnosis = Diagnosis(root: layout.root, reports: layout.reports, sources: layout.sources)
    return HTMLInspectorWriter.write(layout.scene(), diagnosis: diagnosis)
  }

  /// The page's model: the JSON in `<script type="application/json" id="model">`.
  private func model(_ html: String) throws -> [String: Any] {
    let match = try #require(
      html.firstMatch(
        of: /<script type="application\/json" id="model">(.*?)<\/script>/.dotMatchesNewlines()))
    let object = try JSONSerialization.jsonObject(with: Data(String(match.output.1).utf8))
    return try #require(object as? [String: Any])
  }

  /// The first screen's view `id` in the model.
  private func view(_ id: String, in model: [String: Any]) throws -> [String: Any] {
    let screens = try #require(model["screens"] as? [[String: Any]])
    let views = try #require(screens.first?["views"] as? [[String: Any]])
    return try #require(views.first { $0["id"] as? String == id })
  }

  @Test("a conflict: the views in it, the set with its lines, and the constraint the engine broke")
  func conflict() throws {
    let model = try model(try page("conflict.json"))
    let card = try view("card", in: model)
    #expect(card["conflict"] as? Bool == true)
    #expect(card["sets"] as? [Int] == [0])
    let constraints = try #require(card["constraints"] as? [[String: Any]])
    let broken = constraints.filter { $0["broken"] as? Bool == true }
    #expect(broken.map { $0["equation"] as? String } == ["card.width == 320"])
    #expect(broken.first?["line"] as? Int == 10)
    let screens = try #require(model["screens"] as? [[String: Any]])
    let reports = try #require(screens.first?["reports"] as? [[String: Any]])
    let set = try #require(reports.first?["constraints"] as? [[String: Any]])
    #expect(
      set.map { $0["equation"] as? String } == [
        "root.width == 320", "card.leading == root.leading + 16",
        "root.trailing == card.trailing + 16", "card.width == 320",
      ])
    // The root's width is the engine's own; the others were written on lines 9 and 10.
    #expect(set.map { $0["kind"] as? String } == ["root size", nil, nil, nil])
    #expect(set.map { $0["line"] as? Int } == [nil, 9, 9, 10])
    #expect(try view("label", in: model)["conflict"] as? Bool == false)
  }

  @Test("intrinsic sizes: each text view's hugging and compression resistance, at its priorities")
  func intrinsicSizes() throws {
    let model = try model(try page("feed-cell.yaml"))
    let author = try #require(try view("author", in: model)["constraints"] as? [[String: Any]])
    let engines = author.filter { $0["kind"] != nil }.map {
      "\($0["axis"] ?? "") \($0["kind"] ?? "") \($0["equation"] ?? "")"
    }
    #expect(
      engines == [
        "H compression resistance author.width >= 140.25 @700",
        "H hugging author.width <= 140.25 @250",
        "V compression resistance author.height >= 18 @750",
        "V hugging author.height <= 18 @250",
      ])
  }

  @Test("ambiguity: the free axis of each ambiguous view, and its mark")
  func ambiguity() throws {
    let html = try page("ambiguity.json")
    let model = try model(html)
    #expect(try view("note", in: model)["axes"] as? [String] == ["V"])
    #expect(try view("slider", in: model)["axes"] as? [String] == ["H"])
    #expect(try view("title", in: model)["axes"] as? [String] == [])
    #expect(html.contains(#"<div class="box text ambiguous" data-id="note""#))
    #expect(html.contains(#"<div class="box ambiguous" data-id="slider""#))
  }

  @Test("the selection is a ring outside the box, so that it hides neither mark")
  func selectionStyle() throws {
    let html = try page("conflict.json")
    let style = try #require(html.firstMatch(of: /<style>(.*?)<\/style>/.dotMatchesNewlines()))
    let css = String(style.output.1)
    // The marks: the conflict an outline at the box's edge, the ambiguity a dashed border
    // inside it; the selection draws neither property on the box.
    #expect(css.contains(".box.conflict, .canvas.conflict { outline: 2px solid #d93025;"))
    #expect(css.contains(".box.ambiguous::after {"))
    #expect(!css.contains(".box.selected {") && !css.contains(".box.selected,"))
    #expect(!css.contains(".box.hover"))
    #expect(css.contains(".ring { position: absolute;"))
    // The script places the ring 4 points outside the box on each side.
    #expect(html.contains("left: (x - 4) + 'px', top: (y - 4) + 'px'"))
    #expect(html.contains("width: (w + 8) + 'px', height: (h + 8) + 'px'"))
  }

  @Test("several screens side by side: a canvas each, with its label; one panel")
  func screens() throws {
    let layout = try ExampleFiles.laidOut("equations.json")
    var screens: [HTMLInspectorWriter.Screen] = []
    for (label, size) in [
      ("small", Size(width: 320, height: 300)), ("wide", Size(width: 600, height: 300)),
    ] {
      layout.layOut(rootSize: size)
      screens.append(
        HTMLInspectorWriter.Screen(
          scene: layout.scene(),
          diagnosis: Diagnosis(root: layout.root, reports: layout.reports, sources: layout.sources),
          label: label))
    }
    let html = HTMLInspectorWriter.write(screens, title: "equations.json")
    #expect(html.contains(#"<div id="canvas" class="canvas" data-screen="0" style="width:320px;"#))
    #expect(html.contains(#"<div class="canvas" data-screen="1" style="width:600px;"#))
    #expect(html.contains(#"<h2 class="caption">small <small>320 × 300 @2x</small></h2>"#))
    #expect(
      html.contains(
        #"<p class="summary">wide: 0 unsatisfiable constraint sets, 0 ambiguous views</p>"#))
    let model = try model(html)
    #expect(
      (model["screens"] as? [[String: Any]])?.map { $0["label"] as? String } == ["small", "wide"])
    try checkWellFormed(html)
  }

  @Test("a live page: the socket's path, the error banner (hidden, or with the error escaped)")
  func live() throws {
    let layout = try ExampleFiles.laidOut("equations.json")
    let screen = HTMLInspectorWriter.Screen(
      scene: layout.scene(), diagnosis: Diagnosis(root: layout.root, reports: []))
    let quiet = HTMLInspectorWriter.write(
      [screen], title: "e", options: .init(liveUpdatePath: "/socket", version: "a-1"))
    #expect(quiet.contains(#"<body data-version="a-1" data-live="/socket">"#))
    #expect(quiet.contains(#"<pre id="error" hidden></pre>"#))
    let failing = HTMLInspectorWriter.write(
      [], title: "e", options: .init(liveUpdatePath: "/socket", error: "e:1:2: error: <bad>"))
    #expect(failing.contains(#"<pre id="error">e:1:2: error: &lt;bad&gt;</pre>"#))
    let still = HTMLInspectorWriter.write(
      layout.scene(), diagnosis: Diagnosis(root: layout.root, reports: []))
    #expect(!still.contains("data-live") && !still.contains("id=\"error\""))
    try checkWellFormed(quiet)
    try checkWellFormed(failing)
  }

  @Test(
    "every example's page is well formed: its elements nest and close, its ids are unique",
    arguments: ExampleFiles.names)
  func wellFormed(name: String) throws {
    try checkWellFormed(try page(name))
  }

  /// Checks that the elements of an HTML page nest and close (void elements aside, the insides
  /// of scripts and styles skipped) and that no id is used twice.
  private func checkWellFormed(_ html: String) throws {
    let void: Set<String> = ["meta", "br", "hr", "img", "input", "link"]
    var open: [String] = []
    var ids: Set<String> = []
    var rest = html[...]
    while let tag = rest.firstMatch(of: /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/) {
      let (closing, name, attributes) = (
        !tag.output.1.isEmpty, tag.output.2.lowercased(), String(tag.output.3)
      )
      rest = rest[tag.range.upperBound...]
      if closing {
        #expect(open.last == name, "</\(name)> closes <\(open.last ?? "nothing")>")
        if open.last == name { open.removeLast() }
        continue
      }
      if let id = attributes.firstMatch(of: /\sid="([^"]*)"/)?.output.1 {
        #expect(ids.insert(String(id)).inserted, "the id \(id) is used twice")
      }
      if void.contains(name) { continue }
      open.append(name)
      if name == "script" || name == "style" {
        let end = try #require(rest.range(of: "</\(name)>"), "<\(name)> is not closed")
        rest = rest[end.lowerBound...]
      }
    }
    #expect(open == [], "elements left open: \(open)")
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
  }
}
