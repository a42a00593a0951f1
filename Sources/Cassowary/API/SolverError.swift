/// The ways a ``Solver`` call can fail.
///
/// A failing call leaves the solver exactly as it was.
public enum SolverError: Error, Sendable {
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The required constraint cannot hold together with the required constraints already in
  /// the solver. `conflicts` lists the ones it conflicts with: a set that, with it, cannot
  /// all hold, reduced (when it is small) until every member is needed for the conflict.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// An edit variable cannot be required.
  case badRequiredStrength(Variable)
  /// The constraint has a coefficient or constant that is infinite or not a number.
  case nonFiniteConstraint(Constraint)
  /// The suggested value is infinite or not a number.
  case nonFiniteSuggestion(Variable, Double)
}

extension SolverError: CustomStringConvertible {
  /// A one-line explanation naming the culprit.
  public var description: String {
    switch self {
    case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
    case .unknownConstraint(let c): return "unknown constraint: \(c)"
    case .unsatisfiableConstraint(let c, let conflicts):
      let list = conflicts.map { "\n  \($0)" }.joined()
      return "unsatisfiable constraint: \(c)"
        + (conflicts.isEmpty ? "" : "\nit conflicts with:" + list)
    case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
    case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
    case .badRequiredStrength(let v): return "an edit variable cannot be required: \(v)"
    case .nonFiniteConstraint(let c): return "constraint with a non-finite number: \(c)"
    case .nonFiniteSuggestion(let v, let x): return "non-finite value \(x) suggested for \(v)"
    }
  }
}
