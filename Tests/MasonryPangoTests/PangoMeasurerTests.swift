import AutoLayout
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
}
#else
@Suite("Pango text measurer", .disabled(pangoMissing))
struct PangoMeasurerTests {
  @Test("widths are unrounded Pango units, as Chromium places glyphs")
  func widths() {}
}
#endif
