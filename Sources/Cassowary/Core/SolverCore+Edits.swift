// Edit variables: each is an optional constraint `variable == suggested`, whose constant moves in
// place (see `shiftConstant(ofRecord:by:)`) with every suggestion.

extension SolverCore {
  mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .badRequiredStrength(variable) }
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    try add(constraint)
    guard let r = recordOf[ObjectIdentifier(constraint)] else {
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
    guard let at = edits.index(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
    let edit = edits.values[at]
    let delta = value - edit.suggested
    edits.values[at].suggested = value
    // The edit constraint is `variable - suggested == 0`: its constant moves by -delta.
    shiftConstant(ofRecord: edit.record, by: -delta)
    dualOptimize()
  }
}
