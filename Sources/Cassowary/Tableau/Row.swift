/// One coefficient of a row: `coefficient * symbol`.
struct Cell {
  var symbol: Int32
  var coefficient: Double
}

/// One row of the tableau, `basic = constant + sum(cells)`, whose cells live in the tableau's
/// cell pool (``CellPool``) from `start`, with room for `capacity` of them.
///
/// Cells are sorted by symbol and never hold a coefficient within ``epsilon`` of zero, so that
/// two rows combine in one merge pass, as in kiwi's sorted-vector rows. The row itself is plain
/// data — four integers and a number, no reference — so that reading or copying one in a pivot
/// loop costs no reference counting, and a solver's rows take one allocation, not one each.
struct Row {
  /// The symbol the row is solved for, or ``noSymbol`` while the slot is free.
  var basic: Int32
  /// Where the row's cells start in the pool, how many there are, and how many fit there.
  var start: Int32
  var count: Int32
  var capacity: Int32
  var constant: Double

  /// What a free slot of the tableau holds.
  static let free = Row(basic: noSymbol, start: 0, count: 0, capacity: 0, constant: 0)

  /// Whether the row is solved for a symbol: a row of the tableau, not a free slot. (Tested as
  /// `basic >= 0`, ``noSymbol`` being negative, so that the optimizer knows `basic` is an index.)
  @inline(__always)
  var isInTableau: Bool { basic >= 0 }

  /// The positions of the row's cells in the pool.
  @inline(__always)
  var cellRange: Range<Int> { Int(start)..<(Int(start) + Int(count)) }
}

/// A row with cells of its own: a row being built before it enters the tableau, or a copy of
/// one (what the journal saves, what a definition turns into).
struct BuiltRow {
  /// The symbol the row is solved for, or ``noSymbol`` while it is being built.
  var basic: Int32
  var constant: Double
  var cells: [Cell]

  /// The position of `symbol` in `cells`, or where it would be inserted.
  func position(of symbol: Int32) -> Int {
    cells.withUnsafeBufferPointer { cellPosition(of: symbol, in: $0) }
  }

  /// The coefficient of `symbol`, or 0 when the row does not hold it.
  func coefficient(of symbol: Int32) -> Double {
    let at = position(of: symbol)
    return at < cells.count && cells[at].symbol == symbol ? cells[at].coefficient : 0
  }
}

/// The position of `symbol` in sorted cells, or where it would be inserted (binary search).
@inline(__always)
func cellPosition(of symbol: Int32, in cells: UnsafeBufferPointer<Cell>) -> Int {
  var low = 0
  var high = cells.count
  while low < high {
    let mid = (low + high) >> 1
    if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
  }
  return low
}

/// The coefficient of `symbol` in sorted cells, or 0 when they do not hold it.
@inline(__always)
func cellCoefficient(of symbol: Int32, in cells: UnsafeBufferPointer<Cell>) -> Double {
  let at = cellPosition(of: symbol, in: cells)
  return at < cells.count && cells[at].symbol == symbol ? cells[at].coefficient : 0
}
