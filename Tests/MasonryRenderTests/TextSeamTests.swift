import AutoLayout
import Masonry
import MasonryRender
import MasonryYAML
import Testing

/// The text seam with the built-in estimator: measurements worked out by hand, the label made
/// with the Masonry DSL, fonts and line limits in layout files, and their errors.
@Suite("Text seam: measuring, labels, fonts in layout files")
struct TextSeamTests {
  let measurer = TextMeasurer()
  let font = Font(size: 10)  // 5.5 a character, 12 a line

  @Test("measure: lines, size and baselines from the estimator")
  func measure() {
    let layout = measurer.measure(
      "Mathematician and writer", font: font, width: 60, maxLines: 0, truncation: .tail)
    // 60 / 5.5 = 10 characters a line: a word too long breaks between characters.
    #expect(layout.lines.map(\.text) == ["Mathematic", "ian and", "writer"])
    #expect(layout.lines.map(\.width) == [55, 38.5, 33])
    #expect(layout.size == Size(width: 55, height: 36))
    #expect(layout.firstBaseline == 9)  // 0.9 em
    #expect(layout.lastBaseline == 33)  // two lines below the first
    #expect(layout.lastBaselineFromBottom == 3)  // 0.3 em
    #expect(!layout.isTruncated)
    #expect(measurer.name == "estimator")
  }

  @Test("at most maxLines lines, the last running on and cut with an ellipsis")
  func maxLines() {
    let text = "one two three four five six"
    let two = measurer.measure(text, font: font, width: 55, maxLines: 2, truncation: .tail)
    // 10 characters a line: "one two", then "three four five six" on one line, cut to 10.
    #expect(two.lines.map(\.text) == ["one two", "three fou…"])
    #expect(two.isTruncated)
    #expect(two.size == Size(width: 55, height: 24))
    let middle = measurer.measure(text, font: font, width: 55, maxLines: 2, truncation: .middle)
    #expect(middle.lines.map(\.text) == ["one two", "three… six"])
    let head = measurer.measure(text, font: font, width: 55, maxLines: 1, truncation: .head)
    #expect(head.lines.map(\.text) == ["… five six"])
  }

  @Test("the generic truncation bisects on widths and agrees with the estimator's own")
  func truncation() {
    for width in stride(from: 0.0, through: 80, by: 2.5) {
      for mode in Truncation.allCases {
        for continues in [false, true] {
          let own = measurer.truncated(
            "Ada Lovelace", font: font, width: width, truncation: mode, continues: continues)
          let generic = measurer.cut(
            "Ada Lovelace", font: font, width: width, truncation: mode, continues: continues)
          #expect(own == generic, "\(width) \(mode) \(continues)")
        }
      }
    }
  }

  @Test("a label made with the Masonry DSL: its height follows the width it is given")
  func label() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 400), name: "root")
    let title = TextView(text: "Ada Lovelace", font: Font(size: 20), maxLines: 1, name: "title")
    let bio = TextView(
      text: "Wrote the first program for the Analytical Engine", font: font, maxLines: 0,
      name: "bio")
    root.addSubview(title)
    root.addSubview(bio)
    title.mas.makeConstraints { make in
      make.top.left.equalTo(root).offset(10)
    }
    bio.mas.makeConstraints { make in
      make.top.equalTo(title.mas.bottom).offset(8)
      make.left.right.equalTo(root).inset(10)
    }
    root.layoutIfNeeded()
    // One line: 12 × 11 = 132 wide, 24 high.
    #expect(title.frame == Rect(x: 10, y: 10, width: 132, height: 24))
    // 180 wide: 32 characters a line — "Wrote the first program for the" (31), "Analytical
    // Engine" (17): two lines, 24 high.
    #expect(bio.intrinsicContentSizeDependsOnWidth)
    #expect(bio.frame == Rect(x: 10, y: 42, width: 180, height: 24))
    // Narrower: more lines, taller.
    root.frame = Rect(x: 0, y: 0, width: 100, height: 400)
    root.layoutIfNeeded()
    // 80 wide: 14 characters a line — "Wrote the", "first program", "for the", "Analytical",
    // "Engine": five lines, 60 high.
    #expect(bio.frame.height == 60)
    #expect(bio.drawnLines(in: bio.frame.size).count == 5)
    // A line limit cuts the text, with an ellipsis on the last line.
    bio.maxLines = 2
    root.layoutIfNeeded()
    #expect(bio.frame.height == 24)
    #expect(bio.drawnLines(in: bio.frame.size) == ["Wrote the", "first program…"])
  }

  @Test("fonts, maxLines and truncation in a layout file; the root's font is the default")
  func layoutFile() throws {
    let layout = try build(
      layoutJSON(
        views: [
          #"{"id": "a", "text": "Ada"}"#,
          #"{"id": "b", "text": "Bold", "font": {"weight": "bold", "italic": true}}"#,
          #"{"id": "c", "text": "Sized", "fontSize": 30, "font": {"family": "Liberation Sans"}}"#,
          #"{"id": "d", "text": "one two three", "maxLines": 1, "truncation": "middle"}"#,
          #"{"id": "e", "text": "x", "font": {"weight": 300}, "cornerRadius": 4}"#,
        ],
        constraints: [
          #""a.top == root.top""#, #""b.top == a.bottom""#, #""c.top == b.bottom""#,
          #""H:|[a]""#, #""H:|[b]""#, #""H:|[c]""#, #""H:|[d(40)]""#, #""d.top == c.bottom""#,
          #""H:|[e]""#, #""e.top == d.bottom""#,
        ],
        root: #""font": {"family": "DejaVu Sans", "size": 10}"#))
    func text(_ id: String) throws -> TextView { try #require(layout.views[id] as? TextView) }
    #expect(try text("a").font == Font(family: "DejaVu Sans", size: 10))
    #expect(
      try text("b").font
        == Font(family: "DejaVu Sans", size: 10, weight: .bold, isItalic: true))
    #expect(try text("c").font == Font(family: "Liberation Sans", size: 30))
    #expect(try text("d").maxLines == 1)
    #expect(try text("d").truncation == .middle)
    #expect(try text("e").font.weight == Font.Weight(300))
    layout.layOut()
    let scene = layout.scene()
    // 40 + 1 points hold 7 estimated characters: "one" "…" "ree" cut in the middle.
    #expect(scene.nodes.first { $0.id == "d" }?.text?.lines == ["one…ree"])
    let svg = SVGWriter.write(scene)
    #expect(svg.contains(#"font-family="DejaVu Sans" font-weight="700" font-style="italic""#))
    #expect(svg.contains(#"font-family="Liberation Sans" fill="#))
    #expect(svg.contains(#"rx="4""#))
  }

  @Test(
    "bad fonts and line limits are located errors",
    arguments: [
      (
        #"{"id": "a", "text": "x", "font": 3}"#,
        "'font' of view 'a' must be an object, not a number"
      ),
      (
        #"{"id": "a", "text": "x", "font": {"size": 0}}"#,
        "'size' of 'font' of view 'a' must be between 1 and 1000, not 0"
      ),
      (
        #"{"id": "a", "text": "x", "font": {"weight": "fat"}}"#,
        "unknown weight 'fat'; expected a number from 1 to 1000 or one of: thin, extraLight, light, regular, normal, medium, semibold, bold, heavy, extraBold, black"
      ),
      (
        #"{"id": "a", "text": "x", "font": {"weight": 450.5}}"#,
        "'weight' of 'font' of view 'a' must be a whole number from 1 to 1000, not 450.5"
      ),
      (
        #"{"id": "a", "text": "x", "font": {"family": " , "}}"#,
        "'family' of 'font' of view 'a' must name a font family, as CSS's font-family does"
      ),
      (
        #"{"id": "a", "text": "x", "font": {"italic": "yes"}}"#,
        "'italic' of 'font' of view 'a' must be true or false, not a string"
      ),
      (
        #"{"id": "a", "text": "x", "font": {"style": "italic"}}"#,
        "unknown key 'style' in 'font' of view 'a'; expected one of: family, size, weight, italic"
      ),
      (
        #"{"id": "a", "text": "x", "fontSize": 12, "font": {"size": 12}}"#,
        "view 'a' gives its size twice: in 'fontSize' and in 'font'"
      ),
      (#"{"id": "a", "font": {"size": 12}}"#, "'font' needs 'text' in view 'a'"),
      (
        #"{"id": "a", "text": "x", "maxLines": -1}"#,
        "'maxLines' of view 'a' must be between 0 and 1000000, not -1"
      ),
      (
        #"{"id": "a", "text": "x", "maxLines": 1.5}"#,
        "'maxLines' of view 'a' must be a whole number, not 1.5"
      ),
      (
        #"{"id": "a", "text": "x", "truncation": "end"}"#,
        "unknown truncation 'end'; expected one of: tail, head, middle"
      ),
      (
        #"{"id": "a", "cornerRadius": -2}"#,
        "'cornerRadius' of view 'a' must be between 0 and 10000000, not -2"
      ),
    ])
  func errors(view: String, message: String) {
    let error = buildError(layoutJSON(views: [view]))
    #expect(error?.message == message)
    // The error points into the view's line, not at the start of the file.
    #expect((error?.line ?? 0) > 1)
  }

  @Test("fonts in YAML, with their errors located in the YAML")
  func yaml() throws {
    let file = try LayoutFile(
      yaml: """
        root: {width: 200, height: 100, font: {family: DejaVu Sans, size: 12}}
        views:
          - {id: title, text: Hello, font: {weight: semibold}, maxLines: 2}
        """, file: "fonts.yaml")
    #expect(file.root.font == Font(family: "DejaVu Sans", size: 12))
    #expect(file.views[0].textOptions.weight == .semibold)
    #expect(file.views[0].textOptions.maxLines == 2)
    do {
      _ = try LayoutFile(
        yaml: "root: {width: 200, height: 100}\nviews:\n  - {id: a, text: x, font: {size: -1}}\n",
        file: "bad.yaml")
      Issue.record("a negative size is an error")
    } catch {
      #expect(error.line == 3)
      #expect(error.message == "'size' of 'font' of view 'a' must be between 1 and 1000, not -1")
    }
  }

  @Test("the root's font is checked too")
  func rootFont() {
    let error = buildError(layoutJSON(root: #""font": {"size": "big"}"#))
    #expect(error?.message == "'size' of 'font' of the root must be a number, not a string")
  }
}
