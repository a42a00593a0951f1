import AutoLayout

/// The one seam through which text is measured: by the text views (their intrinsic sizes and
/// baselines), by layout files, and by the pictures (the lines they draw).
///
/// Two measurers come with the package: ``TextMeasurer``, the built-in estimator (every
/// character 0.55 em, the same everywhere, no fonts needed: the default), and
/// `PangoTextMeasurer` in the `MasonryPango` target (HarfBuzz shaping, fontconfig's font
/// fallback, bidirectional text, Unicode line breaking), built with the package's `Pango` trait.
/// The engine sees neither: it sees the sizes and baselines a ``TextView`` reports.
///
/// A measurer answers four questions — a font's vertical metrics, the width of one line, the
/// lines a text breaks into, and a line cut short with an ellipsis — and
/// ``measure(_:font:width:maxLines:truncation:)`` puts them together; a measurer that caches
/// answers (Pango's does) implements it to look its answers up first.
///
/// ```swift
/// let measurer: any TextMeasuring = TextMeasurer()
/// let layout = measurer.measure(
///   "Mathematician and writer", font: Font(size: 10), width: 60, maxLines: 0)
/// // layout.lines: "Mathematic", "ian and", "writer"; layout.size: 55 × 36
/// ```
public protocol TextMeasuring: Sendable {
  /// A short name for reports: `estimator`, `Pango 1.50.12`.
  var name: String { get }

  /// The vertical metrics of a line of text in `font`.
  func metrics(of font: Font) -> FontMetrics

  /// The advance width of `line` set on one line, newlines and all.
  func width(of line: String, font: Font) -> Double

  /// The lines of `text`: broken at newlines (`\n`), and wrapped at `width` when it is given
  /// (a word longer than a line breaks between characters). Spaces at a wrap are dropped. Empty
  /// text has no lines.
  func lines(of text: String, font: Font, width: Double?) -> [String]

  /// `line` cut to fit `width` with an ellipsis (`…`) where text was left out, at the end
  /// (``Truncation/tail``), the start or the middle. When `continues` is true the text goes on
  /// past this line (lines below were left out), so a tail ellipsis is added even if the line
  /// fits. A line that fits and does not continue comes back as it is.
  func truncated(
    _ line: String, font: Font, width: Double, truncation: Truncation, continues: Bool
  ) -> String

  /// The text laid out: its lines (wrapped at `width` when given, at most `maxLines` of them,
  /// 0 for no limit, the last cut with an ellipsis when lines were left out), its size and its
  /// baselines. The default puts the four answers above together
  /// (``TextMeasuring/layOut(_:font:width:maxLines:truncation:)``).
  func measure(
    _ text: String, font: Font, width: Double?, maxLines: Int, truncation: Truncation
  ) -> TextLayout
}

/// Where text that does not fit is cut, and the ellipsis put.
public enum Truncation: String, Hashable, Sendable, CaseIterable {
  /// At the end: `The quick br…`.
  case tail
  /// At the start: `…the lazy dog`.
  case head
  /// In the middle: `The qu…azy dog`.
  case middle
}

/// A font's vertical metrics as a line of text uses them.
///
/// A line is ``lineHeight`` high; its baseline is ``ascent`` below the line's top and
/// ``descent`` above its bottom (any leading is shared between the two), so lines stack
/// ``lineHeight`` apart.
public struct FontMetrics: Hashable, Sendable {
  /// From the top of a line to its baseline.
  public var ascent: Double
  /// From the baseline to the bottom of a line.
  public var descent: Double
  /// The height of a line: the distance between baselines.
  public var lineHeight: Double

  /// Creates metrics.
  public init(ascent: Double, descent: Double, lineHeight: Double) {
    self.ascent = ascent
    self.descent = descent
    self.lineHeight = lineHeight
  }
}

/// Text laid out by a ``TextMeasuring``: the lines as they are drawn, the size of the box they
/// fill, and where the baselines are.
public struct TextLayout: Hashable, Sendable {
  /// One line.
  public struct Line: Hashable, Sendable {
    /// The characters of the line, as drawn (an ellipsis included).
    public var text: String
    /// Its advance width.
    public var width: Double

    /// Creates a line.
    public init(text: String, width: Double) {
      self.text = text
      self.width = width
    }
  }

  /// The lines, top to bottom.
  public var lines: [Line]
  /// The metrics the lines are stacked with.
  public var metrics: FontMetrics
  /// The box the text fills: its widest line by its lines' height.
  ///
  /// A measurer may round it up (Pango's rounds up to whole points, so that a frame rounded to
  /// pixels never cuts a line).
  public var size: Size
  /// Whether text was left out, or cut with an ellipsis, to keep to the lines allowed.
  public var isTruncated: Bool

  /// Creates a layout.
  public init(lines: [Line], metrics: FontMetrics, size: Size, isTruncated: Bool = false) {
    self.lines = lines
    self.metrics = metrics
    self.size = size
    self.isTruncated = isTruncated
  }

  /// The first baseline, below the top.
  public var firstBaseline: Double { metrics.ascent }

  /// The last baseline, below the top (the first one when there are no lines).
  public var lastBaseline: Double {
    metrics.ascent + Double(max(0, lines.count - 1)) * metrics.lineHeight
  }

  /// The last baseline, above the bottom of the text.
  public var lastBaselineFromBottom: Double { metrics.descent }
}

extension TextMeasuring {
  /// ``measure(_:font:width:maxLines:truncation:)`` with no width, no line limit and tail
  /// truncation: the text's natural size.
  public func measure(_ text: String, font: Font) -> TextLayout {
    measure(text, font: font, width: nil, maxLines: 0, truncation: .tail)
  }

  /// The default ``measure(_:font:width:maxLines:truncation:)``: the lines at `width`, cut to
  /// `maxLines` (the last line then holds as much of the rest as fits, with an ellipsis), each
  /// line's width, and the size — the widest line by the lines' height.
  public func measure(
    _ text: String, font: Font, width: Double?, maxLines: Int, truncation: Truncation
  ) -> TextLayout {
    layOut(text, font: font, width: width, maxLines: maxLines, truncation: truncation)
  }

  /// What the default ``measure(_:font:width:maxLines:truncation:)`` does, for a measurer
  /// that wraps it (in a cache, say) to call.
  public func layOut(
    _ text: String, font: Font, width: Double?, maxLines: Int, truncation: Truncation
  ) -> TextLayout {
    let metrics = self.metrics(of: font)
    var texts = lines(of: text, font: font, width: width)
    var isTruncated = false
    if maxLines > 0 && texts.count > maxLines {
      isTruncated = true
      // The last line shown runs on with the rest of the text, as one line, then is cut.
      let rest = texts[(maxLines - 1)...].joined(separator: " ")
      texts.removeSubrange((maxLines - 1)...)
      let limit = width ?? self.width(of: rest, font: font)
      texts.append(
        truncated(rest, font: font, width: limit, truncation: truncation, continues: false))
    }
    let lines = texts.map { TextLayout.Line(text: $0, width: self.width(of: $0, font: font)) }
    let widest = lines.map(\.width).max() ?? 0
    return TextLayout(
      lines: lines, metrics: metrics,
      size: Size(width: widest, height: Double(lines.count) * metrics.lineHeight),
      isTruncated: isTruncated)
  }

  /// The lines drawn in a frame of `size`: as many as fit the height (at least one, with a
  /// point of slack for frames rounded to pixels), each cut to the width (again with a point of
  /// slack), the last shown ending with an ellipsis when lines below were left out.
  public func fitted(
    _ lines: [String], in size: Size, font: Font, truncation: Truncation = .tail
  ) -> [String] {
    guard !lines.isEmpty else { return [] }
    let rows = ((size.height + 1) / metrics(of: font).lineHeight).rounded(.down)
    let shown = rows.isNaN ? 1 : max(1, min(lines.count, Int(min(1e9, max(0, rows)))))
    return lines.prefix(shown).enumerated().map { index, line in
      truncated(
        line, font: font, width: size.width + 1, truncation: truncation,
        continues: index == shown - 1 && shown < lines.count)
    }
  }

  /// The default ``truncated(_:font:width:truncation:continues:)``: ``cut(_:font:width:truncation:continues:)``.
  public func truncated(
    _ line: String, font: Font, width: Double, truncation: Truncation, continues: Bool
  ) -> String {
    cut(line, font: font, width: width, truncation: truncation, continues: continues)
  }

  /// A line cut to `width`: the most characters (grapheme clusters) that fit beside the ellipsis,
  /// found by bisection on ``width(of:font:)``.
  ///
  /// A line that continues is always cut at its tail, wherever `truncation` would cut it otherwise.
  public func cut(
    _ line: String, font: Font, width: Double, truncation: Truncation, continues: Bool
  ) -> String {
    if !continues && self.width(of: line, font: font) <= width { return line }
    let characters = Array(line)
    let truncation = continues ? .tail : truncation
    // The text kept with `count` characters.
    func kept(_ count: Int) -> String {
      switch truncation {
      case .tail:
        return String(characters.prefix(count)) + "…"
      case .head:
        return "…" + String(characters.suffix(count))
      case .middle:
        let front = (count + 1) / 2
        return String(characters.prefix(front)) + "…" + String(characters.suffix(count - front))
      }
    }
    // Bisection: the largest count whose text fits (0 if even the ellipsis alone does not).
    var low = 0
    var high = continues ? characters.count : characters.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if self.width(of: kept(middle), font: font) <= width {
        low = middle
      } else {
        high = middle - 1
      }
    }
    if low == 0 && self.width(of: "…", font: font) > width { return "" }
    return kept(low)
  }
}
