// Strengths: the kiwi scale, `Strength.create` and clipping, and how the solver weighs
// optional constraints against each other.

import Testing

@testable import Cassowary

@Suite("Strengths")
struct StrengthTests {
  @Test("the named strengths have kiwi's weights")
  func namedValues() {
    #expect(Strength.required.value == 1_001_001_000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.medium.value == 1000)
    #expect(Strength.weak.value == 1)
    #expect(Strength.weak < Strength.medium)
    #expect(Strength.medium < Strength.strong)
    #expect(Strength.strong < Strength.required)
    #expect(Strength.required.isRequired)
    #expect(!Strength.strong.isRequired)
  }

  @Test("create adds the three levels on the 1e6 / 1e3 / 1 scale")
  func createCombinesLevels() {
    #expect(Strength.create(1, 0, 0).value == 1_000_000)
    #expect(Strength.create(0, 1, 0).value == 1000)
    #expect(Strength.create(0, 0, 1).value == 1)
    // 1 * 1e6 + 2 * 1e3 + 3
    #expect(Strength.create(1, 2, 3).value == 1_002_003)
    // weight multiplies each level: 2 * 1e6 + 2 * 1e3 + 2
    #expect(Strength.create(1, 1, 1, weight: 2).value == 2_002_002)
    // 0.5 * 1e6 + 0.25 * 1e3 (fractions are allowed)
    #expect(Strength.create(0.5, 0.25, 0).value == 500_250)
  }

  @Test("create clips each level to 0...1000 after the weight")
  func createClipsLevels() {
    // 2000 clips to 1000: 1000 * 1e6.
    #expect(Strength.create(2000, 0, 0).value == 1_000_000_000)
    // -5 clips to 0, leaving the medium level: 1 * 1e3.
    #expect(Strength.create(-5, 1, 0).value == 1000)
    // 600 * 2 = 1200 clips to 1000 per level; the weak level 3 * 2 = 6 is kept.
    #expect(Strength.create(600, 0, 3, weight: 2).value == 1_000_000_006)
    // A medium level of 5000 clips to 1000, worth 1e6: no more than one unit of strong.
    #expect(Strength.create(0, 5000, 0).value == 1_000_000)
    // Every level at its maximum is exactly the required weight.
    let top = Strength.create(1000, 1000, 1000)
    #expect(top.value == Strength.required.value)
    #expect(top.isRequired)
    // A negative weight turns every level to 0.
    #expect(Strength.create(1, 1, 1, weight: -1).value == 0)
  }

  @Test("a weight above required clips to required, and below zero to zero")
  func initClips() {
    #expect(Strength(5e9).value == Strength.required.value)
    #expect(Strength(5e9).isRequired)
    #expect(Strength(.infinity) == Strength.required)
    #expect(Strength(-3).value == 0)
    #expect(Strength(.nan).value == 0)
    #expect(Strength(1234.5).value == 1234.5)
  }

  @Test("descriptions name the named strengths and print the others as numbers")
  func descriptions() {
    #expect(Strength.required.description == "required")
    #expect(Strength.strong.description == "strong")
    #expect(Strength.medium.description == "medium")
    #expect(Strength.weak.description == "weak")
    #expect(Strength(2000).description == "2000")
    #expect(Strength(1234.5).description == "1234.5")
    #expect(Strength.create(1, 0, 0).description == "strong")
  }

  @Test("the | operator sets a constraint's strength, clipping it")
  func pipeOperator() {
    let x = Variable("x")
    let base = x == 5
    #expect(base.isRequired)
    let strong = base | .strong
    #expect(strong.strength == .strong)
    #expect(!strong.isRequired)
    #expect(strong !== base)
    #expect(base.isRequired)  // the original is unchanged
    #expect((base | 1234.5).strength.value == 1234.5)
    #expect((base | 5e9).strength == .required)
    #expect((base | 5e9).isRequired)
    #expect((base | -1).strength.value == 0)
  }

  @Test("strong beats medium beats weak, whatever the order of adding")
  func ordering() throws {
    let x = Variable("x")
    let weak = (x == 1) | .weak
    let medium = (x == 2) | .medium
    let strong = (x == 3) | .strong
    for order in [[weak, medium, strong], [strong, medium, weak], [medium, strong, weak]] {
      let solver = Solver()
      try solver.addConstraints(order)
      solver.updateVariables()
      expectValues([x: 3])
      // Without the strong one, medium decides; without both, weak does.
      try solver.removeConstraint(strong)
      solver.updateVariables()
      expectValues([x: 2])
      try solver.removeConstraint(medium)
      solver.updateVariables()
      expectValues([x: 1])
      expectConsistent(solver)
    }
  }

  @Test("required beats any optional strength")
  func requiredBeatsStrong() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint((x == 100) | .strong)
    try solver.addConstraint((x == 100) | Strength(1e9))  // the largest optional weight
    try solver.addConstraint(x <= 10)
    solver.updateVariables()
    expectValues([x: 10])
  }

  @Test("custom strengths order by weight")
  func customStrengths() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let solver = Solver()
    // 500 beats 400.
    try solver.addConstraint((x == 10) | 500)
    try solver.addConstraint((x == 20) | 400)
    // 1500 beats medium (1000).
    try solver.addConstraint((y == 10) | 1500)
    try solver.addConstraint((y == 20) | .medium)
    // 3 beats 2 at the weak level.
    try solver.addConstraint((z == 10) | 2)
    try solver.addConstraint((z == 20) | 3)
    solver.updateVariables()
    expectValues([x: 10, y: 10, z: 20])
    expectConsistent(solver)
  }

  @Test("inequalities are weighed like equalities")
  func weightedInequalities() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    // x >= 10 (strong) against x <= 5 (medium): x = 10.
    try solver.addConstraint((x >= 10) | .strong)
    try solver.addConstraint((x <= 5) | .medium)
    // y >= 10 (weak) against y <= 5 (medium): y = 5.
    try solver.addConstraint((y >= 10) | .weak)
    try solver.addConstraint((y <= 5) | .medium)
    solver.updateVariables()
    expectValues([x: 10, y: 5])
  }

  @Test("1001 weak errors outweigh one medium error, 999 do not (kiwi's additive rule)")
  func manyWeaksAgainstOneMedium() throws {
    // n weak constraints x == 0 and one medium x == 10. For x in [0, 10] the objective is
    // n * x + 1000 * (10 - x) = 10000 + (n - 1000) * x: increasing in x when n = 1001 (x = 0),
    // decreasing when n = 999 (x = 10). Outside [0, 10] both terms grow.
    for (count, expected) in [(1001, 0.0), (999, 10.0)] {
      let x = Variable("x")
      let solver = Solver()
      try solver.addConstraint((x == 10) | .medium)
      for _ in 0..<count { try solver.addConstraint((x == 0) | .weak) }
      solver.updateVariables()
      expectClose(x.value, expected, "x with \(count) weak constraints")
      expectConsistent(solver)
    }
  }

  @Test("a medium level clipped at 1000 is worth one strong, no more")
  func clippedLevelsInTheSolver() throws {
    let x = Variable("x")
    let solver = Solver()
    // create(0, 5000, 0) is 1e6 after clipping; create(1, 0, 1) is 1e6 + 1, so it wins.
    try solver.addConstraint((x == 0) | Strength.create(0, 5000, 0))
    try solver.addConstraint((x == 10) | Strength.create(1, 0, 1))
    solver.updateVariables()
    expectValues([x: 10])
  }

  @Test("a strength above required makes the constraint required")
  func aboveRequiredIsRequired() throws {
    let x = Variable("x")
    let solver = Solver()
    let pinned = (x == 5) | 5e9
    try solver.addConstraint(pinned)
    let other = x == 6
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [x]) {
      () throws(SolverError) in
      try solver.addConstraint(other)
    }
    // Both are required, so the second conflicts with the first.
    #expect(conflicts(of: error, failing: other).map(identities) == identities([pinned]))
    solver.updateVariables()
    expectValues([x: 5])
  }

  @Test("a zero-strength constraint has no effect")
  func zeroStrength() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint((x == 100) | 0)
    try solver.addConstraint((x == 3) | .weak)
    solver.updateVariables()
    expectValues([x: 3])
    expectConsistent(solver)
  }
}
