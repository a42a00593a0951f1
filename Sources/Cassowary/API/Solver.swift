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
public final class Solver {
  var core = SolverCore()

  /// Creates an empty solver.
  public init() {}

  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already in the solver,
  ///   ``SolverError/nonFiniteConstraint(_:)`` if a number in it is not finite, and
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required and cannot hold
  ///   with the required constraints already added. The solver is unchanged after any of them.
  /// - Complexity: Proportional to the rows it touches; a constraint that introduces a new
  ///   variable (the next view in a chain) costs O(size of the constraint).
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    try core.add(constraint)
  }

  /// Adds several constraints in order, stopping at the first that fails (those before it stay).
  public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
    for constraint in constraints { try core.add(constraint) }
  }

  /// Removes a constraint.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    try core.remove(constraint)
  }

  /// Whether the constraint is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    guard let r = core.recordOf[ObjectIdentifier(constraint)] else { return false }
    return !core.records[Int(r)].isEdit
  }

  /// The constraints you added, in no particular order (edit variables' own constraints are
  /// not listed: ``removeEditVariable(_:)`` removes those).
  public var constraints: [Constraint] {
    core.records.compactMap { $0.isEdit ? nil : $0.constraint }
  }

  /// Makes `variable` an edit variable: a variable whose value you suggest with
  /// ``suggestValue(_:for:)``, held there with the given (non-required) strength.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it already is one, and
  ///   ``SolverError/badRequiredStrength(_:)`` if `strength` is required.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    try core.addEditVariable(variable, strength: strength)
  }

  /// Stops `variable` being an edit variable.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not one.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try core.removeEditVariable(variable)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    core.edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable; the solution follows at the edit's strength.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if `variable` is not an edit variable,
  ///   ``SolverError/nonFiniteSuggestion(_:_:)`` if `value` is not finite.
  /// - Complexity: The rows that mention the edit, plus the dual simplex pivots it causes.
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
  /// - Complexity: The rows that hold the constraint's marker, plus the dual simplex pivots.
  public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
    try core.setConstant(constant, of: constraint)
  }

  /// Writes the current solution into every variable's ``Variable/value``.
  ///
  /// - Complexity: O(number of variables and definitions).
  public func updateVariables() {
    core.updateVariables()
  }

  /// Whether the solver keeps track of what each change may reach, so that
  /// ``updateVariables(reportingChanges:)`` visits only those variables. Off by default: while
  /// on, each definition the solver makes is listed under the variables it names, and each
  /// change notes what it touches. Turn it on before adding constraints, so that the lists are
  /// made as the definitions are (turning it on later lists the existing ones at once).
  public var tracksChanges: Bool {
    get { core.tracksChanges }
    set {
      core.tracksChanges = newValue
      core.changes.invalidate()
      if newValue { core.changes.index(core.definitions, kinds: core.kind) }
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
  /// - Complexity: With ``tracksChanges``, the rows, definitions and variables the changes
  ///   reached; otherwise that of ``updateVariables()``.
  public func updateVariables(reportingChanges report: (Variable) -> Void) {
    if core.tracksChanges {
      core.updateChangedVariables(report: report)
    } else {
      core.updateVariables(report: report)
    }
  }

  /// Makes room for about `constraints` more constraints over about `variables` more variables,
  /// so that a large batch of additions does not grow the solver's tables step by step. Only a
  /// hint: the solver works the same without it, or when the numbers are off.
  ///
  /// ```swift
  /// solver.reserveCapacity(constraints: 4_000, variables: 4_000)
  /// for constraint in constraints { try solver.addConstraint(constraint) }
  /// ```
  public func reserveCapacity(constraints: Int, variables: Int) {
    core.reserveCapacity(constraints: Swift.max(0, constraints), variables: Swift.max(0, variables))
  }

  /// Removes every constraint and edit variable, as if the solver were new.
  public func reset() {
    var fresh = SolverCore()
    fresh.explainsConflicts = core.explainsConflicts
    fresh.tracksChanges = core.tracksChanges
    core = fresh
  }
}
