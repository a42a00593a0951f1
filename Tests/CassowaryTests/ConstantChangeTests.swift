// Changing a constraint's constant in place (`Solver.setConstant(_:for:)`) and updating only the
// variables a change reaches (`Solver.tracksChanges`, `updateVariables(reportingChanges:)`).

import TestSupport
import Testing

@testable import Cassowary

@Suite("Constant changes and incremental updates")
struct ConstantChangeTests {
  @Test("a pinned variable follows its new constant, and so does everything tied to it")
  func pinMoves() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let pin = x == 10  // x - 10 == 0
    try solver.addConstraint(pin)
    try solver.addConstraint(y == x + 5)
    try solver.setConstant(-25, for: pin)  // x - 25 == 0: x = 25, y = 25 + 5 = 30
    solver.updateVariables()
    expectValues([x: 25, y: 30])
    expectConsistent(solver)
    #expect(pin.expression.constant == -10, "the constraint object keeps its own constant")
  }

  @Test("an inequality moved past an optional pull now binds it")
  func inequalityMoves() throws {
    let x = Variable("x")
    let solver = Solver()
    let floor = x >= 10  // x - 10 >= 0
    try solver.addConstraint(floor)
    try solver.addConstraint((x == 20) | .weak)
    solver.updateVariables()
    expectValues([x: 20])  // the floor at 10 does not bind the pull to 20
    try solver.setConstant(-30, for: floor)  // x >= 30 now beats the weak pull to 20
    solver.updateVariables()
    expectValues([x: 30])
    try solver.setConstant(-5, for: floor)  // x >= 5: the pull wins again
    solver.updateVariables()
    expectValues([x: 20])
    expectConsistent(solver)
  }

  @Test("an optional constraint's new constant is weighed like the old one")
  func optionalMoves() throws {
    let w = Variable("w")
    let solver = Solver()
    try solver.addConstraint((w == 50) | .strong)
    let pull = (w == 60) | .weak  // loses to the strong 50
    try solver.addConstraint(pull)
    let cap = w <= 100
    try solver.addConstraint(cap)
    try solver.setConstant(-70, for: pull)
    solver.updateVariables()
    expectValues([w: 50])
    try solver.setConstant(-40, for: cap)  // w <= 40 is required: w = 40
    solver.updateVariables()
    expectValues([w: 40])
    expectConsistent(solver)
  }

  @Test("a required constant that cannot hold throws with its conflicts and changes nothing")
  func requiredConflict() throws {
    let x = Variable("x")
    let solver = Solver()
    let low = x >= 10
    let high = x <= 20
    try solver.addConstraint(low)
    try solver.addConstraint(high)
    try solver.addConstraint((x == 15) | .weak)
    // x >= 30 cannot hold with x <= 20.
    let error = expectFailureLeavesSolverUnchanged(solver, watching: [x]) {
      () throws(SolverError) in try solver.setConstant(-30, for: low)
    }
    let found = conflicts(of: error, failing: low)
    #expect(found.map(identities) == identities([high]))
    solver.updateVariables()
    expectValues([x: 15])
    // The solver still takes later changes.
    try solver.setConstant(-18, for: low)  // x >= 18 beats the weak 15
    solver.updateVariables()
    expectValues([x: 18])
  }

  @Test("a conflict is explained with the constants the solver holds")
  func conflictWithMovedConstants() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let gap = y >= x + 5  // y - x - 5 >= 0
    let pinX = x == 0
    let capY = y <= 100
    try solver.addConstraints([gap, pinX, capY])
    try solver.setConstant(-40, for: pinX)  // x = 40, so y >= 45
    // y <= 44 now conflicts with x == 40 and y >= x + 5, though with x == 0 it would not.
    let error = solverError { () throws(SolverError) in try solver.setConstant(-44, for: capY) }
    #expect(conflicts(of: error, failing: capY).map(identities) == identities([gap, pinX]))
  }

  @Test("unknown constraints, edit constraints and non-finite constants are refused")
  func refusals() throws {
    let x = Variable("x")
    let solver = Solver()
    let outside = x == 1
    try solver.addEditVariable(x, strength: .strong)
    let inside = x >= 0
    try solver.addConstraint(inside)
    let unknown = solverError { () throws(SolverError) in try solver.setConstant(3, for: outside) }
    guard expectError(unknown, .unknownConstraint(outside)) else { return }
    let edit = solver.core.edits[ObjectIdentifier(x)]!.constraint
    let editError = solverError { () throws(SolverError) in try solver.setConstant(3, for: edit) }
    guard case .unknownConstraint? = editError else {
      Issue.record("expected unknownConstraint for an edit's constraint")
      return
    }
    let nan = solverError { () throws(SolverError) in try solver.setConstant(.nan, for: inside) }
    expectError(nan, .nonFiniteConstraint(inside))
  }

  @Test("an incremental update reports exactly the variables whose values changed")
  func reportsChanges() throws {
    // A chain: left[i] == left[i-1] + width + 8, with width == 50: left[i] = 58 i.
    let width = Variable("width")
    let lefts = (0..<5).map { Variable("left\($0)") }
    let solver = Solver()
    solver.tracksChanges = true
    let widthPin = width == 50
    try solver.addConstraint(widthPin)
    try solver.addConstraint(lefts[0] == 0)
    for i in 1..<5 { try solver.addConstraint(lefts[i] == lefts[i - 1] + width + 8) }
    let far = Variable("far")
    try solver.addConstraint(far == 7)
    var reported: [String] = []
    solver.updateVariables { reported.append($0.name) }
    #expect(Set(reported) == Set(["width", "left1", "left2", "left3", "left4", "far"]))
    // left0 stays 0, so it is not reported.
    expectValues([lefts[4]: 232])
    reported = []
    try solver.setConstant(-60, for: widthPin)  // width 60: left[i] = 68 i
    solver.updateVariables { reported.append($0.name) }
    #expect(Set(reported) == Set(["width", "left1", "left2", "left3", "left4"]))
    expectValues([width: 60, lefts[1]: 68, lefts[4]: 272, far: 7])
    reported = []
    solver.updateVariables { reported.append($0.name) }
    #expect(reported.isEmpty)
  }

  /// Random systems over a few variables: constants are moved at random, with constraints added
  /// and removed in between, and each incremental update is checked against a full update of the
  /// same solver (the same values exactly, and the reported set exactly the changed one), and
  /// each solution against a new solver given the same constraints with their current constants
  /// (the same optimum: every required constraint holds and the weighted error is equal).
  @Test(
    "random constant changes match a new solver and a full update",
    arguments: [1, 2, 3, 5, 8, 13, 21, 34] as [UInt64])
  func randomConstantChanges(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let variables = (0..<8).map { Variable("v\($0)") }
    let factory = ConstraintFactory(variables: variables, rng: &rng, allowsStrong: false)
    let solver = Solver()
    solver.tracksChanges = true
    var held: [(constraint: Constraint, constant: Double)] = []
    // The reference solver works on copies of the variables, so that ours keep their values.
    let copies = variables.map { Variable($0.name + "'") }
    let copyOf = Dictionary(
      uniqueKeysWithValues: zip(variables.map(ObjectIdentifier.init), copies))
    func heldForm(
      _ entry: (constraint: Constraint, constant: Double), copied: Bool = false
    )
      -> Constraint
    {
      let terms = entry.constraint.expression.terms.map {
        copied ? Term(copyOf[ObjectIdentifier($0.variable)]!, $0.coefficient) : $0
      }
      return Constraint(
        Expression(terms, constant: entry.constant), entry.constraint.relation,
        strength: entry.constraint.strength)
    }
    for _ in 0..<12 {
      let c =
        rng.chance(0.4)
        ? factory.safe(&rng, strength: .required)
        : factory.wild(&rng, strength: factory.randomOptionalStrength(&rng))
      if solverError({ () throws(SolverError) in try solver.addConstraint(c) }) == nil {
        held.append((c, c.expression.constant))
      }
    }
    solver.updateVariables()
    for step in 0..<120 {
      let context = "seed \(seed) step \(step)"
      if rng.chance(0.1) {
        let c = factory.wild(&rng, strength: factory.randomOptionalStrength(&rng))
        try solver.addConstraint(c)
        held.append((c, c.expression.constant))
      } else if rng.chance(0.05) && held.count > 4 {
        let gone = held.remove(at: rng.int(0...(held.count - 1)))
        try solver.removeConstraint(gone.constraint)
      } else {
        let at = rng.int(0...(held.count - 1))
        let constant = held[at].constant + Double(rng.int(-6...6))
        let dumpBefore = solver.dump()
        let error = solverError { () throws(SolverError) in
          try solver.setConstant(constant, for: held[at].constraint)
        }
        if error == nil {
          held[at].constant = constant
        } else {
          #expect(held[at].constraint.isRequired, "\(context): an optional change was refused")
          // The rows it moved before failing are put back exactly.
          #expect(
            solver.dump() == dumpBefore, "\(context): a refused change left the tableau changed")
          // Refused: the required constraints with the new constant cannot all hold.
          var moved = held
          moved[at].constant = constant
          let scratch = Solver()
          let refused = solverError { () throws(SolverError) in
            for entry in moved where entry.constraint.isRequired {
              try scratch.addConstraint(heldForm(entry))
            }
          }
          #expect(refused != nil, "\(context): the refused constant was satisfiable")
        }
      }
      expectConsistent(solver, context)
      let before = variables.map(\.value)
      var reported = Set<ObjectIdentifier>()
      solver.updateVariables { reported.insert(ObjectIdentifier($0)) }
      let incremental = variables.map(\.value)
      let changed = Set(
        variables.indices.filter { before[$0] != incremental[$0] }.map {
          ObjectIdentifier(variables[$0])
        })
      #expect(
        reported == changed, "\(context): reported \(reported.count), changed \(changed.count)")
      var full = solver.core  // a full update of a copy of the same state
      full.updateVariables()
      #expect(variables.map(\.value) == incremental, "\(context): incremental differs from full")
      for entry in held where entry.constraint.isRequired {
        #expect(heldForm(entry).isSatisfied(tolerance: 1e-6), "\(context): \(heldForm(entry))")
      }
      let ours = weightedError(optional: held.map { heldForm($0) }, edits: [])
      let fresh = Solver()
      for entry in held { try fresh.addConstraint(heldForm(entry, copied: true)) }
      fresh.updateVariables()
      let theirs = weightedError(optional: held.map { heldForm($0, copied: true) }, edits: [])
      expectClose(ours, theirs, "\(context): weighted error", tolerance: 1e-6)
    }
  }
}
