import AutoLayout
import MasonryRender

// MasonryRender.docc: reading a layout file, laying it out and writing what it shows, on a card
// small enough to work out by hand.

let cardLayout = """
  {
    "root": {"width": 320, "height": 200},
    "views": [{"id": "card"}, {"id": "avatar", "parent": "card"}],
    "constraints": [
      "card.top == root.top + 20", "card.leading == root.leading + 16",
      "card.trailing == root.trailing - 16", "card.height == 100",
      "avatar.top == card.top + 8", "avatar.leading == card.leading + 8",
      "avatar.width == 48", "avatar.height == avatar.width"
    ]
  }
  """

func masonryRenderLandingPage() throws -> [Check] {
  let text = cardLayout
  let file = try LayoutFile(
    decoding: try JSONReader.read(text, file: "card.json"), file: "card.json")
  let layout = try LayoutBuilder.build(file)
  layout.layOut()
  let scene = layout.scene()
  let frames = Dictionary(uniqueKeysWithValues: scene.nodes.map { ($0.id, $0.frame) })
  let svg = SVGWriter.write(scene)
  let check = CheckReport.text(
    Diagnosis(root: layout.root, reports: layout.reports, sources: layout.sources),
    title: "card.json")
  return [
    Check("card frame", frames["card"].map { "\($0)" } ?? "missing", "(16, 20, 288, 100)"),
    Check("avatar frame", frames["avatar"].map { "\($0)" } ?? "missing", "(8, 8, 48, 48)"),
    Check("the SVG starts as SVG", svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"), "true"),
    Check(
      "the check's summary", check.split(separator: "\n").first.map(String.init) ?? "",
      "card.json: 0 unsatisfiable constraint sets, 0 ambiguous views"),
  ]
}
