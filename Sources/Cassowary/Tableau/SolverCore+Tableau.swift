// The tableau's basic operations: rows in and out, substitution and pivots, with the column
// index (symbol -> rows that hold it) kept exact so that no operation scans every row.

extension SolverCore {
  // MARK: Column index

  @inline(__always)
  mutating func removeFromColumn(_ symbol: Int32, slot: Int32) {
    let s = Int(symbol)
    let count = columns[s].count
    var i = count - 1
    while i >= 0 && columns[s][i] != slot { i -= 1 }
    guard i >= 0 else { return }
    columns[s][i] = columns[s][count - 1]
    columns[s].removeLast()
  }

  // MARK: Journal hooks

  @inline(__always)
  mutating func willChange(slot: Int32) {
    if journal.isActive && journal.needsSave(slot: slot) {
      let row = rows[Int(slot)]
      journal.savedRows.append((slot, row.isInTableau ? row : nil))
    }
  }

  /// Adds to a coefficient of the objective, journaled when a journal is active.
  ///
  /// External symbols are skipped: the objective is a sum of errors, whose rows never hold an
  /// external in exact arithmetic, so anything that arrives for one is rounding noise.
  @inline(__always)
  mutating func addToObjective(_ symbol: Int32, _ delta: Double) {
    if kind[Int(symbol)] == .external { return }
    if journal.isActive && journal.needsSave(symbol: symbol) {
      journal.savedCoefficients.append((symbol, objective.coefficients[Int(symbol)]))
    }
    let k = kind[Int(symbol)]
    objective.add(symbol, delta, pivotable: k.isPivotable)
  }

  @inline(__always)
  func isRestricted(_ symbol: Int32) -> Bool {
    kind[Int(symbol)] != .external
  }

  // MARK: Rows in and out

  /// Puts a row solved for `row.basic` into the tableau and returns its slot.
  ///
  /// Nothing else may mention the basic symbol yet; callers substitute it afterwards.
  mutating func insertRow(_ row: Row) -> Int32 {
    let slot: Int32
    if let reused = freeSlots.popLast() {
      slot = reused
    } else {
      slot = Int32(rows.count)
      rows.append(.free)
    }
    willChange(slot: slot)
    noteChange(of: row.basic)
    for cell in row.cells { columns[Int(cell.symbol)].append(slot) }
    status[Int(row.basic)] = .basic(inSlot: slot)
    rows[Int(slot)] = row
    return slot
  }

  /// Takes a row out of the tableau; its basic symbol becomes parametric.
  mutating func dropRow(_ slot: Int32) {
    willChange(slot: slot)
    let row = rows[Int(slot)]
    noteChange(of: row.basic)
    for cell in row.cells { removeFromColumn(cell.symbol, slot: slot) }
    status[Int(row.basic)] = .parametric
    rows[Int(slot)] = .free
    freeSlots.append(slot)
  }

  // MARK: Substitution

  /// Replaces `symbol` by the row in `slot` everywhere else: in every row that holds it and in
  /// the objectives.
  mutating func substitute(_ symbol: Int32, withRowIn slot: Int32) {
    let holders = columns[Int(symbol)]
    columns[Int(symbol)] = []
    let source = rows[Int(slot)]
    for target in holders where target != slot {
      willChange(slot: target)
      let coefficient = rows[Int(target)].coefficient(of: symbol)
      rows[Int(target)].constant += coefficient * source.constant
      mergeScaled(into: target, dropping: symbol, coefficient, source.cells)
      let basic = rows[Int(target)].basic
      noteChange(of: basic)
      if rows[Int(target)].constant < 0 && isRestricted(basic) { infeasible.append(basic) }
    }
    let k = objective.coefficients[Int(symbol)]
    if k != 0 {
      addToObjective(symbol, -k)
      objective.constant += k * source.constant
      for cell in source.cells { addToObjective(cell.symbol, k * cell.coefficient) }
    }
    if artificialActive {
      let a = artificial.coefficients[Int(symbol)]
      if a != 0 {
        artificial.add(symbol, -a, pivotable: false)
        artificial.constant += a * source.constant
        for cell in source.cells {
          let k = kind[Int(cell.symbol)]
          artificial.add(cell.symbol, a * cell.coefficient, pivotable: k.isPivotable)
        }
      }
    }
  }

  /// `row[target] += scale * cells`, dropping `symbol` from the target, in one merge pass that
  /// keeps the column index exact.
  mutating func mergeScaled(
    into target: Int32, dropping symbol: Int32, _ scale: Double, _ cells: [Cell]
  ) {
    let a = rows[Int(target)].cells
    merged.removeAll(keepingCapacity: true)
    merged.reserveCapacity(a.count + cells.count)
    var i = 0
    var j = 0
    while i < a.count || j < cells.count {
      if j == cells.count || (i < a.count && a[i].symbol < cells[j].symbol) {
        if a[i].symbol != symbol { merged.append(a[i]) }
        i += 1
      } else if i == a.count || cells[j].symbol < a[i].symbol {
        let value = scale * cells[j].coefficient
        if !nearZero(value) {
          merged.append(Cell(symbol: cells[j].symbol, coefficient: value))
          columns[Int(cells[j].symbol)].append(target)
        }
        j += 1
      } else {
        let value = a[i].coefficient + scale * cells[j].coefficient
        if nearZero(value) {
          removeFromColumn(a[i].symbol, slot: target)
        } else {
          merged.append(Cell(symbol: a[i].symbol, coefficient: value))
        }
        i += 1
        j += 1
      }
    }
    swap(&rows[Int(target)].cells, &merged)
  }

  // MARK: Pivots

  /// Makes `entering` basic in the row in `slot`, whose basic symbol leaves the basis.
  mutating func pivot(slot: Int32, entering: Int32) {
    willChange(slot: slot)
    let s = Int(slot)
    let leaving = rows[s].basic
    let at = rows[s].position(of: entering)
    let a = rows[s].cells[at].coefficient
    // leaving = c + a*entering + rest  =>  entering = -c/a + leaving/a - rest/a
    rows[s].cells.remove(at: at)
    removeFromColumn(entering, slot: slot)
    let scale = -1 / a
    rows[s].constant *= scale
    for k in rows[s].cells.indices { rows[s].cells[k].coefficient *= scale }
    let insertAt = rows[s].position(of: leaving)
    rows[s].cells.insert(Cell(symbol: leaving, coefficient: 1 / a), at: insertAt)
    columns[Int(leaving)].append(slot)
    rows[s].basic = entering
    noteChange(of: leaving)
    noteChange(of: entering)
    status[Int(leaving)] = .parametric
    status[Int(entering)] = .basic(inSlot: slot)
    substitute(entering, withRowIn: slot)
  }
}
