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

/// The status of a symbol that is neither basic nor defined.
let parametric: Int32 = -1

/// Cells and constants smaller than this in magnitude are treated as zero, as kiwi does.
let epsilon = 1e-8

/// Whether a number is zero within ``epsilon``.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
  abs(value) < epsilon
}
