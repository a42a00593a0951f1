import Testing

@testable import Cassowary

/// A solver's storage kept, emptied, for the next new solver: nothing of the old system may
/// show through.
@Suite("Recycled solver storage")
struct RecyclingTests {
  /// Builds a small system with definitions, rows, edits and a removal, and solves it.
  func busySolver(_ x: Variable, _ y: Variable, _ z: Variable) throws -> Solver {
    let solver = Solver()
    try solver.addConstraint(x >= 10)
    try solver.addConstraint(y == x + 5)
    try solver.addConstraint((z == 100) | .weak)
    try solver.addConstraint(x + z <= 80)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(30, for: x)
    let extra = (y == 7) | .medium
    try solver.addConstraint(extra)
    try solver.removeConstraint(extra)
    solver.updateVariables()
    return solver
  }

  @Test("a solver made after another went away starts empty")
  func newSolverAfterOne() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    do {
      let old = try busySolver(x, y, z)
      expectValues([x: 30, y: 35, z: 50])
      _ = old
    }
    // The old solver is gone; a new one (likely on its storage) knows nothing of it.
    let solver = Solver()
    expectConsistent(solver, "new solver")
    #expect(solver.constraints.isEmpty)
    #expect(!solver.hasEditVariable(x))
    #expect(solver.core.knownSymbol(for: x) == nil)
    // The same variables, in another system.
    try solver.addConstraint(x == 3)
    try solver.addConstraint(z == x * 2)
    solver.updateVariables()
    expectValues([x: 3, z: 6])
    #expect(solver.core.knownSymbol(for: y) == nil, "y belongs to no constraint of this solver")
    expectConsistent(solver, "after adding")
  }

  @Test("a solver is untouched until used, and one on a recycled state starts with fresh entries")
  func untouched() throws {
    let x = Variable("x")
    // A used solver, gone before the next is made (which likely takes its storage).
    do { #expect(try !busySolver(x, Variable("y"), Variable("z")).isUntouched) }
    let solver = Solver()
    #expect(solver.isUntouched)
    // Every per-symbol entry the old solver used reads as a fresh solver's (the recycled
    // arrays are reset in one fill each).
    let core = solver.core
    let used = min(16, core.kind.count)
    #expect(core.kind.prefix(used).allSatisfy { $0 == .unused })
    #expect(core.status.prefix(used).allSatisfy { $0 == .parametric })
    #expect(core.owner.prefix(used).allSatisfy { $0 == noRecord })
    #expect(core.values.prefix(used).allSatisfy { $0 == 0 })
    #expect(core.useCount.prefix(used).allSatisfy { $0 == 0 })
    #expect(core.definitionUses.prefix(used).allSatisfy { $0 == 0 })
    #expect(core.externalPosition.prefix(used).allSatisfy { $0 == -1 })
    #expect(core.objective.coefficients.prefix(used).allSatisfy { $0 == 0 })
    // A setting changed, or a constraint added, touches it; a reset to the defaults does not.
    solver.tracksChanges = true
    #expect(!solver.isUntouched)
    solver.tracksChanges = false
    #expect(solver.isUntouched)
    let pin = x == 1
    try solver.addConstraint(pin)
    #expect(!solver.isUntouched)
    // Removed again, the symbols it made remain: not untouched until reset.
    try solver.removeConstraint(pin)
    #expect(!solver.isUntouched)
    solver.reset()
    #expect(solver.isUntouched)
  }

  @Test("many solvers in a row each give the answer of a first one")
  func manyInARow() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    for round in 0..<20 {
      let solver = try busySolver(x, y, z)
      expectValues([x: 30, y: 35, z: 50])
      expectConsistent(solver, "round \(round)")
    }
  }

  @Test("reset empties the solver and keeps its settings")
  func reset() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let solver = try busySolver(x, y, z)
    solver.tracksChanges = true
    solver.reset()
    #expect(solver.tracksChanges)
    #expect(solver.constraints.isEmpty)
    #expect(!solver.hasEditVariable(x))
    expectConsistent(solver, "after reset")
    try solver.addConstraint(y == 4)
    solver.updateVariables()
    expectValues([y: 4])
    expectConsistent(solver, "after adding")
  }

  @Test("a mid-sized solver's storage serves the next solvers, large or small")
  func midSized() throws {
    // A chain of 1 500 views with optional widths: some 6 000 symbols, rows and definitions.
    let lefts = (0..<1500).map { Variable("left\($0)") }
    let widths = (0..<1500).map { Variable("width\($0)") }
    func chain() throws -> Solver {
      let solver = Solver()
      try solver.addConstraint(lefts[0] == 0)
      for i in 0..<1500 {
        try solver.addConstraint((widths[i] == Double(10 + i % 7)) | .strong)
        try solver.addConstraint(widths[i] >= 5)
        if i > 0 { try solver.addConstraint(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
      }
      solver.updateVariables()
      return solver
    }
    var first: [Double] = []
    do {
      let solver = try chain()
      first = lefts.map(\.value)
      expectConsistent(solver, "first chain")
    }
    do {
      let x = Variable("x")
      let y = Variable("y")
      let z = Variable("z")
      let small = try busySolver(x, y, z)
      expectValues([x: 30, y: 35, z: 50])
      expectConsistent(small, "small after the chain")
      #expect(small.core.knownSymbol(for: lefts[0]) == nil)
    }
    for v in lefts { v.value = 0 }
    let again = try chain()
    #expect(lefts.map(\.value) == first)
    expectConsistent(again, "second chain")
  }
}
