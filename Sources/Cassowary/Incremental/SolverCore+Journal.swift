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
      for cell in row.cells { removeFromColumn(cell.symbol, slot: slot) }
      if status[Int(row.basic)].rowSlot == slot { status[Int(row.basic)] = .parametric }
    }
    for (slot, old) in saved {
      if let old {
        rows[Int(slot)] = old
        for cell in old.cells { columns[Int(cell.symbol)].append(slot) }
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
