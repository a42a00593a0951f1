// The tableau's basic operations: rows in and out, substitution and pivots, with the column
// index (symbol -> rows that hold it) kept exact so that no operation scans every row.

extension SolverCore {
  // MARK: Reading rows

  /// The cells of the row in `slot`, copied: for paths that are not hot.
  func cells(ofSlot slot: Int32) -> [Cell] {
    Array(pool.cells[rows[Int(slot)].cellRange])
  }

  /// The coefficient of `symbol` in the row in `slot`, or 0.
  @inline(__always)
  func coefficient(of symbol: Int32, inSlot slot: Int32) -> Double {
    let range = rows[Int(slot)].cellRange
    return pool.cells.withUnsafeBufferPointer {
      cellCoefficient(of: symbol, in: UnsafeBufferPointer(rebasing: $0[range]))
    }
  }

  // MARK: Journal hooks

  /// Saves the row in `slot` before its first change while a journal is active: its header,
  /// and its cells copied into the journal's buffer.
  @inline(__always)
  mutating func willChange(slot: Int32) {
    guard journal.isActive else { return }
    switch journal.needsSave(slot: slot) {
    case .nothing: return
    case .row: saveRow(slot)
    case .cells(let entry): saveCells(ofSlot: slot, into: entry)
    }
  }

  /// Saves the header of the row in `slot` before a change to its constant alone, while a
  /// journal is active; its cells are saved if a later change reaches them.
  @inline(__always)
  mutating func willChangeConstant(slot: Int32) {
    guard journal.isActive,
      journal.needsHeaderSave(slot: slot, entry: journal.savedRows.count)
    else { return }
    journal.savedRows.append(Journal.SavedRow(slot: slot, row: rows[Int(slot)], cellsAt: -1))
  }

  /// Saves the row in `slot`, its header and (for a row in the tableau) its cells.
  private mutating func saveRow(_ slot: Int32) {
    let row = rows[Int(slot)]
    journal.savedRows.append(Journal.SavedRow(slot: slot, row: row, cellsAt: -1))
    if row.isInTableau { saveCells(ofSlot: slot, into: journal.savedRows.count - 1) }
  }

  /// Saves the cells of the row in `slot` into the entry at `entry`, whose header was saved
  /// while the cells were as they are now.
  private mutating func saveCells(ofSlot slot: Int32, into entry: Int) {
    journal.savedRows[entry].cellsAt = journal.savedCells.count
    let range = rows[Int(slot)].cellRange
    pool.cells.withUnsafeBufferPointer {
      journal.savedCells.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range]))
    }
  }

  /// Ends a journal whose changes stand.
  mutating func commitJournal() {
    journal.end()
  }

  /// Adds to a coefficient of the objective, journaled when a journal is active.
  ///
  /// External symbols are skipped: the objective is a sum of errors, whose rows never hold an
  /// external in exact arithmetic, so anything that arrives for one is rounding noise.
  @inline(__always)
  mutating func addToObjective(_ symbol: Int32, _ delta: Double) {
    let k = kind[Int(symbol)]
    if k == .external { return }
    if journal.isActive && journal.needsSave(symbol: symbol) {
      journal.savedCoefficients.append((symbol, objective.coefficients[Int(symbol)]))
    }
    objective.add(symbol, delta, pivotable: k.isPivotable)
  }

  @inline(__always)
  func isRestricted(_ symbol: Int32) -> Bool {
    kind[Int(symbol)] != .external
  }

  // MARK: Rows in and out

  /// Puts a row solved for `row.basic` into the tableau and returns its slot.
  ///
  /// Nothing else may mention the basic symbol yet; callers substitute it afterwards.
  mutating func insertRow(_ row: BuiltRow) -> Int32 {
    let slot: Int32
    if let reused = freeSlots.popLast() {
      slot = reused
    } else {
      slot = Int32(rows.count)
      rows.append(.free)
    }
    willChange(slot: slot)
    noteChange(of: row.basic)
    let count = row.cells.count
    let capacity = CellPool.room(for: count)
    let start = row.cells.withUnsafeBufferPointer { cells in
      columns.append(slot, toEachSymbolOf: cells)
      return pool.append(cells, room: capacity)
    }
    status[Int(row.basic)] = .basic(inSlot: slot)
    rows[Int(slot)] = Row(
      basic: row.basic, start: start, count: Int32(count), capacity: Int32(capacity),
      constant: row.constant)
    return slot
  }

  /// Takes a row out of the tableau; its basic symbol becomes parametric.
  mutating func dropRow(_ slot: Int32) {
    willChange(slot: slot)
    let row = rows[Int(slot)]
    noteChange(of: row.basic)
    for k in row.cellRange { columns.remove(slot, from: pool.cells[k].symbol) }
    makeParametric(row.basic)
    pool.garbage += Int(row.capacity)
    rows[Int(slot)] = .free
    freeSlots.append(slot)
  }

  /// Removes the cell of `symbol` from the row in `slot`, if it holds one; the caller keeps the
  /// column index.
  mutating func removeCell(_ symbol: Int32, fromSlot slot: Int32) {
    let range = rows[Int(slot)].cellRange
    let at = pool.cells.withUnsafeBufferPointer {
      cellPosition(of: symbol, in: UnsafeBufferPointer(rebasing: $0[range]))
    }
    guard at < range.count, pool.cells[range.lowerBound + at].symbol == symbol else { return }
    for k in (range.lowerBound + at)..<(range.upperBound - 1) { pool.cells[k] = pool.cells[k + 1] }
    rows[Int(slot)].count -= 1
  }

  /// Slides the rows down over the garbage once a quarter of the pool is garbage, in place: the
  /// pool keeps its storage.
  ///
  /// (Copying into a fresh array, as this first did, made a large pool allocate, and fault in page
  /// by page, a new array at every compaction, and grow it again at the next row that moved: a 10
  /// 000-view grid whose rows are long and often saved by the journal spent most of its time in
  /// page faults.) Rows keep their slots; only where their cells start changes, so no caller may
  /// hold a start across it.
  mutating func compactCellsIfSparse() {
    columns.compactIfSparse()
    guard pool.isSparse else { return }
    // The rows in the order of their regions, so that each moves down over free space only.
    var order: [Int32] = []
    order.reserveCapacity(rows.count)
    for s in rows.indices where rows[s].isInTableau { order.append(Int32(s)) }
    rows.withUnsafeBufferPointer { rows in
      order.sort { rows[Int($0)].start < rows[Int($1)].start }
    }
    var write = 0
    pool.cells.withUnsafeMutableBufferPointer { cells in
      rows.withUnsafeMutableBufferPointer { rows in
        for s in order {
          let row = rows[Int(s)]
          let from = Int(row.start)
          let count = Int(row.count)
          // Room as a fresh region gets, within the room it had (so it never reaches the next
          // region before that one moves).
          let room = Swift.min(CellPool.room(for: count), Int(row.capacity))
          if from != write {
            for k in 0..<count { cells[write + k] = cells[from + k] }
          }
          for k in count..<room { cells[write + k] = CellPool.blank }
          rows[Int(s)].start = Int32(write)
          rows[Int(s)].capacity = Int32(room)
          write += room
        }
      }
    }
    pool.cells.removeLast(pool.cells.count - write)
    pool.garbage = 0
  }

  // MARK: Substitution

  /// Replaces `symbol` by the row in `slot` everywhere else: in every row that holds it and in
  /// the objectives.
  mutating func substitute(_ symbol: Int32, withRowIn slot: Int32) {
    // The symbol's list is emptied first, its entries left in place and read from there: the
    // source row does not hold the symbol, so no merge appends to the list, and the index is
    // not compacted until the operation ends, so the region stays as it is.
    let first = Int(columns.spans[Int(symbol)].start)
    let count = columns.count(symbol)
    columns.removeAll(of: symbol)
    for k in 0..<count {
      let target = columns.slots[first + k]
      if target == slot { continue }
      willChange(slot: target)
      let coefficient = self.coefficient(of: symbol, inSlot: target)
      rows[Int(target)].constant += coefficient * rows[Int(slot)].constant
      mergeScaled(into: target, dropping: symbol, coefficient, from: slot)
      let basic = rows[Int(target)].basic
      noteChange(of: basic)
      if rows[Int(target)].constant < 0 && isRestricted(basic) { infeasible.append(basic) }
    }
    let sourceConstant = rows[Int(slot)].constant
    let range = rows[Int(slot)].cellRange
    let k = objective.coefficients[Int(symbol)]
    if k != 0 {
      addToObjective(symbol, -k)
      objective.constant += k * sourceConstant
      if journal.isActive {
        for at in range {
          let cell = pool.cells[at]
          addToObjective(cell.symbol, k * cell.coefficient)
        }
      } else {
        pool.cells.withUnsafeBufferPointer { cells in
          kind.withUnsafeBufferPointer { kinds in
            objective.add(UnsafeBufferPointer(rebasing: cells[range]), scaledBy: k, kinds: kinds)
          }
        }
      }
    }
    if artificialActive {
      let a = artificial.coefficients[Int(symbol)]
      if a != 0 {
        artificial.add(symbol, -a, pivotable: false)
        artificial.constant += a * sourceConstant
        pool.cells.withUnsafeBufferPointer { cells in
          kind.withUnsafeBufferPointer { kinds in
            artificial.add(
              UnsafeBufferPointer(rebasing: cells[range]), scaledBy: a, kinds: kinds,
              skippingExternals: false)
          }
        }
      }
    }
  }

  /// `row[target] += scale * row[source]`, dropping `symbol` from the target, in one merge pass
  /// that keeps the column index exact.
  ///
  /// The merge reads both rows from the pool and writes the result into a scratch buffer
  /// through pointers, without touching anything else; the symbols the target gains and loses
  /// go into the same buffer, after the result (their cells' symbols), so that one buffer is
  /// taken for writing. Then the column index takes the gains and losses in one batch, and the
  /// result is copied back into the target's region, or into a new one at the end of the pool
  /// when it does not fit. A short source merged into a long target changes the target's cells
  /// in place instead (``mergeScaledInPlace(into:dropping:_:from:)``), with the same result.
  mutating func mergeScaled(
    into target: Int32, dropping symbol: Int32, _ scale: Double, from source: Int32
  ) {
    let a = rows[Int(target)].cellRange
    let b = rows[Int(source)].cellRange
    if b.count <= SolverCore.inPlaceMergeSourceLimit
      && a.count >= SolverCore.inPlaceMergeTargetMinimum
      && mergeScaledInPlace(into: target, dropping: symbol, scale, from: source)
    {
      return
    }
    // The result, then the gains (at most one per source cell), then the losses (at most one
    // per target cell).
    let gainsAt = a.count + b.count
    let lossesAt = gainsAt + b.count
    SolverCore.ensureRoom(&merged, lossesAt + a.count, Cell(symbol: noSymbol, coefficient: 0))
    var n = 0
    var gains = 0
    var losses = 0
    pool.cells.withUnsafeBufferPointer { cells in
      merged.withUnsafeMutableBufferPointer { out in
        let x = UnsafeBufferPointer(rebasing: cells[a])
        let y = UnsafeBufferPointer(rebasing: cells[b])
        var i = 0
        var j = 0
        while i < x.count && j < y.count {
          let xs = x[i].symbol
          let ys = y[j].symbol
          if xs < ys {
            if xs != symbol {
              out[n] = x[i]
              n += 1
            }
            i += 1
          } else if ys < xs {
            let value = scale * y[j].coefficient
            if !nearZero(value) {
              out[n] = Cell(symbol: ys, coefficient: value)
              n += 1
              out[gainsAt + gains].symbol = ys
              gains += 1
            }
            j += 1
          } else {
            let value = x[i].coefficient + scale * y[j].coefficient
            if nearZero(value) {
              out[lossesAt + losses].symbol = xs
              losses += 1
            } else {
              out[n] = Cell(symbol: xs, coefficient: value)
              n += 1
            }
            i += 1
            j += 1
          }
        }
        while i < x.count {
          if x[i].symbol != symbol {
            out[n] = x[i]
            n += 1
          }
          i += 1
        }
        while j < y.count {
          let value = scale * y[j].coefficient
          if !nearZero(value) {
            out[n] = Cell(symbol: y[j].symbol, coefficient: value)
            n += 1
            out[gainsAt + gains].symbol = y[j].symbol
            gains += 1
          }
          j += 1
        }
      }
    }
    // Each list sees at most one change here, so the order of gains and losses does not matter.
    if gains > 0 || losses > 0 {
      merged.withUnsafeBufferPointer {
        columns.update(
          target, gaining: UnsafeBufferPointer(rebasing: $0[gainsAt..<(gainsAt + gains)]),
          losing: UnsafeBufferPointer(rebasing: $0[lossesAt..<(lossesAt + losses)]))
      }
    }
    if n > Int(rows[Int(target)].capacity) {
      // The row moves to a region at the end, with room to grow; the old one is garbage.
      pool.garbage += Int(rows[Int(target)].capacity)
      let room = CellPool.room(for: n)
      rows[Int(target)].start = merged.withUnsafeBufferPointer {
        pool.append(UnsafeBufferPointer(rebasing: $0[0..<n]), room: room)
      }
      rows[Int(target)].capacity = Int32(room)
    } else {
      let start = Int(rows[Int(target)].start)
      pool.cells.withUnsafeMutableBufferPointer { cells in
        merged.withUnsafeBufferPointer { out in
          for k in 0..<n { cells[start + k] = out[k] }
        }
      }
    }
    rows[Int(target)].count = Int32(n)
  }

  /// Makes a sized scratch buffer (whose count is its room) hold at least `count` elements.
  @inline(__always)
  static func ensureRoom<T>(_ buffer: inout [T], _ count: Int, _ blank: T) {
    if buffer.count < count {
      buffer.appendRepeating(blank, count: Swift.max(count, 2 * buffer.count) - buffer.count)
    }
  }

  // MARK: Pivots

  /// Makes `entering` basic in the row in `slot`, whose basic symbol leaves the basis.
  mutating func pivot(slot: Int32, entering: Int32) {
    willChange(slot: slot)
    let s = Int(slot)
    let leaving = rows[s].basic
    // leaving = c + a*entering + rest  =>  entering = -c/a + leaving/a - rest/a
    // The row loses the entering cell and gains the leaving one: its length stays.
    let range = rows[s].cellRange
    let at = pool.cells.withUnsafeBufferPointer {
      cellPosition(of: entering, in: UnsafeBufferPointer(rebasing: $0[range]))
    }
    let a = pool.cells[range.lowerBound + at].coefficient
    columns.remove(slot, from: entering)
    let scale = -1 / a
    rows[s].constant *= scale
    pool.cells.withUnsafeMutableBufferPointer { all in
      let cells = UnsafeMutableBufferPointer(rebasing: all[range])
      // Remove the entering cell, scale the rest, and insert the leaving one in order.
      var k = at
      while k + 1 < cells.count {
        cells[k] = cells[k + 1]
        k += 1
      }
      let rest = cells.count - 1
      for k in 0..<rest { cells[k].coefficient *= scale }
      var insertAt = rest
      while insertAt > 0 && cells[insertAt - 1].symbol > leaving {
        cells[insertAt] = cells[insertAt - 1]
        insertAt -= 1
      }
      cells[insertAt] = Cell(symbol: leaving, coefficient: 1 / a)
    }
    columns.append(slot, to: leaving)
    rows[s].basic = entering
    noteChange(of: leaving)
    noteChange(of: entering)
    makeParametric(leaving)
    status[Int(entering)] = .basic(inSlot: slot)
    substitute(entering, withRowIn: slot)
  }
}
