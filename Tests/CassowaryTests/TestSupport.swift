// Helpers shared by the test files: tolerant comparisons, invariant checks, and a way to run a
// call that must fail and confirm that it left the solver exactly as it was.

import Testing

@testable import Cassowary

/// Whether `a` and `b` agree within a relative tolerance (absolute for numbers below 1).
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Expects `actual` to be within a relative tolerance of `expected`.
func expectClose(
  _ actual: Double, _ expected: Double, _ what: @autoclosure () -> String = "",
  tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    isClose(actual, expected, tolerance: tolerance),
    "\(what()): got \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// Expects each variable's value to be close to the value paired with it.
func expectValues(
  _ expected: KeyValuePairs<Variable, Double>, tolerance: Double = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (variable, value) in expected {
    expectClose(
      variable.value, value, variable.name, tolerance: tolerance, sourceLocation: sourceLocation)
  }
}

/// Expects the solver's internal state to pass its full consistency check.
func expectConsistent(
  _ solver: Solver, _ context: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let problems = solver.core.invariantViolations()
  #expect(
    problems.isEmpty, "\(context()) invariant violations: \(problems)",
    sourceLocation: sourceLocation)
}

/// Runs `body` and returns the error it threw, or nil.
func solverError(_ body: () throws(SolverError) -> Void) -> SolverError? {
  do {
    try body()
    return nil
  } catch {
    return error
  }
}

/// Runs a call that must throw and checks that it left the solver as it was; returns the error so
/// that the caller can check its case and payload.
///
/// As it was means the same dump, the same constraints, the same values after an update, and a
/// consistent state.
@discardableResult
func expectFailureLeavesSolverUnchanged(
  _ solver: Solver, watching variables: [Variable],
  _ context: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws(SolverError) -> Void
) -> SolverError? {
  solver.updateVariables()
  let dumpBefore = solver.dump()
  let valuesBefore = variables.map(\.value)
  let constraintsBefore = Set(solver.constraints.map(ObjectIdentifier.init))
  let error = solverError(body)
  #expect(error != nil, "\(context()) expected the call to throw", sourceLocation: sourceLocation)
  #expect(
    solver.dump() == dumpBefore, "\(context()) the dump changed after a failed call",
    sourceLocation: sourceLocation)
  #expect(
    Set(solver.constraints.map(ObjectIdentifier.init)) == constraintsBefore,
    "\(context()) the constraint set changed after a failed call", sourceLocation: sourceLocation)
  expectConsistent(solver, context(), sourceLocation: sourceLocation)
  solver.updateVariables()
  #expect(
    variables.map(\.value) == valuesBefore,
    "\(context()) values changed after a failed call: \(valuesBefore) -> \(variables.map(\.value))",
    sourceLocation: sourceLocation)
  return error
}

/// What an error is about, for comparing two errors: its case, the constraint or variable it
/// names (by identity) and, for a suggestion, the value suggested.
private func parts(
  of error: SolverError
) -> (kind: String, culprit: ObjectIdentifier, value: Double?) {
  switch error {
  case .duplicateConstraint(let c): return ("duplicateConstraint", ObjectIdentifier(c), nil)
  case .unknownConstraint(let c): return ("unknownConstraint", ObjectIdentifier(c), nil)
  case .unsatisfiableConstraint(let c, _):
    return ("unsatisfiableConstraint", ObjectIdentifier(c), nil)
  case .duplicateEditVariable(let v): return ("duplicateEditVariable", ObjectIdentifier(v), nil)
  case .unknownEditVariable(let v): return ("unknownEditVariable", ObjectIdentifier(v), nil)
  case .badRequiredStrength(let v): return ("badRequiredStrength", ObjectIdentifier(v), nil)
  case .nonFiniteConstraint(let c): return ("nonFiniteConstraint", ObjectIdentifier(c), nil)
  case .nonFiniteSuggestion(let v, let value):
    return ("nonFiniteSuggestion", ObjectIdentifier(v), value)
  }
}

/// Expects `error` to be `expected`: the same case, naming the same constraint or variable, and
/// for a suggestion the same value (NaN for NaN).
///
/// An unsatisfiable constraint's conflicts are not compared here; see ``conflicts(of:failing:)``.
///
/// - Returns: Whether the error is of the expected case, so that a test can stop where the rest
///   of it would make no sense.
@discardableResult
func expectError(
  _ error: SolverError?, _ expected: SolverError, _ context: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  let want = parts(of: expected)
  guard let error, parts(of: error).kind == want.kind else {
    Issue.record(
      "\(context()) expected \(want.kind), got \(String(describing: error))",
      sourceLocation: sourceLocation)
    return false
  }
  let got = parts(of: error)
  #expect(
    got.culprit == want.culprit, "\(context()) \(want.kind) names another culprit: \(error)",
    sourceLocation: sourceLocation)
  if let value = want.value {
    let same = got.value.map { $0 == value || ($0.isNaN && value.isNaN) } ?? false
    #expect(same, "\(context()) expected \(value), got \(error)", sourceLocation: sourceLocation)
  }
  return true
}

/// The identities of some constraints, for comparing conflict sets regardless of order.
func identities(_ constraints: [Constraint]) -> Set<ObjectIdentifier> {
  Set(constraints.map(ObjectIdentifier.init))
}

/// The conflict list of an unsatisfiable-constraint error thrown for `failing`, or nil when the
/// error is of another case or names another constraint.
func conflicts(of error: SolverError?, failing: Constraint) -> [Constraint]? {
  guard case .unsatisfiableConstraint(let culprit, let conflicts)? = error, culprit === failing
  else { return nil }
  return conflicts
}

/// The text of a solver that holds nothing.
let emptyDump = Solver().dump()

/// A constraint's error as the objective counts it: how far its expression is from holding.
func violation(of constraint: Constraint) -> Double {
  let v = constraint.expression.value
  switch constraint.relation {
  case .equal: return abs(v)
  case .lessThanOrEqual: return max(0, v)
  case .greaterThanOrEqual: return max(0, -v)
  }
}

/// Expects the solver to hold nothing: its dump equal to a fresh solver's.
func expectEmptyDump(
  _ solver: Solver, _ context: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let dump = solver.dump()
  #expect(dump == emptyDump, "\(context()) the solver is not empty", sourceLocation: sourceLocation)
}
