// Every error case: the right case and culprit, a solver left exactly as it was, and, for
// unsatisfiable constraints, the exact set of required constraints reported as the conflict.

import Testing

@testable import Cassowary

@Suite("Errors")
struct ErrorTests {
  // MARK: Duplicates and unknowns

  @Test("adding the same constraint twice is a duplicate")
  func duplicateConstraint() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let c = x + y == 10
    try solver.addConstraints([c, x == 3])
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [x, y]) {
      () throws(SolverError) in
      try solver.addConstraint(c)
    }
    guard expectError(error, .duplicateConstraint(c)) else { return }
    solver.updateVariables()
    expectValues([x: 3, y: 7])
  }

  @Test("an optional constraint added twice is a duplicate too")
  func duplicateOptionalConstraint() throws {
    let x = Variable("x")
    let solver = Solver()
    let c = (x == 3) | .weak
    try solver.addConstraint(c)
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [x]) {
      () throws(SolverError) in
      try solver.addConstraint(c)
    }
    expectError(error, .duplicateConstraint(c))
  }

  @Test("removing a constraint that is not there is an unknown constraint")
  func unknownConstraint() throws {
    let x = Variable("x")
    let solver = Solver()
    let inSolver = x >= 2
    let never = x == 1
    try solver.addConstraint(inSolver)
    var error = expectFailureLeavesSolverUnchanged(solver, watching: [x]) {
      () throws(SolverError) in
      try solver.removeConstraint(never)
    }
    expectError(error, .unknownConstraint(never))
    // A constraint already removed is unknown too.
    try solver.removeConstraint(inSolver)
    error = expectFailureLeavesSolverUnchanged(solver, watching: [x]) { () throws(SolverError) in
      try solver.removeConstraint(inSolver)
    }
    expectError(error, .unknownConstraint(inSolver))
    #expect(solver.dump() == emptyDump)
  }

  @Test("adding an edit variable twice is a duplicate edit variable")
  func duplicateEditVariable() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint((x == 1) | .weak)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(6, for: x)
    for strength in [Strength.strong, .weak, .required] {
      let error = expectFailureLeavesSolverUnchanged(solver, watching: [x]) {
        () throws(SolverError) in
        try solver.addEditVariable(x, strength: strength)
      }
      expectError(error, .duplicateEditVariable(x))
    }
    solver.updateVariables()
    expectValues([x: 6])
  }

  @Test("removing or suggesting for a variable that is not an edit variable")
  func unknownEditVariable() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x == y + 1)  // x is known to the solver but not an edit variable
    try solver.addEditVariable(y, strength: .medium)
    try solver.suggestValue(2, for: y)
    for v in [x, Variable("stranger")] {
      var error = expectFailureLeavesSolverUnchanged(solver, watching: [x, y]) {
        () throws(SolverError) in
        try solver.removeEditVariable(v)
      }
      expectError(error, .unknownEditVariable(v))
      error = expectFailureLeavesSolverUnchanged(solver, watching: [x, y]) {
        () throws(SolverError) in
        try solver.suggestValue(5, for: v)
      }
      expectError(error, .unknownEditVariable(v))
    }
    // Once removed, an edit variable is unknown.
    try solver.removeEditVariable(y)
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [x, y]) {
      () throws(SolverError) in
      try solver.suggestValue(1, for: y)
    }
    expectError(error, .unknownEditVariable(y))
  }

  @Test("an edit variable cannot be required")
  func badRequiredStrength() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint((x == 2) | .medium)
    for strength in [Strength.required, Strength(5e9), Strength.create(1000, 1000, 1000)] {
      let error = expectFailureLeavesSolverUnchanged(solver, watching: [x]) {
        () throws(SolverError) in
        try solver.addEditVariable(x, strength: strength)
      }
      expectError(error, .badRequiredStrength(x))
      #expect(!solver.hasEditVariable(x))
    }
    // The largest optional strength is accepted.
    try solver.addEditVariable(x, strength: Strength(1e9))
    try solver.suggestValue(9, for: x)
    solver.updateVariables()
    expectValues([x: 9])
  }

  @Test("a constraint with a non-finite number is rejected")
  func nonFiniteConstraint() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x == 4)
    let bad: [Constraint] = [
      x == .nan,
      x <= .infinity,
      (y >= -.infinity) | .weak,
      Double.infinity * y == 1,
      x + Double.nan * y == 3,
      // inf - inf is NaN once the terms of x are merged
      Double.infinity * x - Double.infinity * x + y == 0,
    ]
    for c in bad {
      let error = expectFailureLeavesSolverUnchanged(solver, watching: [x, y], "\(c)") {
        () throws(SolverError) in
        try solver.addConstraint(c)
      }
      expectError(error, .nonFiniteConstraint(c), "\(c)")
      #expect(!solver.hasConstraint(c))
    }
    solver.updateVariables()
    expectValues([x: 4, y: 0])
  }

  @Test("a non-finite suggestion is rejected")
  func nonFiniteSuggestion() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(3, for: x)
    for value in [Double.nan, .infinity, -.infinity] {
      let error = expectFailureLeavesSolverUnchanged(solver, watching: [x]) {
        () throws(SolverError) in
        try solver.suggestValue(value, for: x)
      }
      expectError(error, .nonFiniteSuggestion(x, value))
    }
    // Later suggestions are measured from the last accepted one, 3.
    try solver.suggestValue(8, for: x)
    solver.updateVariables()
    expectValues([x: 8])
  }

  // MARK: Unsatisfiable constraints

  @Test("two pinned variables in the wrong order: conflict {x == 10, y == 20}")
  func conflictOfTwoPins() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let solver = Solver()
    let cx = x == 10
    let cy = y == 20
    let cz = z >= 0
    try solver.addConstraints([cx, cy, cz])
    // x >= y would need 10 >= 20; z >= 0 plays no part.
    let failing = x >= y
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [x, y, z]) {
      () throws(SolverError) in
      try solver.addConstraint(failing)
    }
    let found = try #require(conflicts(of: error, failing: failing), "\(String(describing: error))")
    #expect(identities(found) == identities([cx, cy]))
    #expect(found.count == 2)
    #expect(!solver.hasConstraint(failing))

    // The solver goes on working.
    try solver.addConstraint(z == 4)
    let order = x <= y
    try solver.addConstraint(order)
    solver.updateVariables()
    expectValues([x: 10, y: 20, z: 4])
    expectConsistent(solver)
    // Without y == 20 the failed constraint can be added.
    try solver.removeConstraint(cy)
    try solver.removeConstraint(order)
    try solver.addConstraint(failing)
    try solver.addConstraint(y == 6)
    solver.updateVariables()
    expectValues([x: 10, y: 6, z: 4])
    expectConsistent(solver)
  }

  @Test("a cycle of strict orderings: conflict is the chain of inequalities")
  func conflictThroughInequalityChain() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let solver = Solver()
    let ab = a >= b + 1
    let bc = b >= c + 1
    // Distractors that mention the same variables but play no part in the conflict.
    try solver.addConstraints([a <= 100, c >= -5, ab, bc, d == 3, d <= a])
    // a >= b + 1 >= c + 2, so c >= a is impossible; a <= 100 and c >= -5 are not needed.
    let failing = c >= a
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [a, b, c, d]) {
      () throws(SolverError) in
      try solver.addConstraint(failing)
    }
    let found = try #require(conflicts(of: error, failing: failing), "\(String(describing: error))")
    #expect(identities(found) == identities([ab, bc]))
    #expect(found.count == 2)

    // Still usable. With c = 0: b >= c + 1 = 1, and a >= b + 1 >= 2 and a >= d = 3. Weak pulls
    // to 0 on a and b make b = 1 and a = 3 the cheapest (|a| + |b| = 4).
    try solver.addConstraint(c == 0)
    try solver.addConstraint((a == 0) | .weak)
    try solver.addConstraint((b == 0) | .weak)
    solver.updateVariables()
    expectValues([a: 3, b: 1, c: 0, d: 3])
    expectConsistent(solver)
  }

  @Test("a conflict among inequalities only, found in the artificial-variable phase")
  func conflictNeedingArtificialPhase() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let c1 = x >= 5
    let c2 = y >= 0
    try solver.addConstraints([c1, c2])
    // x + y >= 5 + 0 > 3. The new row 2 + s1 + s2 + s3 (in the slacks) has no negative
    // coefficient, so phase one cannot drive it to zero.
    let failing = x + y <= 3
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [x, y]) {
      () throws(SolverError) in
      try solver.addConstraint(failing)
    }
    let found = try #require(conflicts(of: error, failing: failing), "\(String(describing: error))")
    #expect(identities(found) == identities([c1, c2]))

    // x + y <= 8 fits; with weak pulls to 0 the answer is x = 5, y = 0.
    try solver.addConstraint(x + y <= 8)
    try solver.addConstraint((x == 0) | .weak)
    try solver.addConstraint((y == 0) | .weak)
    solver.updateVariables()
    expectValues([x: 5, y: 0])
    expectConsistent(solver)
  }

  @Test("a conflict found after phase one pivots")
  func conflictAfterPhaseOnePivots() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let c1 = x <= 10
    let c2 = x >= y
    let c3 = y >= 8
    try solver.addConstraints([c1, c2, c3])
    // x >= y >= 8 > 7. Phase one first pivots x <= 10's slack in (x can go down from 10 to 8),
    // then is stuck at 1 with only c2's and c3's slacks left: c1 is not part of the conflict.
    let failing = x <= 7
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [x, y]) {
      () throws(SolverError) in
      try solver.addConstraint(failing)
    }
    let found = try #require(conflicts(of: error, failing: failing), "\(String(describing: error))")
    #expect(identities(found) == identities([c2, c3]))

    // x <= 9 fits; weak pulls to 0 give y = 8 (its floor) and x = 8 (>= y).
    try solver.addConstraint(x <= 9)
    try solver.addConstraint((x == 0) | .weak)
    try solver.addConstraint((y == 0) | .weak)
    solver.updateVariables()
    expectValues([x: 8, y: 8])
    expectConsistent(solver)
  }

  @Test("equalities only: x == y, y == 3, then x == 4")
  func conflictOfEqualities() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let c1 = x == y
    let c2 = y == 3
    try solver.addConstraints([c1, c2])
    let failing = x == 4
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [x, y]) {
      () throws(SolverError) in
      try solver.addConstraint(failing)
    }
    let found = try #require(conflicts(of: error, failing: failing), "\(String(describing: error))")
    #expect(identities(found) == identities([c1, c2]))
    // The equal constraint x == 3 is fine.
    try solver.addConstraint(x == 3)
    solver.updateVariables()
    expectValues([x: 3, y: 3])
  }

  @Test("a longer chain of four constraints, all needed")
  func conflictOfFour() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let e = Variable("e")
    let f = Variable("f")
    let solver = Solver()
    let chain = [a == 0, b >= a + 10, c >= b + 10, d >= c + 10]
    try solver.addConstraints([e == 5, f >= e] + chain + [f <= d + 100])
    // d >= 30 > 25; every link is needed and e, f play no part.
    let failing = d <= 25
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [a, b, c, d, e, f]) {
      () throws(SolverError) in
      try solver.addConstraint(failing)
    }
    let found = try #require(conflicts(of: error, failing: failing), "\(String(describing: error))")
    #expect(identities(found) == identities(chain))
    #expect(found.count == 4)
  }

  @Test("optional and edit constraints never appear among the conflicts")
  func conflictIgnoresOptional() throws {
    let x = Variable("x")
    let solver = Solver()
    let cap = x <= 10
    try solver.addConstraint((x == 50) | .strong)
    try solver.addConstraint(cap)
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(30, for: x)
    let failing = x >= 20
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [x]) {
      () throws(SolverError) in
      try solver.addConstraint(failing)
    }
    let found = try #require(conflicts(of: error, failing: failing), "\(String(describing: error))")
    #expect(identities(found) == identities([cap]))
    solver.updateVariables()
    expectValues([x: 10])
  }

  @Test("when two copies of a pin exist, exactly one is reported")
  func conflictWithDuplicatePins() throws {
    let x = Variable("x")
    let solver = Solver()
    let first = x == 10
    let second = x == 10
    try solver.addConstraints([first, second])
    let failing = x == 11
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [x]) {
      () throws(SolverError) in
      try solver.addConstraint(failing)
    }
    let found = try #require(conflicts(of: error, failing: failing), "\(String(describing: error))")
    // Either copy alone conflicts with x == 11; an irreducible report names one of them.
    #expect(found.count == 1)
    #expect(found.first === first || found.first === second)
  }

  @Test("when there are two explanations, one irreducible explanation is reported")
  func conflictWithTwoExplanations() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    // x == 3 follows both from {x == y, y == 3} and from the redundant x == 3 itself.
    let c1 = x == y
    let c2 = y == 3
    let c3 = x == 3
    try solver.addConstraints([c1, c2, c3])
    let failing = x == 4
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [x, y]) {
      () throws(SolverError) in
      try solver.addConstraint(failing)
    }
    let found = try #require(conflicts(of: error, failing: failing), "\(String(describing: error))")
    let set = identities(found)
    #expect(set == identities([c1, c2]) || set == identities([c3]), "got \(found)")
    #expect(found.count == set.count)
  }

  @Test("two parallel chains of inequalities: one of them is reported")
  func conflictWithParallelChains() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let solver = Solver()
    // a >= b + 1 >= c + 2 and a >= d + 1 >= c + 2: either chain alone rules out c >= a.
    let ab = a >= b + 1
    let bc = b >= c + 1
    let ad = a >= d + 1
    let dc = d >= c + 1
    try solver.addConstraints([ab, bc, ad, dc])
    let failing = c >= a
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [a, b, c, d]) {
      () throws(SolverError) in
      try solver.addConstraint(failing)
    }
    let found = try #require(conflicts(of: error, failing: failing), "\(String(describing: error))")
    let set = identities(found)
    #expect(set == identities([ab, bc]) || set == identities([ad, dc]), "got \(found)")
  }

  @Test("a conflict with a constraint that scales its variables")
  func conflictWithScaledConstraints() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let solver = Solver()
    // With 2x + 3y <= 12 and x >= 4, y can be at most (12 - 8) / 3 = 4/3, so y >= 2 fails:
    // 2 * 4 + 3 * 2 = 14 > 12. Dropping the cap or the floor of x makes it feasible again
    // (x >= 0 and y >= 2 leave x <= 3), so the conflict is exactly {cap, x >= 4}.
    let cap = 2 * x + 3 * y <= 12
    let xFloor = x >= 4
    let unrelated = z == x + y
    try solver.addConstraints([cap, xFloor, x >= 0, y >= 0, unrelated])
    let failing = y >= 2
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [x, y, z]) {
      () throws(SolverError) in
      try solver.addConstraint(failing)
    }
    let found = try #require(conflicts(of: error, failing: failing), "\(String(describing: error))")
    #expect(identities(found) == identities([cap, xFloor]))
  }

  @Test("a failed add keeps working with later suggestions and removals")
  func solverUsableAfterFailures() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let lower = x >= 0
    let upper = x <= 100
    try solver.addConstraints([lower, upper, y == x + 1])
    try solver.addEditVariable(x, strength: .strong)
    for round in 0..<20 {
      let failing = x >= 101 + Double(round)
      let error = expectFailureLeavesSolverUnchanged(solver, watching: [x, y], "round \(round)") {
        () throws(SolverError) in
        try solver.addConstraint(failing)
      }
      let found = try #require(conflicts(of: error, failing: failing))
      #expect(identities(found) == identities([upper]))
      // Suggestions are clipped to [0, 100] by the required bounds.
      let suggestion = Double(round * 13 - 40)
      try solver.suggestValue(suggestion, for: x)
      solver.updateVariables()
      let expected = min(100, max(0, suggestion))
      expectValues([x: expected, y: expected + 1])
    }
    expectConsistent(solver)
  }

  @Test("a batch goes on past the constraints that fail, and says which failed and why")
  func batchGoesOn() throws {
    let x = Variable("x")
    let y = Variable("y")
    let floor = x >= 10
    let cap = x <= 20
    let tooHigh = x >= 30  // conflicts with cap
    let again = floor  // a duplicate
    let link = y == x + 5
    let pull = (x == 100) | .weak
    let batch = [floor, cap, tooHigh, again, link, pull]
    let solver = Solver()
    let failures = solver.addEach(batch, from: 0)
    #expect(failures.map(\.position) == [2, 3])
    let conflict = try #require(conflicts(of: failures[0].error, failing: tooHigh))
    #expect(identities(conflict) == identities([cap]))
    guard case .duplicateConstraint(let duplicate) = failures[1].error else {
      Issue.record("expected a duplicate, got \(failures[1].error)")
      return
    }
    #expect(duplicate === floor)
    // The others are in, as if added one by one: the weak pull takes x to the cap.
    #expect(identities(solver.constraints) == identities([floor, cap, link, pull]))
    solver.updateVariables()
    expectValues([x: 20, y: 25])
    expectConsistent(solver)
    // From a position: only the rest of the list.
    let other = Solver()
    #expect(other.addEach(batch, from: 4).isEmpty)
    #expect(identities(other.constraints) == identities([link, pull]))
  }

  // MARK: Descriptions

  @Test("error descriptions name the culprit")
  func descriptions() {
    let x = Variable("x")
    let c = x == 1
    let d = x >= 2
    #expect(
      SolverError.duplicateConstraint(c).description
        == "duplicate constraint: x - 1 == 0 | required")
    #expect(
      SolverError.unknownConstraint(c).description == "unknown constraint: x - 1 == 0 | required")
    #expect(
      SolverError.unsatisfiableConstraint(c, conflicts: [d]).description
        == "unsatisfiable constraint: x - 1 == 0 | required\nit conflicts with:\n  x - 2 >= 0 | required"
    )
    #expect(
      SolverError.unsatisfiableConstraint(c, conflicts: []).description
        == "unsatisfiable constraint: x - 1 == 0 | required")
    #expect(SolverError.duplicateEditVariable(x).description == "duplicate edit variable: x")
    #expect(SolverError.unknownEditVariable(x).description == "unknown edit variable: x")
    #expect(
      SolverError.badRequiredStrength(x).description == "an edit variable cannot be required: x")
    #expect(
      SolverError.nonFiniteConstraint(c).description
        == "constraint with a non-finite number: x - 1 == 0 | required")
    #expect(
      SolverError.nonFiniteSuggestion(x, .infinity).description
        == "non-finite value inf suggested for x")
  }
}
