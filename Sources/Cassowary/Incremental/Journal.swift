/// The undo log of an operation that may fail after changing the tableau.
///
/// Only the artificial-variable phase of adding a constraint can fail that late. While a journal
/// is active, the first change to each row and to each objective coefficient saves the old
/// value, so that a failure puts back exactly what was there (kiwi leaves its tableau changed,
/// nucleic/kiwi#52).
struct Journal {
  private(set) var isActive = false
  /// The row slots saved since ``begin(objectiveConstant:freeSlots:rowCount:infeasible:)``.
  private var savedSlots = EpochMarks()
  /// The symbols whose objective coefficient was saved since then.
  private var savedSymbols = EpochMarks()
  /// Each slot touched, with its row before the first change (`nil` when it was free).
  var savedRows: [(slot: Int32, row: BuiltRow?)] = []
  var savedCoefficients: [(symbol: Int32, value: Double)] = []
  var savedObjectiveConstant: Double = 0
  var savedFreeSlots: [Int32] = []
  var savedRowCount = 0
  var savedInfeasible: [Int32] = []
  var createdSymbols: [Int32] = []

  mutating func growSymbols(to count: Int) {
    savedSymbols.grow(to: count)
  }

  mutating func begin(
    objectiveConstant: Double, freeSlots: [Int32], rowCount: Int, infeasible: [Int32]
  ) {
    isActive = true
    savedSlots.removeAll()
    savedSymbols.removeAll()
    savedObjectiveConstant = objectiveConstant
    savedFreeSlots = freeSlots
    savedRowCount = rowCount
    savedInfeasible = infeasible
  }

  /// Whether `slot` needs saving: true the first time it is asked during this journal.
  mutating func needsSave(slot: Int32) -> Bool {
    let i = Int(slot)
    savedSlots.grow(to: i + 1)
    return savedSlots.insert(i)
  }

  /// Whether the objective coefficient of `symbol` needs saving.
  mutating func needsSave(symbol: Int32) -> Bool {
    savedSymbols.insert(Int(symbol))
  }

  mutating func end() {
    isActive = false
    savedRows.removeAll()
    savedCoefficients.removeAll()
    savedFreeSlots = []
    savedInfeasible = []
    createdSymbols.removeAll()
  }
}
