import AutoLayout

/// A view that shows text: its intrinsic size and baselines come from a ``TextMeasurer``, so
/// it hugs its text and resists being squeezed, as a label does.
///
/// ```swift
/// let title = TextView(text: "Ada Lovelace", fontSize: 20, name: "title")
/// // intrinsicContentSize: 12 × 0.55 × 20 = 132 wide, 24 high
/// ```
///
/// With a ``wrapWidth`` (UIKit's `preferredMaxLayoutWidth`) the text wraps at that width and
/// the intrinsic height grows with the number of lines. The text is drawn from the top of the
/// view, so the baselines sit at fixed distances from the top (first) and from the bottom of
/// the text (last).
public final class TextView: View {
  /// The text; lines break at newlines.
  public var text: String {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The font size, in points.
  public var fontSize: Double {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The width to wrap at, or nil for no wrapping.
  public var wrapWidth: Double? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// How text is measured.
  public var measurer = TextMeasurer() {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates a text view.
  public init(text: String, fontSize: Double = 17, wrapWidth: Double? = nil, name: String? = nil) {
    self.text = text
    self.fontSize = fontSize
    self.wrapWidth = wrapWidth
    super.init(name: name)
  }

  /// The lines the text is drawn in.
  public var lines: [String] {
    measurer.lines(of: text, fontSize: fontSize, wrapWidth: wrapWidth)
  }

  /// The measured size of the text.
  public override var intrinsicContentSize: Size {
    measurer.size(of: text, fontSize: fontSize, wrapWidth: wrapWidth)
  }

  /// The first baseline, below the top.
  public override var firstBaselineOffsetFromTop: Double? {
    measurer.firstBaseline * fontSize
  }

  /// The last baseline, above the bottom of the text, which is the bottom of a view that hugs
  /// its text.
  public override var lastBaselineOffsetFromBottom: Double? {
    measurer.lastBaselineFromBottom * fontSize
  }
}
