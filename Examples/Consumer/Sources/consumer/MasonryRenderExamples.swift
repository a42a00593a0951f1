import AutoLayout
import MasonryRender

// MasonryRender.docc: the landing page's example, on a card small enough to work out by hand,
// and on the same card with a misspelt view.

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

/// The frames as a table, the picture, and what `masonry check` says; nil for a bad file.
func render(_ text: String) -> (table: String, svg: String, check: String)? {
  do {
    let file = try LayoutFile(json: text, file: "card.json")
    let layout = try LayoutBuilder.build(file)
    layout.layOut()
    let scene = layout.scene()
    let check = CheckReport.text(
      Diagnosis(root: layout.root, reports: layout.reports, sources: layout.sources),
      title: "card.json")
    return (FrameTableWriter.write(scene), SVGWriter.write(scene), check)
  } catch {
    print(error.annotated(source: text))  // card.json:12:27: error: unknown view 'avatr'
    return nil
  }
}

func masonryRenderLandingPage() -> [Check] {
  guard let (table, svg, check) = render(cardLayout) else {
    return [Check("the card", "a layout error", "a layout")]
  }
  // Positions in the root's coordinates: the avatar sits 8 in from the card at (16, 20).
  let rows = table.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
  return [
    Check("card row", rows.first { $0.hasPrefix("card ") } ?? "missing", "card 16 20 288 100"),
    Check("avatar row", rows.first { $0.hasPrefix("avatar ") } ?? "missing", "avatar 24 28 48 48"),
    Check("the SVG is one picture", svg.ranges(of: "<svg").count, "1"),
    Check(
      "the check's summary", check.split(separator: "\n").first.map(String.init) ?? "",
      "card.json: 0 unsatisfiable constraint sets, 0 ambiguous views"),
    Check(
      "a misspelt view is an error, not a layout",
      render(cardLayout.replacing("avatar.width ==", with: "avatr.width ==")) == nil,
      "true"),
  ]
}
