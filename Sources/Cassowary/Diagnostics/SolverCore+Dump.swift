// The text of `Solver.dump()`: the whole state, with symbols named after what they stand for.

extension SolverCore {
  func symbolName(_ symbol: Int32) -> String {
    let i = Int(symbol)
    switch kind[i] {
    case .external: return variable(of: symbol).map { "\($0)" } ?? "x\(symbol)"
    case .slack: return "s\(symbol)"
    case .error: return "e\(symbol)"
    case .dummy: return "d\(symbol)"
    case .unused: return "?\(symbol)"
    }
  }

  func describe(constant: Double, cells: [Cell]) -> String {
    var text = formatNumber(constant)
    for cell in cells.sorted(by: { symbolName($0.symbol) < symbolName($1.symbol) }) {
      let c = cell.coefficient
      text += (c < 0 ? " - " : " + ") + (abs(c) == 1 ? "" : formatNumber(abs(c)) + " * ")
      text += symbolName(cell.symbol)
    }
    return text
  }

  func dump() -> String {
    var lines: [String] = []
    var objectiveCells: [Cell] = []
    for (i, c) in objective.coefficients.enumerated() where c != 0 {
      objectiveCells.append(Cell(symbol: Int32(i), coefficient: c))
    }
    lines.append("Objective")
    lines.append("  " + describe(constant: objective.constant, cells: objectiveCells))
    lines.append("Tableau")
    var rowLines: [String] = []
    for (slot, row) in rows.enumerated() where row.isInTableau {
      let cells = self.cells(ofSlot: Int32(slot))
      rowLines.append(
        "  \(symbolName(row.basic)) = " + describe(constant: row.constant, cells: cells))
    }
    lines += rowLines.sorted()
    lines.append("Definitions")
    for definition in definitions where definition.isLive {
      lines.append(
        "  \(symbolName(definition.variable)) := "
          + describe(
            constant: definition.constant, cells: Array(definitionCells[definition.cellRange])))
    }
    lines.append("Infeasible")
    lines.append(
      "  "
        + infeasible.filter { status[Int($0)].isBasic }.map(symbolName).sorted().joined(
          separator: " ")
    )
    lines.append("Edit variables")
    for edit in edits.values.sorted(by: { $0.variable.name < $1.variable.name }) {
      lines.append(
        "  \(edit.variable) = \(formatNumber(edit.suggested)) | \(Strength(records[Int(edit.record)].strength))"
      )
    }
    lines.append("Constraints")
    var constraintLines: [String] = []
    for record in records {
      guard let constraint = record.constraint else { continue }
      constraintLines.append("  \(constraint)")
    }
    lines += constraintLines.sorted()
    return lines.joined(separator: "\n") + "\n"
  }
}
