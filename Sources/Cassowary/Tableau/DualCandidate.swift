/// The best symbol seen so far by a dual ratio test: the smallest ratio of objective
/// coefficient to coefficient, then the fewest rows, then the lowest number.
struct DualCandidate {
  /// The symbol, or ``noSymbol`` when none was considered.
  var symbol = noSymbol
  /// Its ratio of objective coefficient to the magnitude of its coefficient in the row.
  var ratio = Double.infinity
  /// How many rows of the tableau hold it.
  var rows = Int.max

  /// Keeps `symbol` if it beats the one kept.
  @inline(__always)
  mutating func consider(_ symbol: Int32, ratio: Double, rows: Int) {
    if ratio < self.ratio
      || (ratio == self.ratio && (rows < self.rows || (rows == self.rows && symbol < self.symbol)))
    {
      self.symbol = symbol
      self.ratio = ratio
      self.rows = rows
    }
  }
}
