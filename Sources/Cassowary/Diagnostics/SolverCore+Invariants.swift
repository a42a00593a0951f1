// A full consistency check of the solver's state, for tests: every structure that is kept
// incrementally is recomputed here from scratch and compared.

extension SolverCore {
  /// Returns a description of each broken invariant; empty when the state is consistent.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    var holders = Array(repeating: [Int32](), count: kind.count)
    for (s, row) in rows.enumerated() where row.isInTableau {
      let slot = Int32(s)
      if status[Int(row.basic)].rowSlot != slot {
        problems.append("row \(s): basic \(row.basic) has status \(status[Int(row.basic)])")
      }
      let tolerance = SolverCore.invariantTolerance
      if isRestricted(row.basic) && kind[Int(row.basic)] != .dummy && row.constant < -tolerance {
        problems.append("row \(s): restricted basic \(symbolName(row.basic)) is \(row.constant)")
      }
      if kind[Int(row.basic)] == .dummy && abs(row.constant) > tolerance {
        problems.append("row \(s): basic dummy \(symbolName(row.basic)) is \(row.constant)")
      }
      if objective.coefficients[Int(row.basic)] != 0 {
        problems.append("objective holds basic \(symbolName(row.basic))")
      }
      if row.count > row.capacity || row.count < 0
        || Int(row.start) + Int(row.capacity) > pool.cells.count
      {
        problems.append("row \(s): cells outside its region of the pool")
        continue
      }
      let cells = self.cells(ofSlot: slot)
      for (k, cell) in cells.enumerated() {
        if k > 0 && cells[k - 1].symbol >= cell.symbol {
          problems.append("row \(s): cells not sorted")
        }
        if nearZero(cell.coefficient) { problems.append("row \(s): near-zero cell") }
        if !status[Int(cell.symbol)].isParametric {
          problems.append("row \(s): holds non-parametric \(symbolName(cell.symbol))")
        }
        if kind[Int(cell.symbol)] == .unused { problems.append("row \(s): holds a freed symbol") }
        holders[Int(cell.symbol)].append(slot)
      }
    }
    for s in kind.indices {
      if holders[s].sorted() != columns.list(Int32(s)).sorted() {
        problems.append("column of \(symbolName(Int32(s))) is wrong")
      }
      if let slot = status[s].rowSlot, rows[Int(slot)].basic != Int32(s) {
        problems.append("status of \(s) points at a row of another symbol")
      }
      if status[s].isParametric && values[s] != 0 {
        problems.append("parametric \(symbolName(Int32(s))) holds the value \(values[s])")
      }
      if kind[s] == .external && objective.coefficients[s] != 0 {
        problems.append("objective holds external \(symbolName(Int32(s)))")
      }
    }
    for (i, c) in objective.coefficients.enumerated() where c < 0 {
      let k = kind[i]
      if k.isPivotable && !objective.candidates.items.contains(Int32(i)) {
        problems.append("negative objective symbol \(i) is not a candidate")
      }
    }
    var uses = Array(repeating: Int32(0), count: kind.count)
    for (index, definition) in definitions.enumerated() where definition.isLive {
      if status[Int(definition.variable)] != .defined(by: Int32(index)) {
        problems.append("definition \(index) status mismatch")
      }
      for cell in definitionCells[definition.cellRange] {
        if kind[Int(cell.symbol)] == .external { uses[Int(cell.symbol)] += 1 }
        if let named = status[Int(cell.symbol)].definitionIndex, named >= Int32(index) {
          problems.append("definition \(index) names a later definition")
        }
      }
      if !columns.isEmpty(definition.variable) {
        problems.append("a row holds defined \(symbolName(definition.variable))")
      }
    }
    if uses != definitionUses { problems.append("definition use counts are wrong") }
    return problems
  }

  /// How far a restricted row may be below zero, or a dummy row off zero, before the check
  /// reports it: rounding leaves such rows within about 10⁻¹² of where they belong in the tests'
  /// systems, and a real break (a pivot on the wrong row) moves them by a whole constant.
  static let invariantTolerance = 1e-6
}
