/// A dense scratch vector that gathers a row before it is sorted into cells.
///
/// Building a row from an expression substitutes basic rows and definitions into it; adding
/// into a dense array makes each of those additions O(1) whatever the row's length. Every array
/// here is as long as the solver's per-symbol arrays, so that the hot additions (a whole row at
/// a time, ``add(_:scaledBy:)``) run on pointers, with nothing to grow.
struct Accumulator {
  var coefficients: [Double] = []
  /// The symbols touched since the last ``reset()``; only their coefficients are meaningful.
  var marks = EpochMarks()
  /// The touched symbols in order of first touch: the first ``touchedCount`` entries.
  var touched: [Int32] = []
  private(set) var touchedCount = 0
  var constant: Double = 0

  /// Makes room for `count` symbols.
  mutating func grow(to count: Int) {
    if coefficients.count < count {
      coefficients.appendRepeating(0, count: count - coefficients.count)
      touched.appendRepeating(noSymbol, count: count - touched.count)
      marks.grow(to: count)
    }
  }

  /// Adds `delta` to the coefficient of `symbol`; returns true when the symbol is new.
  @inline(__always)
  @discardableResult
  mutating func add(_ symbol: Int32, _ delta: Double) -> Bool {
    let i = Int(symbol)
    if marks.insert(i) {
      coefficients[i] = delta
      touched[touchedCount] = symbol
      touchedCount += 1
      return true
    }
    coefficients[i] += delta
    return false
  }

  /// Adds `scale` times each of `cells`, on pointers.
  mutating func add(_ cells: UnsafeBufferPointer<Cell>, scaledBy scale: Double) {
    var count = touchedCount
    let epoch = marks.epoch
    marks.stamps.withUnsafeMutableBufferPointer { stamps in
      coefficients.withUnsafeMutableBufferPointer { coefficients in
        touched.withUnsafeMutableBufferPointer { touched in
          for cell in cells {
            let i = Int(cell.symbol)
            if stamps[i] == epoch {
              coefficients[i] += scale * cell.coefficient
            } else {
              stamps[i] = epoch
              coefficients[i] = scale * cell.coefficient
              touched[count] = cell.symbol
              count += 1
            }
          }
        }
      }
    }
    touchedCount = count
  }

  /// Takes the coefficient of `symbol` out of the vector, leaving zero.
  @inline(__always)
  mutating func take(_ symbol: Int32) -> Double {
    let i = Int(symbol)
    guard marks.contains(i) else { return 0 }
    let value = coefficients[i]
    coefficients[i] = 0
    return value
  }

  /// Forgets every coefficient.
  mutating func reset() {
    touchedCount = 0
    constant = 0
    marks.removeAll()
  }
}
