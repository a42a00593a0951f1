// Filling arrays fast. In Swift 6.3, `append(contentsOf: repeatElement(value, count: n))` goes
// through a generic iteration at about 33 instructions an element, where `Array(repeating:count:)`
// runs a loop the compiler vectorizes (under 3 an element) and appending an array or a slice of
// one is a copy (under 2). The solver fills arrays whenever it makes room: for symbols, for the
// regions of rows and column lists.

extension Array {
  /// Appends `count` copies of `value` (nothing when `count` is not positive), as one array
  /// made by `Array(repeating:count:)` and appended in one copy.
  @inline(__always)
  mutating func appendRepeating(_ value: Element, count: Int) {
    guard count > 0 else { return }
    if isEmpty && capacity < count {
      self = Array(repeating: value, count: count)
    } else {
      append(contentsOf: Array(repeating: value, count: count))
    }
  }

  /// Appends `count` elements copied, in slices, from `blanks` (all copies of one value):
  /// for the short fills of a hot path, where making an array each time would cost an
  /// allocation.
  @inline(__always)
  mutating func appendBlanks(_ count: Int, from blanks: [Element]) {
    var left = count
    while left > 0 {
      let chunk = Swift.min(left, blanks.count)
      append(contentsOf: blanks[0..<chunk])
      left -= chunk
    }
  }
}
