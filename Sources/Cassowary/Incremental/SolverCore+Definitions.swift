// Definitions (see `Definition`): making them, expanding them into tableau rows when a later
// constraint mentions a defined variable, and turning one back into a tableau row when its
// constraint is removed.

extension SolverCore {
  /// Whether nothing in the solver mentions `symbol`: no row, no definition, not basic or defined.
  ///
  /// Such a variable is free, so a constraint may define it without touching anything.
  @inline(__always)
  mutating func isFresh(_ symbol: Int32) -> Bool {
    let i = Int(symbol)
    return status[i].isParametric && columns[i].isEmpty && definitionUses[i] == 0
  }

  /// Adds `constant + sum(terms)` to the accumulator in terms of parametric symbols only, and
  /// returns the sorted row.
  ///
  /// Defined variables are replaced by their definitions (latest first, so that each is expanded
  /// once) and basic symbols by their rows.
  mutating func reducedRow(_ terms: [Cell], constant: Double) -> Row {
    accumulator.reset()
    accumulator.constant = constant
    var pending = IndexHeap()
    swap(&pending, &pendingDefinitions)  // reuse its storage without sharing it
    pending.removeAll()
    defer { swap(&pending, &pendingDefinitions) }
    for term in terms { accumulate(term.symbol, term.coefficient, &pending) }
    while let negatedIndex = pending.popMin() {
      let definition = definitions[Int(-negatedIndex)]
      let a = accumulator.take(definition.variable)
      if a == 0 { continue }
      accumulator.constant += a * definition.constant
      for cell in definition.cells { accumulate(cell.symbol, a * cell.coefficient, &pending) }
    }
    var i = 0
    while i < accumulator.touched.count {
      let symbol = accumulator.touched[i]
      i += 1
      guard let slot = status[Int(symbol)].rowSlot else { continue }
      let a = accumulator.take(symbol)
      if a == 0 { continue }
      let row = rows[Int(slot)]
      accumulator.constant += a * row.constant
      for cell in row.cells { accumulator.add(cell.symbol, a * cell.coefficient) }
    }
    var cells: [Cell] = []
    cells.reserveCapacity(accumulator.touched.count)
    for symbol in accumulator.touched where status[Int(symbol)].isParametric {
      let c = accumulator.coefficients[Int(symbol)]
      if !nearZero(c) { cells.append(Cell(symbol: symbol, coefficient: c)) }
    }
    cells.sort { $0.symbol < $1.symbol }
    let row = Row(basic: noSymbol, constant: accumulator.constant, cells: cells)
    accumulator.reset()
    return row
  }

  @inline(__always)
  private mutating func accumulate(
    _ symbol: Int32, _ coefficient: Double, _ pending: inout IndexHeap
  ) {
    if accumulator.add(symbol, coefficient) {
      // Negated, so that the min-heap gives the latest definition first.
      if let index = status[Int(symbol)].definitionIndex { pending.push(-index) }
    }
  }

  /// Makes `symbol` defined by the zero-form row `0 = constant + a * symbol + sum(rest)`.
  mutating func define(
    _ symbol: Int32, coefficient a: Double, rest: [Cell], constant: Double, record: Int32
  ) {
    var cells = rest
    for k in cells.indices {
      cells[k].coefficient = -cells[k].coefficient / a
      if kind[Int(cells[k].symbol)] == .external { definitionUses[Int(cells[k].symbol)] += 1 }
    }
    let index = Int32(definitions.count)
    definitions.append(
      Definition(variable: symbol, constant: -constant / a, cells: cells, record: record))
    status[Int(symbol)] = .defined(by: index)
    records[Int(record)].definition = index
    if changes.hasIndex { changes.link(index, cells, kinds: kind) }
    noteChange(of: symbol)
  }

  /// Turns a definition into an ordinary tableau row of its variable, fully substituted.
  mutating func materialize(_ index: Int32) {
    let definition = definitions[Int(index)]
    for cell in definition.cells where kind[Int(cell.symbol)] == .external {
      definitionUses[Int(cell.symbol)] -= 1
    }
    definitions[Int(index)] = .dead
    deadDefinitions += 1
    records[Int(definition.record)].definition = nil
    noteChange(of: definition.variable)
    status[Int(definition.variable)] = .parametric
    var row = reducedRow(definition.cells, constant: definition.constant)
    row.basic = definition.variable
    _ = insertRow(row)
    compactDefinitionsIfSparse()
  }

  /// How many dead definitions (left by `materialize(_:)`) the solver keeps before it compacts
  /// them away; it also waits until they are the majority.
  ///
  /// Compacting copies and renumbers the live definitions, O(definitions), and, when changes are
  /// tracked, lists them again under the variables they name, O(symbols + their cells). Waiting
  /// for a majority spreads the copy over the removals that made the dead ones, but not the
  /// listing, which grows with the symbols: without a floor, a large tracked solver left with
  /// a few definitions would list everything again at every other removal. Past the floor,
  /// each listing is shared by at least 65 removals. Below it, a dead definition costs one
  /// skipped entry in each full update and 32 bytes, which 64 of them make nothing next to any
  /// layout; a higher floor only saves compactions that are already rare. (No benchmark
  /// workload compacts; the tests do, three times.)
  static let deadDefinitionsKept = 64

  /// Drops dead definitions once they are the majority, keeping the order of the rest.
  mutating func compactDefinitionsIfSparse() {
    guard
      deadDefinitions > SolverCore.deadDefinitionsKept && deadDefinitions * 2 > definitions.count
    else { return }
    var live: [Definition] = []
    live.reserveCapacity(definitions.count - deadDefinitions)
    for definition in definitions where definition.isLive {
      let index = Int32(live.count)
      status[Int(definition.variable)] = .defined(by: index)
      records[Int(definition.record)].definition = index
      live.append(definition)
    }
    definitions = live
    deadDefinitions = 0
    if changes.hasIndex { changes.index(definitions, kinds: kind) }  // renumbered
  }
}
