// Undoing a call that failed after changing the tableau, from what the `Journal` saved.

extension SolverCore {
  /// Puts back every row, objective coefficient and list that changed since the journal began,
  /// and frees the symbols made since.
  mutating func rollBack() {
    let saved = journal.savedRows
    for (slot, old) in saved {
      if let old { noteChange(of: old.basic) }
      let row = rows[Int(slot)]
      guard row.isInTableau else { continue }
      noteChange(of: row.basic)
      for at in row.cellRange { columns.remove(slot, from: pool.cells[at].symbol) }
      if status[Int(row.basic)].rowSlot == slot { makeParametric(row.basic) }
      pool.garbage += Int(row.capacity)
      rows[Int(slot)] = .free
    }
    for (slot, old) in saved {
      if let old {
        let count = old.cells.count
        let capacity = CellPool.room(for: count)
        let start = old.cells.withUnsafeBufferPointer { cells in
          columns.append(slot, toEachSymbolOf: cells)
          return pool.append(cells, room: capacity)
        }
        rows[Int(slot)] = Row(
          basic: old.basic, start: start, count: Int32(count), capacity: Int32(capacity),
          constant: old.constant)
        status[Int(old.basic)] = .basic(inSlot: slot)
      } else {
        rows[Int(slot)] = .free
      }
    }
    freeSlots = journal.savedFreeSlots
    for (slot, old) in saved where old == nil && Int(slot) >= journal.savedRowCount {
      freeSlots.append(slot)
    }
    for (symbol, value) in journal.savedCoefficients {
      let wasNegative = objective.coefficients[Int(symbol)] < 0
      objective.coefficients[Int(symbol)] = value
      if value < 0 && !wasNegative { objective.candidates.push(symbol) }
    }
    objective.constant = journal.savedObjectiveConstant
    infeasible = journal.savedInfeasible
    let created = journal.createdSymbols
    journal.end()
    for symbol in created { freeSymbol(symbol) }
  }
}
