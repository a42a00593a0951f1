#if Pango
import AutoLayout
import CPango
import MasonryRender
import Synchronization

/// Measures text with Pango: HarfBuzz shapes it (kerning, ligatures, Arabic joining),
/// fontconfig finds a font for every character (falling back from the families asked for),
/// bidirectional text is ordered by the Unicode algorithm, and lines break where Unicode's
/// line-breaking rules allow.
///
/// Glyphs sit at fractional positions and metrics are not hinted, as Chromium places them,
/// so a browser showing the SVG or the HTML inspector sets the same text to the same widths
/// (checked against headless Chromium on over 300 strings). A line fits a width when its
/// width rounded down to 1/64 point does, as in Chromium; no hyphen is added where a word too
/// long for a line is broken. Measurements are cached (by text, font, width and line limit),
/// and every call is safe from any thread.
///
/// ```swift
/// let measurer = PangoTextMeasurer()
/// let title = TextView(
///   text: "Ada Lovelace", font: Font(family: "DejaVu Sans", size: 20, weight: .bold),
///   measurer: measurer, name: "title")
/// ```
///
/// Available when the package is built with its `Pango` trait
/// (`swift build --traits Pango`, after `apt-get install libpango1.0-dev`).
public final class PangoTextMeasurer: TextMeasuring {
  /// A run of text in one font, as Pango set it.
  package struct Run: Hashable, Sendable {
    /// The family of the font the run is set in.
    package var family: String
    /// How many glyphs the run has.
    package var glyphs: Int
    /// How many of them no installed font has (drawn as boxes).
    package var unknownGlyphs: Int
  }

  /// What the measurer has done so far.
  public struct Statistics: Hashable, Sendable {
    /// How many times Pango laid text out (answers not found in the cache).
    public var layouts = 0
    /// How many answers came from the cache.
    public var cacheHits = 0
    /// The time spent in Pango and in the cache.
    public var time: Duration = .zero
  }

  /// How many answers each cache keeps before it is emptied.
  static let cacheLimit = 100_000

  private struct LinesKey: Hashable {
    var text: String
    var font: Font
    var width: Double?
  }

  private struct MeasureKey: Hashable {
    var text: String
    var font: Font
    var width: Double?
    var maxLines: Int
    var truncation: Truncation
  }

  private struct WidthKey: Hashable {
    var text: String
    var font: Font
  }

  /// The session and the caches, behind the lock.
  private final class State {
    let session = PangoSession()
    var widths: [WidthKey: Double] = [:]
    var lines: [LinesKey: [String]] = [:]
    var layouts: [MeasureKey: TextLayout] = [:]
    var metrics: [Font: FontMetrics] = [:]
    var statistics = Statistics()
  }

  private let state: Mutex<State>
  private let clock = ContinuousClock()

  /// `Pango` and its version: `Pango 1.50.12`.
  public let name: String

  /// A measurer with a font map of its own.
  public init() {
    state = Mutex(State())
    name = "Pango " + String(cString: pango_version_string())
  }

  /// What the measurer has done so far.
  public var statistics: Statistics {
    state.withLock { $0.statistics }
  }

  /// Runs `body` on the state under the lock, adding its time to the statistics.
  private func locked<T>(_ body: (State) -> T) -> T {
    state.withLock { state in
      let start = clock.now
      let result = body(state)
      state.statistics.time += clock.now - start
      return result
    }
  }

  /// Forgets every text measurement kept so far, so that the next measurement of any text lays
  /// it out again.
  ///
  /// Fonts' metrics, which no text changes, and the statistics are kept.
  ///
  /// A benchmark calls it between the sides it compares, so that one side's measurements do
  /// not answer the other's.
  ///
  /// ```swift
  /// let measurer = PangoTextMeasurer()
  /// _ = measurer.measure("Like", font: Font(size: 17), width: nil, maxLines: 1, truncation: .tail)
  /// measurer.removeCachedAnswers()  // the next "Like" is laid out by Pango again
  /// ```
  public func removeCachedAnswers() {
    state.withLock { state in
      state.widths.removeAll(keepingCapacity: true)
      state.lines.removeAll(keepingCapacity: true)
      state.layouts.removeAll(keepingCapacity: true)
    }
  }

  /// The ascent and descent of the first font of the family list that fontconfig finds,
  /// stacked without a gap, as Pango stacks lines.
  public func metrics(of font: Font) -> FontMetrics {
    locked { state in
      if let metrics = state.metrics[font] {
        state.statistics.cacheHits += 1
        return metrics
      }
      let metrics = state.session.metrics(of: font)
      state.metrics[font] = metrics
      return metrics
    }
  }

  /// The logical width of the text set on one line (trailing spaces included).
  public func width(of line: String, font: Font) -> Double {
    locked { state in
      let key = WidthKey(text: line, font: font)
      if let width = state.widths[key] {
        state.statistics.cacheHits += 1
        return width
      }
      state.statistics.layouts += 1
      state.session.set(line, font: font, width: nil)
      let width = state.session.layoutWidth()
      if state.widths.count >= PangoTextMeasurer.cacheLimit { state.widths.removeAll() }
      state.widths[key] = width
      return width
    }
  }

  /// The paragraphs (split at `\n`), each wrapped by Pango at `width` when given: at the break
  /// opportunities of Unicode's line-breaking algorithm, a word too long for a line broken between
  /// characters.
  ///
  /// Spaces at the end of a wrapped line are dropped.
  public func lines(of text: String, font: Font, width: Double?) -> [String] {
    if text.isEmpty { return [] }
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let width else { return paragraphs.map(String.init) }
    return locked { state in
      let key = LinesKey(text: text, font: font, width: width)
      if let lines = state.lines[key] {
        state.statistics.cacheHits += 1
        return lines
      }
      var lines: [String] = []
      for paragraph in paragraphs {
        state.statistics.layouts += 1
        state.session.set(String(paragraph), font: font, width: width)
        let bytes = state.session.textBytes()
        let ranges = state.session.lineRanges()
        if ranges.isEmpty { lines.append("") }
        for range in ranges {
          let line = String(decoding: bytes[range], as: UTF8.self)
          lines.append(String(line.reversed().drop(while: \.isWhitespace).reversed()))
        }
      }
      if state.lines.count >= PangoTextMeasurer.cacheLimit { state.lines.removeAll() }
      state.lines[key] = lines
      return lines
    }
  }

  /// The text laid out (see `TextMeasuring`), from the cache when it was laid
  /// out before; the width of the size is rounded up to a whole point, so that a frame whose
  /// edges are rounded to pixels still holds every line.
  public func measure(
    _ text: String, font: Font, width: Double?, maxLines: Int, truncation: Truncation
  ) -> TextLayout {
    let key = MeasureKey(
      text: text, font: font, width: width, maxLines: maxLines, truncation: truncation)
    let cached = locked { state in
      let layout = state.layouts[key]
      if layout != nil { state.statistics.cacheHits += 1 }
      return layout
    }
    if let cached { return cached }
    var layout = layOut(text, font: font, width: width, maxLines: maxLines, truncation: truncation)
    // Rounded up, less a hair so that a width already whole (or whole but for the last bit
    // of arithmetic) stays as it is.
    layout.size.width = (layout.size.width - 1e-9).rounded(.up)
    locked { state in
      if state.layouts.count >= PangoTextMeasurer.cacheLimit { state.layouts.removeAll() }
      state.layouts[key] = layout
    }
    return layout
  }

  /// The fonts the text, set on one line, is drawn in, run by run, and the glyphs no
  /// installed font has: what fontconfig's fallback did.
  package func runs(of text: String, font: Font) -> [Run] {
    locked { state in
      state.session.set(text, font: font, width: nil)
      return state.session.runs()
    }
  }
}
#endif
