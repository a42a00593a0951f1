import Cassowary

// Reports of constraints that cannot hold: made when the solver refuses a required constraint,
// as values that describe each constraint involved, and handed to the engine's conflict log.

extension LayoutEngine {
  /// Reports that the solver refused `broken`: the conflicting set, each constraint described
  /// with where it came from, the broken one last, recorded in the conflict log (which throws
  /// it in strict mode or hands it to the diagnostics handler).
  func report(_ error: SolverError, adding broken: Constraint) {
    guard case .unsatisfiableConstraint(_, let conflicts) = error else { return }
    let involved = conflicts + [broken]
    let origins = involved.map(origin(of:))
    let report = UnsatisfiableConstraintsReport(
      constraints: zip(involved, origins).map { constraint, origin in
        origin?.snapshot(in: table, fitting: fitting.map { ($0.horizontal, $0.vertical) })
          ?? ConstraintSnapshot(untraced: constraint)
      })
    let key = ConflictKey(
      descriptions: report.conflicting,
      constraints: origins.map { $0?.layoutConstraint.map(ObjectIdentifier.init) })
    conflictLog.record(report, key)
  }

  /// Runs `body` with the conflicts it finds held back until the engine's work is done (see
  /// ``ConflictLog/whileBusy(_:)``).
  func whileBusy<R>(_ body: () -> R) -> R {
    conflictLog.whileBusy(body)
  }
}

extension ConstraintSnapshot {
  /// A solver constraint the engine cannot trace, as the solver describes it.
  fileprivate init(untraced constraint: Constraint) {
    let relation: LayoutRelation
    switch constraint.relation {
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    self.init(untraced: relation, description: "\(constraint)")
  }
}
