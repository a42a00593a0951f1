/// A dense scratch vector that gathers a row before it is sorted into cells.
///
/// Building a row from an expression substitutes basic rows and definitions into it; adding
/// into a dense array makes each of those additions O(1) whatever the row's length.
struct Accumulator {
  var coefficients: [Double] = []
  /// The symbols touched since the last ``reset()``; only their coefficients are meaningful.
  var marks = EpochMarks()
  var touched: [Int32] = []
  var constant: Double = 0

  /// Makes room for `count` symbols.
  @inline(__always)
  mutating func grow(to count: Int) {
    if coefficients.count + 1 == count {
      coefficients.append(0)  // one symbol more, the common case
      marks.grow(to: count)
    } else if coefficients.count < count {
      coefficients.append(contentsOf: repeatElement(0, count: count - coefficients.count))
      marks.grow(to: count)
    }
  }

  /// Reserves storage for `count` symbols, so that growing to them does not reallocate.
  mutating func reserveCapacity(_ count: Int) {
    coefficients.reserveCapacity(count)
    marks.reserveCapacity(count)
  }

  /// Adds `delta` to the coefficient of `symbol`; returns true when the symbol is new.
  @inline(__always)
  @discardableResult
  mutating func add(_ symbol: Int32, _ delta: Double) -> Bool {
    let i = Int(symbol)
    if marks.insert(i) {
      coefficients[i] = delta
      touched.append(symbol)
      return true
    }
    coefficients[i] += delta
    return false
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
    touched.removeAll(keepingCapacity: true)
    constant = 0
    marks.removeAll()
  }
}
