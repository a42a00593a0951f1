// The slow case behind stack views that stretch views with natural sizes to one size (fill
// alignment), reduced to the solver: n variables, each with the two soft constraints of a
// natural size (compression resistance at 750, hugging at 250, as the engine maps them), then
// required equalities that tie them to the first. Nothing conflicts — every answer is 20 — yet
// adding the equalities after the soft constraints is cubic, and adding them first is linear.
//
// Benchmark-style record (release build, thread CPU time, the median of three runs, a 2-core
// machine shared with other work; `layout-bench --cpu stack-fill:N` is the same case through a
// StackView and by hand, and `stack-center:N` the centre-aligned one, 1 300 ms at 1 000):
//
//     n      equalities after   equalities first   stack-fill:N (StackView / by hand)
//     50           30 ms             0.16 ms            40 ms /    40 ms
//     100         263 ms             0.30 ms           355 ms /   356 ms
//     200       2 582 ms             0.54 ms         3 556 ms / 3 603 ms
//
// Most of the time is in `SolverCore.substitute` (merging rows) under
// `addWithArtificialVariable` and `add`: each equality joins two variables that are already
// basic in rows carrying the error variables of every soft constraint so far, so the rows grow
// dense. The engine adds a view's intrinsic-size constraints before the layout constraints,
// which is the slow order. This test runs the case small and checks the answers; it does not
// time anything.

import Testing

@testable import Cassowary

@Suite("Slow case: required equalities added after soft constraints")
struct SlowCaseTests {
  /// The strengths the engine gives priorities 750 and 250: 10^(priority / 111).
  static let compression = Strength(5_711_586.478126435)
  static let hugging = Strength(178.75255259042353)

  /// `n` heights, each pulled to 20 by a soft `>=` and a soft `<=`, and required equal to the
  /// first; the equalities after the soft constraints (the slow order) or before them.
  func solveHeights(_ n: Int, equalitiesFirst: Bool) throws -> [Variable] {
    let solver = Solver()
    let heights = (0..<n).map { Variable("h\($0)") }
    func addSoft() throws {
      for h in heights {
        try solver.addConstraint((h >= 20) | SlowCaseTests.compression)
        try solver.addConstraint((h <= 20) | SlowCaseTests.hugging)
      }
    }
    if !equalitiesFirst { try addSoft() }
    for h in heights.dropFirst() { try solver.addConstraint(heights[0] == h) }
    if equalitiesFirst { try addSoft() }
    solver.updateVariables()
    expectConsistent(solver)
    return heights
  }

  @Test("both orders give every height 20", arguments: [false, true])
  func bothOrders(equalitiesFirst: Bool) throws {
    // Every soft constraint can hold: 20 satisfies h >= 20 and h <= 20, and all are equal.
    let heights = try solveHeights(24, equalitiesFirst: equalitiesFirst)
    #expect(heights.allSatisfy { $0.value == 20 })
  }
}
