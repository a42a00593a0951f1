// What the solver shows of itself for debugging: a dump of its state, and its consistency check.

extension Solver {
  /// A readable dump of the solver's state for debugging: the objective, every tableau row,
  /// every definition, the edit variables and the constraints, with symbols named after their
  /// variables (`x`) or their kind and number (`s12` slack, `e7` error, `d3` dummy).
  ///
  /// The text is deterministic for a given state, so two dumps can be compared.
  ///
  /// - Complexity: O(symbols + every row's and definition's cells, each row sorted by name), plus
  ///   sorting the lines.
  public func dump() -> String {
    core.dump()
  }

  /// Checks every internal invariant of the solver and describes each one broken; empty when the
  /// state is consistent.
  ///
  /// For tests and debugging tools; not API.
  ///
  /// - Complexity: O(symbols + every row's and definition's cells, each column sorted once), plus
  ///   O(entering candidates) for each negative objective coefficient.
  public func _invariantViolations() -> [String] {
    core.invariantViolations()
  }
}
