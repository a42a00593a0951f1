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
    return status[i].isParametric && columns.isEmpty(symbol) && definitionUses[i] == 0
  }

  /// Adds `constant + sum(terms)` to the accumulator in terms of parametric symbols only, and
  /// writes the sorted result into `row` (its basic symbol left as it was).
  ///
  /// Defined variables are replaced by their definitions (latest first, so that each is expanded
  /// once) and basic symbols by their rows.
  mutating func reduce(_ terms: [Cell], constant: Double, into row: inout BuiltRow) {
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
      for at in definition.cellRange {
        let cell = definitionCells[at]
        accumulate(cell.symbol, a * cell.coefficient, &pending)
      }
    }
    var i = 0
    while i < accumulator.touchedCount {
      let symbol = accumulator.touched[i]
      i += 1
      guard let slot = status[Int(symbol)].rowSlot else { continue }
      let a = accumulator.take(symbol)
      if a == 0 { continue }
      let row = rows[Int(slot)]
      accumulator.constant += a * row.constant
      pool.cells.withUnsafeBufferPointer {
        accumulator.add(UnsafeBufferPointer(rebasing: $0[row.cellRange]), scaledBy: a)
      }
    }
    if !row.cells.isEmpty { row.cells.removeAll(keepingCapacity: true) }
    for k in 0..<accumulator.touchedCount {
      let symbol = accumulator.touched[k]
      guard status[Int(symbol)].isParametric else { continue }
      let c = accumulator.coefficients[Int(symbol)]
      if !nearZero(c) { row.cells.append(Cell(symbol: symbol, coefficient: c)) }
    }
    sortBySymbol(&row.cells)
    row.constant = accumulator.constant
    accumulator.reset()
  }

  /// Sorts cells by symbol: by insertion on a pointer, for the short rows of a layout (the
  /// standard sort's set-up costs more than the whole sort of a dozen cells), else the standard
  /// sort.
  private func sortBySymbol(_ cells: inout [Cell]) {
    guard cells.count <= 32 else {
      cells.sort { $0.symbol < $1.symbol }
      return
    }
    cells.withUnsafeMutableBufferPointer { cells in
      for i in cells.indices.dropFirst() {
        let cell = cells[i]
        var j = i
        while j > 0 && cells[j - 1].symbol > cell.symbol {
          cells[j] = cells[j - 1]
          j -= 1
        }
        cells[j] = cell
      }
    }
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
    let start = definitionCells.count
    precondition(start + rest.count <= Int(Int32.max), "the definitions hold more than 2³¹ cells")
    for cell in rest {
      definitionCells.append(Cell(symbol: cell.symbol, coefficient: -cell.coefficient / a))
      if kind[Int(cell.symbol)] == .external { definitionUses[Int(cell.symbol)] += 1 }
    }
    let index = Int32(definitions.count)
    let definition = Definition(
      variable: symbol, record: record, start: Int32(start), count: Int32(rest.count),
      constant: -constant / a)
    definitions.append(definition)
    status[Int(symbol)] = .defined(by: index)
    records[Int(record)].definition = index
    if changes.hasIndex {
      changes.link(index, definitionCells[definition.cellRange], kinds: kind)
    }
    noteChange(of: symbol)
  }

  /// Turns a definition into an ordinary tableau row of its variable, fully substituted.
  mutating func materialize(_ index: Int32) {
    let definition = definitions[Int(index)]
    let cells = Array(definitionCells[definition.cellRange])
    for cell in cells where kind[Int(cell.symbol)] == .external {
      definitionUses[Int(cell.symbol)] -= 1
    }
    definitions[Int(index)].variable = noSymbol
    definitions[Int(index)].record = noRecord
    deadDefinitions += 1
    records[Int(definition.record)].definition = nil
    noteChange(of: definition.variable)
    makeParametric(definition.variable)
    var row = BuiltRow(basic: definition.variable, constant: 0, cells: [])
    reduce(cells, constant: definition.constant, into: &row)
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
    var liveCells: [Cell] = []
    for definition in definitions where definition.isLive {
      let index = Int32(live.count)
      status[Int(definition.variable)] = .defined(by: index)
      records[Int(definition.record)].definition = index
      var moved = definition
      moved.start = Int32(liveCells.count)
      liveCells.append(contentsOf: definitionCells[definition.cellRange])
      live.append(moved)
    }
    definitions = live
    definitionCells = liveCells
    deadDefinitions = 0
    // The definitions are renumbered: list them again.
    if changes.hasIndex { changes.index(definitions, cells: definitionCells, kinds: kind) }
  }
}
