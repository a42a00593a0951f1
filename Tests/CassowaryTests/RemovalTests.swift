// Removing constraints: the earlier solution comes back, and removing everything returns the
// solver to the state of a new one.

import Testing

@testable import Cassowary

@Suite("Removing constraints")
struct RemovalTests {
  @Test("removing a required container restores the unsqueezed chain")
  func removeRequiredRestores() throws {
    let solver = Solver()
    let (left, width) = try addChain(to: solver, count: 4)
    solver.updateVariables()
    let all = left + width
    let before = all.map(\.value)
    // Unsqueezed: widths 50, lefts 10, 68, 126, 184.
    #expect(before == [10, 68, 126, 184, 50, 50, 50, 50])

    // right = 10 + sum(width) + 24 <= 200 caps the widths at 166, 34 below 200. width[3]
    // (medium) gives 30 down to its floor of 20, then width[2] (5000) gives 4.
    let container = left[3] + width[3] <= 200
    try solver.addConstraint(container)
    solver.updateVariables()
    let squeezed: [Double] = [10, 68, 126, 180, 50, 50, 46, 20]
    for (variable, value) in zip(all, squeezed) {
      expectClose(variable.value, value, variable.name)
    }

    try solver.removeConstraint(container)
    solver.updateVariables()
    for (variable, value) in zip(all, before) { expectClose(variable.value, value, variable.name) }
    expectConsistent(solver)
  }

  @Test("removing an optional constraint lets a weaker one take over again")
  func removeOptionalRestores() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint((x == 10) | .weak)
    try solver.addConstraint(y == x + 5)
    solver.updateVariables()
    expectValues([x: 10, y: 15])
    let override = (x == 3) | .strong
    try solver.addConstraint(override)
    solver.updateVariables()
    expectValues([x: 3, y: 8])
    try solver.removeConstraint(override)
    solver.updateVariables()
    expectValues([x: 10, y: 15])
    expectConsistent(solver)
  }

  @Test("removing a required constraint lets an optional one take over")
  func removeRequiredPin() throws {
    let x = Variable("x")
    let solver = Solver()
    let pin = x == 10
    try solver.addConstraint(pin)
    try solver.addConstraint((x == 20) | .weak)
    solver.updateVariables()
    expectValues([x: 10])
    try solver.removeConstraint(pin)
    solver.updateVariables()
    expectValues([x: 20])
    expectConsistent(solver)
  }

  @Test("removing a link in a chain, then adding it back")
  func removeMiddleOfChain() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let solver = Solver()
    for v in [a, b, c, d] { try solver.addConstraint((v == 0) | .weak) }
    let link = b == a + 2
    try solver.addConstraints([a == 1, link, c == b + 3, d == c + 4])
    solver.updateVariables()
    expectValues([a: 1, b: 3, c: 6, d: 10])

    // Without the link, c = b + 3 and d = b + 7; the weak pulls cost |b| + |b + 3| + |b + 7|,
    // least at the median b = -3 (slope -1 below it, +1 above): c = 0, d = 4; a stays 1.
    try solver.removeConstraint(link)
    solver.updateVariables()
    expectValues([a: 1, b: -3, c: 0, d: 4])
    expectConsistent(solver)

    try solver.addConstraint(link)
    solver.updateVariables()
    expectValues([a: 1, b: 3, c: 6, d: 10])
    expectConsistent(solver)
  }

  @Test("an inactive inequality can be removed without effect")
  func removeSlackInequality() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint((x == 5) | .strong)
    let loose = x <= 100
    let tight = x >= 8
    try solver.addConstraints([loose, tight])
    solver.updateVariables()
    expectValues([x: 8])
    try solver.removeConstraint(loose)
    solver.updateVariables()
    expectValues([x: 8])
    try solver.removeConstraint(tight)
    solver.updateVariables()
    expectValues([x: 5])
    expectConsistent(solver)
  }

  @Test("each constraint removed in turn gives the hand-worked answer")
  func removeOneByOne() throws {
    let x = Variable("x")
    let solver = Solver()
    let weak = (x == 1) | .weak
    let medium = (x == 2) | .medium
    let strong = (x == 3) | .strong
    let floor = x >= 4
    try solver.addConstraints([weak, medium, strong, floor])
    solver.updateVariables()
    expectValues([x: 4])
    // Remove in the order floor, weak, strong, medium: 3, 3, 2, then nothing (0).
    let steps: [(Constraint, Double)] = [(floor, 3), (weak, 3), (strong, 2), (medium, 0)]
    for (constraint, expected) in steps {
      try solver.removeConstraint(constraint)
      solver.updateVariables()
      expectClose(x.value, expected, "x after removing \(constraint)")
      expectConsistent(solver)
    }
    #expect(solver.dump() == emptyDump)
  }

  @Test(
    "removing everything, in any order, gives a fresh solver's dump and zero values",
    arguments: ["added", "reversed", "interleaved"])
  func removeEverything(order: String) throws {
    let solver = Solver()
    let (left, width) = try addChain(to: solver, count: 6)
    let extra = (0..<4).map { Variable("extra\($0)") }
    var added = solver.constraints
    let more: [Constraint] = [
      extra[0] + extra[1] == left[5], extra[1] >= 3, (extra[2] == 2 * extra[0]) | .medium,
      extra[3] <= width[2] - 1, (extra[3] == 1000) | .weak,
    ]
    try solver.addConstraints(more)
    added += more
    try solver.addEditVariable(extra[2], strength: .strong)
    try solver.suggestValue(77, for: extra[2])
    try solver.addEditVariable(width[4], strength: .weak)
    try solver.suggestValue(33, for: width[4])
    solver.updateVariables()
    expectConsistent(solver)

    switch order {
    case "reversed": added.reverse()
    case "interleaved":
      added = added.enumerated().sorted { ($0.offset % 3, $0.offset) < ($1.offset % 3, $1.offset) }
        .map(\.element)
    default: break
    }
    try solver.removeEditVariable(width[4])
    for (i, constraint) in added.enumerated() {
      try solver.removeConstraint(constraint)
      expectConsistent(solver, "after removing #\(i): \(constraint)")
      if i == added.count / 2 { try solver.removeEditVariable(extra[2]) }
    }
    #expect(solver.constraints.isEmpty)
    expectEmptyDump(solver, order)
    solver.updateVariables()
    for v in left + width + extra { #expect(v.value == 0, "\(v.name) should read 0") }
  }

  @Test("removing everything without suggestions gives exactly a fresh solver's dump")
  func removeEverythingWithoutSuggestions() throws {
    let solver = Solver()
    let (left, width) = try addChain(to: solver, count: 6)
    try solver.addConstraint(left[5] + width[5] <= 300)  // squeezes the chain
    try solver.addEditVariable(width[1], strength: .weak)  // held at 0 against a strong 50
    var added = solver.constraints.filter { $0.strength != .weak }
    try solver.removeEditVariable(width[1])
    added.reverse()
    for constraint in added { try solver.removeConstraint(constraint) }
    #expect(solver.dump() == emptyDump)
    solver.updateVariables()
    for v in left + width { #expect(v.value == 0, "\(v.name) should read 0") }
  }

  @Test(
    "the objective's constant follows suggestions", )
  func objectiveConstantFollowsSuggestions() throws {
    let x = Variable("x")
    let solver = Solver()
    let c = (x == 50) | .medium
    try solver.addConstraint(c)
    try solver.addEditVariable(x, strength: .weak)
    // Before any suggestion the weak edit holds x at 0 and loses to the medium 50: the
    // objective is 1 * |50 - 0| = 50.
    expectClose(solver.core.objective.constant, 50, "objective before the suggestion")
    // At 33 the weak edit still loses; its error is 17 and the objective 1 * 17.
    try solver.suggestValue(33, for: x)
    solver.updateVariables()
    expectValues([x: 50])
    expectClose(solver.core.objective.constant, 17, "objective after the suggestion")
    // With the edit gone only x == 50 is left, satisfied: the objective is 0.
    try solver.removeEditVariable(x)
    expectClose(solver.core.objective.constant, 0, "objective after removing the edit")
    try solver.removeConstraint(c)
    #expect(solver.dump() == emptyDump)
  }

  @Test(
    "removing one of two copies of a required equality keeps the other in force", )
  func removeOneOfTwoCopies() throws {
    let x = Variable("x")
    let solver = Solver()
    let first = x == 1
    let second = x == 1
    try solver.addConstraints([first, second])
    try solver.addConstraint((x == -10) | .weak)
    solver.updateVariables()
    expectValues([x: 1])
    // The second copy still requires x == 1; the weak pull to -10 must keep losing.
    try solver.removeConstraint(first)
    solver.updateVariables()
    expectValues([x: 1])
    #expect(second.isSatisfied())
    expectConsistent(solver)
    // And with a redundant equation that is a multiple rather than a copy.
    let y = Variable("y")
    let other = Solver()
    let scaled = 2 * y == 2
    try other.addConstraints([scaled, y == 1])
    try other.addConstraint((y == -10) | .weak)
    try other.removeConstraint(scaled)
    other.updateVariables()
    expectValues([y: 1])
  }

  @Test("a removed constraint can be added again, to the same or another solver")
  func reAddAfterRemoval() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let c = x + y == 10
    try solver.addConstraint(c)
    try solver.addConstraint(x == 4)
    try solver.removeConstraint(c)
    #expect(!solver.hasConstraint(c))
    try solver.addConstraint(c)
    #expect(solver.hasConstraint(c))
    solver.updateVariables()
    expectValues([x: 4, y: 6])
    let other = Solver()
    try other.addConstraint(c)
    try other.addConstraint(y == 1)
    other.updateVariables()
    expectValues([x: 9, y: 1])
    expectConsistent(solver)
    expectConsistent(other)
  }

  @Test("adding and removing many times leaves no trace")
  func churn() throws {
    let solver = Solver()
    let (left, width) = try addChain(to: solver, count: 5)
    let baseline = solver.constraints
    solver.updateVariables()
    let before = (left + width).map(\.value)
    let probe = Variable("probe")
    for round in 0..<200 {
      let i = round % 5
      let temporary = [
        (width[i] == Double(20 + round % 40)) | .required,
        probe == left[i] + Double(round),
        (probe >= 1000) | .weak,
      ]
      try solver.addConstraints(temporary)
      solver.updateVariables()
      // The required width is feasible (>= 20), so it holds, and probe follows left[i].
      expectClose(width[i].value, Double(20 + round % 40), "width[\(i)] in round \(round)")
      expectClose(probe.value, left[i].value + Double(round), "probe in round \(round)")
      for c in temporary.reversed() { try solver.removeConstraint(c) }
      if round % 20 == 0 { expectConsistent(solver, "round \(round)") }
    }
    solver.updateVariables()
    for (v, value) in zip(left + width, before) { expectClose(v.value, value, v.name) }
    expectValues([probe: 0])
    for c in baseline { try solver.removeConstraint(c) }
    #expect(solver.dump() == emptyDump)
  }
}
