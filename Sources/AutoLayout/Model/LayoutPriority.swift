import Cassowary

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The priority of a layout constraint, from 1 to 1000; 1000 is required.
///
/// Higher priorities are satisfied first. An optional constraint the engine cannot satisfy
/// still pulls the layout as close to it as it can.
///
/// ## How priorities become solver strengths
///
/// The engine weights an optional constraint's error by `10^(priority / 111)`: 250 weighs about
/// 180, 750 about 5.7 million, 999 about a billion (just under required). Each step of 1 makes a
/// constraint about 2 % stronger and each step of 100 about 8 times stronger, so the standard
/// levels are far apart — one compression resistance (750) outweighs some 30 000 hugging
/// constraints (250) — while close priorities are weighed against each other: two constraints at
/// 750 pulling against one at 760 win, where a strictly ordered engine would let the 760 win.
/// Apple does not document which Auto Layout does; this choice keeps the solver's single
/// weighted objective (and so its speed) and behaves as the ordered reading everywhere the
/// priorities in play are a few dozen apart or more. See <doc:Priorities>.
///
/// Above 999 the curve would pass the required strength (at about 999.04), so there the weight
/// rises in a straight line instead, from `10^(999 / 111)` (one billion) to just under required
/// at 1000: a priority such as 999.5 stays optional, and still outweighs 999.
public struct LayoutPriority: Hashable, Sendable, Comparable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The priority, between 1 and 1000.
  public var rawValue: Double

  /// Creates a priority, clipped to 1...1000.
  public init(_ rawValue: Double) {
    self.rawValue = max(1, min(1000, rawValue.isNaN ? 1000 : rawValue))
  }

  /// Creates a priority from a literal.
  public init(floatLiteral value: Double) { self.init(value) }

  /// Creates a priority from a literal.
  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// 1000: the constraint must hold.
  public static let required: LayoutPriority = 1000
  /// 750: the default compression resistance.
  public static let defaultHigh: LayoutPriority = 750
  /// 500.
  public static let medium: LayoutPriority = 500
  /// 250: the default content hugging.
  public static let defaultLow: LayoutPriority = 250
  /// 50: what `systemLayoutSizeFitting` uses for "as close as possible".
  public static let fittingSizeLevel: LayoutPriority = 50

  /// Whether the constraint must hold.
  public var isRequired: Bool { rawValue >= 1000 }

  /// The solver strength this priority maps to (see the type's discussion).
  public var strength: Strength {
    if isRequired { return .required }
    // The standard levels are worked out once: every view with content has four of them.
    switch rawValue {
    case 250: return LayoutPriority.lowStrength
    case 750: return LayoutPriority.highStrength
    case ...999: return Strength(pow(10, rawValue / 111))
    default:
      // Between 999 and 1000 (excluded), a straight line to one unit under required.
      let top = Strength.required.value - 1
      return Strength(LayoutPriority.at999 + (rawValue - 999) * (top - LayoutPriority.at999))
    }
  }

  private static let lowStrength = Strength(pow(10, 250.0 / 111))
  private static let highStrength = Strength(pow(10, 750.0 / 111))
  /// The weight of 999, where the curve gives way to the straight line.
  private static let at999 = pow(10, 999.0 / 111)

  /// Orders priorities.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension LayoutPriority: CustomStringConvertible {
  /// The priority as a number.
  public var description: String { formatNumber(rawValue) }
}
