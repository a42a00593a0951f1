/// What a solver that tracks changes keeps between two updates, so that the next update visits
/// only the variables a change may have reached (see `Solver.tracksChanges`).
///
/// Between updates, every operation that may change a symbol's value — a row's constant moved,
/// a row in or out of the tableau, a pivot, a definition made or moved — notes the symbol. At
/// the update, the definitions that name a noted symbol are computed again, in definition
/// order, and so on from every defined variable whose value moved. The definitions that name a
/// variable are found through a list per variable, linked as definitions are made; the other
/// symbols a definition names are its own constraint's markers, found through their record.
struct ChangeLog {
  /// Whether changes are being noted: from the first full update on.
  var isOn = false
  /// The symbols noted since the last update, as a set.
  var marks = EpochMarks()
  /// The symbols noted since the last update, once each.
  var noted: [Int32] = []

  /// One link of the lists of the definitions that name each variable.
  struct Use {
    var definition: Int32
    var next: Int32
  }
  /// The last link for each symbol (``endOfList`` for none), and the links.
  var firstUse: [Int32] = []
  var uses: [Use] = []
  /// The `next` of the last link of a list, and the `firstUse` of an empty one.
  static let endOfList: Int32 = -1
  /// Whether the lists hold every live definition.
  var hasIndex = false

  /// Makes room for `count` symbols, growing by doubling so that symbols made one at a time
  /// cost O(1) each.
  @inline(__always)
  mutating func growSymbols(to count: Int) {
    if marks.capacity < count {
      let target = Swift.max(count, 2 * marks.capacity, SolverCore.initialSymbolCapacity)
      marks.grow(to: target)
      firstUse.appendRepeating(ChangeLog.endOfList, count: target - firstUse.count)
    }
  }

  /// Notes that the value of `symbol` may have changed.
  @inline(__always)
  mutating func note(_ symbol: Int32) {
    if marks.insert(Int(symbol)) { noted.append(symbol) }
  }

  /// Forgets every noted symbol.
  mutating func clear() {
    if !noted.isEmpty { noted.removeAll(keepingCapacity: true) }
    marks.removeAll()
  }

  /// Links definition `d` into the lists of the variables it names.
  @inline(__always)
  mutating func link(_ d: Int32, _ cells: ArraySlice<Cell>, kinds: [SymbolKind]) {
    for cell in cells where kinds[Int(cell.symbol)] == .external {
      let s = Int(cell.symbol)
      uses.append(Use(definition: d, next: firstUse[s]))
      firstUse[s] = Int32(uses.count - 1)
    }
  }

  /// Links every live definition afresh.
  mutating func index(_ definitions: [Definition], cells: [Cell], kinds: [SymbolKind]) {
    // Lists made afresh (after `invalidate()`, as turning tracking on does) are filled empty as
    // they grow; only lists kept from before need emptying.
    let wasEmpty = firstUse.isEmpty
    growSymbols(to: kinds.count)
    if !wasEmpty { for s in firstUse.indices { firstUse[s] = ChangeLog.endOfList } }
    uses.removeAll(keepingCapacity: true)
    // A definition's cells name each variable at most once: room for every use at once, rather
    // than growing the list by doubling.
    uses.reserveCapacity(cells.count)
    for d in definitions.indices where definitions[d].isLive {
      link(Int32(d), cells[definitions[d].cellRange], kinds: kinds)
    }
    hasIndex = true
  }

  /// Forgets the lists and stops noting: the next full update starts again.
  mutating func invalidate() {
    isOn = false
    hasIndex = false
    firstUse.removeAll()
    uses.removeAll()
    marks = EpochMarks()
    noted.removeAll()
  }
}
