// One constraint in several solvers: the first solver to hold a constraint keeps its record in
// the constraint, the others in a table. Whichever way each holds it, every solver finds it,
// changes it and lets it go on its own, and the constraint can be held again once let go.

import Testing

@testable import Cassowary

@Suite("A constraint shared between solvers")
struct SharedConstraintTests {
  @Test("each solver finds, moves and removes the constraint on its own")
  func sharedBetweenTwo() throws {
    let x = Variable("x")
    let pin = x == 10
    let a = Solver()
    let b = Solver()
    try a.addConstraint(pin)
    try b.addConstraint(pin)
    #expect(a.hasConstraint(pin) && b.hasConstraint(pin))
    #expect(pin.holderID == a.core.identity)
    // Each solver refuses it a second time.
    #expect(throws: SolverError.self) { try a.addConstraint(pin) }
    #expect(throws: SolverError.self) { try b.addConstraint(pin) }
    // Moving it in one moves it there only: x == 30 in b, still 10 in a.
    try b.setConstant(-30, for: pin)
    b.updateVariables()
    #expect(x.value == 30)
    a.updateVariables()
    #expect(x.value == 10)
    // Removed from the first solver, it stays in the second, and the second still moves it.
    try a.removeConstraint(pin)
    #expect(!a.hasConstraint(pin) && b.hasConstraint(pin))
    #expect(pin.holderID == 0)
    try b.setConstant(-40, for: pin)
    b.updateVariables()
    #expect(x.value == 40)
    // A third solver now holds it in the constraint; the second still finds it in its table.
    let c = Solver()
    try c.addConstraint(pin)
    #expect(pin.holderID == c.core.identity)
    #expect(b.hasConstraint(pin) && c.hasConstraint(pin) && !a.hasConstraint(pin))
    try b.removeConstraint(pin)
    #expect(!b.hasConstraint(pin) && c.hasConstraint(pin))
    #expect(throws: SolverError.self) { try b.removeConstraint(pin) }
    // Back in the first solver, which finds it in its table this time.
    try a.addConstraint(pin)
    #expect(a.hasConstraint(pin))
    a.updateVariables()
    #expect(x.value == 10)
    #expect(Set(a.constraints.map(ObjectIdentifier.init)) == [ObjectIdentifier(pin)])
  }

  @Test("a solver reset or gone lets its constraints be held by the next one")
  func releasedByResetAndDeinit() throws {
    let x = Variable("x")
    let pin = x == 5
    let cap = x <= 8
    let a = Solver()
    try a.addConstraints([pin, cap])
    a.reset()
    #expect(pin.holderID == 0 && cap.holderID == 0)
    #expect(!a.hasConstraint(pin))
    do {
      let b = Solver()
      try b.addConstraint(pin)
      #expect(pin.holderID == b.core.identity)
    }
    // b went away: its storage may be kept for another solver, its constraints are let go.
    #expect(pin.holderID == 0)
    let c = Solver()
    try c.addConstraints([pin, cap])
    #expect(pin.holderID == c.core.identity && cap.holderID == c.core.identity)
    c.updateVariables()
    #expect(x.value == 5)
  }

  @Test("a variable in two solvers: each solves it on its own, and lets it go on its own")
  func sharedVariable() throws {
    let x = Variable("x")
    let y = Variable("y")
    let a = Solver()
    let b = Solver()
    try a.addConstraints([x == 10, y == x + 1])
    try b.addConstraints([x == 20, y == 2 * x])
    #expect(x.cachedSolverID == a.core.identity)
    a.updateVariables()
    #expect(x.value == 10 && y.value == 11)
    b.updateVariables()
    #expect(x.value == 20 && y.value == 40)
    // Gone from the first solver, the variables stay in the second, which still solves them.
    a.reset()
    #expect(x.cachedSolverID == 0 && y.cachedSolverID == 0)
    b.updateVariables()
    #expect(x.value == 20 && y.value == 40)
    // A third solver holds them in the variables now; the second still finds them in its table.
    do {
      let c = Solver()
      let pin = x == 7
      try c.addConstraint(pin)
      #expect(x.cachedSolverID == c.core.identity)
      try b.addConstraint((x == 99) | .weak)
      b.updateVariables()
      #expect(x.value == 20)
      c.updateVariables()
      #expect(x.value == 7)
      // The variable leaves c with its last constraint: held by no solver, set to zero.
      try c.removeConstraint(pin)
      #expect(x.cachedSolverID == 0)
      c.updateVariables()
      #expect(x.value == 0)
    }
    b.updateVariables()
    #expect(x.value == 20 && y.value == 40)
  }

  @Test("an edit variable's constraint is found and removed the same way")
  func editVariables() throws {
    let x = Variable("x")
    let a = Solver()
    try a.addEditVariable(x, strength: .strong)
    try a.suggestValue(12, for: x)
    a.updateVariables()
    #expect(x.value == 12)
    try a.removeEditVariable(x)
    try a.addEditVariable(x, strength: .strong)
    try a.suggestValue(3, for: x)
    a.updateVariables()
    #expect(x.value == 3)
    // Its constraint is the solver's own: not listed, not removable as a constraint.
    #expect(a.constraints.isEmpty)
  }
}
