import Cassowary

// Reports of constraints that cannot hold: made when the solver refuses a required constraint,
// handed over once the engine's work is done, and not repeated while a conflict stays as it
// was.

extension LayoutEngine {
  /// Reports that the solver refused `broken`: the conflicting set, described with where each
  /// constraint came from, thrown in strict mode or handed to the diagnostics handler.
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
