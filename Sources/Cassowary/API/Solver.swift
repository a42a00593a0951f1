/// An incremental Cassowary constraint solver.
///
/// Add required and optional linear constraints, then read the variables' values after
/// ``updateVariables()``. Constraints can be added and removed at any time; edit variables take
/// a stream of suggested values (a window being resized, a view being dragged) and re-solve in
/// a few pivots.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(left == 10)
/// try solver.addConstraint(width >= 20)
/// try solver.addConstraint((width == 50) | .strong)
/// try solver.addEditVariable(width, strength: .medium)   // weaker than `width == 50`
/// try solver.suggestValue(80, for: width)
/// solver.updateVariables()
/// // left.value == 10, width.value == 50
/// ```
///
/// The solver gives the same answers as kiwi, with these differences: a call that throws
/// changes nothing; an unsatisfiable constraint is reported with the constraints it conflicts
/// with; and its cost grows about linearly with the size of layout-shaped systems (see the
/// article "How the solver works").
///
/// A solver is not thread-safe; use it (and its variables) from one thread or actor at a time.
///
/// ## Costs
///
/// Each call's `Complexity` is stated in what the call touches, not in the size of the solver:
/// *t* is the number of terms of the constraint at hand; *k* the number of cells of the tableau
/// row it becomes (its terms, with the definitions and rows of the variables they name expanded
/// into them); and the rows that hold a given symbol are found through a column index, without
/// scanning the tableau. A simplex *pivot* merges one row into each row that holds the entering
/// symbol, O(k + the length of that row) for each. How many pivots a change takes depends on
/// the system and, as for every simplex method, is not bounded by a polynomial in the worst
/// case. Dictionary lookups are O(1) expected.
public final class Solver {
  var core = SolverCore.makeForNewSolver()

  /// Creates an empty solver.
  ///
  /// - Complexity: O(1); the solver's tables are allocated at its first constraint, or come
  ///   from a small solver that went away (its storage is kept, emptied, for the next one).
  public init() {}

  deinit {
    SolverCore.recycle(&core)
  }

  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already in the solver,
  ///   ``SolverError/nonFiniteConstraint(_:)`` if a number in it is not finite, and
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required and cannot hold
  ///   with the required constraints already added. The solver is unchanged after any of them.
  /// - Complexity: O(t) when the constraint names a variable that nothing in the solver mentions
  ///   yet (the next view of a chain): the constraint becomes that variable's definition as it
  ///   is. Otherwise, building its row costs its *t* terms plus the cells of every definition and
  ///   row it expands, plus O(k log k) to sort the row; putting the row in substitutes it into
  ///   each row that holds its subject, O(k + that row's length) each; then come the pivots of
  ///   the simplex (see Costs above). A required constraint that cannot hold also undoes what
  ///   it changed, in proportion, and minimizes the conflict it reports: for a conflict of m ≤ 48
  ///   constraints, m + 1 scratch solves of up to m + 1 constraints each.
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    try core.add(constraint)
  }

  /// Adds several constraints in order, stopping at the first that fails (those before it stay).
  ///
  /// - Complexity: The sum of ``addConstraint(_:)`` over the constraints added.
  public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
    for constraint in constraints { try core.add(constraint) }
  }

  /// Adds `constraints[start...]` in order, going on past any that fails, and returns the
  /// position and error of each that failed (left out, as ``addConstraint(_:)`` leaves it).
  ///
  /// For the layers of this package that add a batch and report each failure after it: the
  /// batch is one access to the solver's state, where a call per constraint checks exclusive
  /// access each time (1 % of a feed cell's first layout).
  package func addEach(
    _ constraints: [Constraint], from start: Int
  ) -> [(position: Int, error: SolverError)] {
    var failures: [(position: Int, error: SolverError)] = []
    core.addEach(constraints, from: start, failures: &failures)
    return failures
  }

  /// Whether the solver is as ``init()`` made it: no variable or edit variable ever used, no
  /// constraint, and the default settings.
  ///
  /// For the layers of this package that keep a solver ready before their first batch and start
  /// each batch in a new one: an untouched solver can take the batch itself, rather than be
  /// replaced by another just like it (the engine of a feed cell made and dropped one per cell,
  /// 1 % of its first layout).
  package var isUntouched: Bool {
    core.symbolCount == 0 && core.records.isEmpty && core.edits.isEmpty && !core.tracksChanges
      && core.explainsConflicts
  }

  /// Removes a constraint.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
  /// - Complexity: For a constraint held as a definition, first O(cells expanded + k log k) to
  ///   turn the definition into a row. Each error of an optional constraint then costs O(its
  ///   row) to leave the objective. Taking the constraint's row out costs O(k) when its marker is
  ///   basic; otherwise O(c log k) to choose among the c rows that hold the marker, and a pivot
  ///   on the row chosen. Then come the pivots that re-optimize (see Costs above), and O(t) to
  ///   release the variables. Once more than 64 definitions are dead and they are the majority,
  ///   they are compacted away: O(definitions), amortized O(1) per removal, plus, with
  ///   ``tracksChanges`` on, O(symbols + the definitions' cells) to list them again.
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    try core.remove(constraint)
  }

  /// Whether the constraint is in the solver.
  ///
  /// - Complexity: O(1) expected.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    guard let r = core.recordIndex(of: constraint) else { return false }
    return !core.records[Int(r)].isEdit
  }

  /// The constraints you added, in no particular order (edit variables' own constraints are
  /// not listed: ``removeEditVariable(_:)`` removes those).
  ///
  /// - Complexity: O(the most constraints the solver has held at once): it walks the records,
  ///   free ones included.
  public var constraints: [Constraint] {
    core.records.compactMap { $0.isEdit ? nil : $0.constraint }
  }

  /// Makes `variable` an edit variable: a variable whose value you suggest with
  /// ``suggestValue(_:for:)``, held there with the given (non-required) strength.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it already is one, and
  ///   ``SolverError/badRequiredStrength(_:)`` if `strength` is required.
  /// - Complexity: That of ``addConstraint(_:)`` for the one-term constraint `variable == 0` the
  ///   edit holds: amortized O(1) when nothing else mentions the variable yet.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    try core.addEditVariable(variable, strength: strength)
  }

  /// Stops `variable` being an edit variable.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not one.
  /// - Complexity: That of ``removeConstraint(_:)`` for the edit's constraint.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try core.removeEditVariable(variable)
  }

  /// Whether `variable` is an edit variable.
  ///
  /// - Complexity: O(1) expected.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    core.edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable; the solution follows at the edit's strength.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if `variable` is not an edit variable,
  ///   ``SolverError/nonFiniteSuggestion(_:_:)`` if `value` is not finite.
  /// - Complexity: O(c log k) for the c rows that hold the edit's marker (each row's constant
  ///   moves; finding the marker's cell is a binary search), or O(cells) when the edit is held
  ///   as a definition, plus the dual simplex pivots that restore feasibility, each a pivot as
  ///   in Costs above. Nothing is rebuilt.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try core.suggestValue(value, for: variable)
  }

  /// Changes the constant of a constraint's expression, in place: the solution is that of
  /// removing the constraint and adding a copy with the new constant, but the solver keeps its
  /// tableau and only moves the constants of the rows the constraint reaches (as edit variables
  /// do), then restores feasibility with the dual simplex.
  ///
  /// The constraint object itself is immutable and keeps its expression; the new constant is the
  /// solver's. Remember that a constraint is `expression (==, <=, >=) 0`, so `x == 10` has the
  /// constant -10.
  ///
  /// ```swift
  /// let x = Variable("x")
  /// let pin = x == 10                      // x - 10 == 0
  /// try solver.addConstraint(pin)
  /// try solver.setConstant(-25, for: pin)  // now x - 25 == 0
  /// solver.updateVariables()
  /// // x.value == 25
  /// ```
  ///
  /// Where the optimum is not unique (a variable free to move at no cost), the solution may
  /// differ from removing and adding again, as it may between two orders of adding.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if the constraint is not in the solver (edit
  ///   variables' constraints included: use ``suggestValue(_:for:)``),
  ///   ``SolverError/nonFiniteConstraint(_:)`` if `constant` is not finite, and
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if the constraint is required and
  ///   cannot hold with the new constant. The solver is unchanged after any of them.
  /// - Complexity: As ``suggestValue(_:for:)``: O(c log k) for the c rows that hold the
  ///   constraint's marker, plus the dual simplex pivots; each row changed is also saved once,
  ///   O(its length), in case the constant cannot hold. When it cannot, putting the rows back
  ///   costs about as much again, and the conflict is minimized as in ``addConstraint(_:)``.
  public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
    try core.setConstant(constant, of: constraint)
  }

  /// Writes the current solution into every variable's ``Variable/value``.
  ///
  /// - Complexity: O(the cells of every definition + the number of variables): each definition
  ///   is computed, in order, and each variable written, as is each variable released since the
  ///   last update. Definitions left dead by removals since the last compaction are skipped in
  ///   O(1) each.
  public func updateVariables() {
    core.updateVariables()
  }

  /// Whether the solver keeps track of what each change may reach, so that
  /// ``updateVariables(reportingChanges:)`` visits only those variables.
  ///
  /// Off by default: while on, each definition the solver makes is listed under the variables it
  /// names, and each change notes what it touches. Turn it on before adding constraints, so that
  /// the lists are made as the definitions are (turning it on later lists the existing ones at
  /// once).
  ///
  /// - Complexity: Reading, O(1). Turning it on, O(symbols + the cells of every definition), to
  ///   list the definitions under the variables they name; turning it off, O(1) plus releasing
  ///   those lists. While on, each definition made costs O(its cells) more and each change O(1)
  ///   more.
  public var tracksChanges: Bool {
    get { core.tracksChanges }
    set {
      core.tracksChanges = newValue
      core.changes.invalidate()
      if newValue {
        core.changes.index(core.definitions, cells: core.definitionCells, kinds: core.kind)
      }
    }
  }

  /// Writes the current solution into the variables, like ``updateVariables()``, and calls
  /// `report` with each variable whose value changed.
  ///
  /// With ``tracksChanges`` on, every update after the first visits only the variables that a
  /// change since the previous update may have reached, so that moving one constant of a large
  /// system (``setConstant(_:for:)``, ``suggestValue(_:for:)``) costs about what it changes.
  ///
  /// ```swift
  /// solver.tracksChanges = true
  /// solver.updateVariables()
  /// try solver.setConstant(-25, for: pin)
  /// solver.updateVariables { variable in print(variable, variable.value) }  // x 25.0
  /// ```
  ///
  /// - Complexity: With ``tracksChanges`` on, after the first update: O(m log m + the cells of
  ///   the definitions recomputed), where m counts the symbols the changes since the last update
  ///   noted (rows moved, pivots, definitions made or moved) and the definitions that name them,
  ///   directly or through a defined variable whose value moved; each is visited once. Otherwise
  ///   that of ``updateVariables()``. Plus one call of `report` per variable that changed.
  public func updateVariables(reportingChanges report: (Variable) -> Void) {
    if core.tracksChanges {
      core.updateChangedVariables(report: report)
    } else {
      core.updateVariables(report: report)
    }
  }

  /// Makes room for about `constraints` more constraints over about `variables` more variables, so
  /// that a large batch of additions does not grow the solver's tables step by step.
  ///
  /// It is only a hint: the solver works the same without it, or when the numbers are off.
  ///
  /// ```swift
  /// solver.reserveCapacity(constraints: 4_000, variables: 4_000)
  /// for constraint in constraints { try solver.addConstraint(constraint) }
  /// ```
  ///
  /// - Complexity: O(the solver's current size) when the tables must move to larger storage;
  ///   O(1) when they are large enough already.
  public func reserveCapacity(constraints: Int, variables: Int) {
    core.reserveCapacity(constraints: Swift.max(0, constraints), variables: Swift.max(0, variables))
  }

  /// Makes room for adding `constraints` over at most `variables` more variables, with exactly
  /// the symbols they can make, so that the batch grows none of the solver's tables.
  ///
  /// Each constraint brings at most its own symbols (a slack for an inequality, an error for an
  /// optional one; a dummy for a required equality, two errors for an optional one), and each
  /// variable one symbol: room for that many and a sixteenth more (for the few constraints that
  /// often follow a batch), rather than the two a constraint
  /// ``reserveCapacity(constraints:variables:)`` assumes. Like it, only a hint: the solver works
  /// the same without it.
  ///
  /// ```swift
  /// solver.reserveCapacity(for: constraints, variables: 4 * views)
  /// for constraint in constraints { try solver.addConstraint(constraint) }
  /// ```
  ///
  /// - Complexity: O(`constraints.count`), plus that of
  ///   ``reserveCapacity(constraints:variables:)``.
  public func reserveCapacity(for constraints: [Constraint], variables: Int) {
    var symbols = Swift.max(0, variables)
    for constraint in constraints { symbols += constraint.symbolsMade }
    core.reserveCapacity(
      constraints: constraints.count, variables: Swift.max(0, variables), symbols: symbols)
  }

  /// Removes every constraint and edit variable, as if the solver were new.
  ///
  /// - Complexity: O(the symbols the solver made + its constraints), to empty its tables; their
  ///   storage is kept.
  public func reset() {
    let explains = core.explainsConflicts
    let tracks = core.tracksChanges
    core.empty()
    core.identity = SolverCore.newIdentity()
    core.explainsConflicts = explains
    core.tracksChanges = tracks
  }
}
