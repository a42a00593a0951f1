import AutoLayout

extension TextMeasurer: TextMeasuring {
  /// `estimator`.
  public var name: String { "estimator" }

  /// A line ``lineHeight`` ems high, its baseline ``firstBaseline`` ems below its top and
  /// ``lastBaselineFromBottom`` ems above its bottom; the family, weight and slant are not
  /// read.
  public func metrics(of font: Font) -> FontMetrics {
    FontMetrics(
      ascent: firstBaseline * font.size, descent: lastBaselineFromBottom * font.size,
      lineHeight: lineHeight * font.size)
  }

  /// ``characterWidth`` ems a character (a grapheme cluster), rounded to millionths.
  public func width(of line: String, font: Font) -> Double {
    rounded(Double(line.count) * characterWidth * font.size)
  }

  /// ``lines(of:fontSize:wrapWidth:)``.
  public func lines(of text: String, font: Font, width: Double?) -> [String] {
    lines(of: text, fontSize: font.size, wrapWidth: width)
  }

  /// As many whole characters as fit, the ellipsis counting as one, as
  /// ``fitted(_:in:fontSize:)`` cuts a line.
  public func truncated(
    _ line: String, font: Font, width: Double, truncation: Truncation, continues: Bool
  ) -> String {
    let columns = (width / (characterWidth * font.size)).rounded(.down)
    let fit = columns.isNaN ? 0 : Int(min(1e9, max(0, columns)))
    return cut(line, fit: fit, truncation: continues ? .tail : truncation, continues: continues)
  }

  /// The lines, and a size in whole millionths, as ``size(of:fontSize:wrapWidth:)`` gives it.
  public func measure(
    _ text: String, font: Font, width: Double?, maxLines: Int, truncation: Truncation
  ) -> TextLayout {
    var layout = layOut(
      text, font: font, width: width, maxLines: maxLines, truncation: truncation)
    let widest = layout.lines.map { $0.text.count }.max() ?? 0
    layout.size = Size(
      width: rounded(Double(widest) * characterWidth * font.size),
      height: rounded(Double(layout.lines.count) * lineHeight * font.size))
    return layout
  }
}
