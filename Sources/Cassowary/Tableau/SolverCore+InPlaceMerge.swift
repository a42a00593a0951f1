// Merging a short row into a long one in the long row's own cells: a substitution changes the
// few cells the short row names, found by binary search, rather than writing the whole long row
// out and back as the merge pass does.

extension SolverCore {
  /// The longest source row merged in place.
  static let inPlaceMergeSourceLimit = 8
  /// The shortest target row merged in place: below it, the merge pass costs as little.
  static let inPlaceMergeTargetMinimum = 32

  /// `row[target] += scale * row[source]`, dropping `symbol` from the target, done in the
  /// target's cells when the source is short, the target long, and the target's region has room
  /// for every cell the source could add; returns false, having changed nothing, otherwise.
  ///
  /// The result is the merge pass's (``mergeScaled(into:dropping:_:from:)``): the same cells in
  /// the same order, each coefficient computed as it computes it, the same near-zero cells left
  /// out, the same gains and losses for the column index, and the row in the same region.
  ///
  /// - Complexity: O(*b* log *a*) comparisons for a source of *b* cells and a target of *a*,
  ///   and a move of the target's cells after each cell it gains or loses.
  mutating func mergeScaledInPlace(
    into target: Int32, dropping symbol: Int32, _ scale: Double, from source: Int32
  ) -> Bool {
    let b = rows[Int(source)].cellRange
    let t = Int(target)
    let count = Int(rows[t].count)
    guard b.count <= SolverCore.inPlaceMergeSourceLimit,
      count >= SolverCore.inPlaceMergeTargetMinimum,
      count + b.count <= Int(rows[t].capacity),
      !pool.cells[b].contains(where: { $0.symbol == symbol })
    else { return false }
    let start = Int(rows[t].start)
    // The gains go first in the scratch buffer, the losses after them.
    SolverCore.ensureRoom(&merged, 2 * b.count, CellPool.blank)
    let lossesAt = b.count
    var n = count
    var gains = 0
    var losses = 0
    pool.cells.withUnsafeMutableBufferPointer { cells in
      merged.withUnsafeMutableBufferPointer { out in
        // The target holds at least `inPlaceMergeTargetMinimum` cells: the pool is not empty.
        guard let base = cells.baseAddress else { return }
        let row = base + start
        func position(of s: Int32) -> Int {
          cellPosition(of: s, in: UnsafeBufferPointer(start: row, count: n))
        }
        func remove(at k: Int) {
          for m in k..<(n - 1) { row[m] = row[m + 1] }
          n -= 1
        }
        let dropped = position(of: symbol)
        if dropped < n && row[dropped].symbol == symbol { remove(at: dropped) }
        for j in b {
          let ys = cells[j].symbol
          let value = scale * cells[j].coefficient
          let at = position(of: ys)
          if at < n && row[at].symbol == ys {
            let sum = row[at].coefficient + value
            if nearZero(sum) {
              remove(at: at)
              out[lossesAt + losses].symbol = ys
              losses += 1
            } else {
              row[at].coefficient = sum
            }
          } else if !nearZero(value) {
            var m = n
            while m > at {
              row[m] = row[m - 1]
              m -= 1
            }
            row[at] = Cell(symbol: ys, coefficient: value)
            n += 1
            out[gains].symbol = ys
            gains += 1
          }
        }
      }
    }
    if gains > 0 || losses > 0 {
      merged.withUnsafeBufferPointer {
        columns.update(
          target, gaining: UnsafeBufferPointer(rebasing: $0[0..<gains]),
          losing: UnsafeBufferPointer(rebasing: $0[lossesAt..<(lossesAt + losses)]))
      }
    }
    rows[t].count = Int32(n)
    return true
  }
}
