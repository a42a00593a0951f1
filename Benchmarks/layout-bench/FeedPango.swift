#if Pango
import AutoLayout
import MasonryPango
import MasonryRender

/// Pango measuring the feed's texts, as a real program would: each text shaped and, for a
/// wrapping label, broken into lines by Pango, in DejaVu Sans (the family the render tests use).
///
/// Its cache is emptied before each timed side (``forgetMeasurements()``), and every cell has
/// texts of its own, so that each side pays for laying out every text it measures; within a
/// side, a text measured again at the same width is answered from the cache, as `UILabel`
/// keeps its measurements until its text changes.
final class PangoFeedMeasurer: FeedTextMeasuring {
  private let pango = PangoTextMeasurer()

  var name: String { "pango" }

  func size(of text: String, fontSize: Double, width: Double?, maxLines: Int) -> Size {
    pango.measure(
      text, font: Font(family: "DejaVu Sans", size: fontSize), width: width, maxLines: maxLines,
      truncation: .tail
    ).size
  }

  func forgetMeasurements() { pango.removeCachedAnswers() }

  /// How many times Pango laid text out so far.
  var layouts: Int { pango.statistics.layouts }
}
#endif
