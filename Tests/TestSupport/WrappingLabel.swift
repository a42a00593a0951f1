import AutoLayout

/// A stand-in for a label that wraps at a width it is told, as UILabel's
/// `preferredMaxLayoutWidth` does: its text is `textWidth` points long on one line of
/// `lineHeight`, and a narrower preferred width breaks it into as many lines as it needs, each
/// full but the last.
///
/// ```swift
/// let long = WrappingLabel("long", textWidth: 1000, lineHeight: 20, descent: 5)
/// long.preferredMaxLayoutWidth = 315   // 4 lines: 315 × 80
/// ```
public final class WrappingLabel: View {
  /// The length of the text on one line.
  public let textWidth: Double
  /// The height of a line.
  public let lineHeight: Double
  /// How far the last baseline is above the bottom.
  public let descent: Double
  /// The width to wrap at, or nil for one line; setting it invalidates the intrinsic size.
  public var preferredMaxLayoutWidth: Double? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// A label called `name` with `textWidth` points of text in lines of `lineHeight`.
  public init(_ name: String, textWidth: Double, lineHeight: Double, descent: Double) {
    self.textWidth = textWidth
    self.lineHeight = lineHeight
    self.descent = descent
    super.init(name: name)
  }

  /// One line, or as many lines of the preferred width as the text needs.
  public override var intrinsicContentSize: Size {
    guard let limit = preferredMaxLayoutWidth, limit < textWidth else {
      return Size(width: textWidth, height: lineHeight)
    }
    let lines = (textWidth / limit).rounded(.up)
    return Size(width: limit, height: lines * lineHeight)
  }

  /// The descent.
  public override var lastBaselineOffsetFromBottom: Double? { descent }
}
