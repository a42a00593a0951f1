// Adding and removing constraints: the operations behind `Solver.addConstraint(_:)` and
// `Solver.removeConstraint(_:)`, from a constraint's symbols to its row in the tableau.

extension SolverCore {
  // MARK: Adding

  mutating func add(_ constraint: Constraint) throws(SolverError) {
    guard recordIndex(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
    let expression = constraint.expression
    guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite })
    else { throw .nonFiniteConstraint(constraint) }

    let r = newRecord(for: constraint)
    // The terms and the row are built in buffers the solver keeps, taken out and given back.
    var terms: [Cell] = []
    swap(&terms, &termScratch)
    if !terms.isEmpty { terms.removeAll(keepingCapacity: true) }
    defer { swap(&terms, &termScratch) }
    // Like kiwi, a term whose coefficient is within epsilon of zero is no term at all.
    for term in expression.terms where !nearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      useCount[Int(symbol)] += 1
      terms.append(Cell(symbol: symbol, coefficient: term.coefficient))
    }
    let variableCount = terms.count
    appendMarkers(for: constraint, record: r, to: &terms)

    // A variable nothing else mentions can simply be defined by the constraint.
    var freshAt: Int? = nil
    for at in 0..<variableCount where isFresh(terms[at].symbol) {
      freshAt = at
      break
    }
    if let freshAt {
      let subject = terms.remove(at: freshAt)
      define(
        subject.symbol, coefficient: subject.coefficient, rest: terms,
        constant: expression.constant, record: r)
      addErrorsToObjective(of: r)
      return
    }

    var row = BuiltRow(basic: noSymbol, constant: 0, cells: [])
    swap(&row.cells, &rowScratch)
    defer { swap(&row.cells, &rowScratch) }
    reduce(terms, constant: expression.constant, into: &row)
    if row.constant < 0 {
      row.constant = -row.constant
      for k in row.cells.indices { row.cells[k].coefficient = -row.cells[k].coefficient }
    }
    var subject = chooseSubject(row, marker: records[Int(r)].marker, other: records[Int(r)].other)
    if subject == nil && allDummies(row) {
      guard nearZero(row.constant) else {
        let culprits = row.cells.map { owner[Int($0.symbol)] }.filter { $0 != r }
        discardRecord(r)
        throw .unsatisfiableConstraint(
          constraint, conflicts: explain(culprits, failing: constraint))
      }
      subject = records[Int(r)].marker  // a redundant equality: its dummy becomes basic
    }
    if let subject {
      addErrorsToObjective(of: r)
      insertSolved(&row, for: subject)
    } else if addByDualSimplex(row, record: r) {
      // Added without phase one (SolverCore+DualAdd.swift).
    } else if let culprits = addWithArtificialVariable(row, record: r) {
      discardRecord(r)
      throw .unsatisfiableConstraint(constraint, conflicts: explain(culprits, failing: constraint))
    }
    optimize()
    compactCellsIfSparse()
  }

  /// Adds `constraints[start...]` in order, appending the position and error of each that
  /// fails to `failures` (see `Solver.addEach(_:from:)`).
  mutating func addEach(
    _ constraints: [Constraint], from start: Int,
    failures: inout [(position: Int, error: SolverError)]
  ) {
    for k in start..<constraints.count {
      do {
        try add(constraints[k])
      } catch {
        failures.append((k, error))
      }
    }
  }

  private mutating func newRecord(for constraint: Constraint) -> Int32 {
    let record = ConstraintRecord(
      constraint: constraint, marker: noSymbol, other: noSymbol, markerSign: 1,
      strength: constraint.strength.value, otherStrength: constraint.strengthBelow.value,
      constant: constraint.expression.constant, definition: nil)
    let r: Int32
    if let reused = freeRecords.popLast() {
      r = reused
      records[Int(r)] = record
    } else {
      r = Int32(records.count)
      records.append(record)
    }
    if constraint.holderID == 0 {
      constraint.holderID = identity
      constraint.heldRecord = r
    } else {
      recordOf[ObjectIdentifier(constraint)] = r
    }
    return r
  }

  // MARK: Finding a constraint's record

  /// The record of a constraint in this solver, or nil.
  ///
  /// The first solver to hold a constraint keeps its record in the constraint itself (as a
  /// variable keeps its symbol), so that adding it inserts nothing into a table and finding it
  /// hashes nothing; a solver that adds a constraint another one holds keeps it in ``recordOf``.
  /// Making a feed cell's 143 constraints spent 1.5 % of its instructions on that table, and a
  /// reuse pass a tenth of its cache misses.
  @inline(__always)
  func recordIndex(of constraint: Constraint) -> Int32? {
    if constraint.holderID == identity { return constraint.heldRecord }
    // The map answers nil when empty too, but its lookup is a call: the usual empty map costs
    // none (0.35 % of a feed cell's first layout, with the variables' map below).
    return recordOf.isEmpty ? nil : recordOf[ObjectIdentifier(constraint)]
  }

  /// Forgets the record of a constraint that leaves the solver.
  private mutating func forgetRecord(of constraint: Constraint) {
    if constraint.holderID == identity {
      constraint.holderID = 0
    } else {
      recordOf[ObjectIdentifier(constraint)] = nil
    }
  }

  /// Lets every constraint and variable this solver holds be held by another solver: for a
  /// solver that is emptied or goes away (its identity is not used again).
  mutating func releaseHeldObjects() {
    for record in records {
      if let constraint = record.constraint, constraint.holderID == identity {
        constraint.holderID = 0
      }
    }
    for variable in liveVariables where variable.cachedSolverID == identity {
      variable.cachedSolverID = 0
    }
  }

  /// Creates the slack, error or dummy symbols of a constraint and appends their cells in its
  /// row: `expr + s` for `<=`, `expr - s` for `>=`, each with an error of the opposite sign
  /// when optional; `expr + d` for a required equality; `expr - e+ + e-` for an optional one.
  private mutating func appendMarkers(
    for constraint: Constraint, record r: Int32, to cells: inout [Cell]
  ) {
    let required = constraint.isRequired
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack, owner: r)
      records[Int(r)].marker = slack
      records[Int(r)].markerSign = sign
      cells.append(Cell(symbol: slack, coefficient: sign))
      guard !required else { return }
      let error = newSymbol(.error, owner: r)
      records[Int(r)].other = error
      cells.append(Cell(symbol: error, coefficient: -sign))
    case .equal:
      if required {
        let dummy = newSymbol(.dummy, owner: r)
        records[Int(r)].marker = dummy
        records[Int(r)].markerSign = 1
        cells.append(Cell(symbol: dummy, coefficient: 1))
        return
      }
      let plus = newSymbol(.error, owner: r)
      let minus = newSymbol(.error, owner: r)
      records[Int(r)].marker = plus
      records[Int(r)].other = minus
      records[Int(r)].markerSign = -1
      cells.append(Cell(symbol: plus, coefficient: -1))
      cells.append(Cell(symbol: minus, coefficient: 1))
    }
  }

  /// Lowers the use counts of the variables a constraint names.
  private mutating func releaseVariables(of constraint: Constraint, zeroingValues: Bool) {
    for term in constraint.expression.terms where !nearZero(term.coefficient) {
      if let symbol = knownSymbol(for: term.variable) {
        releaseUse(of: symbol, zeroingValue: zeroingValues)
      }
    }
  }

  /// Puts the errors of record `r` into the objective, each weighted by its strength.
  mutating func addErrorsToObjective(of r: Int32) {
    // Field by field rather than a copy of the record, which would retain its constraint.
    let marker = records[Int(r)].marker
    let other = records[Int(r)].other
    if isSymbol(marker) && kind[Int(marker)] == .error {
      addToObjective(marker, records[Int(r)].strength)
    }
    if isSymbol(other) && kind[Int(other)] == .error {
      addToObjective(other, records[Int(r)].otherStrength)
    }
  }

  /// The symbol to solve a new row for: an external variable (the one in the fewest rows, so
  /// that substitution stays cheap), else the constraint's own slack or error when its
  /// coefficient is negative, which keeps the row feasible; nil when there is none.
  private mutating func chooseSubject(_ row: BuiltRow, marker: Int32, other: Int32) -> Int32? {
    var best: Int32? = nil
    var bestCount = Int.max
    for cell in row.cells where kind[Int(cell.symbol)] == .external {
      let count = columns.count(cell.symbol)
      if count < bestCount {
        best = cell.symbol
        bestCount = count
      }
    }
    if let best { return best }
    for symbol in OwnSymbols(first: marker, second: other) {
      let k = kind[Int(symbol)]
      if k.isPivotable && row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  /// Solves `row` (`0 = c + sum(a_j * y_j)`) for `subject` in place, puts it into the tableau
  /// and substitutes it everywhere else.
  ///
  /// In place, so that the add path's row, in the solver's scratch buffer, is not copied.
  mutating func insertSolved(_ row: inout BuiltRow, for subject: Int32) {
    let at = row.position(of: subject)
    let a = row.cells[at].coefficient
    row.cells.remove(at: at)
    row.constant /= -a
    for k in row.cells.indices { row.cells[k].coefficient /= -a }
    row.basic = subject
    let slot = insertRow(row)
    substitute(subject, withRowIn: slot)
  }

  /// Adds a row that has no valid subject by minimizing an artificial variable equal to it (phase 1
  /// of the two-phase simplex).
  ///
  /// On success returns nil; when the row cannot reach zero, puts everything back as it was and
  /// returns the records of the required constraints that block it.
  private mutating func addWithArtificialVariable(_ row: BuiltRow, record r: Int32) -> [Int32]? {
    journal.begin(
      objectiveConstant: objective.constant, freeSlots: freeSlots, rowCount: rows.count,
      infeasible: infeasible)
    addErrorsToObjective(of: r)
    let art = newSymbol(.slack)
    artificial.grow(to: kind.count)
    var artificialRow = row
    artificialRow.basic = art
    _ = insertRow(artificialRow)
    artificial.constant = row.constant
    for cell in row.cells {
      let k = kind[Int(cell.symbol)]
      artificial.add(cell.symbol, cell.coefficient, pivotable: k.isPivotable)
    }
    artificialActive = true
    optimize(artificial: true)
    var ok = nearZero(artificial.constant)
    var culprits: [Int32] = []
    if !ok {
      for symbol in artificial.touched
      where artificial.coefficients[Int(symbol)] != 0 && status[Int(symbol)].isParametric {
        let o = owner[Int(symbol)]
        if o != noRecord && o != r && records[Int(o)].strength >= Strength.required.value {
          culprits.append(o)
        }
      }
    }
    artificial.clear()
    artificialActive = false

    if ok, let slot = status[Int(art)].rowSlot {
      let cells = self.cells(ofSlot: slot)
      if cells.isEmpty {
        dropRow(slot)
      } else if let entering = anyPivotableSymbol(in: cells) {
        pivot(slot: slot, entering: entering)
      } else {
        ok = false
        culprits = cells.map { owner[Int($0.symbol)] }.filter { $0 != noRecord && $0 != r }
      }
    }
    guard ok else {
      rollBack()
      return culprits
    }
    // The artificial variable is now parametric: setting it to zero enforces the row.
    for slot in columns.list(art) {
      willChange(slot: slot)
      removeCell(art, fromSlot: slot)
    }
    columns.removeAll(of: art)
    let k = objective.coefficients[Int(art)]
    if k != 0 { addToObjective(art, -k) }
    commitJournal()
    freeSymbol(art)
    return nil
  }

  private mutating func allDummies(_ row: BuiltRow) -> Bool {
    for cell in row.cells where kind[Int(cell.symbol)] != .dummy { return false }
    return true
  }

  private mutating func anyPivotableSymbol(in cells: [Cell]) -> Int32? {
    for cell in cells {
      let k = kind[Int(cell.symbol)]
      if k.isPivotable { return cell.symbol }
    }
    return nil
  }

  /// Undoes a failed add before its tableau changes: frees its symbols and variables.
  private mutating func discardRecord(_ r: Int32) {
    let record = records[Int(r)]
    for symbol in record.ownSymbols { freeSymbol(symbol) }
    if let constraint = record.constraint {
      releaseVariables(of: constraint, zeroingValues: false)
      forgetRecord(of: constraint)
    }
    records[Int(r)] = .free
    freeRecords.append(r)
  }

  // MARK: Removing

  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let r = recordIndex(of: constraint), !records[Int(r)].isEdit else {
      throw .unknownConstraint(constraint)
    }
    removeRecord(r)
  }

  mutating func removeRecord(_ r: Int32) {
    let record = records[Int(r)]
    if let definition = record.definition { materialize(definition) }
    // Take the errors out of the objective before pivoting, or the pivots would carry them.
    for symbol in record.ownSymbols where kind[Int(symbol)] == .error {
      let weight = record.weight(of: symbol)
      if let slot = status[Int(symbol)].rowSlot {
        objective.constant -= weight * rows[Int(slot)].constant
        for at in rows[Int(slot)].cellRange {
          let cell = pool.cells[at]
          addToObjective(cell.symbol, -weight * cell.coefficient)
        }
      } else {
        addToObjective(symbol, -weight)
      }
    }
    let marker = record.marker
    if let slot = status[Int(marker)].rowSlot {
      dropRow(slot)
    } else if let slot = markerLeavingRow(for: marker) {
      pivot(slot: slot, entering: marker)
      dropRow(slot)
    }
    optimize()
    compactCellsIfSparse()
    for symbol in record.ownSymbols { freeSymbol(symbol) }
    if let constraint = record.constraint {
      releaseVariables(of: constraint, zeroingValues: true)
      forgetRecord(of: constraint)
    }
    records[Int(r)].constraint = nil
    freeRecords.append(r)
    if liveRecords == 0 {
      // Nothing left: drop the rounding dust the objective may have gathered.
      objective.constant = 0
      infeasible.removeAll()
    }
  }
}
