/// What the solver keeps for each constraint it holds, at a record index that the constraint's
/// own symbols name as their ``SolverCore/owner``.
struct ConstraintRecord {
  /// The constraint, or nil while the record is on the free list.
  var constraint: Constraint?
  /// The symbol that tracks the constraint through pivots: its slack, dummy or first error.
  var marker: Int32
  /// The second error symbol of an optional constraint, or ``noSymbol``.
  var other: Int32
  /// The coefficient of `marker` in the constraint's own row, before any sign flip.
  var markerSign: Double
  /// The weight of the constraint's errors in the objective: of `marker` when it is an error.
  var strength: Double
  /// The weight of `other` in the objective: ``strength``, except for an equality whose sides
  /// cost differently (``Constraint/init(_:above:below:)``), where it is the cost below.
  var otherStrength: Double
  /// The constant of the constraint's expression as the solver holds it: the expression's own,
  /// until ``Solver/setConstant(_:for:)`` moves it.
  var constant: Double
  /// The index of the definition that holds the constraint, or nil when it is in the tableau.
  var definition: Int32?
  /// Whether the constraint is an edit variable's, which only the edit calls may touch.
  var isEdit = false

  /// The constraint's own symbols: its marker, then its second error when it has one.
  var ownSymbols: OwnSymbols { OwnSymbols(first: marker, second: other) }

  /// The weight in the objective of `symbol`, one of the constraint's own errors.
  func weight(of symbol: Int32) -> Double { symbol == other ? otherStrength : strength }

  /// A record on the free list.
  static let free = ConstraintRecord(
    constraint: nil, marker: noSymbol, other: noSymbol, markerSign: 1, strength: 0,
    otherStrength: 0, constant: 0, definition: nil)
}

/// A constraint's own symbols (``ConstraintRecord/ownSymbols``), to loop over without
/// allocating an array: each of its two fields that holds a symbol, in order.
struct OwnSymbols: Sequence, IteratorProtocol {
  var first: Int32
  var second: Int32

  mutating func next() -> Int32? {
    while !isSymbol(first) {
      guard isSymbol(second) else { return nil }
      first = second
      second = noSymbol
    }
    let symbol = first
    first = second
    second = noSymbol
    return symbol
  }
}

/// The owner of a symbol that belongs to no constraint: an external variable's, or a free one.
let noRecord: Int32 = -1

/// What the solver keeps for each edit variable.
struct EditRecord {
  var variable: Variable
  var constraint: Constraint
  /// The record of the edit's own constraint, `variable == suggested`.
  var record: Int32
  var suggested: Double
}
