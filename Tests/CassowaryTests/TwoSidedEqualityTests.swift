// An optional equality whose two sides cost differently (`Constraint(_:above:below:)`): what
// the layout engine makes of a view's hugging and compression resistance. The answers are
// worked out by hand from the costs: `above * max(0, e) + below * max(0, -e)` for the
// constraint's expression `e`, plus each pull's strength times its distance.

import Testing

@testable import Cassowary

@Suite("Equalities whose sides cost differently")
struct TwoSidedEqualityTests {
  /// `x` held at 100, at 250 a unit above and 750 a unit below, and pulled to `target` at
  /// `pull`: where it ends.
  private func settle(pullingTo target: Double, at pull: Double) throws -> Double {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(Constraint(x - 100, above: Strength(250), below: Strength(750)))
    try solver.addConstraint((x == target) | Strength(pull))
    solver.updateVariables()
    expectConsistent(solver)
    return x.value
  }

  @Test("each side resists a pull at its own strength")
  func eachSideItsOwnStrength() throws {
    // Down to 60: staying costs pull * 40, giving way 750 * 40.
    expectClose(try settle(pullingTo: 60, at: 500), 100)
    expectClose(try settle(pullingTo: 60, at: 800), 60)
    // Up to 150: staying costs pull * 50, giving way 250 * 50.
    expectClose(try settle(pullingTo: 150, at: 200), 100)
    expectClose(try settle(pullingTo: 150, at: 300), 150)
  }

  @Test("it holds as the pair of inequalities it stands for")
  func sameAsThePair() throws {
    // Two views' widths share 300: a's content is 120 (hugging 250, resistance 750), b's 200
    // (hugging 300, resistance 600), so 20 must give. Taking it from b costs 600 a unit, from
    // a 750: b gives, a = 120, b = 180. Checked against the pair on a second solver.
    let a = Variable("a")
    let b = Variable("b")
    let merged = Solver()
    try merged.addConstraint(a + b == 300)
    try merged.addConstraint(Constraint(a - 120, above: Strength(250), below: Strength(750)))
    try merged.addConstraint(Constraint(b - 200, above: Strength(300), below: Strength(600)))
    merged.updateVariables()
    expectValues([a: 120, b: 180])
    let pairA = Variable("a")
    let pairB = Variable("b")
    let pair = Solver()
    try pair.addConstraint(pairA + pairB == 300)
    try pair.addConstraint((pairA <= 120) | Strength(250))
    try pair.addConstraint((pairA >= 120) | Strength(750))
    try pair.addConstraint((pairB <= 200) | Strength(300))
    try pair.addConstraint((pairB >= 200) | Strength(600))
    pair.updateVariables()
    expectValues([pairA: 120, pairB: 180])
    // Room to spare, 400: growing a costs 250 a unit, b 300: a takes it, a = 200, b = 200.
    let total = Variable("total")
    let grown = Solver()
    try grown.addConstraint(a + b == total)
    try grown.addConstraint(total == 400)
    try grown.addConstraint(Constraint(a - 120, above: Strength(250), below: Strength(750)))
    try grown.addConstraint(Constraint(b - 200, above: Strength(300), below: Strength(600)))
    grown.updateVariables()
    expectValues([a: 200, b: 200])
    expectConsistent(grown)
  }

  @Test("a new constant moves it in place; removing it lets the pull win")
  func constantAndRemoval() throws {
    let x = Variable("x")
    let solver = Solver()
    let size = Constraint(x - 100, above: Strength(250), below: Strength(750))
    try solver.addConstraint(size)
    try solver.addConstraint((x == 60) | Strength(500))
    solver.updateVariables()
    expectClose(x.value, 100)
    // Held at 80 now: staying costs 500 * 20, giving way 750 * 20.
    try solver.setConstant(-80, for: size)
    solver.updateVariables()
    expectClose(x.value, 80)
    expectConsistent(solver)
    // Held at 40, above the pull's 60 no more: the pull (500) beats the hugging (250).
    try solver.setConstant(-40, for: size)
    solver.updateVariables()
    expectClose(x.value, 60)
    try solver.removeConstraint(size)
    solver.updateVariables()
    expectClose(x.value, 60)
    expectConsistent(solver)
    #expect(!solver.hasConstraint(size))
  }

  @Test("it describes both strengths; an ordinary constraint has the same strength below")
  func description() {
    let x = Variable("x")
    let size = Constraint(x - 100, above: Strength(250), below: Strength(750))
    #expect(size.relation == .equal)
    #expect(size.strength == Strength(250))
    #expect(size.strengthBelow == Strength(750))
    #expect(!size.isRequired)
    #expect("\(size)".hasSuffix("== 0 | above: \(Strength(250)), below: \(Strength(750))"))
    let plain = (x == 100) | .weak
    #expect(plain.strengthBelow == plain.strength)
    #expect(!"\(plain)".contains("below"))
  }

  @Test("a required side traps, naming the constraint")
  func requiredSideTraps() async {
    await #expect(processExitsWith: .failure) {
      let x = Variable("x")
      _ = Constraint(x - 100, above: .required, below: Strength(750))
    }
  }
}
