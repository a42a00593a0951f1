/// One coefficient of a row: `coefficient * symbol`.
struct Cell {
  var symbol: Int32
  var coefficient: Double
}

/// One row of the tableau: `basic = constant + sum(cells)`.
///
/// Cells are sorted by symbol and never hold a coefficient within ``epsilon`` of zero, so that
/// two rows combine in one merge pass, as in kiwi's sorted-vector rows.
struct Row {
  /// The symbol the row is solved for, or ``noSymbol`` while the row is being built or is free.
  var basic: Int32
  var constant: Double
  var cells: [Cell]

  /// What a free slot of the tableau holds.
  static let free = Row(basic: noSymbol, constant: 0, cells: [])

  /// Whether the row is solved for a symbol: a row of the tableau, not a free slot. (Tested as
  /// `basic >= 0`, ``noSymbol`` being negative, so that the optimizer knows `basic` is an index.)
  @inline(__always)
  var isInTableau: Bool { basic >= 0 }

  /// The position of `symbol` in `cells`, or where it would be inserted.
  func position(of symbol: Int32) -> Int {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The coefficient of `symbol`, or 0 when the row does not hold it.
  func coefficient(of symbol: Int32) -> Double {
    let at = position(of: symbol)
    return at < cells.count && cells[at].symbol == symbol ? cells[at].coefficient : 0
  }
}
