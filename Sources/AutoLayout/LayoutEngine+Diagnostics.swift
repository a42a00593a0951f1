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

  /// Adds a solver constraint, remembering where it came from; a conflict is reported.
  func add(_ constraint: Constraint, _ origin: Origin) {
    added.append(constraint)
    addedOrigins.append(origin)
    do {
      try solver.addConstraint(constraint)
    } catch {
      report(error, adding: constraint)
    }
  }

  /// Where a solver constraint added since the last rebuild came from. The index from solver
  /// constraints to positions is built on the first report and extended as constraints come.
  func origin(of constraint: Constraint) -> Origin? {
    for k in addedIndex.count..<added.count { addedIndex[ObjectIdentifier(added[k])] = k }
    return addedIndex[ObjectIdentifier(constraint)].map { addedOrigins[$0] }
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
