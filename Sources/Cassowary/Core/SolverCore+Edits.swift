// Edit variables: each is an optional constraint `variable == suggested`, whose constant moves in
// place (see `shiftConstant(ofRecord:by:)`) with every suggestion.

extension SolverCore {
  mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .badRequiredStrength(variable) }
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    try add(constraint)
    guard let r = recordIndex(of: constraint) else {
      preconditionFailure("a constraint that add(_:) accepted has a record")
    }
    records[Int(r)].isEdit = true
    edits[key] = EditRecord(variable: variable, constraint: constraint, record: r, suggested: 0)
  }

  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    removeRecord(edit.record)
  }

  mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard value.isFinite else {
      if edits[ObjectIdentifier(variable)] == nil { throw .unknownEditVariable(variable) }
      throw .nonFiniteSuggestion(variable, value)
    }
    let moved = edits.update(ObjectIdentifier(variable)) { edit in
      let delta = value - edit.suggested
      edit.suggested = value
      return (edit.record, delta)
    }
    guard let (record, delta) = moved else { throw .unknownEditVariable(variable) }
    // The edit constraint is `variable - suggested == 0`: its constant moves by -delta.
    shiftConstant(ofRecord: record, by: -delta)
    dualOptimize()
    compactCellsIfSparse()
  }
}
