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

  // The index of definitions by the symbols they name, in compressed rows:
  // the definitions naming symbol s are `users[firstUser[s] ..< firstUser[s + 1]]`.
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

  /// Builds the index of definitions by the symbols they name.
  mutating func index(_ definitions: [Definition], symbolCount: Int) {
    firstUser = Array(repeating: 0, count: symbolCount + 1)
    for definition in definitions where definition.variable >= 0 {
      for cell in definition.cells { firstUser[Int(cell.symbol) + 1] += 1 }
    }
    for s in 0..<symbolCount { firstUser[s + 1] += firstUser[s] }
    users = Array(repeating: 0, count: Int(firstUser[symbolCount]))
    var next = firstUser
    for (d, definition) in definitions.enumerated() where definition.variable >= 0 {
      for cell in definition.cells {
        users[Int(next[Int(cell.symbol)])] = Int32(d)
        next[Int(cell.symbol)] += 1
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
