// layout-bench: times the Auto Layout engine against the solver it runs on.
//
//     swift run -c release layout-bench            # chain, grid and cards at 100, 1 000, 10 000
//     swift run -c release layout-bench cards:1000
//     swift run -c release layout-bench --cpu --runs 11   # thread CPU time, median of 11
//     swift run -c release layout-bench --cpu stack:1000  # a stack view against the same by hand
//     swift run -c release layout-bench feed:1 feed:10 feed:100   # the feed-cell benchmark
//
// For each shape and size it prints the first layout of a new tree (`engine_ms`); the same
// layout done straight on the solver (`solver_ms`): the engine's solver constraints, written
// out as plain data beforehand, built with Cassowary's initializers, added to a new Solver,
// solved, and every variable read; their ratio; the stricter baseline without the building
// (`prebuilt_ms`: the engine's own constraint objects added to a new solver) and the ratio to
// it; and the time to lay out again after one constant changed (`relayout_ms`) as a share of
// the first layout. Every baseline must solve to the engine's values, or the program fails.
//
// `stack:N` (and `stack-fill:N`, `stack-center:N`) compare a StackView of N arranged views with
// the same equations written by hand on the engine instead (StackShape.swift): the first layout
// of each (`stack_ms`, `hand_ms`), their ratio with its spread over the runs, and the time to lay
// out again after hiding one arranged view (`hide_ms`) as a share of the stack's first layout.
// The two must give the same frames, or the program fails.
//
// `feed:N` runs the feed-cell benchmark instead (Feed.swift): LayoutFrameworkBenchmark's feed
// item cell, N cells laid out with the Masonry DSL on the engine, by hand, and as the engine's
// constraints straight on the solver, then laid out again with new texts; one FEED line for each
// measurer (the estimator, and Pango in a build with the `Pango` trait; `FEED_MEASURER=pango`
// runs only that one).

import AutoLayout
import BenchmarkSupport

let commandLine = BenchmarkCommandLine(
  program: "layout-bench",
  usage: """
    usage: layout-bench [--cpu] [--runs N] [SHAPE:N ...]
    shapes: chain grid cards stack stack-fill stack-center, and feed (N cells);
    default: chain, grid and cards at 100, 1000 and 10000 views, 5 runs
    """,
  options: [.cpu, .runs])
let shapes = commandLine.operands.filter { $0.contains(":") }
let work =
  !shapes.isEmpty
  ? shapes
  : [
    "chain:100", "chain:1000", "chain:10000", "grid:100", "grid:1000", "grid:10000", "cards:100",
    "cards:1000", "cards:10000",
  ]
let clock = commandLine.clock
for item in work {
  let parts = item.split(separator: ":")
  let shape = String(parts[0])
  let n = parts.count > 1 ? Int(parts[1]) ?? 1000 : 1000
  if shape == "feed" {
    runFeed(max(1, n), runs: commandLine.runs, clock: clock)
    continue
  } else if let layout = StackLayout(rawValue: shape) {
    benchmarkStack(layout, n, runs: commandLine.runs, on: clock)
    continue
  }
  var engine: [Double] = []
  var direct: [Double] = []
  var prebuilt: [Double] = []
  var relayout: [Double] = []
  for run in 0..<commandLine.runs {
    var (root, constraints): (View?, [LayoutConstraint]) = build(shape, n)
    LayoutConstraint.activate(constraints)
    // Each timing starts with the allocator's free lists tidied (see `tidyHeap()`): the first
    // one follows the previous run's frees.
    tidyHeap()
    engine.append(clock.milliseconds { root?.layoutIfNeeded() })
    let same = root?._solverConstraints() ?? []
    let variables = distinctVariables(of: same)
    let engineSum = valueSum(variables)
    let last = constraints[constraints.count - 1]
    last.constant += 3
    tidyHeap()
    relayout.append(clock.milliseconds { root?.layoutIfNeeded() })
    // The tree and its engine go before the baselines are timed, so that each side runs with
    // nothing else of this size alive.
    root = nil
    constraints = []
    let written = same.map(WrittenConstraint.init)
    // The two baselines take turns going first: the second runs on memory the first freed.
    var directTime = 0.0
    var directSum = 0.0
    var prebuiltTime = 0.0
    var prebuiltSum = 0.0
    if run.isMultiple(of: 2) {
      (directTime, directSum) = timeDirect(written, variables, on: clock)
      (prebuiltTime, prebuiltSum) = timePrebuilt(same, variables, on: clock)
    } else {
      (prebuiltTime, prebuiltSum) = timePrebuilt(same, variables, on: clock)
      (directTime, directSum) = timeDirect(written, variables, on: clock)
    }
    guard directSum == engineSum, prebuiltSum == engineSum else {
      failCheck("layout-bench: \(item): the solver alone solved to other values than the engine")
    }
    direct.append(directTime)
    prebuilt.append(prebuiltTime)
  }
  let e = median(engine)
  let d = median(direct)
  let p = median(prebuilt)
  let r = median(relayout)
  printResult(
    "LAYOUT",
    [
      "shape": shape, "n": n, "engine_ms": e, "solver_ms": d, "engine_over_solver": e / d,
      "prebuilt_ms": p, "engine_over_prebuilt": e / p, "relayout_ms": r, "relayout_share": r / e,
    ])
}
