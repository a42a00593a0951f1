// Edit variables: suggesting values, how suggestions compete with other constraints, and
// removing and re-adding edits.

import Testing

@testable import Cassowary

@Suite("Edit variables")
struct EditVariableTests {
  @Test("a suggestion sets an otherwise free variable")
  func suggestSetsValue() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    #expect(solver.hasEditVariable(x))
    // Before any suggestion the edit holds x at 0.
    solver.updateVariables()
    expectValues([x: 0])
    try solver.suggestValue(42, for: x)
    solver.updateVariables()
    expectValues([x: 42])
    try solver.suggestValue(-7.5, for: x)
    solver.updateVariables()
    expectValues([x: -7.5])
    expectConsistent(solver)
  }

  @Test("a suggestion propagates through required equations")
  func suggestionPropagates() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let solver = Solver()
    // y = 2x + 1 and z = y - x = x + 1.
    try solver.addConstraint(y == 2 * x + 1)
    try solver.addConstraint(z == y - x)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(10, for: x)
    solver.updateVariables()
    expectValues([x: 10, y: 21, z: 11])
    try solver.suggestValue(-3, for: x)
    solver.updateVariables()
    expectValues([x: -3, y: -5, z: -2])
    expectConsistent(solver)
  }

  @Test("an edit on a variable defined by an earlier constraint")
  func editOnDefinedVariable() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x == y + 10)  // x is defined in terms of y
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(50, for: x)
    solver.updateVariables()
    expectValues([x: 50, y: 40])
    try solver.addEditVariable(y, strength: .weak)
    try solver.suggestValue(0, for: y)
    // x (strong) keeps 50, so y (weak) must stay at 40.
    solver.updateVariables()
    expectValues([x: 50, y: 40])
    try solver.removeEditVariable(x)
    solver.updateVariables()
    // Now only y's edit is left: y = 0, x = 10.
    expectValues([x: 10, y: 0])
    expectConsistent(solver)
  }

  @Test("a required constraint overrides a suggestion")
  func requiredOverridesSuggestion() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x <= 100)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(150, for: x)
    solver.updateVariables()
    expectValues([x: 100])
    try solver.suggestValue(60, for: x)
    solver.updateVariables()
    expectValues([x: 60])
  }

  @Test("a weaker edit yields to a stronger constraint, a stronger edit does not")
  func editStrengthAgainstConstraints() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint((x == 50) | .strong)
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(80, for: x)
    try solver.addConstraint((y == 50) | .medium)
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(80, for: y)
    solver.updateVariables()
    expectValues([x: 50, y: 80])
    expectConsistent(solver)
  }

  @Test("two edits tied by a required equation: the weaker gives way")
  func twoEdits() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x + y == 100)
    try solver.addEditVariable(x, strength: .strong)
    try solver.addEditVariable(y, strength: .weak)
    try solver.suggestValue(30, for: x)
    try solver.suggestValue(30, for: y)
    solver.updateVariables()
    expectValues([x: 30, y: 70])
    try solver.suggestValue(45, for: x)
    solver.updateVariables()
    expectValues([x: 45, y: 55])
    expectConsistent(solver)
  }

  @Test("removing an edit variable restores the solution from before it")
  func removeRestores() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint((x == 50) | .weak)
    try solver.addConstraint(y == x * 2)
    solver.updateVariables()
    expectValues([x: 50, y: 100])
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(80, for: x)
    solver.updateVariables()
    expectValues([x: 80, y: 160])
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    solver.updateVariables()
    expectValues([x: 50, y: 100])
    expectConsistent(solver)
  }

  @Test("a re-added edit variable starts from a suggestion of 0")
  func reAdd() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint((x == 50) | .weak)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(80, for: x)
    try solver.removeEditVariable(x)
    try solver.addEditVariable(x, strength: .strong)
    // The new edit holds x at 0 (strong) until a suggestion comes: the weak 50 loses.
    solver.updateVariables()
    expectValues([x: 0])
    try solver.suggestValue(30, for: x)
    solver.updateVariables()
    expectValues([x: 30])
    // Re-adding with a weaker strength than the constraint lets the constraint win.
    try solver.removeEditVariable(x)
    try solver.addEditVariable(x, strength: Strength(0.5))
    try solver.suggestValue(30, for: x)
    solver.updateVariables()
    expectValues([x: 50])
    expectConsistent(solver)
  }

  @Test("an edit variable no constraint mentions is forgotten when the edit goes")
  func editOnlyVariableReadsZeroAfterRemoval() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(12, for: x)
    solver.updateVariables()
    expectValues([x: 12])
    try solver.removeEditVariable(x)
    solver.updateVariables()
    expectValues([x: 0])
    #expect(solver.dump() == emptyDump)
  }

  @Test("a suggestion made while a required constraint pins the variable applies once it goes")
  func suggestionUnderPin() throws {
    let x = Variable("x")
    let solver = Solver()
    let pin = x == 5
    try solver.addConstraint(pin)
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(7, for: x)
    solver.updateVariables()
    expectValues([x: 5])
    try solver.suggestValue(9, for: x)
    solver.updateVariables()
    expectValues([x: 5])
    try solver.removeConstraint(pin)
    solver.updateVariables()
    expectValues([x: 9])
    expectConsistent(solver)
  }

  @Test("suggesting the same value twice changes nothing")
  func sameSuggestionTwice() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(y == x + 1)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(4, for: x)
    let dump = solver.dump()
    try solver.suggestValue(4, for: x)
    #expect(solver.dump() == dump)
    solver.updateVariables()
    expectValues([x: 4, y: 5])
  }

  @Test("dragging the midpoint of a segment (the Cassowary paper's example)")
  func midpoint() throws {
    let l = Variable("l")
    let m = Variable("m")
    let r = Variable("r")
    let solver = Solver()
    try solver.addConstraints([2 * m == l + r, l + 10 <= r, r <= 100, l >= 0])
    try solver.addConstraint((l == 30) | 2)
    try solver.addConstraint((r == 60) | 1)
    try solver.addEditVariable(m, strength: .strong)

    // m = 95: l + r = 190 with r <= 100 forces l >= 90, and l <= r - 10 <= 90: l = 90, r = 100.
    try solver.suggestValue(95, for: m)
    solver.updateVariables()
    expectValues([l: 90, m: 95, r: 100])

    // m = 50: r = 100 - l, cost 2|l - 30| + |40 - l| is least at l = 30 (10), so r = 70.
    try solver.suggestValue(50, for: m)
    solver.updateVariables()
    expectValues([l: 30, m: 50, r: 70])

    // m = 10: r = 20 - l and r >= l + 10 give l <= 5; the cost 2(30 - l) + (40 + l) = 100 - l
    // falls as l grows, so l = 5, r = 15.
    try solver.suggestValue(10, for: m)
    solver.updateVariables()
    expectValues([l: 5, m: 10, r: 15])

    // m = 2 is impossible: l >= 0 and r >= l + 10 give 2m = l + r >= 10, so the strong edit
    // gives way as little as it can: m = 5, which needs l = 0, r = 10.
    try solver.suggestValue(2, for: m)
    solver.updateVariables()
    expectValues([l: 0, m: 5, r: 10])
    expectConsistent(solver)
  }

  /// The sidebar layout of `resizeLoop`, solved by hand for a suggested window width `w`:
  /// `s + 10 + c == width`, `s >= 100`, `c >= 200`, `s == 250` (medium), `c == 600` (weak),
  /// width edited at strong.
  /// - w >= 460: s keeps 250 (medium beats weak), c = w - 260.
  /// - 310 <= w < 460: c is at its floor 200 and s = w - 210, as large as it can be.
  /// - w < 310: the window cannot be that narrow; the strong edit gives way (1e6 per unit
  ///   against at most 1000 gained): width = 310, s = 100, c = 200.
  static func sidebarLayout(_ w: Double) -> (width: Double, sidebar: Double, content: Double) {
    if w >= 460 { return (w, 250, w - 260) }
    if w >= 310 { return (w, w - 210, 200) }
    return (310, 100, 200)
  }

  @Test("a window resized many times follows the hand-solved layout")
  func resizeLoop() throws {
    let width = Variable("width")
    let sidebar = Variable("sidebar")
    let content = Variable("content")
    let solver = Solver()
    try solver.addConstraints([sidebar + 10 + content == width, sidebar >= 100, content >= 200])
    try solver.addConstraint((sidebar == 250) | .medium)
    try solver.addConstraint((content == 600) | .weak)
    try solver.addEditVariable(width, strength: .strong)

    // A few spot checks first, then a long sweep down and back up with a jitter.
    var widths: [Double] = [1000, 500, 460, 400, 310, 200, 860, 1200.5]
    for i in 0..<300 { widths.append(1300 - Double(i) * 4.25) }
    for i in 0..<300 { widths.append(25 + Double(i) * 4.5 + (i % 3 == 0 ? 0.125 : 0)) }
    for (step, w) in widths.enumerated() {
      try solver.suggestValue(w, for: width)
      solver.updateVariables()
      let expected = Self.sidebarLayout(w)
      expectClose(width.value, expected.width, "width at step \(step), w = \(w)")
      expectClose(sidebar.value, expected.sidebar, "sidebar at step \(step), w = \(w)")
      expectClose(content.value, expected.content, "content at step \(step), w = \(w)")
      if step % 50 == 0 { expectConsistent(solver, "step \(step)") }
    }
    expectConsistent(solver)
  }

  @Test("edits survive constraints being added and removed around them")
  func editsAcrossConstraintChanges() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(20, for: x)
    let link = y == x + 5
    try solver.addConstraint(link)
    solver.updateVariables()
    expectValues([x: 20, y: 25])
    let cap = x <= 12
    try solver.addConstraint(cap)
    try solver.suggestValue(30, for: x)
    solver.updateVariables()
    expectValues([x: 12, y: 17])
    try solver.removeConstraint(cap)
    solver.updateVariables()
    expectValues([x: 30, y: 35])
    try solver.removeConstraint(link)
    try solver.suggestValue(-4, for: x)
    solver.updateVariables()
    expectValues([x: -4, y: 0])
    expectConsistent(solver)
  }

  @Test(
    "an edit variable's own constraint is not a public constraint, so it cannot be removed twice")
  func removingEditConstraintDirectly() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    // The edit's constraint is internal: not listed, so it cannot be removed behind the edit's back.
    #expect(solver.constraints.isEmpty)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    expectConsistent(solver)
    // Whatever happened above, two new constraints must be two constraints.
    let a = y == 1
    let b = z == 2
    try solver.addConstraints([a, b])
    solver.updateVariables()
    expectValues([y: 1, z: 2])
    #expect(identities(solver.constraints) == identities([a, b]))
    try solver.removeConstraint(a)
    solver.updateVariables()
    expectValues([y: 0, z: 2])
    #expect(identities(solver.constraints) == identities([b]))
  }
}
