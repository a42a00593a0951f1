import Cassowary

/// The pulls by which the engine finds and shows ambiguity (see
/// `LayoutEngine+Ambiguity.swift`): their strengths, and the pulls that exercising ambiguity
/// left in the solver.
///
/// A pull is a constraint `variable == target` far weaker than the weakest priority (1 weighs
/// about 1.02): it wins only where nothing else cares where the variable is.
struct AmbiguityPulls {
  /// The strength of the probing pulls: far below priority 1.
  static let probe = Strength(0.001)
  /// The strength of the pulls that exercise ambiguity: weaker still, so probes see past them.
  static let exercise = Strength(0.0001)

  /// The pulls left by exercising ambiguity; a rebuild drops them.
  private var exercising: [Constraint] = []

  /// Replaces the pull left by exercising ambiguity with `pull`; returns whether `solver` took it.
  ///
  /// The previous pull is removed, not kept, or two equal pulls would tie and hold the item between
  /// them.
  mutating func exercise(_ pull: Constraint, in solver: Solver) -> Bool {
    for old in exercising { try? solver.removeConstraint(old) }
    exercising = []
    guard (try? solver.addConstraint(pull)) != nil else { return false }
    exercising.append(pull)
    return true
  }

  /// Forgets the pulls: a rebuild's new solver holds none of them.
  mutating func removeAll() { exercising = [] }
}
