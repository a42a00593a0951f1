import AutoLayout

/// A stand-in for multi-line text whose height depends on its width: `characters` characters of 7
/// points each, wrapped at whole characters into lines 20 points high, and as wide as its widest
/// line.
///
/// Without a width limit it is one line. It is the text view of the "Text and Fitting Size"
/// article.
///
/// ```swift
/// let text = WrappingText("text", characters: 100)   // 700 × 20 on one line
/// text.intrinsicContentSize(forWidth: 300)           // 42 a line: 294 × 60
/// ```
///
/// It turns its `translatesAutoresizingMaskIntoConstraints` off, so that constraints alone
/// place it.
public final class WrappingText: View {
  /// How many characters the text has; after changing it, call `invalidateIntrinsicContentSize()`.
  public var characters: Int
  /// Every width the engine measured the text at, in order.
  public private(set) var measuredWidths: [Double] = []
  /// How many times the engine measured the text on one line.
  public private(set) var oneLineMeasurements = 0

  /// Text called `name` of `characters` characters.
  public init(_ name: String, characters: Int) {
    self.characters = characters
    super.init(name: name)
    translatesAutoresizingMaskIntoConstraints = false
  }

  /// The text on one line.
  public override var intrinsicContentSize: Size {
    oneLineMeasurements += 1
    return Size(width: Double(characters) * 7, height: 20)
  }

  /// True: the height follows the width.
  public override var intrinsicContentSizeDependsOnWidth: Bool { true }

  /// The text wrapped at `width` (at least one character a line), recording the width.
  public override func intrinsicContentSize(forWidth width: Double) -> Size {
    measuredWidths.append(width)
    let perLine = max(1, Int((width / 7).rounded(.down)))
    let lines = (characters + perLine - 1) / perLine
    return Size(width: Double(min(characters, perLine)) * 7, height: Double(lines) * 20)
  }
}
