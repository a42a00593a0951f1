/// The undo log of an operation that may fail after changing the tableau.
///
/// Only the artificial-variable phase of adding a constraint can fail that late. While a journal
/// is active, the first change to each row and to each objective coefficient saves the old
/// value, so that a failure puts back exactly what was there (kiwi leaves its tableau changed,
/// nucleic/kiwi#52).
struct Journal {
  private(set) var isActive = false
  private var epoch: UInt32 = 1
  private var rowStamp: [UInt32] = []
  private var symbolStamp: [UInt32] = []
  /// Each slot touched, with its row before the first change (`nil` when it was free).
  var savedRows: [(slot: Int32, row: Row?)] = []
  var savedCoefficients: [(symbol: Int32, value: Double)] = []
  var savedObjectiveConstant: Double = 0
  var savedFreeSlots: [Int32] = []
  var savedRowCount = 0
  var savedInfeasible: [Int32] = []
  var createdSymbols: [Int32] = []

  mutating func growSymbols(to count: Int) {
    if symbolStamp.count < count {
      symbolStamp.append(contentsOf: repeatElement(0, count: count - symbolStamp.count))
    }
  }

  mutating func begin(
    objectiveConstant: Double, freeSlots: [Int32], rowCount: Int, infeasible: [Int32]
  ) {
    isActive = true
    epoch &+= 1
    if epoch == 0 {
      for i in rowStamp.indices { rowStamp[i] = 0 }
      for i in symbolStamp.indices { symbolStamp[i] = 0 }
      epoch = 1
    }
    savedObjectiveConstant = objectiveConstant
    savedFreeSlots = freeSlots
    savedRowCount = rowCount
    savedInfeasible = infeasible
  }

  /// Whether `slot` needs saving: true the first time it is asked during this journal.
  mutating func needsSave(slot: Int32) -> Bool {
    let i = Int(slot)
    if rowStamp.count <= i {
      rowStamp.append(contentsOf: repeatElement(0, count: i + 1 - rowStamp.count))
    }
    if rowStamp[i] == epoch { return false }
    rowStamp[i] = epoch
    return true
  }

  /// Whether the objective coefficient of `symbol` needs saving.
  mutating func needsSave(symbol: Int32) -> Bool {
    let i = Int(symbol)
    if symbolStamp[i] == epoch { return false }
    symbolStamp[i] = epoch
    return true
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
