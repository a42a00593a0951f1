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
    let repeated = isRepeated(ConflictKey(report, involved.map(origin(of:))))
    if owner.isStrict {
      owner.strictReports.append(report)
    } else if !repeated {
      owner.heldReports.append(report)
      owner.deliverHeldReportsIfIdle()
    }
  }

  /// What makes two reports the same: the constraints involved, by description and, for
  /// layout constraints, by identity.
  struct ConflictKey: Hashable {
    let descriptions: [String]
    let constraints: [ObjectIdentifier?]

    init(_ report: UnsatisfiableConstraintsReport, _ origins: [Origin?]) {
      descriptions = report.conflicting
      constraints = origins.map {
        guard case .user(let constraint) = $0 else { return nil }
        return ObjectIdentifier(constraint)
      }
    }
  }

  /// Whether a conflict repeats one the tree's engine reported since its previous rebuild: a
  /// rebuild adds every constraint again, and a conflict left as it was would otherwise be
  /// reported each time the tree changes. Notes the conflict as reported. A fitting engine
  /// lays out once, and reports what it finds.
  private func isRepeated(_ key: ConflictKey) -> Bool {
    guard reportsTo == nil else { return false }
    reportedConflicts.insert(key)
    return conflictsBeforeRebuild.contains(key)
  }

  /// Runs `body` with reports held back, and hands them to the diagnostics handler (or the
  /// console) once the engine's work is done: a handler that changes the tree or lays out again
  /// then never runs in the middle of a rebuild or a solve.
  func whileBusy<R>(_ body: () -> R) -> R {
    let owner = reportsTo ?? self
    owner.busyDepth += 1
    defer {
      owner.busyDepth -= 1
      owner.deliverHeldReportsIfIdle()
    }
    return body()
  }

  /// Hands the held reports over, in the order they were found, unless the engine is busy.
  private func deliverHeldReportsIfIdle() {
    while busyDepth == 0, !heldReports.isEmpty {
      let report = heldReports.removeFirst()
      if let handler = root?.diagnosticsHandler {
        handler(report)
      } else {
        print(report.consoleText)
      }
    }
  }
}
