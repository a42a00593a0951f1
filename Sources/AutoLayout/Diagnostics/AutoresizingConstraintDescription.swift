/// An autoresizing constraint as the engine made it, kept for describing it in reports: on one
/// axis, the view's length (``isSize``) or the position of its centre, as
/// `multiplier × superview's length + constant`.
struct AutoresizingConstraintDescription {
  var mask: AutoresizingMask
  var axis: Axis
  var isSize: Bool
  var multiplier: Double
  var constant: Double

  /// The constraint as a report shows it: `view.width == multiplier × superview.width +
  /// constant` (or `centerX`, `height`, `centerY`), without the superview when the multiplier
  /// is too small to print.
  func snapshot(of view: View) -> ConstraintSnapshot {
    let attribute: LayoutAttribute =
      isSize
      ? (axis == .horizontal ? .width : .height) : (axis == .horizontal ? .centerX : .centerY)
    let parent = abs(multiplier) >= 1e-12 ? view.superview : nil
    return ConstraintSnapshot(
      .autoresizing, view, attribute, .equal, parent, axis == .horizontal ? .width : .height,
      multiplier: multiplier, constant: constant, autoresizingMask: mask)
  }
}
