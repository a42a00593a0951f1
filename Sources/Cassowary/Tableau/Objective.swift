/// An objective row held densely, indexed by symbol.
///
/// The objective of a layout holds an error symbol for every optional constraint, so it can be
/// as long as the system is large. Kept dense, every update is O(1) and the next entering symbol
/// comes from a heap of the symbols whose coefficient turned negative, instead of a scan.
struct Objective {
  var coefficients: [Double] = []
  var constant: Double = 0
  /// Symbols whose coefficient went from non-negative to negative; may hold stale entries.
  var candidates = IndexHeap()
  /// Whether to remember the symbols set, so that a temporary objective can be cleared.
  var tracksTouched = false
  /// Symbols whose coefficient was set, when ``tracksTouched``.
  var touched: [Int32] = []

  mutating func grow(to count: Int) {
    if coefficients.count + 1 == count {
      coefficients.append(0)  // one symbol more, the common case
    } else if coefficients.count < count {
      coefficients.appendRepeating(0, count: count - coefficients.count)
    }
  }

  /// Adds `delta` to the coefficient of `symbol`; `pivotable` says if it may ever enter.
  @inline(__always)
  mutating func add(_ symbol: Int32, _ delta: Double, pivotable: Bool) {
    let old = coefficients[Int(symbol)]
    var new = old + delta
    if nearZero(new) { new = 0 }
    coefficients[Int(symbol)] = new
    if tracksTouched && old == 0 { touched.append(symbol) }
    if new < 0 && old >= 0 && pivotable { candidates.push(symbol) }
  }

  /// Adds `scale` times each of `cells`, as ``add(_:_:pivotable:)`` does one at a time, on
  /// pointers; external symbols are skipped (see `SolverCore.addToObjective(_:_:)`) unless
  /// `skippingExternals` is false.
  mutating func add(
    _ cells: UnsafeBufferPointer<Cell>, scaledBy scale: Double,
    kinds: UnsafeBufferPointer<SymbolKind>, skippingExternals: Bool = true
  ) {
    let tracks = tracksTouched
    coefficients.withUnsafeMutableBufferPointer { coefficients in
      for cell in cells {
        let k = kinds[Int(cell.symbol)]
        if skippingExternals && k == .external { continue }
        let i = Int(cell.symbol)
        let old = coefficients[i]
        var new = old + scale * cell.coefficient
        if nearZero(new) { new = 0 }
        coefficients[i] = new
        if tracks && old == 0 { touched.append(cell.symbol) }
        if new < 0 && old >= 0 && k.isPivotable { candidates.push(cell.symbol) }
      }
    }
  }

  /// Resets a temporary objective to zero everywhere.
  mutating func clear() {
    for symbol in touched { coefficients[Int(symbol)] = 0 }
    if !touched.isEmpty { touched.removeAll(keepingCapacity: true) }
    candidates.removeAll()
    constant = 0
  }
}
