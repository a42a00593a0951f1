/// How strongly the solver tries to satisfy a constraint.
///
/// Strengths use kiwi's scale so that results match kiwi's exactly: a strength is one number,
/// built from three levels (strong, medium, weak) of up to 1000 each, and a constraint's error
/// is weighted by that number in the objective. ``required`` constraints are never violated;
/// the others are satisfied as far as the required ones allow, stronger first.
///
/// ```swift
/// let s = Strength.create(0, 100, 0)   // between medium and strong: 100 000
/// try solver.addConstraint((x == 10) | s)
/// ```
///
/// Because the levels are added, a great many weak violations can outweigh one medium one
/// (1 000 weak errors of one unit cost as much as one medium error of one unit), exactly as in
/// kiwi.
public struct Strength: Sendable, Hashable, Comparable {
  /// The weight of the strength on kiwi's scale, between 0 and ``required``'s.
  public var value: Double

  /// Creates a strength from its weight, clipped to `0...Strength.required.value`.
  public init(_ value: Double) {
    self.value = Strength.clip(value)
  }

  /// Combines the three levels, each clipped to `0...1000` after multiplying by `weight`:
  /// `strong * 1 000 000 + medium * 1 000 + weak`.
  public static func create(
    _ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1
  ) -> Strength {
    func level(_ x: Double) -> Double { max(0, min(1000, x * weight)) }
    return Strength(level(strong) * 1_000_000 + level(medium) * 1000 + level(weak))
  }

  /// A constraint that must hold: 1 001 001 000.
  public static let required = Strength(rawValue: 1_001_001_000)
  /// The strongest optional strength: 1 000 000.
  public static let strong = Strength(rawValue: 1_000_000)
  /// The middle optional strength: 1 000.
  public static let medium = Strength(rawValue: 1000)
  /// The weakest named strength: 1.
  public static let weak = Strength(rawValue: 1)

  /// Whether this is the ``required`` strength.
  public var isRequired: Bool { value >= Strength.required.value }

  /// Orders strengths by weight.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

  private init(rawValue: Double) { value = rawValue }

  private static func clip(_ value: Double) -> Double {
    guard !value.isNaN else { return 0 }
    return max(0, min(1_001_001_000, value))
  }
}

extension Strength: CustomStringConvertible {
  /// The strength's name when it has one, else its weight.
  public var description: String {
    switch value {
    case Strength.required.value: return "required"
    case Strength.strong.value: return "strong"
    case Strength.medium.value: return "medium"
    case Strength.weak.value: return "weak"
    default: return formatNumber(value)
    }
  }
}
