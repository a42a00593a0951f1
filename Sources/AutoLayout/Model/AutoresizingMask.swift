/// Which parts of a view stretch when its superview changes size: the springs and struts of
/// layout before constraints, with Apple's names and raw values.
///
/// A view whose ``View/translatesAutoresizingMaskIntoConstraints`` is true is held by two
/// constraints per axis — its size and its centre, both linear in the superview's size — made
/// from its frame and its mask. On an axis with no flexible part the view keeps its frame. When
/// parts are flexible, the change in the superview's size is shared among them in proportion to
/// their lengths when the frame was set; see <doc:AutoresizingMasks>.
///
/// ```swift
/// let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
/// let header = View(frame: Rect(x: 0, y: 0, width: 320, height: 44), name: "header")
/// header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
/// root.addSubview(header)
/// root.frame = Rect(x: 0, y: 0, width: 480, height: 320)
/// root.layoutIfNeeded()
/// // header.frame == (0, 0, 480, 44)
/// ```
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  /// The mask's bits, as Apple numbers them.
  public var rawValue: Int

  /// Creates a mask from its bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The gap between the superview's left edge and the view stretches (1).
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The view's width stretches (2).
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The gap between the view and the superview's right edge stretches (4).
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The gap between the superview's top edge and the view stretches (8).
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The view's height stretches (16).
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The gap between the view and the superview's bottom edge stretches (32).
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension AutoresizingMask {
  /// The mask in the notation of Apple's constraint logs, such as `h=-&- v=--&`.
  ///
  /// `h=` and `v=` are each followed by three characters for the leading margin, the size and the
  /// trailing margin, `-` when fixed and `&` when flexible:
  /// `[.flexibleWidth, .flexibleBottomMargin]` is `h=-&- v=--&`.
  var logNotation: String {
    func mark(_ part: AutoresizingMask) -> String { contains(part) ? "&" : "-" }
    let h = mark(.flexibleLeftMargin) + mark(.flexibleWidth) + mark(.flexibleRightMargin)
    let v = mark(.flexibleTopMargin) + mark(.flexibleHeight) + mark(.flexibleBottomMargin)
    return "h=\(h) v=\(v)"
  }

  /// The mask as Apple's view descriptions abbreviate it: `LM+W+RM+TM+H+BM`, only the parts set.
  var abbreviation: String {
    let parts: [(AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
      (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    return parts.filter { contains($0.0) }.map(\.1).joined(separator: "+")
  }
}
