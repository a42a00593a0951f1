// Seeded random tests: long sequences of every operation with the solver's consistency checked
// after each step, and small random problems whose optimum is found independently by brute
// force over the vertices of their hyperplane arrangement.

import TestSupport
import Testing

@testable import Cassowary

/// Random constraints over a fixed pool of variables, with a hidden integer point `target`
/// that the "safe" required constraints are built to hold at.
struct ConstraintFactory {
  let variables: [Variable]
  let target: [ObjectIdentifier: Double]
  /// Whether optional strengths go up to strong and beyond, or stay at 5000 and below.
  var allowsStrong = true

  init(variables: [Variable], rng: inout SplitMix64, allowsStrong: Bool = true) {
    self.variables = variables
    self.allowsStrong = allowsStrong
    var target: [ObjectIdentifier: Double] = [:]
    for v in variables { target[ObjectIdentifier(v)] = Double(rng.int(-10...10)) }
    self.target = target
  }

  /// 1 to `maxTerms` distinct variables with small nonzero integer coefficients.
  func randomTerms(_ rng: inout SplitMix64, maxTerms: Int = 3) -> [Term] {
    let count = rng.int(1...min(maxTerms, variables.count))
    var pool = variables
    var terms: [Term] = []
    for _ in 0..<count {
      let v = pool.remove(at: rng.int(0...(pool.count - 1)))
      var c = 0
      while c == 0 { c = rng.int(-3...3) }
      terms.append(Term(v, Double(c)))
    }
    return terms
  }

  func randomRelation(_ rng: inout SplitMix64) -> RelationalOperator {
    rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
  }

  func randomOptionalStrength(_ rng: inout SplitMix64) -> Strength {
    let strong = allowsStrong ? 1.0 : 0.0
    switch rng.int(0...5) {
    case 0: return .weak
    case 1: return .medium
    case 2: return allowsStrong ? .strong : Strength(2000)
    case 3: return Strength(Double(rng.int(1...5000)))
    case 4:
      return Strength.create(
        strong * Double(rng.int(0...3)), Double(rng.int(0...3)), Double(rng.int(1...3)))
    default: return Strength(Double(rng.int(1...20)) / 4)
    }
  }

  /// The value of the terms at the hidden point.
  func valueAtTarget(_ terms: [Term]) -> Double {
    terms.reduce(0) { $0 + $1.coefficient * target[ObjectIdentifier($1.variable)]! }
  }

  /// Whether the constraint holds at the hidden point (exactly: everything is integral).
  func holdsAtTarget(_ c: Constraint) -> Bool {
    let v = valueAtTarget(c.expression.terms) + c.expression.constant
    switch c.relation {
    case .equal: return v == 0
    case .lessThanOrEqual: return v <= 0
    case .greaterThanOrEqual: return v >= 0
    }
  }

  /// A random constraint with a random constant.
  func wild(_ rng: inout SplitMix64, strength: Strength) -> Constraint {
    Constraint(
      Expression(randomTerms(&rng), constant: Double(rng.int(-20...20))), randomRelation(&rng),
      strength: strength)
  }

  /// A random constraint that holds at the hidden point, with slack 0 to 5 for inequalities.
  func safe(_ rng: inout SplitMix64, strength: Strength) -> Constraint {
    let terms = randomTerms(&rng)
    let s = valueAtTarget(terms)
    let relation = randomRelation(&rng)
    let slack = Double(rng.int(0...5))
    let constant: Double
    switch relation {
    case .equal: constant = -s
    case .lessThanOrEqual: constant = -s - slack
    case .greaterThanOrEqual: constant = -s + slack
    }
    return Constraint(Expression(terms, constant: constant), relation, strength: strength)
  }
}

/// An edit variable as the tests track it.
struct TrackedEdit {
  var variable: Variable
  var strength: Strength
  var suggested: Double
}

/// The objective the solver minimizes, computed from the variables' values: each optional
/// constraint's strength times its violation (for an equality, its strength above zero or below
/// zero as the expression ends), plus each edit's strength times its distance from the
/// suggestion.
func weightedError(optional constraints: [Constraint], edits: [TrackedEdit]) -> Double {
  var total = 0.0
  for c in constraints where !c.isRequired {
    let below = c.relation == .equal && c.expression.value < 0
    total += (below ? c.strengthBelow : c.strength).value * violation(of: c)
  }
  for e in edits { total += e.strength.value * abs(e.variable.value - e.suggested) }
  return total
}

/// Checks an unsatisfiable-constraint report independently: the conflicts are required
/// constraints of the solver, they and the failing constraint cannot all hold (a fresh solver
/// refuses them), and each of them is needed (without any one a fresh solver accepts the rest).
func checkConflictReport(
  _ error: SolverError?, failing: Constraint, solver: Solver, context: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let found = conflicts(of: error, failing: failing) else {
    Issue.record(
      "\(context): expected unsatisfiableConstraint for \(failing), got \(String(describing: error))",
      sourceLocation: sourceLocation)
    return
  }
  #expect(
    !found.isEmpty, "\(context): empty conflict set for \(failing)", sourceLocation: sourceLocation)
  #expect(
    identities(found).count == found.count, "\(context): repeated conflicts",
    sourceLocation: sourceLocation)
  for c in found {
    #expect(
      c.isRequired && solver.hasConstraint(c) && c !== failing,
      "\(context): bad conflict member \(c)", sourceLocation: sourceLocation)
  }
  func accepts(_ constraints: [Constraint]) -> Bool {
    let scratch = Solver()
    return solverError { () throws(SolverError) in
      try scratch.addConstraints(constraints)
      try scratch.addConstraint(failing)
    } == nil
  }
  #expect(
    !accepts(found), "\(context): \(found) does not conflict with \(failing)",
    sourceLocation: sourceLocation)
  if found.count <= 12 {
    for i in found.indices {
      var rest = found
      rest.remove(at: i)
      #expect(
        accepts(rest), "\(context): \(found[i]) is not needed for the conflict with \(failing)",
        sourceLocation: sourceLocation)
    }
  }
}

@Suite("Randomized")
struct RandomizedSolverTests {
  static let seeds: [UInt64] = [1, 2, 3, 7, 42, 1234, 99_991, 31_337, 0xDEAD_BEEF, 2_024]

  @Test("long random sequences keep the solver consistent and correct", arguments: seeds)
  func longSequence(seed: UInt64) throws {
    try runLongSequence(seed: seed, allowsStrong: false)
  }

  @Test("long random sequences with strong strengths too", arguments: seeds)
  func longSequenceWithStrong(seed: UInt64) throws {
    try runLongSequence(seed: seed, allowsStrong: true)
  }

  /// About 300 random operations of every kind, checking the solver's consistency after each,
  /// the required constraints after each update, every refusal's conflict report, and that
  /// adding and at once removing a constraint gives back the optimum's value; then everything
  /// is removed and the solver must be as new.
  ///
  /// With `allowsStrong` the strengths reach 1e6 and more; without, they stay at 5000 and below.
  /// Either way every invariant is checked strictly after each step.
  private func runLongSequence(seed: UInt64, allowsStrong: Bool) throws {
    var rng = SplitMix64(seed: seed)
    let variables = (0..<8).map { Variable("v\($0)") }
    let factory = ConstraintFactory(variables: variables, rng: &rng, allowsStrong: allowsStrong)
    let solver = Solver()
    func checkConsistent(_ context: String) {
      expectConsistent(solver, context)
    }
    var added: [Constraint] = []  // everything but the edit constraints
    var edits: [TrackedEdit] = []
    var failures = 0

    func targetFeasible() -> Bool {
      added.allSatisfy { !$0.isRequired || factory.holdsAtTarget($0) }
    }

    /// Adds a constraint; a required one may be refused, and then the report is checked.
    func tryAdd(_ c: Constraint, mustSucceed: Bool, _ context: String) {
      solver.updateVariables()
      let dump = solver.dump()
      let error = solverError { () throws(SolverError) in try solver.addConstraint(c) }
      if let error {
        failures += 1
        #expect(c.isRequired && !mustSucceed, "\(context): \(c) was refused: \(error)")
        #expect(solver.dump() == dump, "\(context): a refused add changed the solver")
        checkConflictReport(error, failing: c, solver: solver, context: context)
      } else {
        added.append(c)
      }
    }

    for step in 0..<300 {
      let context = "seed \(seed) step \(step)"
      let action = rng.int(0...99)
      switch action {
      case 0..<25:  // an optional constraint
        let c =
          rng.chance(0.5)
          ? factory.wild(&rng, strength: factory.randomOptionalStrength(&rng))
          : factory.safe(&rng, strength: factory.randomOptionalStrength(&rng))
        tryAdd(c, mustSucceed: true, context)
      case 25..<37:  // a required constraint that holds at the hidden point
        let c = factory.safe(&rng, strength: .required)
        tryAdd(c, mustSucceed: targetFeasible(), context)
      case 37..<45:  // any required constraint
        let c = factory.wild(&rng, strength: .required)
        tryAdd(c, mustSucceed: false, context)
      case 45..<57:  // remove one
        guard !added.isEmpty else { break }
        let c = added.remove(at: rng.int(0...(added.count - 1)))
        try solver.removeConstraint(c)
        #expect(!solver.hasConstraint(c), "\(context)")
      case 57..<63:  // a new edit variable
        let free = variables.filter { v in !edits.contains { $0.variable === v } }
        guard !free.isEmpty else { break }
        let v = rng.pick(free)
        let strength = factory.randomOptionalStrength(&rng)
        try solver.addEditVariable(v, strength: strength)
        edits.append(TrackedEdit(variable: v, strength: strength, suggested: 0))
      case 63..<75:  // a suggestion
        guard !edits.isEmpty else { break }
        let i = rng.int(0...(edits.count - 1))
        let value = Double(rng.int(-120...120)) / 2
        try solver.suggestValue(value, for: edits[i].variable)
        edits[i].suggested = value
      case 75..<79:  // drop an edit variable
        guard !edits.isEmpty else { break }
        let edit = edits.remove(at: rng.int(0...(edits.count - 1)))
        try solver.removeEditVariable(edit.variable)
        #expect(!solver.hasEditVariable(edit.variable), "\(context)")
      case 79..<84:  // a call that must fail and change nothing
        let stranger = Variable("stranger")
        let notEdit = variables.first { v in !edits.contains { $0.variable === v } } ?? stranger
        switch rng.int(0...5) {
        case 0:
          if let c = added.last {
            expectFailureLeavesSolverUnchanged(
              solver, watching: variables, context
            ) { () throws(SolverError) in try solver.addConstraint(c) }
          }
        case 1:
          let c = factory.wild(&rng, strength: .weak)
          expectFailureLeavesSolverUnchanged(
            solver, watching: variables, context
          ) { () throws(SolverError) in try solver.removeConstraint(c) }
        case 2:
          expectFailureLeavesSolverUnchanged(
            solver, watching: variables, context
          ) { () throws(SolverError) in try solver.suggestValue(1, for: notEdit) }
        case 3:
          if let e = edits.first {
            expectFailureLeavesSolverUnchanged(
              solver, watching: variables, context
            ) { () throws(SolverError) in try solver.addEditVariable(e.variable, strength: .weak) }
            expectFailureLeavesSolverUnchanged(
              solver, watching: variables, context
            ) { () throws(SolverError) in try solver.suggestValue(.nan, for: e.variable) }
          }
        case 4:
          let c = Constraint(Expression(factory.randomTerms(&rng), constant: .infinity), .equal)
          expectFailureLeavesSolverUnchanged(
            solver, watching: variables, context
          ) { () throws(SolverError) in try solver.addConstraint(c) }
        default:
          expectFailureLeavesSolverUnchanged(
            solver, watching: variables, context
          ) { () throws(SolverError) in try solver.addEditVariable(notEdit, strength: .required) }
        }
      case 84..<90:  // add and remove at once: the optimum's value comes back
        solver.updateVariables()
        let before = weightedError(optional: added, edits: edits)
        let c = factory.wild(
          &rng, strength: rng.chance(0.3) ? .required : factory.randomOptionalStrength(&rng))
        if solverError({ () throws(SolverError) in try solver.addConstraint(c) }) == nil {
          checkConsistent(context)
          try solver.removeConstraint(c)
        }
        solver.updateVariables()
        let after = weightedError(optional: added, edits: edits)
        #expect(
          isClose(after, before, tolerance: 1e-7),
          "\(context): objective \(before) became \(after) after adding and removing \(c)")
      default:  // update and check every required constraint
        solver.updateVariables()
        for c in solver.constraints where c.isRequired {
          #expect(
            c.isSatisfied(tolerance: 1e-6),
            "\(context): required \(c) is violated: \(c.expression.value)")
        }
      }
      checkConsistent(context)
    }

    // Every required constraint holds at the end too.
    solver.updateVariables()
    for c in solver.constraints where c.isRequired {
      #expect(c.isSatisfied(tolerance: 1e-6), "seed \(seed) end: required \(c) is violated")
    }
    #expect(
      failures > 0 || seed == 0, "seed \(seed): no add was ever refused; the test lost its edge")

    // Tear everything down in a random order.
    added.shuffle(using: &rng)
    while !added.isEmpty || !edits.isEmpty {
      if !edits.isEmpty && (added.isEmpty || rng.chance(0.2)) {
        try solver.removeEditVariable(edits.removeLast().variable)
      } else {
        try solver.removeConstraint(added.removeLast())
      }
      checkConsistent("seed \(seed) teardown, \(added.count) left")
    }
    #expect(solver.constraints.isEmpty, "seed \(seed)")
    expectEmptyDump(solver, "seed \(seed)")
    solver.updateVariables()
    for v in variables { #expect(v.value == 0, "seed \(seed): \(v.name) reads \(v.value)") }
  }

  @Test(
    "random edits and suggestions on a random layout-like system",
    arguments: [11, 12, 13] as [UInt64])
  func editHeavySequence(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let solver = Solver()
    // A chain that always has a solution: left[i+1] >= left[i] + width[i], width >= 0.
    let count = 12
    let left = (0..<count).map { Variable("left\($0)") }
    let width = (0..<count).map { Variable("width\($0)") }
    try solver.addConstraint(left[0] >= 0)
    for i in 0..<count {
      try solver.addConstraint(width[i] >= 0)
      try solver.addConstraint((width[i] == Double(rng.int(10...90))) | .medium)
      if i > 0 { try solver.addConstraint(left[i] >= left[i - 1] + width[i - 1]) }
      try solver.addConstraint((left[i] == 0) | .weak)
    }
    var edits: [TrackedEdit] = []
    for step in 0..<400 {
      let context = "seed \(seed) step \(step)"
      let v = rng.pick(left + width)
      if let i = edits.firstIndex(where: { $0.variable === v }) {
        if rng.chance(0.15) {
          try solver.removeEditVariable(v)
          edits.remove(at: i)
        } else {
          let value = Double(rng.int(-50...400))
          try solver.suggestValue(value, for: v)
          edits[i].suggested = value
        }
      } else {
        let strength = rng.pick([Strength.strong, Strength(5000), Strength.create(0, 0, 500)])
        try solver.addEditVariable(v, strength: strength)
        edits.append(TrackedEdit(variable: v, strength: strength, suggested: 0))
      }
      solver.updateVariables()
      for c in solver.constraints where c.isRequired {
        #expect(c.isSatisfied(tolerance: 1e-6), "\(context): required \(c) is violated")
      }
      expectConsistent(solver, context)
    }
    for edit in edits { try solver.removeEditVariable(edit.variable) }
    // Back to the layout without edits: the widths take their medium values and the lefts pack
    // from 0 (the weak pulls to 0 push every left down onto its lower bound).
    solver.updateVariables()
    var x = 0.0
    for i in 0..<count {
      expectClose(left[i].value, x, "seed \(seed) left[\(i)]")
      x += width[i].value
    }
    expectConsistent(solver, "seed \(seed) end")
  }

  @Test("the optimum matches a brute-force search on small random problems", arguments: [2, 3])
  func optimalityAgainstBruteForce(dimension: Int) throws {
    var rng = SplitMix64(seed: 0x5EED_0000 + UInt64(dimension))
    for problem in 0..<250 {
      let context =
        "dimension \(dimension) problem \(problem) (seed \(0x5EED_0000 + UInt64(dimension)))"
      let variables = (0..<dimension).map { Variable("x\($0)") }
      let factory = ConstraintFactory(variables: variables, rng: &rng)
      let solver = Solver()
      var constraints: [Constraint] = []
      for _ in 0..<rng.int(0...3) { constraints.append(factory.safe(&rng, strength: .required)) }
      for _ in 0..<rng.int(1...5) {
        let weight = rng.pick([1.0, 2, 3, 10, 100, 1000])
        let wild = factory.wild(&rng, strength: Strength(weight))
        // Some equalities cost differently on each side (`Constraint(_:above:below:)`).
        if wild.relation == .equal && rng.chance(0.5) {
          let below = Strength(rng.pick([1.0, 2, 10, 300]))
          constraints.append(Constraint(wild.expression, above: wild.strength, below: below))
        } else {
          constraints.append(wild)
        }
      }
      try solver.addConstraints(constraints)
      var edits: [TrackedEdit] = []
      if rng.chance(0.5) {
        let v = rng.pick(variables)
        let edit = TrackedEdit(
          variable: v, strength: Strength(rng.pick([1.0, 5, 50])),
          suggested: Double(rng.int(-15...15)))
        try solver.addEditVariable(v, strength: edit.strength)
        try solver.suggestValue(edit.suggested, for: v)
        edits.append(edit)
      }
      try checkOptimal(solver, variables, constraints, edits, context)

      // Change the problem and check again: drop a constraint, move the suggestion.
      let removed = constraints.remove(at: rng.int(0...(constraints.count - 1)))
      try solver.removeConstraint(removed)
      try checkOptimal(solver, variables, constraints, edits, context + " after a removal")
      if !edits.isEmpty {
        edits[0].suggested = Double(rng.int(-15...15))
        try solver.suggestValue(edits[0].suggested, for: edits[0].variable)
        try checkOptimal(solver, variables, constraints, edits, context + " after a suggestion")
      }
    }
  }

  /// Checks that the solver's solution is feasible and that its objective equals the least one
  /// found by brute force.
  private func checkOptimal(
    _ solver: Solver, _ variables: [Variable], _ constraints: [Constraint], _ edits: [TrackedEdit],
    _ context: String
  ) throws {
    solver.updateVariables()
    expectConsistent(solver, context)
    for c in constraints where c.isRequired {
      #expect(c.isSatisfied(tolerance: 1e-7), "\(context): required \(c) is violated")
    }
    let reached = weightedError(optional: constraints, edits: edits)
    let best = try #require(
      bruteForceOptimum(variables, constraints, edits), "\(context): no feasible vertex")
    #expect(
      isClose(reached, best, tolerance: 1e-7),
      "\(context): solver reached \(reached), brute force \(best); constraints \(constraints), edits \(edits.map { ($0.variable.name, $0.suggested, $0.strength) })"
    )
  }

  /// The least weighted error over the required constraints' feasible set, by brute force.
  ///
  /// The objective is convex and piecewise linear, and linear on every face of the arrangement
  /// of hyperplanes formed by the constraints (required and optional) and the coordinate planes.
  /// The coordinate planes make every face pointed, and the objective is bounded below by 0, so
  /// its least value over each face, and so over the feasible set, is at a vertex: a point where
  /// `dimension` independent hyperplanes meet. Those are few enough to try them all.
  private func bruteForceOptimum(
    _ variables: [Variable], _ constraints: [Constraint], _ edits: [TrackedEdit]
  ) -> Double? {
    let n = variables.count
    let index = Dictionary(
      uniqueKeysWithValues: variables.enumerated().map { (ObjectIdentifier($1), $0) })
    typealias Plane = (normal: [Double], constant: Double)
    func plane(_ e: Expression) -> Plane {
      var normal = Array(repeating: 0.0, count: n)
      for t in e.terms { normal[index[ObjectIdentifier(t.variable)]!] += t.coefficient }
      return (normal, e.constant)
    }
    var planes: [Plane] = constraints.map { plane($0.expression) }
    for e in edits { planes.append(plane(e.variable - e.suggested)) }
    for i in 0..<n {
      var normal = Array(repeating: 0.0, count: n)
      normal[i] = 1
      planes.append((normal, 0))
    }
    func evaluate(_ e: Expression, _ point: [Double]) -> Double {
      e.terms.reduce(e.constant) {
        $0 + $1.coefficient * point[index[ObjectIdentifier($1.variable)]!]
      }
    }
    var best: Double?
    for combination in combinations(planes.count, n) {
      guard let point = solveLinear(combination.map { planes[$0] }) else { continue }
      var feasible = true
      var objective = 0.0
      for c in constraints {
        let v = evaluate(c.expression, point)
        let error: Double
        switch c.relation {
        case .equal: error = abs(v)
        case .lessThanOrEqual: error = max(0, v)
        case .greaterThanOrEqual: error = max(0, -v)
        }
        if c.isRequired {
          if error > 1e-7 * max(1, abs(c.expression.constant)) { feasible = false }
        } else {
          let below = c.relation == .equal && v < 0
          objective += (below ? c.strengthBelow : c.strength).value * error
        }
      }
      guard feasible else { continue }
      for e in edits {
        objective +=
          e.strength.value * abs(point[index[ObjectIdentifier(e.variable)]!] - e.suggested)
      }
      if best == nil || objective < best! { best = objective }
    }
    return best
  }

  /// The point where the hyperplanes `normal . x + constant = 0` meet, or nil if they do not
  /// meet in a single point (Gaussian elimination with partial pivoting).
  private func solveLinear(_ planes: [(normal: [Double], constant: Double)]) -> [Double]? {
    let n = planes.count
    var m = planes.map { $0.normal + [-$0.constant] }
    for col in 0..<n {
      var pivot = col
      for r in col..<n where abs(m[r][col]) > abs(m[pivot][col]) { pivot = r }
      guard abs(m[pivot][col]) > 1e-9 else { return nil }
      m.swapAt(col, pivot)
      for r in 0..<n where r != col {
        let f = m[r][col] / m[col][col]
        if f != 0 { for k in col...n { m[r][k] -= f * m[col][k] } }
      }
    }
    return (0..<n).map { m[$0][n] / m[$0][$0] }
  }

  /// Every way to choose `k` of `0..<n`, in lexicographic order.
  private func combinations(_ n: Int, _ k: Int) -> [[Int]] {
    guard k > 0 else { return [[]] }
    guard n >= k else { return [] }
    var result: [[Int]] = []
    var chosen = Array(0..<k)
    while true {
      result.append(chosen)
      var i = k - 1
      while i >= 0 && chosen[i] == n - k + i { i -= 1 }
      if i < 0 { return result }
      chosen[i] += 1
      for j in (i + 1)..<k { chosen[j] = chosen[j - 1] + 1 }
    }
  }

  @Test(
    "regression (seed 3): strong strengths leave no rounding dust on external variables in the objective",
  )
  func objectiveDust() throws {
    let v = (0..<8).map { Variable("v\($0)") }
    let solver = Solver()
    let c5 = (-3 * v[1] - v[0] + 2 * v[2] - 10 >= 0) | 2_000_002
    let c3 = -2 * v[7] + v[3] - v[0] + 16 <= 0
    let c6 = (-v[0] - 3 * v[6] + v[1] + 3 <= 0) | .strong
    let c11 = 2 * v[4] - v[2] + 3 * v[7] - 10 <= 0
    let steps: [Constraint] = [
      3 * v[3] - v[6] + 19 == 0,
      -2 * v[0] - 4 >= 0,
      c3,
      -3 * v[7] + 3 * v[1] + 2 * v[4] + 24 == 0,
      c5,
      c6,
      -2 * v[0] + 2 * v[2] - 3 * v[7] + 2 <= 0,
      (v[2] + 3 * v[3] - 2 * v[5] - 8 >= 0) | .strong,
      -v[3] - 3 * v[5] + 2 * v[1] - 12 == 0,
      2 * v[4] - 2 * v[2] + 13 <= 0,
      c11,
    ]
    for c in steps {
      try solver.addConstraint(c)
      expectConsistent(solver, "after adding \(c)")
    }
    for c in [c5, c3, c6, c11] {
      try solver.removeConstraint(c)
      expectConsistent(solver, "after removing \(c)")
    }
    solver.updateVariables()
    for c in solver.constraints where c.isRequired { #expect(c.isSatisfied(), "\(c)") }
  }

  @Test("the random number generator is deterministic")
  func generatorIsDeterministic() {
    var a = SplitMix64(seed: 99)
    var b = SplitMix64(seed: 99)
    var c = SplitMix64(seed: 100)
    let first = (0..<8).map { _ in a.next() }
    #expect(first == (0..<8).map { _ in b.next() })
    #expect(first != (0..<8).map { _ in c.next() })
  }
}
