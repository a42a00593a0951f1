/// The cells of every tableau row, in one array: each ``Row`` owns a region of it.
///
/// A row that grows past its region moves to a new one at the end, with room to grow; the
/// region it leaves is garbage until the pool is compacted, which slides the live rows down over
/// it, in place, once a quarter of it is garbage (see ``SolverCore/compactCellsIfSparse()``). A
/// solver's rows then cost one allocation in all instead of one each, and a row is plain data.
struct CellPool {
  var cells: [Cell] = []
  /// How many cells belong to no row: regions left by rows that moved or left.
  var garbage = 0

  /// The room given to a row of `count` cells: half as much again, so that a row that keeps
  /// growing moves O(log n) times.
  @inline(__always)
  static func room(for count: Int) -> Int {
    count + count >> 1 + 2
  }

  /// Appends a region that holds `row` and has room for `room` cells, and returns where it
  /// starts. (No `reserveCapacity` here: it would reallocate to the exact size each time, where
  /// appending grows the array geometrically.)
  @inline(__always)
  mutating func append(_ row: UnsafeBufferPointer<Cell>, room: Int) -> Int32 {
    let start = cells.count
    precondition(start + room <= Int(Int32.max), "the tableau holds more than 2³¹ cells")
    cells.append(contentsOf: row)
    cells.appendBlanks(room - row.count, from: CellPool.blanks)
    return Int32(start)
  }

  /// What the room after a row holds.
  static let blank = Cell(symbol: noSymbol, coefficient: 0)

  /// What the room after a row is filled with, copied in slices (see `appendBlanks`).
  private static let blanks = [Cell](repeating: blank, count: 64)

  /// Whether enough of the pool is garbage to be worth sliding the rest down: more than a
  /// quarter, and more than a floor that keeps small tableaux from compacting at all. (At half,
  /// a dense 10 000-view grid's pool grew to four times its live cells.)
  var isSparse: Bool {
    garbage > CellPool.garbageKept && garbage * 4 > cells.count
  }

  /// The garbage a pool keeps without compacting, whatever its size: 4 096 cells, 64 KB.
  static let garbageKept = 4096
}
