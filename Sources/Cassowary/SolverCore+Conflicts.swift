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
    var conflict: [Constraint] = []
    for r in culprits where r >= 0 && seen.insert(r).inserted {
      if let constraint = records[Int(r)].constraint, constraint.isRequired {
        conflict.append(constraint)
      }
    }
    guard explainsConflicts, conflict.count <= SolverCore.largestMinimizedConflict,
      SolverCore.conflicts(conflict, failing)
    else { return conflict }
    var i = 0
    while i < conflict.count {
      var trial = conflict
      trial.remove(at: i)
      if SolverCore.conflicts(trial, failing) {
        conflict = trial
      } else {
        i += 1
      }
    }
    return conflict
  }

  /// Above this many candidates the certificate is reported as found, without minimizing.
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
