import AutoLayout

/// A view that shows text, as a label does: its intrinsic size and baselines come from a
/// ``TextMeasuring``, so it hugs its text and resists being squeezed.
///
/// ```swift
/// let title = TextView(text: "Ada Lovelace", fontSize: 20, name: "title")
/// // intrinsicContentSize: 12 × 0.55 × 20 = 132 wide, 24 high (the built-in estimator)
/// ```
///
/// How the text breaks into lines:
///
/// - By default, only at newlines; with a ``wrapWidth`` (UIKit's `preferredMaxLayoutWidth`)
///   it also wraps at that width, and the intrinsic height grows with the lines.
/// - With ``maxLines`` set, as a multi-line label: the text wraps at the width the layout gives
///   the view, and its height follows (``intrinsicContentSizeDependsOnWidth``), at most
///   `maxLines` lines (0 for no limit), the last cut with an ellipsis (``truncation``) when
///   text is left out. `maxLines: 1` keeps the text on one line.
///
/// With the Masonry DSL, pin the sides and let the height come from the text:
///
/// ```swift
/// let bio = TextView(text: biography, font: Font(size: 15), maxLines: 0, name: "bio")
/// card.addSubview(bio)
/// bio.mas.makeConstraints { make in
///   make.top.equalTo(avatar.mas.bottom).offset(12)
///   make.left.right.equalTo(card).inset(16)
/// }
/// ```
///
/// Pictures draw the text from the top of the view, on its leading side, cut with `…` where the
/// frame is too small (``drawnLines(in:)``); the baselines sit at the font's ascent below the
/// top (first) and its descent above the bottom of the text (last).
public final class TextView: View {
  /// The text; lines break at newlines.
  public var text: String {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The font.
  public var font: Font {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The font's size, in points.
  public var fontSize: Double {
    get { font.size }
    set { font.size = newValue }
  }
  /// The width to wrap at, or nil to wrap only as ``maxLines`` says.
  public var wrapWidth: Double? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The most lines, wrapping at the width the view is given (0: no limit); nil (the default)
  /// for lines that break only at newlines and at ``wrapWidth``.
  public var maxLines: Int? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Where text that does not fit is cut.
  public var truncation: Truncation = .tail {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// How text is measured: the built-in estimator unless set.
  public var measurer: any TextMeasuring = TextMeasurer() {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates a text view in the default families at `fontSize`.
  public init(text: String, fontSize: Double = 17, wrapWidth: Double? = nil, name: String? = nil) {
    self.text = text
    self.font = Font(size: fontSize)
    self.wrapWidth = wrapWidth
    super.init(name: name)
  }

  /// Creates a text view in a font, measured by `measurer`.
  /// - Parameters:
  ///   - text: The text.
  ///   - font: The font.
  ///   - maxLines: The most lines, wrapping at the width the view is given (0: no limit), or
  ///     nil for lines that break only at newlines.
  ///   - measurer: How the text is measured.
  ///   - name: The view's debug name.
  public init(
    text: String, font: Font, maxLines: Int? = nil,
    measurer: any TextMeasuring = TextMeasurer(), name: String? = nil
  ) {
    self.text = text
    self.font = font
    self.maxLines = maxLines
    self.measurer = measurer
    super.init(name: name)
  }

  /// Whether the text wraps at the width the layout gives the view.
  private var wrapsToFrame: Bool {
    guard let maxLines else { return false }
    return wrapWidth == nil && maxLines != 1
  }

  /// The text laid out at `width`, or at ``wrapWidth`` when the view does not wrap to its
  /// frame.
  public func layout(forWidth width: Double? = nil) -> TextLayout {
    measurer.measure(
      text, font: font, width: wrapsToFrame ? width : wrapWidth, maxLines: maxLines ?? 0,
      truncation: truncation)
  }

  /// The lines the text is drawn in, before they are fitted to a frame: at ``wrapWidth``, or
  /// without a width limit.
  public var lines: [String] {
    layout().lines.map(\.text)
  }

  /// The lines drawn in a frame of `size`: the text laid out at the frame's width when it
  /// wraps to its frame, then as many lines as fit the height, each cut to the width with an
  /// ellipsis (see ``TextMeasuring/fitted(_:in:font:truncation:)``).
  public func drawnLines(in size: Size) -> [String] {
    let lines = layout(forWidth: size.width).lines.map(\.text)
    return measurer.fitted(lines, in: size, font: font, truncation: truncation)
  }

  /// The measured size of the text, without a width limit unless ``wrapWidth`` gives one.
  public override var intrinsicContentSize: Size {
    layout().size
  }

  /// True when the text wraps at the width it is given (``maxLines`` set, no ``wrapWidth``).
  public override var intrinsicContentSizeDependsOnWidth: Bool { wrapsToFrame }

  /// The size of the text wrapped at `width`: its widest line by its lines.
  public override func intrinsicContentSize(forWidth width: Double) -> Size {
    layout(forWidth: width).size
  }

  /// The first baseline, below the top: the font's ascent.
  public override var firstBaselineOffsetFromTop: Double? {
    measurer.metrics(of: font).ascent
  }

  /// The last baseline, above the bottom of the text (the bottom of a view that hugs its text):
  /// the font's descent.
  public override var lastBaselineOffsetFromBottom: Double? {
    measurer.metrics(of: font).descent
  }
}
