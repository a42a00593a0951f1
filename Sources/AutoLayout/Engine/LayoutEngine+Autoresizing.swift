import Cassowary

// Autoresizing masks as constraints. A view that translates its mask gets two required
// constraints per axis, as Apple's engine makes them: its length and its centre, each a linear
// function of the superview's length on that axis. They are made from the frame the view was
// given and the superview's size at that moment (see `AutoresizingReference`), so that the
// superview's later resizing — by layout or by hand — moves and stretches the view the way the
// mask says, with nothing re-made.

/// The frame a view's autoresizing constraints are made from, and its superview's size then.
///
/// Recorded when the frame is set, when the mask (or ``View/translatesAutoresizingMaskIntoConstraints``)
/// is set, and when the view is added to a superview — the moments at which Apple's views remake
/// these constraints. Layout moving the view does not record: the constraints already say where
/// it goes.
struct AutoresizingReference {
  /// The frame the user set, in the superview's coordinates.
  var frame: Rect
  /// The superview's size when the frame was recorded (zero without a superview).
  var superviewSize: Size
}

/// One axis of an autoresizing translation: the view's length and the position of its centre
/// (from the superview's left or top edge) as linear functions of the superview's length `L`.
///
/// `length == sizeMultiplier × L + sizeConstant` and
/// `centre == centerMultiplier × L + centerConstant`.
///
/// The rule, for a view at `origin` with `length`, in a superview `reference` long, with the
/// gap after the view `end = reference − origin − length`:
/// - Flexible length: the parts of the axis that are not flexible stay, and the length takes its
///   share of the rest in proportion to its share of the flexible parts now:
///   `length' = length / flexible × (L − fixed)`. With flexible parts that add up to 0, each
///   gets an equal share.
/// - Both margins flexible: the centre stays at the same fraction of the superview's length,
///   `centre' = centre × L / reference` (half the length when `reference` is 0).
/// - Only the leading margin flexible: the trailing gap stays, `centre' = L − end − length' / 2`.
/// - Otherwise the leading gap stays, `centre' = origin + length' / 2`.
///
/// For the frame (160, 120, 80, 80) in a 320 × 480 superview this gives the constraints Apple's
/// engine makes, e.g. `width == 1/3 × superview.width − 26.6667` and
/// `centerX == 5/6 × superview.width − 66.6667` for a flexible left margin and width.
struct AutoresizingAxis: Equatable {
  var sizeMultiplier: Double
  var sizeConstant: Double
  var centerMultiplier: Double
  var centerConstant: Double

  init(
    origin: Double, length: Double, in reference: Double, flexibleStart: Bool,
    flexibleLength: Bool, flexibleEnd: Bool
  ) {
    let end = reference - origin - length
    let parts = [(origin, flexibleStart), (length, flexibleLength), (end, flexibleEnd)]
    let flexible = parts.filter(\.1).map(\.0).reduce(0, +)
    let fixed = parts.filter { !$0.1 }.map(\.0).reduce(0, +)
    let flexibleCount = Double(parts.filter(\.1).count)
    if flexibleLength {
      let share = flexible != 0 ? length / flexible : 1 / flexibleCount
      sizeMultiplier = share
      sizeConstant = -share * fixed
    } else {
      sizeMultiplier = 0
      sizeConstant = length
    }
    if flexibleStart && flexibleEnd {
      let center = origin + length / 2
      let fraction = reference != 0 ? center / reference : 0.5
      centerMultiplier = fraction
      centerConstant = center - fraction * reference
    } else if flexibleStart {
      centerMultiplier = 1 - sizeMultiplier / 2
      centerConstant = -end - sizeConstant / 2
    } else {
      centerMultiplier = sizeMultiplier / 2
      centerConstant = origin + sizeConstant / 2
    }
  }
}

extension LayoutEngine {
  /// Holds a view that translates its autoresizing mask: its length and centre on each axis,
  /// relative to its superview's size (see ``AutoresizingAxis``).
  ///
  /// A view being fitted (the engine's root) is measured on its own, free of its superview.
  func addAutoresizingConstraints(of view: View, in parent: View) {
    guard view !== root else { return }
    let mask = view.autoresizingMask
    let frame = view.autoresizingReference.frame
    let reference = view.autoresizingReference.superviewSize
    let horizontal = AutoresizingAxis(
      origin: frame.minX, length: frame.width, in: reference.width,
      flexibleStart: mask.contains(.flexibleLeftMargin),
      flexibleLength: mask.contains(.flexibleWidth),
      flexibleEnd: mask.contains(.flexibleRightMargin))
    let vertical = AutoresizingAxis(
      origin: frame.minY, length: frame.height, in: reference.height,
      flexibleStart: mask.contains(.flexibleTopMargin),
      flexibleLength: mask.contains(.flexibleHeight),
      flexibleEnd: mask.contains(.flexibleBottomMargin))
    let axes = [
      (Axis.horizontal, horizontal, view.minX, view.width, parent.minX, parent.width),
      (Axis.vertical, vertical, view.minY, view.height, parent.minY, parent.height),
    ]
    for (axis, rule, start, length, parentStart, parentLength) in axes {
      func scaled(_ multiplier: Double, _ constant: Double) -> Expression {
        multiplier == 0 ? Expression(constant) : multiplier * parentLength + constant
      }
      add(
        length == scaled(rule.sizeMultiplier, rule.sizeConstant),
        .autoresizing(
          view,
          AutoresizingConstraintDescription(
            mask: mask, axis: axis, isSize: true, multiplier: rule.sizeMultiplier,
            constant: rule.sizeConstant)))
      add(
        start + 0.5 * length == parentStart + scaled(rule.centerMultiplier, rule.centerConstant),
        .autoresizing(
          view,
          AutoresizingConstraintDescription(
            mask: mask, axis: axis, isSize: false, multiplier: rule.centerMultiplier,
            constant: rule.centerConstant)))
    }
  }
}
