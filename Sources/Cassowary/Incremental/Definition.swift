/// A constraint kept as the definition of a variable that nothing else mentioned when the
/// constraint was added: `variable = constant + sum(cells)`, its cells in the solver's
/// `definitionCells` from `start` (so that definitions, like rows, are plain data in one array).
///
/// The right side is the constraint as written, solved for that variable: it names other
/// variables (which may themselves be defined, basic or parametric) and the constraint's own
/// slack, error or dummy symbols, never substituted. Because nothing in the tableau mentions a
/// defined variable, the simplex never needs its row; its value is computed on demand, in the
/// order definitions were made, which is a topological order.
///
/// This is what keeps a chain of views linear: `left[i] == left[i-1] + width[i-1] + 8` defines
/// `left[i]` in three cells, where a fully substituted tableau would hold a row of every error
/// symbol upstream.
struct Definition {
  /// The defined symbol, or ``noSymbol`` once the definition is gone.
  var variable: Int32
  /// The record of the constraint the definition holds.
  var record: Int32
  /// Where the definition's cells start in `definitionCells`, and how many there are.
  var start: Int32
  var count: Int32
  var constant: Double

  /// The positions of the definition's cells in `definitionCells`.
  @inline(__always)
  var cellRange: Range<Int> { Int(start)..<(Int(start) + Int(count)) }

  /// Whether the definition still defines its variable.
  ///
  /// Tested as `variable >= 0` (``noSymbol`` is the only negative value it takes), so that the
  /// optimizer knows the variable is a valid index and drops the bounds check of `values[...]`
  /// in the update loops: `!= noSymbol` cost 4 % more instructions in ``computeDefinitions()``.
  @inline(__always)
  var isLive: Bool { variable >= 0 }
}
