import Cassowary

// Where each solver constraint came from, and adding constraints so that a conflict is reported
// (see LayoutEngine+Reports.swift).

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
    guard added.append(constraint, origin) else { return }
    addToSolver(constraint)
    // The list keeps what it lists alive, replaced constraints too: after many changes in
    // place, rebuild when the next layout starts rather than let it grow without end.
    if added.count > 2 * addedByRebuild + 256 { rebuildsAtNextLayout = true }
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
}
