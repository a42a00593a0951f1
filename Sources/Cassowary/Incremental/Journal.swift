/// The undo log of an operation that may fail after changing the tableau.
///
/// Adding a constraint that has no subject (by the dual simplex, or by phase one with an
/// artificial variable) and moving a constant can fail that late. While a journal is active,
/// the first change to each row and to each objective coefficient saves the old value, so that
/// a failure puts back exactly what was there (kiwi leaves its tableau changed, nucleic/kiwi#52).
///
/// A row is saved as its header and a copy of its cells in the journal's own buffer, kept from
/// one journal to the next (`SolverCore.willChange(slot:)`); the row itself stays where it is,
/// so that committing costs nothing and leaves no garbage in the pool. (Saving a row by moving
/// its cells to a fresh region of the pool, as this first did, made the pool grow and compact
/// over and over on large systems whose long rows are saved at each addition.)
///
/// A row whose constant alone changes (a moved constant reaches every row that holds its
/// marker) is saved as its header only (`SolverCore.willChangeConstant(slot:)`); its cells are
/// copied only if a later step changes them too. Copying the long rows of a stack of 1 000 views
/// whose constant moved was 7 % of the instructions of hiding one of the views, and most of its
/// cache misses.
struct Journal {
  private(set) var isActive = false
  /// The row slots saved since ``begin(objectiveConstant:freeSlots:rowCount:infeasible:)``.
  private var savedSlots = EpochMarks()
  /// The row slots whose cells are saved too (or that were free): those not in it but in
  /// ``savedSlots`` were saved as their header only, at ``headerEntry``.
  private var savedCellSlots = EpochMarks()
  /// For a slot saved as its header only, the position of its entry in ``savedRows``.
  private var headerEntry: [Int32] = []
  /// The symbols whose objective coefficient was saved since then.
  private var savedSymbols = EpochMarks()
  /// Each slot touched, with its row before the first change (``Row/free`` when it was free).
  var savedRows: [SavedRow] = []
  var savedCoefficients: [(symbol: Int32, value: Double)] = []
  var savedObjectiveConstant: Double = 0
  var savedFreeSlots: [Int32] = []
  var savedRowCount = 0
  var savedInfeasible: [Int32] = []
  var createdSymbols: [Int32] = []

  /// The cells of the saved rows, each row's from its ``SavedRow/cellsAt``.
  var savedCells: [Cell] = []

  /// A row as it was before the journal's first change to its slot.
  struct SavedRow {
    var slot: Int32
    var row: Row
    /// Where the row's cells start in ``Journal/savedCells``; -1 for a free slot, and for a row
    /// whose constant alone changed: its cells in the pool are still the saved row's.
    var cellsAt: Int

    /// Whether the row's cells are where they were, only its constant to put back.
    var isHeaderOnly: Bool { cellsAt < 0 && row.isInTableau }
  }

  /// Makes a mark for each of `count` symbols.
  ///
  /// The marks grow with the solver's symbols rather than when a journal first needs them: the
  /// first change after a build (a hidden view, a reused cell's new text) would otherwise pay for
  /// filling them all (hiding one of a stack's 1 000 views: 13 % more instructions).
  mutating func growSymbols(to count: Int) {
    savedSymbols.grow(to: count)
  }

  mutating func begin(
    objectiveConstant: Double, freeSlots: [Int32], rowCount: Int, infeasible: [Int32]
  ) {
    isActive = true
    savedSlots.removeAll()
    savedCellSlots.removeAll()
    savedSymbols.removeAll()
    savedObjectiveConstant = objectiveConstant
    // Copied into the journal's own buffers, kept from one journal to the next (sharing the
    // solver's arrays would make the solver copy them at its next change).
    Journal.clear(&savedFreeSlots)
    savedFreeSlots.append(contentsOf: freeSlots)
    savedRowCount = rowCount
    Journal.clear(&savedInfeasible)
    savedInfeasible.append(contentsOf: infeasible)
  }

  /// Empties an array, keeping its storage for the next journal; an empty one is left alone.
  private static func clear<T>(_ array: inout [T]) {
    if !array.isEmpty { array.removeAll(keepingCapacity: true) }
  }

  /// What a change to the row in `slot` must save first.
  enum Save {
    /// Nothing: the row is saved already, with its cells.
    case nothing
    /// The whole row, header and cells: the first change to it.
    case row
    /// Its cells, into the entry at this position of ``savedRows``: it was saved as its header
    /// only, and its cells are still as they were.
    case cells(Int)
  }

  /// What a change to the cells (and maybe the constant) of the row in `slot` must save; the
  /// row counts as saved whole from here on.
  @inline(__always)
  mutating func needsSave(slot: Int32) -> Save {
    let i = Int(slot)
    makeRoom(forSlot: i)
    if savedSlots.insert(i) {
      _ = savedCellSlots.insert(i)
      return .row
    }
    return savedCellSlots.insert(i) ? .cells(Int(headerEntry[i])) : .nothing
  }

  /// Whether a change to the constant alone of the row in `slot` must save its header.
  ///
  /// True the first time the row is asked about; the entry then goes at position `entry` of
  /// ``savedRows``.
  @inline(__always)
  mutating func needsHeaderSave(slot: Int32, entry: Int) -> Bool {
    let i = Int(slot)
    makeRoom(forSlot: i)
    guard savedSlots.insert(i) else { return false }
    headerEntry[i] = Int32(entry)
    return true
  }

  /// Grows the per-slot marks to hold `slot`, by doubling.
  @inline(__always)
  private mutating func makeRoom(forSlot i: Int) {
    if i >= savedSlots.capacity {
      let capacity = Swift.max(i + 1, 2 * savedSlots.capacity, 64)
      savedSlots.grow(to: capacity)
      savedCellSlots.grow(to: capacity)
      headerEntry.appendRepeating(-1, count: capacity - headerEntry.count)
    }
  }

  /// Whether the objective coefficient of `symbol` needs saving.
  mutating func needsSave(symbol: Int32) -> Bool {
    savedSymbols.insert(Int(symbol))
  }

  mutating func end() {
    isActive = false
    Journal.clear(&savedRows)
    Journal.clear(&savedCells)
    Journal.clear(&savedCoefficients)
    Journal.clear(&savedFreeSlots)
    Journal.clear(&savedInfeasible)
    Journal.clear(&createdSymbols)
  }
}
