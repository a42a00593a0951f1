import Cassowary

// Where each solver constraint came from, and the reports of constraints that cannot hold.

extension LayoutEngine {
  /// Where a solver constraint came from, described only when a report needs it.
  enum Origin {
    /// A layout constraint.
    case user(LayoutConstraint)
    /// One the engine made for an item of its table: the item's identity, the rule, a number.
    /// The item is found in the table when a report describes it, and the rule is static text,
    /// so that listing a system constraint retains nothing.
    case made(ObjectIdentifier, StaticString, Double)
    /// One of a view's autoresizing constraints, found in the table the same way.
    case autoresizingMade(ObjectIdentifier, AutoresizingConstraintDescription)

    /// One the engine made for an item: the item, the rule, a number.
    static func system(_ item: LayoutItem, _ rule: StaticString, _ value: Double) -> Origin {
      .made(ObjectIdentifier(item), rule, value)
    }

    /// One of a view's autoresizing constraints.
    static func autoresizing(_ view: View, _ made: AutoresizingConstraintDescription) -> Origin {
      .autoresizingMade(ObjectIdentifier(view), made)
    }

    /// The origin as a report prints it, or nil for an item no longer in `table`.
    func description(in table: ItemTable) -> String? {
      switch self {
      case .user(let constraint): return constraint.description
      case .made(let id, let rule, let value):
        guard let item = table.items.first(where: { ObjectIdentifier($0) == id }) else {
          return nil
        }
        return item.itemDescription + rule.description + format(value)
      case .autoresizingMade(let id, let made):
        let item = table.items.first { ObjectIdentifier($0) == id }
        return (item as? View).map { made.text(for: $0) }
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
    // The solver held in a local, read again only after a report (whose handler may lay out
    // again), so that the loop does not retain it for each constraint.
    var solver = self.solver
    for k in start..<constraints.count {
      do {
        try solver.addConstraint(constraints[k])
      } catch {
        report(error, adding: constraints[k])
        solver = self.solver
      }
    }
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
    func describe(_ constraint: Constraint) -> String {
      origin(of: constraint)?.description(in: table) ?? "\(constraint)"
    }
    let report = UnsatisfiableConstraintsReport(
      conflicting: involved.map(describe), madeAt: involved.map { origin(of: $0)?.callSite },
      broken: describe(broken))
    let owner = reportsTo ?? self
    if owner.isStrict {
      owner.strictReports.append(report)
    } else if isRepeated(breaking: broken) {
      return
    } else if let handler = owner.root?.diagnosticsHandler {
      handler(report)
    } else {
      print(report.consoleText)
    }
  }

  /// Whether breaking `broken` repeats a report already made: a rebuild adds every constraint
  /// again, and a conflict that was reported and left as it was would be reported again each
  /// time the tree changes. Such a repeat is not reported; one whose broken constraint changed,
  /// was deactivated or changed in between, is. Notes `broken` as reported.
  private func isRepeated(breaking broken: Constraint) -> Bool {
    guard reportsTo == nil, case .user(let constraint) = origin(of: broken) else { return false }
    let id = ObjectIdentifier(constraint)
    reportedBroken.insert(id)
    return brokenBeforeRebuild.contains(id)
  }
}
