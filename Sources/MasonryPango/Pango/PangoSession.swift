#if Pango
import CPango
import MasonryRender

/// The Pango objects text is measured with, owned in one place: a font map of its own, a context
/// set up as Chromium sets text (unhinted metrics, glyphs at fractional positions, no hyphens added
/// at breaks), one layout reused for every measurement, and the font descriptions made so far.
///
/// It frees them all when it goes.
///
/// Not thread-safe: ``PangoTextMeasurer`` uses it under a lock, the Cairo writers each make
/// their own.
final class PangoSession {
  /// The font map (fontconfig's fonts, Cairo's rendering).
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  /// The context: font options, glyph positions, language.
  let context: OpaquePointer
  /// The layout every measurement reuses.
  let layout: OpaquePointer
  /// Font descriptions by font, made once each.
  private var descriptions: [Font: OpaquePointer] = [:]
  /// The font set on ``layout`` now.
  private var currentFont: Font?

  /// Pango's units per point.
  static let scale = Double(PANGO_SCALE)

  /// A new font map, context and layout.
  init() {
    guard let fontMap = pango_cairo_font_map_new() else {
      fatalError("Pango could not make a font map: is fontconfig installed?")
    }
    self.fontMap = fontMap
    guard let context = pango_font_map_create_context(fontMap) else {
      fatalError("Pango could not make a context")
    }
    self.context = context
    PangoSession.configure(context)
    guard let layout = pango_layout_new(context) else {
      fatalError("Pango could not make a layout")
    }
    self.layout = layout
    PangoSession.configure(layout: layout)
  }

  deinit {
    for description in descriptions.values { pango_font_description_free(description) }
    g_object_unref(UnsafeMutableRawPointer(layout))
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }

  /// Sets a context up as Chromium measures text: metrics and outlines not hinted, glyphs at
  /// fractional positions (rounding them makes long lines drift by whole pixels), English
  /// for the fallback order, whatever the process's locale.
  static func configure(_ context: OpaquePointer) {
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    pango_context_set_language(context, pango_language_from_string("en"))
  }

  /// Sets a layout up: no hyphens where a word is broken (Chromium adds none), words wrapped
  /// and broken between characters only when a word alone is too long.
  static func configure(layout: OpaquePointer) {
    let attributes = pango_attr_list_new()
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
  }

  /// The description of a font, made the first time it is asked for.
  func description(of font: Font) -> OpaquePointer {
    if let description = descriptions[font] { return description }
    let description = PangoSession.makeDescription(font)
    descriptions[font] = description
    return description
  }

  /// A new font description; the caller frees it.
  static func makeDescription(_ font: Font) -> OpaquePointer {
    guard let description = pango_font_description_new() else {
      fatalError("Pango could not make a font description")
    }
    let families = font.familyNames.joined(separator: ",")
    pango_font_description_set_family(description, families.isEmpty ? "sans-serif" : families)
    pango_font_description_set_absolute_size(description, font.size * scale)
    pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.value)))
    pango_font_description_set_style(
      description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return description
  }

  /// Sets the layout's font, text and width (nil: one line per paragraph).
  ///
  /// NUL characters, which would end the text early for Pango, are left out.
  func set(_ text: String, font: Font, width: Double?) {
    if currentFont != font {
      pango_layout_set_font_description(layout, description(of: font))
      currentFont = font
    }
    pango_layout_set_width(layout, PangoSession.pangoWidth(width))
    PangoSession.setText(text, on: layout)
  }

  /// Hands `text` to a layout, NUL characters left out.
  static func setText(_ text: String, on layout: OpaquePointer) {
    var utf8 = Array(text.utf8)
    utf8.removeAll { $0 == 0 }
    utf8.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        pango_layout_set_text(layout, chars.baseAddress, Int32(chars.count))
      }
    }
  }

  /// The text the layout holds now, as bytes: Pango's line indexes count these.
  func textBytes() -> UnsafeBufferPointer<UInt8> {
    guard let text = pango_layout_get_text(layout) else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    let count = Int(strlen(text))
    return UnsafeBufferPointer(
      start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: count)
  }

  /// A width in Pango units, as Chromium decides what fits.
  ///
  /// A line fits when its width, rounded down to 1/64 point, fits, so the limit is the width
  /// rounded down to 1/64 point plus just under 1/64 (Pango counts in 1/1024 points). -1 (no
  /// limit) for nil, and for widths beyond Pango's 32-bit range.
  static func pangoWidth(_ width: Double?) -> Int32 {
    guard let width, width.isFinite, width < 2_000_000 else { return -1 }
    let units = (max(0, width) * 64).rounded(.down) * 16 + 15
    return Int32(units)
  }

  /// The logical width of the whole layout, in points.
  func layoutWidth() -> Double {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return Double(logical.width) / PangoSession.scale
  }

  /// The layout's lines, each as the range of bytes of the text it holds.
  func lineRanges() -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var node = pango_layout_get_lines_readonly(layout)
    while let current = node {
      if let data = current.pointee.data {
        let line = data.assumingMemoryBound(to: PangoLayoutLine.self)
        let start = Int(line.pointee.start_index)
        ranges.append(start..<(start + Int(line.pointee.length)))
      }
      node = current.pointee.next
    }
    return ranges
  }

  /// The font's metrics: ascent and descent of its first face, stacked without a gap (as
  /// Pango stacks lines).
  func metrics(of font: Font) -> FontMetrics {
    let metrics = pango_context_get_metrics(context, description(of: font), nil)
    defer { pango_font_metrics_unref(metrics) }
    let ascent = Double(pango_font_metrics_get_ascent(metrics)) / PangoSession.scale
    let descent = Double(pango_font_metrics_get_descent(metrics)) / PangoSession.scale
    return FontMetrics(ascent: ascent, descent: descent, lineHeight: ascent + descent)
  }

  /// The fonts the layout's runs are set in, and the glyphs no font had.
  func runs() -> [PangoTextMeasurer.Run] {
    var runs: [PangoTextMeasurer.Run] = []
    guard let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator),
        let item = run.pointee.item, let glyphs = run.pointee.glyphs
      else { continue }
      var family = ""
      if let font = item.pointee.analysis.font, let description = pango_font_describe(font) {
        family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        pango_font_description_free(description)
      }
      let count = Int(glyphs.pointee.num_glyphs)
      var unknown = 0
      if let infos = glyphs.pointee.glyphs {
        for index in 0..<count where infos[index].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
          unknown += 1
        }
      }
      runs.append(PangoTextMeasurer.Run(family: family, glyphs: count, unknownGlyphs: unknown))
    } while pango_layout_iter_next_run(iterator) != 0
    return runs
  }
}
#endif
