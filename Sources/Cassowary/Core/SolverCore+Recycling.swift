import Synchronization

// Recycling: the storage of a solver that goes away is kept, emptied, for the next new solver,
// so that a program that builds many small systems one after another (a form rebuilt, a cell
// laid out in a solver of its own) does not allocate, fill and free a solver's two dozen
// arrays each time. Building kiwi's enaml form 200 times (workload W5A) spent 5 % of its
// instructions making and freeing those arrays.

/// Emptied solver states, ready for new solvers; at most ``SolverCore/recycledKept`` of them.
private let recycledCores = Mutex<[SolverCore]>([])

extension SolverCore {
  /// How many emptied states are kept: one per solver alive at once in the usual patterns (a
  /// solver built while the previous one is freed), a few more for threads doing the same.
  static let recycledKept = 4

  /// The largest state kept, in symbols: a small system's. A large one's memory is given back.
  static let largestRecycled = 4096

  /// A state for a new solver: an emptied one if one is kept, else a fresh one.
  static func makeForNewSolver() -> SolverCore {
    if var core = recycledCores.withLock({ $0.popLast() }) {
      core.identity = SolverCore.newIdentity()
      return core
    }
    return SolverCore()
  }

  /// Keeps the state of a solver that goes away, emptied, unless it is large or enough are
  /// kept. `core` is left empty (no storage).
  static func recycle(_ core: inout SolverCore) {
    var taken = SolverCore(identity: 0)
    swap(&taken, &core)
    guard taken.kind.count <= largestRecycled,
      recycledCores.withLock({ $0.count }) < recycledKept
    else { return }
    taken.empty()
    recycledCores.withLock { kept in
      if kept.count < recycledKept { kept.append(taken) }
    }
  }

  /// Empties the state, keeping the storage of its arrays: what a new solver holds, but for the
  /// capacities. Each per-symbol array is reset over the symbols made (the rest never changed),
  /// and every list is emptied; the per-symbol marks need nothing (a new epoch comes with their
  /// next use).
  mutating func empty() {
    for i in 0..<symbolCount {
      kind[i] = .unused
      status[i] = .parametric
      definitionUses[i] = 0
      owner[i] = noRecord
      values[i] = 0
      useCount[i] = 0
      externalPosition[i] = -1
      objective.coefficients[i] = 0
      artificial.coefficients[i] = 0
    }
    columns.empty(symbols: symbolCount)
    symbolCount = 0
    clear(&freeSymbols)
    variableSymbols.removeAll()
    clear(&liveExternals)
    clear(&liveVariables)
    clear(&released)
    clear(&rows)
    clear(&pool.cells)
    pool.garbage = 0
    clear(&freeSlots)
    objective.constant = 0
    objective.candidates.removeAll()
    artificial.clear()
    artificialActive = false
    clear(&infeasible)
    clear(&definitions)
    clear(&definitionCells)
    deadDefinitions = 0
    clear(&records)
    clear(&freeRecords)
    recordOf.removeAll()
    edits.removeAll()
    explainsConflicts = true
    tracksChanges = false
    changes = ChangeLog()
    accumulator.reset()
    pendingDefinitions.removeAll()
  }

  /// Empties an array, keeping its storage.
  private func clear<T>(_ array: inout [T]) {
    if !array.isEmpty { array.removeAll(keepingCapacity: true) }
  }
}
