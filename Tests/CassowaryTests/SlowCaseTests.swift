// The case behind stack views that stretch views with natural sizes to one size (fill
// alignment), reduced to the solver: n variables, each with the two soft constraints of a
// natural size (compression resistance at 750, hugging at 250, as the engine maps them), then
// required equalities that tie them to the first. Adding the equalities after the soft
// constraints was cubic, and adding them first linear; both orders are linear now.
//
// Why it was cubic: each soft pair leaves its variable defined in terms of its own slack and
// error, so an equality `h0 == hi` reduces to a row of slacks, errors and its dummy, with no
// valid subject, and went through phase one (an artificial variable). With every natural size
// the same, that row is already at zero, so every phase-one pivot is degenerate, and Bland's
// rule took about 4i of them for the i-th equality, each substituting into about i rows: O(n³)
// (the i-th equality cost about 4i pivots and 8i² row merges at n = 100). Now such a row is
// solved for the symbol the dual ratio test picks, which keeps the objective optimal (ties to
// the symbol in the fewest rows), and the dual simplex repairs whatever rows went negative
// (`SolverCore+DualAdd.swift`); phase one is left for rows that cannot be added that way,
// where it finds the conflict to report.
//
// Benchmark-style record (release builds, thread CPU time, a 2-core machine shared with other
// work). The reduced case: `swiftc -O -wmo` of the solver's sources with a small driver, the
// median of three runs. Through the engine: `layout-bench --cpu --runs 3 stack-fill:N`, the
// StackView's time, the median of three interleaved rounds of the builds before and after (the
// Cassowary performance notes have the ranges, the hand-written side and `stack-center`):
//
//     n       equalities after          equalities first        stack-fill:N (StackView)
//             before      after          before      after        before       after
//     50       24 ms      0.10 ms        0.06 ms     0.08 ms
//     100     209 ms      0.19 ms        0.12 ms     0.15 ms
//     200   2 452 ms      0.48 ms        0.38 ms     0.33 ms     4 137 ms      2.6 ms
//     300   8 911 ms      0.61 ms             —      0.50 ms
//     1 000       —       2.2 ms              —      1.6 ms          —        10.6 ms
//     10 000      —        25 ms              —       35 ms
//
// (Natural sizes of 20, 24, 28 and 32 in turn, as in stack-fill, instead of all 20: 1 367 ms
// before at 200 after the soft constraints, 0.41 ms now.) `layout-bench --cpu
// stack-center:1000`: 1 169 ms before, 11 ms after. The tests below run the case at a size
// that took seconds before and check the answers; they do not time anything.

import Testing

@testable import Cassowary

@Suite("Slow case: required equalities added after soft constraints")
struct SlowCaseTests {
  /// The strengths the engine gives priorities 750 and 250: 10^(priority / 111).
  static let compression = Strength(5_711_586.478126435)
  static let hugging = Strength(178.75255259042353)

  /// Big enough that the cubic path took seconds: 8.9 s in a release build, 5.4 s with the
  /// mixed natural sizes.
  static let n = 300

  /// A solver holding `n` heights, each pulled to its natural size (`natural(i)`) by a soft
  /// `>=` and a soft `<=`, and required equal to the first; the equalities after the soft
  /// constraints (the order that was slow) or before them.
  func solveHeights(
    _ n: Int, equalitiesFirst: Bool, natural: (Int) -> Double
  ) throws -> (Solver, [Variable]) {
    let solver = Solver()
    let heights = (0..<n).map { Variable("h\($0)") }
    func addSoft() throws {
      for (i, h) in heights.enumerated() {
        try solver.addConstraint((h >= natural(i)) | SlowCaseTests.compression)
        try solver.addConstraint((h <= natural(i)) | SlowCaseTests.hugging)
      }
    }
    if !equalitiesFirst { try addSoft() }
    for h in heights.dropFirst() { try solver.addConstraint(heights[0] == h) }
    if equalitiesFirst { try addSoft() }
    solver.updateVariables()
    expectConsistent(solver)
    return (solver, heights)
  }

  @Test("both orders give every height 20", arguments: [false, true])
  func bothOrders(equalitiesFirst: Bool) throws {
    // Every soft constraint can hold: 20 satisfies h >= 20 and h <= 20, and all are equal.
    let (_, heights) = try solveHeights(
      SlowCaseTests.n, equalitiesFirst: equalitiesFirst, natural: { _ in 20 })
    #expect(heights.allSatisfy { $0.value == 20 })
  }

  @Test(
    "natural sizes 20, 24, 28 and 32: both orders give every height 32",
    arguments: [false, true])
  func mixedNaturalSizes(equalitiesFirst: Bool) throws {
    // All heights are one height x. Below 32, raising x by d lowers the 75 violated `>= 32`
    // (weight 5 711 586 each) by d and raises at most the 225 violated `<= 20`, `<= 24` and
    // `<= 28` (weight 179 each) by d: 75 × 5 711 586 > 225 × 179, so x rises to 32. Above 32,
    // every `<=` is violated and no `>=` is: x falls back. The optimum is x = 32.
    let (_, heights) = try solveHeights(
      SlowCaseTests.n, equalitiesFirst: equalitiesFirst, natural: { 20 + 4 * Double($0 % 4) })
    for h in heights { expectClose(h.value, 32, h.name) }
  }

  @Test("a conflict after the slow order names the same constraints", arguments: [false, true])
  func conflictAfterEqualities(equalitiesFirst: Bool) throws {
    let (solver, heights) = try solveHeights(
      SlowCaseTests.n, equalitiesFirst: equalitiesFirst, natural: { 20 + 4 * Double($0 % 4) })
    // A required height for the first moves every height to it: the soft ones give way.
    let pin = heights[0] == 10
    try solver.addConstraint(pin)
    solver.updateVariables()
    for h in heights { expectClose(h.value, 10, h.name) }
    // The last height cannot be 11 too: it is equal to the first, which is pinned to 10. Those
    // two constraints are the whole conflict; the other equalities and the soft ones are not
    // in it.
    let last = heights[SlowCaseTests.n - 1]
    let failing = last == 11
    let error = expectFailureLeavesSolverUnchanged(solver, watching: heights) {
      () throws(SolverError) in try solver.addConstraint(failing)
    }
    let tie = solver.constraints.first {
      $0.isRequired && $0.expression.terms.count == 2
        && $0.expression.terms.contains { $0.variable === last }
    }
    let reported = conflicts(of: error, failing: failing).map(identities)
    #expect(reported == identities([pin] + (tie.map { [$0] } ?? [])))
    #expect(tie != nil)
  }
}
