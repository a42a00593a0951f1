// Writing the solution into the variables: all of them, or (when the solver tracks changes)
// only those a change since the last update may have reached.

extension SolverCore {
  /// Notes that the value of `symbol` may have changed, when changes are tracked.
  @inline(__always)
  mutating func noteChange(of symbol: Int32) {
    if changes.isOn { changes.note(symbol) }
  }

  /// Computes every definition, then writes each variable's value.
  ///
  /// When changes are tracked, this also builds the index the next update starts from.
  mutating func updateVariables() {
    computeValues()
    for variable in released where knownSymbol(for: variable) == nil { variable.value = 0 }
    if !released.isEmpty { released.removeAll() }
    liveExternals.withUnsafeBufferPointer { live in
      liveVariables.withUnsafeBufferPointer { variables in
        values.withUnsafeBufferPointer { values in
          for k in live.indices { variables[k].value = values[Int(live[k])] }
        }
      }
    }
    startTracking()
  }

  /// Updates every variable like ``updateVariables()``, calling `report` for each variable
  /// whose value changed.
  mutating func updateVariables(report: (Variable) -> Void) {
    computeValues()
    writeReleased(report: report)
    for (symbol, variable) in zip(liveExternals, liveVariables) {
      let new = values[Int(symbol)]
      if variable.value != new {
        variable.value = new
        report(variable)
      }
    }
    startTracking()
  }

  /// Writes every symbol's value into `values`: each row's constant to its basic symbol, then
  /// each definition in order (parametric symbols hold zero already).
  ///
  /// The loops run on pointers into the arrays they read (each taken once), because they are
  /// the whole of an update: with array subscripts and a branch on each symbol's status, the
  /// checks took more instructions than the arithmetic.
  private mutating func computeValues() {
    rows.withUnsafeBufferPointer { rows in
      values.withUnsafeMutableBufferPointer { values in
        for row in rows where row.isInTableau { values[Int(row.basic)] = row.constant }
      }
    }
    definitions.withUnsafeBufferPointer { definitions in
      definitionCells.withUnsafeBufferPointer { cells in
        values.withUnsafeMutableBufferPointer { values in
          for definition in definitions where definition.isLive {
            var sum = definition.constant
            for at in definition.cellRange {
              let cell = cells[at]
              sum += cell.coefficient * values[Int(cell.symbol)]
            }
            values[Int(definition.variable)] = sum
          }
        }
      }
    }
  }

  /// After a full update, starts noting changes from a fresh index, when changes are tracked.
  private mutating func startTracking() {
    guard tracksChanges else { return }
    changes.clear()
    if !changes.hasIndex { changes.index(definitions, cells: definitionCells, kinds: kind) }
    changes.isOn = true
  }

  /// Writes the solution into the variables a change since the last update may have reached,
  /// calling `report` for each whose value changed; the result is that of a full update.
  mutating func updateChangedVariables(report: (Variable) -> Void) {
    guard changes.isOn else {
      updateVariables(report: report)
      return
    }
    var pending = IndexHeap()
    swap(&pending, &pendingDefinitions)  // reuse its storage without sharing it
    pending.removeAll()
    defer { swap(&pending, &pendingDefinitions) }
    for symbol in changes.noted {
      // A defined symbol noted: its own definition moved.
      if let index = status[Int(symbol)].definitionIndex { pending.push(index) }
      pushUsers(of: symbol, &pending)
    }
    var last: Int32? = nil  // the heap may hold a definition more than once
    while let d = pending.popMin() {
      if d == last { continue }
      last = d
      let definition = definitions[Int(d)]
      guard definition.isLive else { continue }
      var sum = definition.constant
      for at in definition.cellRange {
        let cell = definitionCells[at]
        sum += cell.coefficient * value(of: cell.symbol)
      }
      let v = Int(definition.variable)
      if values[v] != sum {
        values[v] = sum
        changes.note(definition.variable)
        pushUsers(of: definition.variable, &pending)
      }
    }
    writeReleased(report: report)
    for symbol in changes.noted where kind[Int(symbol)] == .external {
      guard let variable = variable(of: symbol) else { continue }
      let new = value(of: symbol)
      if variable.value != new {
        variable.value = new
        report(variable)
      }
    }
    changes.clear()
  }

  /// Pushes the definitions that name `symbol`: for a variable, from its list; for a marker, its
  /// own constraint's definition, the only one that can name it.
  @inline(__always)
  private mutating func pushUsers(of symbol: Int32, _ pending: inout IndexHeap) {
    let s = Int(symbol)
    guard kind[s] == .external else {
      let r = owner[s]
      if r != noRecord, let definition = records[Int(r)].definition { pending.push(definition) }
      return
    }
    var link = changes.firstUse[s]
    while link != ChangeLog.endOfList {
      pending.push(changes.uses[Int(link)].definition)
      link = changes.uses[Int(link)].next
    }
  }

  /// Sets the variables no constraint names any more to zero.
  private mutating func writeReleased(report: (Variable) -> Void) {
    for variable in released where knownSymbol(for: variable) == nil && variable.value != 0 {
      variable.value = 0
      report(variable)
    }
    if !released.isEmpty { released.removeAll() }
  }
}
