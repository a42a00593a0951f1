// Moving the constant of a constraint in place: what edit suggestions and
// `Solver.setConstant(_:for:)` do instead of removing the constraint and adding it again.

extension SolverCore {
  /// Sets the constant of a constraint's expression as the solver holds it, keeping the tableau's
  /// basis, and restores feasibility with the dual simplex.
  ///
  /// A required constraint that cannot hold with the new constant leaves the solver as it was and
  /// throws.
  mutating func setConstant(_ value: Double, of constraint: Constraint) throws(SolverError) {
    guard let r = recordIndex(of: constraint), !records[Int(r)].isEdit else {
      throw .unknownConstraint(constraint)
    }
    guard value.isFinite else { throw .nonFiniteConstraint(constraint) }
    let delta = value - records[Int(r)].constant
    if delta == 0 { return }
    journal.begin(
      objectiveConstant: objective.constant, freeSlots: freeSlots, rowCount: rows.count,
      infeasible: infeasible)
    let definition = records[Int(r)].definition
    let savedDefinitionConstant = definition.map { definitions[Int($0)].constant } ?? 0
    shiftConstant(ofRecord: r, by: delta)
    guard let failing = restoreFeasibility() else {
      commitJournal()
      compactCellsIfSparse()
      return
    }
    // The row that cannot be made feasible holds the markers of the constraints that block
    // the new constant: a certificate, as in phase one of adding.
    var culprits = cells(ofSlot: failing).map { owner[Int($0.symbol)] }
    culprits.append(owner[Int(rows[Int(failing)].basic)])
    rollBack()
    compactCellsIfSparse()
    records[Int(r)].constant = value - delta
    if let definition {
      definitions[Int(definition)].constant = savedDefinitionConstant
      noteChange(of: definitions[Int(definition)].variable)
    }
    let moved = Constraint(
      constraint, expression: Expression(constraint.expression.terms, constant: value))
    throw .unsatisfiableConstraint(
      constraint, conflicts: explain(culprits.filter { $0 != r }, failing: moved))
  }

  /// Runs the dual simplex like ``dualOptimize()`` but stops at the first row that cannot be
  /// made feasible and returns its slot; nil when every row is feasible.
  ///
  /// A basic dummy (the marker of a redundant required equality) must stay at zero, so a dummy
  /// row whose constant moved either way leaves the basis too.
  mutating func restoreFeasibility() -> Int32? {
    while let leaving = infeasible.popLast() {
      guard let slot = status[Int(leaving)].rowSlot else { continue }
      let step = kind[Int(leaving)] == .dummy ? dummyStep(slot: slot) : dualStep(slot: slot)
      switch step {
      case .feasible: continue
      case .blocked: return slot
      case .enter(let entering): pivot(slot: slot, entering: entering)
      }
    }
    return nil
  }

  /// The step for the row of a basic dummy: feasible when the row is at zero, blocked when
  /// nothing can enter, else entering the non-dummy symbol that brings the dummy back to zero
  /// with the smallest ratio of objective coefficient to its coefficient (the dual ratio test,
  /// for a row that must move up or down).
  private mutating func dummyStep(slot: Int32) -> DualStep {
    let row = rows[Int(slot)]
    guard !nearZero(row.constant) else { return .feasible }
    let up = row.constant < 0
    var entering = noSymbol
    var bestRatio = Double.infinity
    for at in row.cellRange {
      let cell = pool.cells[at]
      guard kind[Int(cell.symbol)] != .dummy else { continue }
      let unrestricted = kind[Int(cell.symbol)] == .external
      guard unrestricted || (cell.coefficient > 0) == up else { continue }
      let ratio = objective.coefficients[Int(cell.symbol)] / abs(cell.coefficient)
      if ratio < bestRatio {
        bestRatio = ratio
        entering = cell.symbol
      }
    }
    return isSymbol(entering) ? .enter(entering) : .blocked
  }

  /// Moves the constant of a constraint's expression by `delta` without rebuilding anything.
  ///
  /// Every row is a combination of constraints, and the constraint's marker appears in a row
  /// exactly as much as the constraint does, so each row's constant moves by its coefficient
  /// of the marker times `delta / markerSign` (or, for the marker's own row, by the opposite of
  /// `delta / markerSign`). Rows that go negative are left for the dual simplex.
  mutating func shiftConstant(ofRecord r: Int32, by delta: Double) {
    records[Int(r)].constant += delta
    let record = records[Int(r)]
    let marker = record.marker
    let step = delta / record.markerSign
    if let own = status[Int(marker)].rowSlot {
      willChangeConstant(slot: own)
      noteChange(of: marker)
      rows[Int(own)].constant -= step
      if needsDualStep(slot: own) { infeasible.append(marker) }
    } else {
      objective.constant += objective.coefficients[Int(marker)] * step
      for k in 0..<columns.count(marker) {
        let slot = columns.slot(k, of: marker)
        willChangeConstant(slot: slot)
        let coefficient = self.coefficient(of: marker, inSlot: slot)
        rows[Int(slot)].constant += coefficient * step
        let basic = rows[Int(slot)].basic
        noteChange(of: basic)
        if needsDualStep(slot: slot) { infeasible.append(basic) }
      }
    }
    // The objective is `sum(weight * error)` plus combinations of constraints; only the latter
    // move with the constant. Its coefficient of the marker is the marker's own weight (when it
    // is an error) plus the constraint's share; when the marker is basic the two cancel.
    let weight = kind[Int(marker)] == .error ? record.strength : 0
    objective.constant -= weight * step
    if let definition = record.definition {
      let d = Int(definition)
      for at in definitions[d].cellRange where definitionCells[at].symbol == marker {
        definitions[d].constant += definitionCells[at].coefficient * step
      }
      noteChange(of: definitions[d].variable)
    }
  }

  /// Whether a row whose constant moved may need the dual simplex: a restricted basic below
  /// zero, or a basic dummy off zero (which only ``restoreFeasibility()`` moves).
  ///
  /// (Mutating only so that the solver is not copied to call it.)
  @inline(__always)
  private mutating func needsDualStep(slot: Int32) -> Bool {
    let constant = rows[Int(slot)].constant
    let basicKind = kind[Int(rows[Int(slot)].basic)]
    return constant < 0 ? basicKind != .external : basicKind == .dummy && constant > 0
  }
}
