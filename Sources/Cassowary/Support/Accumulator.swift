/// A dense scratch vector that gathers a row before it is sorted into cells.
///
/// Building a row from an expression substitutes basic rows and definitions into it; adding
/// into a dense array makes each of those additions O(1) whatever the row's length.
struct Accumulator {
  var coefficients: [Double] = []
  /// `mark[s] == epoch` when symbol `s` has been touched since the last ``reset()``.
  var mark: [UInt32] = []
  var epoch: UInt32 = 1
  var touched: [Int32] = []
  var constant: Double = 0

  mutating func grow(to count: Int) {
    if coefficients.count < count {
      coefficients.append(contentsOf: repeatElement(0, count: count - coefficients.count))
      mark.append(contentsOf: repeatElement(0, count: count - mark.count))
    }
  }

  /// Adds `delta` to the coefficient of `symbol`; returns true when the symbol is new.
  @inline(__always)
  @discardableResult
  mutating func add(_ symbol: Int32, _ delta: Double) -> Bool {
    let i = Int(symbol)
    if mark[i] != epoch {
      mark[i] = epoch
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
    guard mark[i] == epoch else { return 0 }
    let value = coefficients[i]
    coefficients[i] = 0
    return value
  }

  /// Forgets every coefficient.
  mutating func reset() {
    touched.removeAll(keepingCapacity: true)
    constant = 0
    epoch &+= 1
    if epoch == 0 {
      for i in mark.indices { mark[i] = 0 }
      epoch = 1
    }
  }
}
