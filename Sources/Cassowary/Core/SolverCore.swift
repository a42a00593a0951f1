import Synchronization

/// Gives every solver (and every reset) an identity that variables can cache their symbol under.
private let solverIdentities = Atomic<UInt64>(1)

/// The whole state of a solver, as one value.
///
/// The public ``Solver`` class holds one of these, so that each public call makes one access to
/// the class's storage and everything inside runs on a struct the compiler sees whole.
struct SolverCore: Sendable {
  var identity: UInt64

  /// A new, empty state with an identity of its own.
  init() {
    identity = SolverCore.newIdentity()
  }

  /// A new, empty state with the given identity (0: one that no solver uses).
  init(identity: UInt64) {
    self.identity = identity
  }

  /// An identity no solver had before.
  static func newIdentity() -> UInt64 {
    solverIdentities.add(1, ordering: .relaxed).newValue
  }

  // Per-symbol state, indexed by symbol: each array is `kind.count` long, of which the first
  // `symbolCount` entries are symbols made (in use, or free for reuse); the others hold what a
  // fresh symbol holds.
  var symbolCount = 0
  var kind: [SymbolKind] = []
  /// Where each symbol's value comes from: a row, a definition, or nowhere (parametric).
  var status: [SymbolStatus] = []
  /// The slots of the tableau rows that hold each symbol.
  var columns = ColumnIndex()
  /// How many definitions name the symbol on their right side.
  var definitionUses: [Int32] = []
  /// The constraint record a slack, error or dummy belongs to (``noRecord`` for the others).
  var owner: [Int32] = []
  /// The values computed by the last update, for definitions to read.
  var values: [Double] = []
  var freeSymbols: [Int32] = []

  // External variables.
  /// The symbol of each variable the solver knows.
  var variableSymbols = IdentityMap<Int32>()
  /// How many constraints name each external symbol.
  var useCount: [Int32] = []
  /// The symbols of the variables the solver knows, in no order: what a full update writes.
  var liveExternals: [Int32] = []
  /// The variable of each symbol in `liveExternals`, at the same position. (A dense list of
  /// references, rather than an optional reference per symbol: an array of optional references
  /// is filled and destroyed through value witnesses, about 60 instructions an entry.)
  var liveVariables: [Variable] = []
  /// The position of each of those symbols in `liveExternals`, indexed by symbol (-1 for other
  /// symbols), so that a released variable leaves the list in O(1).
  var externalPosition: [Int32] = []
  /// Variables no constraint names any more, set to zero by the next update.
  var released: [Variable] = []

  // The tableau.
  var rows: [Row] = []
  /// The cells of the rows.
  var pool = CellPool()
  var freeSlots: [Int32] = []
  var objective = Objective()
  var artificial = Objective(tracksTouched: true)
  var artificialActive = false
  /// Basic symbols whose rows may have gone negative.
  var infeasible: [Int32] = []

  // Definitions: rows of fresh external variables kept in their written form.
  var definitions: [Definition] = []
  /// The cells of the definitions, each definition's in one run, in definition order.
  var definitionCells: [Cell] = []
  var deadDefinitions = 0

  // Constraints and edits.
  var records: [ConstraintRecord] = []
  var freeRecords: [Int32] = []
  /// The record of each constraint that another solver held first (see ``recordIndex(of:)``).
  var recordOf = IdentityMap<Int32>()
  /// How many records hold a constraint or an edit: the others are on the free list.
  var liveRecords: Int { records.count - freeRecords.count }
  var edits = IdentityMap<EditRecord>()

  /// Whether an unsatisfiable constraint is explained (off in the scratch solvers that do it).
  var explainsConflicts = true
  /// Whether updates after the first visit only what changed (see ``ChangeLog``).
  var tracksChanges = false
  var changes = ChangeLog()

  // Scratch space, reused so that hot paths do not allocate.
  var accumulator = Accumulator()
  /// Where a merge writes the row it makes, and the symbols the row gains and loses (sized,
  /// not counted: its count is its room).
  var merged: [Cell] = []
  /// The terms of the constraint being added, and the row it becomes.
  var termScratch: [Cell] = []
  var rowScratch: [Cell] = []
  /// The copy of a row that the dual simplex solves while the row itself is kept for phase one.
  var solvedScratch: [Cell] = []
  var pendingDefinitions = IndexHeap()
  var journal = Journal()

  // MARK: Symbols

  /// Makes a symbol of the given kind: a free one again, or the next number.
  ///
  /// The per-symbol arrays are kept as long as their capacity, unused entries holding the
  /// values of a fresh symbol, so that making a symbol stores into them instead of appending
  /// to each (an append costs a uniqueness check and a capacity check, and there are a dozen
  /// arrays); they grow together, by doubling.
  mutating func newSymbol(_ symbolKind: SymbolKind, owner record: Int32 = noRecord) -> Int32 {
    if let symbol = freeSymbols.popLast() {
      let i = Int(symbol)
      kind[i] = symbolKind
      owner[i] = record
      return symbol
    }
    let symbol = Int32(symbolCount)
    if symbolCount == kind.count {
      growSymbols(to: Swift.max(SolverCore.initialSymbolCapacity, 2 * kind.count))
    }
    symbolCount += 1
    kind[Int(symbol)] = symbolKind
    owner[Int(symbol)] = record
    if journal.isActive { journal.createdSymbols.append(symbol) }
    return symbol
  }

  /// Makes room for a batch of constraints and variables (``Solver/reserveCapacity(constraints:variables:)``):
  /// each constraint brings up to two symbols of its own and a row, each variable a symbol. (The
  /// tables of constraints and variables that other solvers hold grow as they need: they are
  /// empty in the usual case of one solver.)
  ///
  /// `symbols` is the number of new symbols to make room for, when the caller knows it (see
  /// ``Solver/reserveCapacity(for:variables:)``): otherwise two a constraint and one a variable.
  /// A known count gets a sixteenth more (at least eight), for the artificial variable that
  /// adding a row may need for a moment and for the few constraints that often follow a batch:
  /// one symbol past the room doubles every per-symbol array (a stack of 1 000 views given four
  /// constraints after its rebuild ran 7 % more instructions without it). The per-constraint
  /// tables get the same sixteenth: one record past the room copies them all (hiding one of a
  /// stack's 1 000 views cost 55 % more instructions when they had none).
  mutating func reserveCapacity(constraints: Int, variables: Int, symbols: Int? = nil) {
    let symbols =
      symbolCount + (symbols.map { $0 + Swift.max(8, $0 / 16) } ?? variables + 2 * constraints)
    let room = constraints + Swift.max(8, constraints / 16)
    // The tables sized for the batch first: a new solver's first symbols then find them large
    // enough, rather than giving them room by their own measure just before this one moves them.
    records.reserveCapacity(records.count + room)
    rows.reserveCapacity(rows.count + room)
    if symbols > kind.count { growSymbols(to: symbols) }
  }

  /// How many symbols the per-symbol arrays first make room for; they double from there.
  ///
  /// A symbol costs about 85 bytes across the dozen per-symbol arrays, so a new solver takes
  /// about 22 KB at its first symbol. In exchange, a small system never grows those arrays:
  /// kiwi's enaml form (111 constraints, 2 edit variables) fits, and building it 200 times
  /// (workload W5A) runs 2 % more instructions when the arrays start at 32 symbols instead.
  static let initialSymbolCapacity = 256

  /// Grows every per-symbol array to `count` entries at once, the new ones those of a fresh
  /// symbol.
  mutating func growSymbols(to count: Int) {
    let more = count - kind.count
    guard more > 0 else { return }
    if kind.isEmpty { reserveTables(forSymbols: count) }
    kind.appendRepeating(.unused, count: more)
    status.appendRepeating(.parametric, count: more)
    columns.growSymbols(to: count)
    definitionUses.appendRepeating(0, count: more)
    owner.appendRepeating(noRecord, count: more)
    values.appendRepeating(0, count: more)
    useCount.appendRepeating(0, count: more)
    externalPosition.appendRepeating(-1, count: more)
    objective.grow(to: count)
    // The artificial objective is made when a row first needs it (`addWithArtificialVariable`):
    // most layouts never do.
    if !artificial.coefficients.isEmpty { artificial.grow(to: count) }
    accumulator.grow(to: count)
    journal.growSymbols(to: count)
    if tracksChanges { changes.growSymbols(to: count) }
  }

  /// Gives a new solver's other tables room in proportion to its first symbols, so that a small
  /// system fills them without growing each one by doubling from nothing (W5A builds a form in a
  /// new solver 200 times; the growth steps were 4 % of its instructions).
  ///
  /// Reserved storage is not touched until it is used, but it is memory the solver holds. Rows
  /// hold few cells in the systems a layout makes (a feed cell's 260 symbols use at most 973
  /// cells), so the cells get four a symbol: six cost a feed cell 420 bytes more a view for no
  /// fewer instructions, here or in the solver's workloads. The column index makes its own room
  /// (`ColumnIndex.growSymbols(to:)`).
  private mutating func reserveTables(forSymbols count: Int) {
    rows.reserveCapacity(count / 2)
    pool.cells.reserveCapacity(count * 4)
    records.reserveCapacity(count / 2)
    definitions.reserveCapacity(count / 4)
    definitionCells.reserveCapacity(count / 2)
    liveExternals.reserveCapacity(count / 4)
    liveVariables.reserveCapacity(count / 4)
  }

  /// Returns a symbol to the free list once nothing refers to it any more.
  ///
  /// A symbol that still appears somewhere (left by rounding) is kept out of use rather than risk
  /// aliasing.
  mutating func freeSymbol(_ symbol: Int32) {
    let i = Int(symbol)
    guard status[i].isParametric, columns.isEmpty(symbol), definitionUses[i] == 0 else { return }
    if objective.coefficients[i] != 0 { objective.coefficients[i] = 0 }
    kind[i] = .unused
    owner[i] = noRecord
    values[i] = 0
    freeSymbols.append(symbol)
  }

  // MARK: Variables

  /// The symbol of a variable, created on first use.
  ///
  /// The first solver to use a variable keeps its symbol in the variable (``Variable``'s
  /// `cachedSolverID` and `cachedSymbol`), and only a solver that uses a variable another one
  /// holds keeps it in ``variableSymbols``: a new solver's variables go into no table (a feed
  /// cell's 84 inserts were 0.8 % of its first layout), and a variable used by two solvers is
  /// found in the table of the second, rather than taken from one to the other at each use.
  mutating func symbol(for variable: Variable) -> Int32 {
    if variable.cachedSolverID == identity { return variable.cachedSymbol }
    let key = ObjectIdentifier(variable)
    // (The emptiness test spares the usual empty map's lookup call; see `recordIndex(of:)`.)
    if !variableSymbols.isEmpty, let known = variableSymbols[key] { return known }
    let symbol = newSymbol(.external)
    externalPosition[Int(symbol)] = Int32(liveExternals.count)
    liveExternals.append(symbol)
    liveVariables.append(variable)
    noteChange(of: symbol)
    if variable.cachedSolverID == 0 {
      variable.cachedSolverID = identity
      variable.cachedSymbol = symbol
    } else {
      variableSymbols[key] = symbol
    }
    return symbol
  }

  /// The variable of an external symbol, nil for the other kinds.
  func variable(of symbol: Int32) -> Variable? {
    let position = externalPosition[Int(symbol)]
    return position >= 0 ? liveVariables[Int(position)] : nil
  }

  /// The symbol of a variable the solver knows, without creating one.
  func knownSymbol(for variable: Variable) -> Int32? {
    if variable.cachedSolverID == identity { return variable.cachedSymbol }
    return variableSymbols.isEmpty ? nil : variableSymbols[ObjectIdentifier(variable)]
  }

  /// Lowers a variable's use count and forgets the variable when no constraint names it; the
  /// next update then sets it to zero, as kiwi does, unless `zeroingValue` is false.
  mutating func releaseUse(of symbol: Int32, zeroingValue: Bool) {
    let i = Int(symbol)
    useCount[i] -= 1
    guard useCount[i] == 0, status[i].isParametric, columns.isEmpty(symbol), definitionUses[i] == 0,
      let variable = variable(of: symbol)
    else { return }
    if variable.cachedSolverID == identity {
      variable.cachedSolverID = 0
    } else {
      variableSymbols[ObjectIdentifier(variable)] = nil
    }
    if zeroingValue { released.append(variable) }
    let position = Int(externalPosition[i])
    let last = liveExternals.removeLast()
    let lastVariable = liveVariables.removeLast()
    if last != symbol {
      liveExternals[position] = last
      liveVariables[position] = lastVariable
      externalPosition[Int(last)] = Int32(position)
    }
    externalPosition[i] = -1
    freeSymbol(symbol)
  }

  // MARK: Values

  /// Makes a symbol parametric (neither basic nor defined), its value zero.
  ///
  /// `values` holds zero for every parametric symbol, so that a full update, once it has copied
  /// each row's constant to its basic symbol, reads any symbol's value as `values[symbol]`.
  @inline(__always)
  mutating func makeParametric(_ symbol: Int32) {
    status[Int(symbol)] = .parametric
    values[Int(symbol)] = 0
  }

  /// The value of a symbol in the current solution.
  @inline(__always)
  func value(of symbol: Int32) -> Double {
    let state = status[Int(symbol)]
    if let slot = state.rowSlot { return rows[Int(slot)].constant }
    if state.isParametric { return 0 }
    return values[Int(symbol)]  // defined: computed by the last update
  }

}
