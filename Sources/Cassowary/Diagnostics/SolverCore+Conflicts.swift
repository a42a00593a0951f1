// Explaining an unsatisfiable constraint: which required constraints it conflicts with.

extension SolverCore {
  /// The conflict set to report for `failing`, from the records the simplex left blocking it.
  ///
  /// The records come from the final phase-1 row (or the all-dummy row): their markers carry
  /// the nonzero multipliers of a Farkas certificate, so together with `failing` they cannot
  /// all hold. When the set is small, a deletion filter then drops every member whose removal
  /// leaves the rest still conflicting, so the report is irreducible: each constraint in it is
  /// needed for the conflict.
  mutating func explain(_ culprits: [Int32], failing: Constraint) -> [Constraint] {
    var seen = Set<Int32>()
    // Each culprit as reported, and as the solver holds it (its constant may have been moved).
    var conflict: [Constraint] = []
    var held: [Constraint] = []
    for r in culprits where r != noRecord && seen.insert(r).inserted {
      if let constraint = records[Int(r)].constraint, constraint.isRequired {
        conflict.append(constraint)
        held.append(SolverCore.heldForm(of: constraint, constant: records[Int(r)].constant))
      }
    }
    guard explainsConflicts, conflict.count <= SolverCore.largestMinimizedConflict,
      SolverCore.conflicts(held, failing)
    else { return conflict }
    var i = 0
    while i < conflict.count {
      var trial = held
      trial.remove(at: i)
      if SolverCore.conflicts(trial, failing) {
        held = trial
        conflict.remove(at: i)
      } else {
        i += 1
      }
    }
    return conflict
  }

  /// A constraint with the constant the solver holds for it (its record's `constant`).
  static func heldForm(of constraint: Constraint, constant: Double) -> Constraint {
    guard constant != constraint.expression.constant else { return constraint }
    return Constraint(
      constraint, expression: Expression(constraint.expression.terms, constant: constant))
  }

  /// Above this many candidates the certificate is reported as found, without minimizing.
  ///
  /// The deletion filter tries each of the m candidates once, adding what is left of the set
  /// and the failing constraint to a scratch solver: m + 1 solves of up to m + 1 constraints,
  /// O(m²) additions. For a chain of 48 required equalities that the failing constraint
  /// contradicts, that is 16 million instructions, about 2 ms in a release build, where the
  /// whole failing call takes under 0.1 ms without it; it grows with the square (four times as
  /// much for 96).
  /// Above the limit the report is still a set that cannot hold with the failing constraint,
  /// only perhaps not an irreducible one. The limit trades that precision for a failing call
  /// that costs at most a few milliseconds, while the conflicts of a layout (a few pins and
  /// edges that contradict) stay far below it.
  static let largestMinimizedConflict = 48

  /// Whether `constraints` and `failing` cannot all hold, checked in a scratch solver.
  static func conflicts(_ constraints: [Constraint], _ failing: Constraint) -> Bool {
    var scratch = SolverCore()
    scratch.explainsConflicts = false
    do {
      for constraint in constraints { try scratch.add(constraint) }
      try scratch.add(failing)
      return false
    } catch {
      return true
    }
  }
}
