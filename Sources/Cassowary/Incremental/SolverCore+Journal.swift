// Undoing a call that failed after changing the tableau, from what the `Journal` saved.

extension SolverCore {
  /// Puts back every row, objective coefficient and list that changed since the journal began,
  /// and frees the symbols made since.
  mutating func rollBack() {
    let saved = journal.savedRows
    // Take out every row the journal saved, as it is now; a row whose constant alone changed
    // only gets its constant back.
    for entry in saved {
      if entry.row.isInTableau { noteChange(of: entry.row.basic) }
      let slot = entry.slot
      if entry.isHeaderOnly {
        rows[Int(slot)].constant = entry.row.constant
        continue
      }
      let row = rows[Int(slot)]
      guard row.isInTableau else { continue }
      noteChange(of: row.basic)
      for at in row.cellRange { columns.remove(slot, from: pool.cells[at].symbol) }
      if status[Int(row.basic)].rowSlot == slot { makeParametric(row.basic) }
      pool.garbage += Int(row.capacity)
      rows[Int(slot)] = .free
    }
    // Put back the saved rows, their cells in new regions.
    for entry in saved where !entry.isHeaderOnly {
      var old = entry.row
      if old.isInTableau {
        let count = Int(old.count)
        let room = CellPool.room(for: count)
        old.start = journal.savedCells.withUnsafeBufferPointer {
          pool.append(
            UnsafeBufferPointer(rebasing: $0[entry.cellsAt..<entry.cellsAt + count]), room: room)
        }
        old.capacity = Int32(room)
      }
      rows[Int(entry.slot)] = old
      guard old.isInTableau else { continue }
      pool.cells.withUnsafeBufferPointer {
        columns.append(entry.slot, toEachSymbolOf: UnsafeBufferPointer(rebasing: $0[old.cellRange]))
      }
      status[Int(old.basic)] = .basic(inSlot: entry.slot)
    }
    freeSlots = journal.savedFreeSlots
    for entry in saved where !entry.row.isInTableau && Int(entry.slot) >= journal.savedRowCount {
      freeSlots.append(entry.slot)
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
