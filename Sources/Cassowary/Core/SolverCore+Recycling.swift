// Recycling: the storage of a solver that goes away is kept, emptied, for the next new solver,
// so that a program that builds many small systems one after another (a form rebuilt, a cell
// laid out in a solver of its own) does not allocate, fill and free a solver's two dozen
// arrays each time. Building kiwi's enaml form 200 times (workload W5A) spent 5 % of its
// instructions making and freeing those arrays.

/// Emptied solver states, ready for new solvers, and the bytes their storage holds; at most
/// ``SolverCore/recycledKept`` of them, at most ``SolverCore/recycledBytes`` in all.
private let recycled = PosixLocked<(cores: [SolverCore], bytes: Int)>(([], 0))

extension SolverCore {
  /// How many emptied states are kept: one per solver alive at once in the usual patterns (a
  /// solver built while the previous one is freed), a few more for threads doing the same.
  static let recycledKept = 4

  /// The most storage the kept states hold in all, in bytes (as ``storageBytes`` counts it): four
  /// small systems' (kiwi's enaml form takes about 40 KB), or one of some ten thousand symbols (a
  /// grid of 1 024 views, workload W2:1024, about 1.6 MB).
  ///
  /// A larger state's memory is given back.
  ///
  /// Keeping a mid-sized state matters more than its size suggests: its arrays are large
  /// enough that the allocator maps them afresh and gives them back to the system when they are
  /// freed, so that a new solver of that size pays a page fault for every 4 KB it fills, twice
  /// over as its arrays double. Rebuilding the 1 024-view grid took 2.9 ms with each solver's
  /// own arrays, against 1.2 ms with the previous solver's.
  static let recycledBytes = 2 << 20

  /// A state for a new solver: an emptied one if one is kept, else a fresh one.
  static func makeForNewSolver() -> SolverCore {
    let kept = recycled.withLock { kept -> SolverCore? in
      guard let core = kept.cores.popLast() else { return nil }
      kept.bytes -= core.storageBytes
      return core
    }
    if var core = kept {
      core.identity = SolverCore.newIdentity()
      return core
    }
    return SolverCore()
  }

  /// Keeps the state of a solver that goes away, emptied, unless enough are kept or it does not fit
  /// in what remains of ``recycledBytes``.
  ///
  /// `core` is left empty (no storage).
  static func recycle(_ core: inout SolverCore) {
    var taken = SolverCore(identity: 0)
    swap(&taken, &core)
    let bytes = taken.storageBytes
    func fits(_ kept: (cores: [SolverCore], bytes: Int)) -> Bool {
      kept.cores.count < recycledKept && kept.bytes + bytes <= recycledBytes
    }
    guard recycled.withLock({ fits($0) }) else {
      // The constraints and variables it held may go into other solvers (emptying lets them
      // go too).
      taken.releaseHeldObjects()
      return
    }
    taken.empty()
    recycled.withLock { kept in
      guard fits(kept) else { return }
      kept.cores.append(taken)
      kept.bytes += bytes
    }
  }

  /// About how many bytes the state's storage holds: its per-symbol arrays, column index, row
  /// cells, definitions and records (the capacities, which emptying keeps).
  var storageBytes: Int {
    let perSymbol =
      MemoryLayout<SymbolKind>.stride + MemoryLayout<SymbolStatus>.stride + 4 * 4
      + 3 * MemoryLayout<Double>.stride
    return kind.capacity * perSymbol + columns.slots.capacity * 4
      + (pool.cells.capacity + definitionCells.capacity) * MemoryLayout<Cell>.stride
      + rows.capacity * MemoryLayout<Row>.stride
      + definitions.capacity * MemoryLayout<Definition>.stride
      + records.capacity * MemoryLayout<ConstraintRecord>.stride
  }

  /// Empties the state, keeping the storage of its arrays: what a new solver holds, but for the
  /// capacities.
  ///
  /// Each per-symbol array is reset over the symbols made (the rest never changed), and every list
  /// is emptied; the per-symbol marks need nothing (a new epoch comes with their next use).
  mutating func empty() {
    releaseHeldObjects()
    // Each array reset over its first `symbolCount` entries in one fill: element by element, each
    // store checked the array's uniqueness (building kiwi's form 200 times, W5A, ran 2.4 % more
    // instructions that way).
    let made = symbolCount
    resetPrefix(&kind, made, to: .unused)
    resetPrefix(&status, made, to: .parametric)
    resetPrefix(&definitionUses, made, to: 0)
    resetPrefix(&owner, made, to: noRecord)
    resetPrefix(&values, made, to: 0)
    resetPrefix(&useCount, made, to: 0)
    resetPrefix(&externalPosition, made, to: -1)
    resetPrefix(&objective.coefficients, made, to: 0)
    resetPrefix(&artificial.coefficients, made, to: 0)
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

  /// Sets the first `count` entries of `array` (all of them, when it has fewer) to `value`.
  private func resetPrefix<T>(_ array: inout [T], _ count: Int, to value: T) {
    let count = Swift.min(count, array.count)
    guard count > 0 else { return }
    array.withUnsafeMutableBufferPointer { entries in
      entries.baseAddress.unsafelyUnwrapped.update(repeating: value, count: count)
    }
  }

  /// Empties an array, keeping its storage.
  private func clear<T>(_ array: inout [T]) {
    if !array.isEmpty { array.removeAll(keepingCapacity: true) }
  }
}
