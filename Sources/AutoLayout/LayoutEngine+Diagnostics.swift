import Cassowary

// Where each solver constraint came from, and the reports of constraints that cannot hold.

extension LayoutEngine {
  /// Where a solver constraint came from, described only when a report needs it.
  enum Origin {
    /// A layout constraint.
    case user(LayoutConstraint)
    /// One the engine made for an item: the item, the rule, a number.
    case system(LayoutItem, String, Double)

    var description: String {
      switch self {
      case .user(let constraint): return constraint.description
      case .system(let item, let rule, let value):
        return item.itemDescription + rule + format(value)
      }
    }

    var callSite: String? {
      guard case .user(let constraint) = self else { return nil }
      return "\(constraint.location.file):\(constraint.location.line)"
    }
  }

  /// Adds a solver constraint, remembering where it came from; a conflict is reported. While
  /// a rebuild gathers the tree's constraints, the constraint is only listed, to be added with
  /// the others by ``addGathered(from:)``.
  func add(_ constraint: Constraint, _ origin: Origin) {
    if added.append(constraint, origin) { addToSolver(constraint) }
  }

  /// Adds the constraints listed since `start`, in order. Lowering a whole tree first and then
  /// adding it in one run keeps the solver's work together, as it is when the same constraints
  /// are added straight to a solver.
  func addGathered(from start: Int) {
    added.isGathering = false
    let constraints = added.constraints
    for k in start..<constraints.count { addToSolver(constraints[k]) }
  }

  private func addToSolver(_ constraint: Constraint) {
    do {
      try solver.addConstraint(constraint)
    } catch {
      report(error, adding: constraint)
    }
  }

  /// Where a solver constraint added since the last rebuild came from.
  func origin(of constraint: Constraint) -> Origin? {
    added.origin(of: constraint)
  }

  func report(_ error: SolverError, adding broken: Constraint) {
    guard case .unsatisfiableConstraint(_, let conflicts) = error else { return }
    let involved = conflicts + [broken]
    let report = UnsatisfiableConstraintsReport(
      conflicting: involved.map { origin(of: $0)?.description ?? "\($0)" },
      madeAt: involved.map { origin(of: $0)?.callSite },
      broken: origin(of: broken)?.description ?? "\(broken)")
    let owner = reportsTo ?? self
    if owner.isStrict {
      owner.strictReports.append(report)
    } else if let handler = owner.root?.diagnosticsHandler {
      handler(report)
    } else {
      print(report.consoleText)
    }
  }
}
