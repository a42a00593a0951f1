/// What the standard space, a bare `-` in a visual format, stands for.
///
/// Between two views it is ``betweenSiblings`` (8). Next to the superview (`|-[view]`) Apple's
/// behaviour has changed over the years: current systems attach the view to the superview's
/// layout margins (``SuperviewSpacing/layoutMargins``, the default), while the classic rule was a
/// fixed 20 points from the edge (``classic``).
///
/// ```swift
/// // box.leading == root.leading + 20 instead of box.leading == root.leadingMargin
/// let constraints = try LayoutConstraint.constraints(
///   withVisualFormat: "|-[box]", views: ["box": box], spacing: .classic)
/// ```
public struct VisualFormatSpacing: Hashable, Sendable {
  /// How a standard space next to the superview is made.
  public enum SuperviewSpacing: Hashable, Sendable {
    /// The view sits on the superview's margin: `view.leading == superview.leadingMargin`.
    case layoutMargins
    /// The view sits a fixed distance from the superview's edge:
    /// `view.leading == superview.leading + distance`.
    case fixed(Double)
  }

  /// The standard space between two views: 8 by default.
  public var betweenSiblings: Double
  /// The standard space between a view and its superview: the layout margins by default.
  public var toSuperview: SuperviewSpacing

  /// Creates a spacing.
  public init(betweenSiblings: Double = 8, toSuperview: SuperviewSpacing = .layoutMargins) {
    self.betweenSiblings = betweenSiblings
    self.toSuperview = toSuperview
  }

  /// 8 between views, the layout margins next to the superview: today's Apple behaviour.
  public static let standard = VisualFormatSpacing()

  /// 8 between views, 20 from the superview's edge: Interface Builder's classic standard space.
  public static let classic = VisualFormatSpacing(betweenSiblings: 8, toSuperview: .fixed(20))
}
