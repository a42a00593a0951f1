// Solving small systems whose answers are worked out by hand: equations, textbook linear
// programs, layout chains, and the conventions for variables nothing pins down.

import Testing

@testable import Cassowary

@Suite("Solver basics")
struct SolverBasicsTests {
  @Test("an empty solver updates to nothing and dumps like a fresh one")
  func emptySolver() {
    let solver = Solver()
    solver.updateVariables()
    #expect(solver.dump() == emptyDump)
    #expect(solver.constraints.isEmpty)
    expectConsistent(solver)
  }

  @Test("reserving capacity is only a hint: the same answers, before or after constraints")
  func reserveCapacity() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    solver.reserveCapacity(constraints: 1000, variables: 1000)
    try solver.addConstraint(x + y == 10)
    solver.reserveCapacity(constraints: -5, variables: 0)
    try solver.addConstraint(x - y == 4)
    try solver.addConstraint((x == 100) | .weak)
    solver.updateVariables()
    // x + y = 10 and x − y = 4 leave no freedom: x = 7, y = 3; the weak pull loses.
    #expect(x.value == 7)
    #expect(y.value == 3)
  }

  @Test("a single required equality sets its variable")
  func singleEquality() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x == 5)
    solver.updateVariables()
    expectValues([x: 5])
    expectConsistent(solver)
  }

  @Test("two equations in two unknowns")
  func twoByTwo() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    // x + y = 10 and x - y = 2: adding gives 2x = 12, so x = 6 and y = 4.
    try solver.addConstraint(x + y == 10)
    try solver.addConstraint(x - y == 2)
    solver.updateVariables()
    expectValues([x: 6, y: 4])
    expectConsistent(solver)
  }

  @Test("three equations in three unknowns")
  func threeByThree() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let solver = Solver()
    // (1, 2, 3) satisfies all three: 1+2+3 = 6, 2-2+3 = 3, 1+4-3 = 2; the matrix
    // [[1,1,1],[2,-1,1],[1,2,-1]] has determinant 1(1-2) - 1(-2-1) + 1(4+1) = 7, so it is unique.
    try solver.addConstraint(x + y + z == 6)
    try solver.addConstraint(2 * x - y + z == 3)
    try solver.addConstraint(x + 2 * y - z == 2)
    solver.updateVariables()
    expectValues([x: 1, y: 2, z: 3])
    expectConsistent(solver)
  }

  @Test("coefficients, division and constants on both sides")
  func coefficientsAndDivision() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    // x / 4 == 3 gives x = 12; 3y - 7 == x + 2 gives 3y = 21, y = 7.
    try solver.addConstraint(x / 4 == 3)
    try solver.addConstraint(3 * y - 7 == x + 2)
    solver.updateVariables()
    expectValues([x: 12, y: 7])
    // The constraints read back as satisfied.
    for constraint in solver.constraints { #expect(constraint.isSatisfied()) }
  }

  @Test("a strong pull against required bounds maximizes a textbook LP (Wyndor Glass)")
  func wyndorGlass() throws {
    // maximize 3a + 5b  s.t.  a <= 4, 2b <= 12, 3a + 2b <= 18, a, b >= 0.
    // Vertices: (0,0)=0, (4,0)=12, (4,3)=27, (2,6)=36, (0,6)=30: the optimum is (2, 6), worth 36.
    // It is unique: at (2,6) the gradient (3,5) = 1.5*(0,2) + 1*(3,2), both multipliers > 0.
    let a = Variable("a")
    let b = Variable("b")
    let profit = Variable("profit")
    let solver = Solver()
    try solver.addConstraints([
      a <= 4, 2 * b <= 12, 3 * a + 2 * b <= 18, a >= 0, b >= 0,
      profit == 3 * a + 5 * b,
    ])
    // Pulling profit towards a value it cannot reach maximizes it.
    try solver.addConstraint((profit == 1000) | .strong)
    solver.updateVariables()
    expectValues([a: 2, b: 6, profit: 36])
    expectConsistent(solver)
  }

  @Test("a weak pull towards zero minimizes a diet problem")
  func dietProblem() throws {
    // minimize 2a + 3b  s.t.  a + 2b >= 8 (protein), 3a + b >= 9 (energy), a, b >= 0.
    // Corners: (0,9) costs 27, (8,0) costs 16, and the crossing of the two lines:
    // b = 9 - 3a, a + 18 - 6a = 8, a = 2, b = 3, cost 13. It is unique: (2,3) = 1.4*(1,2) + 0.2*(3,1).
    let a = Variable("a")
    let b = Variable("b")
    let cost = Variable("cost")
    let solver = Solver()
    try solver.addConstraints([
      a + 2 * b >= 8, 3 * a + b >= 9, a >= 0, b >= 0, cost == 2 * a + 3 * b,
    ])
    try solver.addConstraint((cost == 0) | .weak)
    solver.updateVariables()
    expectValues([a: 2, b: 3, cost: 13])
    expectConsistent(solver)
  }

  @Test("production plan with a strong contract and a medium profit goal")
  func productionWithPriorities() throws {
    // Labour p + q <= 40, machines 2p + q <= 60, profit 30p + 20q.
    // Alone, profit is maximal at (20, 20): the corners are (0,40)=800, (20,20)=1000, (30,0)=900.
    let p = Variable("p")
    let q = Variable("q")
    let profit = Variable("profit")
    let solver = Solver()
    try solver.addConstraints([p + q <= 40, 2 * p + q <= 60, p >= 0, q >= 0])
    try solver.addConstraint(profit == 30 * p + 20 * q)
    try solver.addConstraint((profit == 100_000) | .medium)
    solver.updateVariables()
    expectValues([p: 20, q: 20, profit: 1000])

    // A weak wish for q = 35 changes nothing: moving along p + q = 40 towards it costs 10 of
    // profit per unit (1000 * 10 in the objective) to gain 1.
    let wish = (q == 35) | .weak
    try solver.addConstraint(wish)
    solver.updateVariables()
    expectValues([p: 20, q: 20, profit: 1000])
    try solver.removeConstraint(wish)

    // A strong contract for exactly 30 units of q wins over profit (1e6 per unit against at most
    // 1000 * 30): q = 30 leaves p <= 10 (labour) and p <= 15 (machines), so p = 10, profit 900.
    try solver.addConstraint((q == 30) | .strong)
    solver.updateVariables()
    expectValues([p: 10, q: 30, profit: 900])
    expectConsistent(solver)
  }

  @Test("a chain of boxes takes its preferred widths")
  func layoutChain() throws {
    let solver = Solver()
    let (left, width) = try addChain(to: solver, count: 5)
    solver.updateVariables()
    // Every width is free to be 50, so left[i] = 10 + 58 * i.
    for i in 0..<5 {
      expectClose(width[i].value, 50, "width[\(i)]")
      expectClose(left[i].value, 10 + 58 * Double(i), "left[\(i)]")
    }
    expectConsistent(solver)
  }

  @Test("a chain squeezed by a container gives way at its weakest widths first")
  func squeezedChain() throws {
    let solver = Solver()
    let (left, width) = try addChain(to: solver, count: 5)
    // right = left[4] + width[4] = 10 + sum(width) + 4 * 8 <= 252 means sum(width) <= 210,
    // 40 below the preferred 250. The cheapest width is width[4] (medium, 1000 per unit): it
    // gives 30 before hitting its floor of 20. Next is width[3] (5000 per unit): it gives 10.
    try solver.addConstraint(left[4] + width[4] <= 252)
    solver.updateVariables()
    let widths: [Double] = [50, 50, 50, 40, 20]
    let lefts: [Double] = [10, 68, 126, 184, 232]  // each previous left + width + 8
    for i in 0..<5 {
      expectClose(width[i].value, widths[i], "width[\(i)]")
      expectClose(left[i].value, lefts[i], "left[\(i)]")
    }
    expectConsistent(solver)
  }

  @Test("a redundant required equality is accepted")
  func redundantEqualities() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let first = x == 5
    let second = x == 5  // an equal-looking but distinct constraint
    try solver.addConstraint(first)
    try solver.addConstraint(second)
    try solver.addConstraint(2 * x == 10)  // the same equation scaled
    solver.updateVariables()
    expectValues([x: 5])
    #expect(solver.hasConstraint(first) && solver.hasConstraint(second))
    #expect(solver.constraints.count == 3)
    expectConsistent(solver)

    // A linear combination of two equations is redundant too: (x+y=12) + (x-y=-2) = (2x = 10).
    try solver.addConstraint(x + y == 12)
    try solver.addConstraint(x - y == -2)
    solver.updateVariables()
    expectValues([x: 5, y: 7])

    // Removing one copy keeps x pinned by the others.
    try solver.removeConstraint(first)
    solver.updateVariables()
    expectValues([x: 5, y: 7])
    expectConsistent(solver)
  }

  @Test("a variable the solver no longer knows reads zero after an update")
  func releasedVariableReadsZero() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let pin = y == 42
    try solver.addConstraint(x == 7)
    try solver.addConstraint(pin)
    solver.updateVariables()
    expectValues([x: 7, y: 42])
    try solver.removeConstraint(pin)
    solver.updateVariables()
    // y is in no constraint any more, so it reads 0; x is untouched.
    expectValues([x: 7, y: 0])
    expectConsistent(solver)
  }

  @Test("an under-constrained system leaves its free variables at zero (kiwi's convention)")
  func underConstrained() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let solver = Solver()
    // x == y + 3 determines x from y; y is free and, being parametric, reads 0, so x = 3.
    try solver.addConstraint(x == y + 3)
    // A lone inequality rests on its bound: z = 10 + slack with the slack at 0.
    try solver.addConstraint(z >= 10)
    solver.updateVariables()
    expectValues([x: 3, y: 0, z: 10])
    expectConsistent(solver)
  }

  @Test("an inequality added through the artificial-variable phase holds at its bound")
  func artificialPhaseSuccess() throws {
    let x = Variable("x")
    let solver = Solver()
    // x >= 5 and x <= 10 first; then x >= 7 has no valid subject (its row is 2 - s1 + s3 in the
    // earlier slacks), so it goes through phase one. A weak pull to 0 makes x = 7 the unique optimum.
    try solver.addConstraint(x >= 5)
    try solver.addConstraint(x <= 10)
    try solver.addConstraint(x >= 7)
    try solver.addConstraint((x == 0) | .weak)
    solver.updateVariables()
    expectValues([x: 7])
    expectConsistent(solver)

    // The same without the weak pull still satisfies all three inequalities.
    let other = Solver()
    let bounds = [x >= 5, x <= 10, x >= 7]
    try other.addConstraints(bounds)
    other.updateVariables()
    for c in bounds { #expect(c.isSatisfied()) }
    expectConsistent(other)
  }

  @Test("addConstraints stops at the first failure and keeps those before it")
  func addConstraintsStopsAtFailure() {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let c1 = x == 1
    let c2 = x == 2
    let c3 = y == 3
    let error = solverError { () throws(SolverError) in try solver.addConstraints([c1, c2, c3]) }
    #expect(conflicts(of: error, failing: c2).map(identities) == identities([c1]))
    #expect(solver.hasConstraint(c1))
    #expect(!solver.hasConstraint(c2))
    #expect(!solver.hasConstraint(c3))
    solver.updateVariables()
    expectValues([x: 1, y: 0])
    expectConsistent(solver)
  }

  @Test("constraints lists what was added; an edit variable's own constraint is not listed")
  func constraintsProperty() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let c1 = x >= 1
    let c2 = (y == 4) | .weak
    try solver.addConstraints([c1, c2])
    #expect(identities(solver.constraints) == identities([c1, c2]))
    try solver.addEditVariable(y, strength: .strong)
    #expect(solver.constraints.count == 2)
    #expect(solver.hasConstraint(c1) && solver.hasConstraint(c2))
    try solver.removeConstraint(c1)
    #expect(!solver.hasConstraint(c1))
    #expect(identities(solver.constraints) == identities([c2]))
  }

  @Test("reset empties the solver, which then works again with the same variables")
  func reset() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let c = x == 3
    try solver.addConstraints([c, y == x + 1])
    try solver.addEditVariable(x, strength: .weak)
    solver.reset()
    #expect(solver.dump() == emptyDump)
    #expect(!solver.hasConstraint(c))
    #expect(!solver.hasEditVariable(x))
    expectConsistent(solver)
    // The old constraint object can be added again; y is now tied to x differently.
    try solver.addConstraint(c)
    try solver.addConstraint(y == 2 * x)
    solver.updateVariables()
    expectValues([x: 3, y: 6])
    expectConsistent(solver)
  }

  @Test("one constraint object and one set of variables serve two solvers")
  func twoSolversShareVariables() throws {
    let x = Variable("x")
    let y = Variable("y")
    let shared = x + y == 10
    let first = Solver()
    let second = Solver()
    try first.addConstraint(shared)
    try second.addConstraint(shared)
    // Alternate between the solvers so that any per-solver caching is exercised.
    try first.addConstraint(x == 3)  // first: x = 3, y = 7
    try second.addConstraint(y == 1)  // second: y = 1, x = 9
    try first.addConstraint((y == 100) | .weak)  // cannot move y in the first solver
    try second.addConstraint((x == -5) | .weak)  // nor x in the second
    first.updateVariables()
    expectValues([x: 3, y: 7])
    second.updateVariables()
    expectValues([x: 9, y: 1])
    first.updateVariables()
    expectValues([x: 3, y: 7])
    expectConsistent(first)
    expectConsistent(second)
  }

  @Test("two variables with the same name are different unknowns")
  func variableIdentity() throws {
    let a = Variable("x")
    let b = Variable("x")
    let solver = Solver()
    try solver.addConstraint(a == 1)
    try solver.addConstraint(b == 2)
    solver.updateVariables()
    #expect(a.value == 1)
    #expect(b.value == 2)
  }

  @Test("a defined variable later used in another constraint")
  func definitionsExpand() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let solver = Solver()
    // Each new variable is defined by its constraint, then a later constraint mentions it.
    try solver.addConstraint(b == a + 2)
    try solver.addConstraint(c == b + 3)
    try solver.addConstraint(d == c + 4)
    // d = a + 9, so d == 19 gives a = 10, b = 12, c = 15.
    try solver.addConstraint(d == 19)
    solver.updateVariables()
    expectValues([a: 10, b: 12, c: 15, d: 19])
    expectConsistent(solver)
  }

  @Test("a term whose coefficient is within 1e-8 of zero is no term at all (as in kiwi)")
  func nearZeroTermIgnored() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    // Dropping 1e-12 * x leaves y == 5. Keeping it would define x := (5 - y) / 1e-12 with y
    // free at 0, so x would read 5e12.
    try solver.addConstraint(1e-12 * x + y == 5)
    solver.updateVariables()
    expectValues([x: 0, y: 5])
    #expect(solver.core.knownSymbol(for: x) == nil, "x should not be known to the solver")
    expectConsistent(solver)
  }

  @Test("the dump is the same for the same state, and differs for another")
  func dumpIsDeterministic() throws {
    func build(suggesting value: Double) throws -> String {
      let solver = Solver()
      _ = try addChain(to: solver, count: 4)
      let extra = Variable("extra")
      try solver.addEditVariable(extra, strength: .medium)
      try solver.suggestValue(value, for: extra)
      return solver.dump()
    }
    let first = try build(suggesting: 12)
    #expect(first == (try build(suggesting: 12)))
    #expect(first != (try build(suggesting: 13)))
  }

  @Test("many variables in a long chain")
  func longChain() throws {
    let solver = Solver()
    let (left, width) = try addChain(to: solver, count: 200)
    solver.updateVariables()
    for i in stride(from: 0, to: 200, by: 37) {
      expectClose(width[i].value, 50, "width[\(i)]")
      expectClose(left[i].value, 10 + 58 * Double(i), "left[\(i)]")
    }
    expectConsistent(solver)
  }
}

/// Adds a row of boxes: `left[0] == 10`, `left[i] == left[i-1] + width[i-1] + 8`,
/// `width[i] >= 20`, and a preferred width of 50 that is strong for all boxes but the last two:
/// the last is medium and the one before it 5000 (between medium and strong).
func addChain(to solver: Solver, count: Int) throws -> (left: [Variable], width: [Variable]) {
  let left = (0..<count).map { Variable("left\($0)") }
  let width = (0..<count).map { Variable("width\($0)") }
  try solver.addConstraint(left[0] == 10)
  for i in 0..<count {
    if i > 0 { try solver.addConstraint(left[i] == left[i - 1] + width[i - 1] + 8) }
    try solver.addConstraint(width[i] >= 20)
    let strength: Strength =
      i == count - 1 ? .medium : i == count - 2 ? Strength(5000) : .strong
    try solver.addConstraint((width[i] == 50) | strength)
  }
  return (left, width)
}
