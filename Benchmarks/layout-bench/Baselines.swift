import BenchmarkSupport
import Cassowary

/// A solver constraint written out as data: what a program that uses the solver directly
/// holds before it builds the constraint.
struct WrittenConstraint {
  let variables: [Variable]
  let coefficients: [Double]
  let constant: Double
  let relation: RelationalOperator
  let strength: Strength
  /// The strength below zero: ``strength`` except for an equality whose sides cost differently.
  let strengthBelow: Strength

  init(_ constraint: Constraint) {
    variables = constraint.expression.terms.map(\.variable)
    coefficients = constraint.expression.terms.map(\.coefficient)
    constant = constraint.expression.constant
    relation = constraint.relation
    strength = constraint.strength
    strengthBelow = constraint.strengthBelow
  }

  /// The constraint, built as a direct user of the solver builds it: its terms, its
  /// expression, the constraint.
  @inline(__always)
  func build() -> Constraint {
    var terms: [Term] = []
    terms.reserveCapacity(variables.count)
    for k in variables.indices { terms.append(Term(variables[k], coefficients[k])) }
    let expression = Expression(terms, constant: constant)
    guard strengthBelow != strength else {
      return Constraint(expression, relation, strength: strength)
    }
    return Constraint(expression, above: strength, below: strengthBelow)
  }
}

/// The baseline: the engine's solver constraints, written out beforehand, built, added to a new
/// solver, solved, and every variable read.
///
/// Returns the time and the sum of the values read.
func timeDirect(
  _ written: [WrittenConstraint], _ variables: [Variable], on clock: BenchmarkClock
) -> (Double, Double) {
  timeSolving(reading: variables, on: clock) { solver in
    for w in written { try? solver.addConstraint(w.build()) }
  }
}

/// The stricter baseline: the engine's own constraint objects, so that building them is not
/// timed, added to a new solver, solved, and every variable read.
func timePrebuilt(
  _ same: [Constraint], _ variables: [Variable], on clock: BenchmarkClock
) -> (Double, Double) {
  timeSolving(reading: variables, on: clock) { solver in
    for c in same { try? solver.addConstraint(c) }
  }
}

/// Times a new solver given its constraints by `add`, solved, and `variables` read.
///
/// The solver is kept until after the timing, as the engine keeps its own. Returns the time and the
/// sum of the values read.
func timeSolving(
  reading variables: [Variable], on clock: BenchmarkClock, _ add: (Solver) -> Void
) -> (Double, Double) {
  var kept: Solver?
  var sum = 0.0
  tidyHeap()
  let time = clock.milliseconds {
    let solver = Solver()
    add(solver)
    solver.updateVariables()
    for variable in variables { sum += variable.value }
    kept = solver
  }
  blackHole(sum, kept)
  return (time, sum)
}

/// The sum of the variables' values, as the last solver to update them left them.
func valueSum(_ variables: [Variable]) -> Double { variables.reduce(0) { $0 + $1.value } }

/// Every variable the constraints name, once each.
func distinctVariables(of constraints: [Constraint]) -> [Variable] {
  var seen = Set<ObjectIdentifier>()
  var variables: [Variable] = []
  for constraint in constraints {
    for term in constraint.expression.terms
    where seen.insert(ObjectIdentifier(term.variable)).inserted {
      variables.append(term.variable)
    }
  }
  return variables
}

/// Keeps a value alive and observed, so that the work producing it is not optimized away.
@inline(never)
func blackHole(_ sum: Double, _ solver: Solver?) {
  if sum.isNaN && solver == nil { print("") }
}
