/// What a solver that tracks changes keeps between two updates, so that the next update visits
/// only the variables a change may have reached (see `Solver.tracksChanges`).
///
/// Between updates, every operation that may change a symbol's value — a row's constant moved,
/// a row in or out of the tableau, a pivot, a definition made or moved — notes the symbol. At
/// the update, the definitions that name a noted symbol are computed again, in definition
/// order, and so on from every defined variable whose value moved; the definitions are found
/// through an index from each symbol to the definitions that name it, built at the full update.
/// Definitions made after that index (by constraints added since) are all computed again.
struct ChangeLog {
  /// Whether changes are being noted: the solver tracks changes and its index is current.
  var isOn = false
  /// `stamp[s] == epoch` when symbol `s` has been noted since the last update.
  var stamp: [UInt32] = []
  var epoch: UInt32 = 1
  /// The symbols noted since the last update, once each.
  var noted: [Int32] = []

  // The index of definitions by the external variables they name, in compressed rows: the
  // definitions naming symbol s are `users[firstUser[s] ..< firstUser[s + 1]]`. (The other
  // symbols a definition names are its own constraint's markers, found through their record.)
  var firstUser: [Int32] = []
  var users: [Int32] = []
  /// How many definitions and symbols existed when the index was built.
  var indexedDefinitions = 0
  var indexedSymbols = 0

  mutating func growSymbols(to count: Int) {
    if stamp.count < count {
      stamp.append(contentsOf: repeatElement(0, count: count - stamp.count))
    }
  }

  /// Notes that the value of `symbol` may have changed.
  @inline(__always)
  mutating func note(_ symbol: Int32) {
    let i = Int(symbol)
    if stamp[i] != epoch {
      stamp[i] = epoch
      noted.append(symbol)
    }
  }

  /// Forgets every noted symbol.
  mutating func clear() {
    noted.removeAll(keepingCapacity: true)
    epoch &+= 1
    if epoch == 0 {
      for i in stamp.indices { stamp[i] = 0 }
      epoch = 1
    }
  }

  /// Builds the index of definitions by the external variables they name.
  mutating func index(_ definitions: [Definition], kinds: [SymbolKind]) {
    let symbolCount = kinds.count
    firstUser.removeAll(keepingCapacity: true)
    firstUser.append(contentsOf: repeatElement(0, count: symbolCount + 1))
    // Count each symbol's users, turn the counts into the end of each block, then fill the
    // blocks from their ends, so that each ends up at its start.
    for definition in definitions where definition.variable >= 0 {
      for cell in definition.cells where kinds[Int(cell.symbol)] == .external {
        firstUser[Int(cell.symbol)] += 1
      }
    }
    var total: Int32 = 0
    for s in 0..<symbolCount {
      total += firstUser[s]
      firstUser[s] = total
    }
    firstUser[symbolCount] = total
    users.removeAll(keepingCapacity: true)
    users.append(contentsOf: repeatElement(0, count: Int(total)))
    for d in definitions.indices.reversed() where definitions[d].variable >= 0 {
      for cell in definitions[d].cells where kinds[Int(cell.symbol)] == .external {
        firstUser[Int(cell.symbol)] -= 1
        users[Int(firstUser[Int(cell.symbol)])] = Int32(d)
      }
    }
    indexedDefinitions = definitions.count
    indexedSymbols = symbolCount
  }

  /// Forgets the index: the next update visits every variable.
  mutating func invalidate() {
    isOn = false
    firstUser = []
    users = []
  }
}
