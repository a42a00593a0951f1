// Which variables a weak pull cannot move, read from the tableau (`Solver.resistsPull`): what
// the layout engine's ambiguity checks ask before they probe. Each answer is checked against
// the pull itself, added and removed again.

import Testing

@testable import Cassowary

@Suite("Pull resistance")
struct PullResistanceTests {
  /// Whether a pull of `strength` towards `value + 1` and towards `value - 1` leaves `x` where
  /// it is: the question `resistsPull` answers without solving.
  private func pullMoves(_ x: Variable, _ solver: Solver, _ strength: Strength) throws -> Bool {
    solver.updateVariables()
    let start = x.value
    for target in [start + 1, start - 1] {
      let pull = (x == target) | strength
      try solver.addConstraint(pull)
      solver.updateVariables()
      let moved = abs(x.value - start) > 1e-6
      try solver.removeConstraint(pull)
      solver.updateVariables()
      if moved { return true }
    }
    return false
  }

  @Test("required and optional constraints hold a variable; a free one or a slack does not")
  func simpleCases() throws {
    let pinned = Variable("pinned")
    let floor = Variable("floor")
    let optional = Variable("optional")
    let faint = Variable("faint")
    let unknown = Variable("unknown")
    let solver = Solver()
    try solver.addConstraint(pinned == 10)
    try solver.addConstraint(floor >= 10)  // free upwards
    try solver.addConstraint((optional == 10) | .weak)
    try solver.addConstraint((faint == 10) | Strength(0.0002))  // weaker than the pull
    let strength = Strength(0.001)
    let variables = [pinned, floor, optional, faint, unknown]
    #expect(
      solver.resistsPull(of: strength, variables) == [true, false, true, false, false])
    for variable in variables.dropLast() {
      let resists = solver.resistsPull(of: strength, [variable])[0]
      #expect(try resists == !pullMoves(variable, solver, strength), "\(variable)")
    }
  }

  @Test("a chain of definitions is held when its start is, and free when it is not")
  func definitions() throws {
    let solver = Solver()
    let left = (0..<50).map { Variable("left\($0)") }
    let width = Variable("width")
    try solver.addConstraint(width == 20)
    try solver.addConstraint(left[0] == 8)
    for i in 1..<left.count {
      // Each new left is fresh, so the solver defines it by the constraint.
      try solver.addConstraint(left[i] == left[i - 1] + width + 8)
    }
    #expect(solver.resistsPull(of: Strength(0.001), left).allSatisfy { $0 })
    let loose = Solver()
    try loose.addConstraint(width == 20)
    try loose.addConstraint(left[0] >= 8)
    for i in 1..<left.count {
      try loose.addConstraint(left[i] == left[i - 1] + width + 8)
    }
    #expect(loose.resistsPull(of: Strength(0.001), left).allSatisfy { !$0 })
    #expect(try pullMoves(left[49], loose, Strength(0.001)))
  }

  @Test("a tie between equal optional constraints is free; a stronger one holds")
  func ties() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x >= 100)
    try solver.addConstraint(x <= 200)
    try solver.addConstraint((x == 120) | .medium)
    try solver.addConstraint((x == 180) | .medium)
    #expect(solver.resistsPull(of: Strength(0.001), [x]) == [false])
    #expect(try pullMoves(x, solver, Strength(0.001)))
    try solver.addConstraint((x == 150) | .strong)
    #expect(solver.resistsPull(of: Strength(0.001), [x]) == [true])
    #expect(try !pullMoves(x, solver, Strength(0.001)))
  }

  @Test("a required pair of inequalities holds a variable as an equality does, whatever pulls")
  func requiredPair() throws {
    // `x >= 50` and `x <= 50`, both required: neither slack costs anything, but each one's row
    // stops the other moving. A pull on the sum of x and a fresh y stays free (y is free).
    let x = Variable("x")
    let y = Variable("y")
    let sum = Variable("sum")
    let solver = Solver()
    try solver.addConstraint(x >= 50)
    try solver.addConstraint(x <= 50)
    try solver.addConstraint((x == 10) | .medium)  // pulls against the pair, and loses
    try solver.addConstraint(sum == x + y)
    try solver.addConstraint((y == 5) | .weak)
    let strong = Strength.strong
    #expect(solver.resistsPull(of: strong, [x, y, sum]) == [true, false, false])
    #expect(try !pullMoves(x, solver, strong))
    #expect(try pullMoves(sum, solver, strong))
    // Only one of the two: x is free upwards.
    let floor = Solver()
    try floor.addConstraint(x >= 50)
    try floor.addConstraint((x == 10) | .medium)
    #expect(floor.resistsPull(of: strong, [x]) == [false])
    #expect(try pullMoves(x, floor, strong))
  }
}
