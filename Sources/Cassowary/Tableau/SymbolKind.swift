// Symbols are the solver's own unknowns: one per external variable, plus the slack, error and
// dummy symbols each constraint brings. They are small integers that index the solver's
// per-symbol arrays, so hot loops never touch a reference type.

/// What a symbol stands for, which decides how the simplex may move it.
enum SymbolKind: UInt8 {
  /// A user variable: unrestricted in sign, never in the objective.
  case external
  /// The slack of an inequality: restricted to be non-negative.
  case slack
  /// The error of an optional constraint: non-negative, weighted in the objective.
  case error
  /// The marker of a required equality: always zero, never pivoted in by the simplex.
  case dummy
  /// A symbol on the free list, waiting to be reused.
  case unused

  /// Whether the simplex may pivot such a symbol into the basis: slacks and errors only.
  var isPivotable: Bool { self == .slack || self == .error }
}

/// The symbol field of something that has none: a free row's basic symbol, a dead definition's
/// variable, the second error of a constraint that has one error or none.
let noSymbol: Int32 = -1

/// Whether a symbol field holds a symbol, not ``noSymbol``.
///
/// Tested as `>= 0` (``noSymbol`` is the only negative value a symbol field takes), so that the
/// optimizer knows the symbol is a valid index into the per-symbol arrays and drops a check.
@inline(__always)
func isSymbol(_ symbol: Int32) -> Bool {
  symbol >= 0
}
