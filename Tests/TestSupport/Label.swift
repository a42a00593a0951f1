import AutoLayout

/// A stand-in for a label or a button: a natural size that a test may change, and baselines
/// some way in from the top and the bottom when the text's ascent and descent are given.
///
/// ```swift
/// let title = Label("title", width: 120, height: 20, descent: 4)
/// title.natural = Size(width: 200, height: 20)
/// title.invalidateIntrinsicContentSize()
/// ```
///
/// It turns its `translatesAutoresizingMaskIntoConstraints` off, so that constraints alone
/// place it.
public final class Label: View {
  /// The size the label would like to be (its intrinsic content size); either side may be
  /// `View.noIntrinsicMetric`.
  ///
  /// Changing it is not enough: call `invalidateIntrinsicContentSize()` after, as for any view.
  public var natural: Size
  /// How far the last baseline is above the bottom, or nil for the bottom itself.
  public let descent: Double?
  /// How far the first baseline is below the top, or nil for the top itself.
  public let ascent: Double?

  /// A label called `name` that would like to be `width` × `height`, with its baselines
  /// `ascent` below the top and `descent` above the bottom.
  public init(
    _ name: String, width: Double = View.noIntrinsicMetric,
    height: Double = View.noIntrinsicMetric, descent: Double? = nil, ascent: Double? = nil
  ) {
    natural = Size(width: width, height: height)
    self.descent = descent
    self.ascent = ascent
    super.init(name: name)
    translatesAutoresizingMaskIntoConstraints = false
  }

  /// The natural size.
  public override var intrinsicContentSize: Size { natural }
  /// The descent, if given.
  public override var lastBaselineOffsetFromBottom: Double? { descent }
  /// The ascent, if given.
  public override var firstBaselineOffsetFromTop: Double? { ascent }
}
