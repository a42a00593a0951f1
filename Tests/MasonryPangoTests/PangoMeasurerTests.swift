import AutoLayout
import Masonry
import MasonryPango
import MasonryRender
import Testing

#if Pango
@Suite("Pango text measurer")
struct PangoMeasurerTests {
  let measurer = PangoTextMeasurer()
  let dejaVu = Font(family: "DejaVu Sans", size: 16)

  @Test("widths are unrounded Pango units, as Chromium places glyphs")
  func widths() {
    #expect(measurer.name.hasPrefix("Pango 1."))
    // 96.578125 in Chromium; glyph positions rounded to pixels would give 96.
    #expect(abs(measurer.width(of: "Hello, World", font: dejaVu) - 96.578) < 0.01)
    let metrics = measurer.metrics(of: dejaVu)
    #expect(abs(metrics.ascent - 14.85) < 0.01)
    #expect(abs(metrics.lineHeight - 18.625) < 0.01)
  }

  @Test("lines wrap at Unicode break opportunities; the size rounds the widest line up")
  func wrapping() {
    let text = "The quick brown fox jumps over the lazy dog"
    let layout = measurer.measure(text, font: dejaVu, width: 150, maxLines: 0, truncation: .tail)
    #expect(layout.lines.map(\.text) == ["The quick brown", "fox jumps over", "the lazy dog"])
    for line in layout.lines {
      #expect(line.width <= 150)
      #expect(line.width == measurer.width(of: line.text, font: dejaVu))
    }
    let widest = layout.lines.map(\.width).max() ?? 0
    #expect(layout.size.width == widest.rounded(.up))
    #expect(layout.size.height == 3 * layout.metrics.lineHeight)
    // Laid out again at the width it asked for, the text keeps its lines.
    let again = measurer.measure(
      text, font: dejaVu, width: layout.size.width, maxLines: 0, truncation: .tail)
    #expect(again.lines == layout.lines)
    // Cut to two lines: the second runs on and ends with an ellipsis inside the width.
    let two = measurer.measure(text, font: dejaVu, width: 150, maxLines: 2, truncation: .tail)
    #expect(two.lines.count == 2 && two.lines[1].text.hasSuffix("…") && two.isTruncated)
    #expect(two.lines[1].width <= 150)
  }

  @Test("measurements are cached")
  func cache() {
    let before = measurer.statistics
    _ = measurer.measure("cached once", font: dejaVu, width: 80, maxLines: 0, truncation: .tail)
    let middle = measurer.statistics
    _ = measurer.measure("cached once", font: dejaVu, width: 80, maxLines: 0, truncation: .tail)
    let after = measurer.statistics
    #expect(middle.layouts > before.layouts)
    #expect(after.layouts == middle.layouts)
    #expect(after.cacheHits == middle.cacheHits + 1)
  }

  @Test("removeCachedAnswers makes the next measurement lay the text out again, the same")
  func removingCachedAnswers() {
    let first = measurer.measure(
      "forgotten then", font: dejaVu, width: 70, maxLines: 0, truncation: .tail)
    measurer.removeCachedAnswers()
    let before = measurer.statistics
    let again = measurer.measure(
      "forgotten then", font: dejaVu, width: 70, maxLines: 0, truncation: .tail)
    let after = measurer.statistics
    // Laid out by Pango once more, to the same lines and size; asked again, it is kept.
    #expect(after.layouts > before.layouts)
    #expect(again == first)
    _ = measurer.measure("forgotten then", font: dejaVu, width: 70, maxLines: 0, truncation: .tail)
    #expect(measurer.statistics.layouts == after.layouts)
  }

  @Test("a label made with the Masonry DSL, measured by Pango, wraps at its width")
  func label() {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
    root.scale = 2
    let title = TextView(
      text: "Ada Lovelace", font: Font(family: "DejaVu Sans", size: 20, weight: .bold),
      maxLines: 1, measurer: measurer, name: "title")
    let handle = TextView(
      text: "@ada", font: Font(family: "Liberation Sans", size: 13), measurer: measurer,
      name: "handle")
    let bio = TextView(
      text:
        "Mathematician. Wrote the first program for Babbage's Analytical Engine and saw that it could do more than arithmetic.",
      font: dejaVu, maxLines: 0, measurer: measurer, name: "bio")
    for view in [title, handle, bio] { root.addSubview(view) }
    title.mas.makeConstraints { make in make.top.left.equalTo(root).offset(16) }
    handle.mas.makeConstraints { make in
      make.left.equalTo(title.mas.right).offset(8)
      make.lastBaseline.equalTo(title)
    }
    bio.mas.makeConstraints { make in
      make.top.equalTo(title.mas.bottom).offset(8)
      make.left.right.equalTo(root).inset(16)
    }
    root.layoutIfNeeded()
    let titleWidth = measurer.width(of: "Ada Lovelace", font: title.font)
    #expect(title.frame.width == titleWidth.rounded(.up))
    // The baselines line up, to the pixel.
    let titleBaseline = title.frame.minY + (title.firstBaselineOffsetFromTop ?? 0)
    let handleBaseline = handle.frame.maxY - (handle.lastBaselineOffsetFromBottom ?? 0)
    #expect(abs(titleBaseline - handleBaseline) <= 0.5)
    // 288 wide: the lines Pango breaks at that width, each line a line height.
    let lines = measurer.lines(of: bio.text, font: dejaVu, width: 288)
    #expect(lines.count == 4)
    let lineHeight = measurer.metrics(of: dejaVu).lineHeight
    #expect(bio.frame.width == 288)
    #expect(abs(bio.frame.height - Double(lines.count) * lineHeight) <= 0.5)
    #expect(bio.drawnLines(in: bio.frame.size) == lines)
  }
}
#else
@Suite("Pango text measurer", .disabled(pangoMissing))
struct PangoMeasurerTests {
  @Test("widths are unrounded Pango units, as Chromium places glyphs")
  func widths() {}
}
#endif
