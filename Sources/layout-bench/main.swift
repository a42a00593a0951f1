// layout-bench: times the Auto Layout engine against the solver it runs on.
//
//     swift run -c release layout-bench            # chain, grid and cards at 100, 1 000, 10 000
//     swift run -c release layout-bench cards:1000
//     swift run -c release layout-bench --cpu --runs 11   # thread CPU time, median of 11
//
// For each shape and size it prints the first layout of a new tree (`engine_ms`), the time to add
// the very same solver constraints straight to a new Solver and read the values (`solver_ms`),
// their ratio, and the time to lay out again after one constant changed (`relayout_ms`) as a
// share of the first layout.

import AutoLayout
import Cassowary

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A view with a natural size, standing in for a label.
final class Label: View {
  let natural: Size
  init(_ name: String, width: Double, height: Double) {
    natural = Size(width: width, height: height)
    super.init(name: name)
    translatesAutoresizingMaskIntoConstraints = false
  }
  override var intrinsicContentSize: Size { natural }
}

func make(
  _ a: LayoutItem, _ attribute: LayoutAttribute, _ b: LayoutItem? = nil,
  _ attribute2: LayoutAttribute? = nil, plus constant: Double = 0
) -> LayoutConstraint {
  LayoutConstraint(
    item: a, attribute: attribute, relatedBy: .equal, toItem: b, attribute: attribute2 ?? attribute,
    constant: constant)
}

func child(_ name: String, of parent: View) -> View {
  let view = View(name: name)
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// A tree of `n` views and its constraints; the last constraint is the one the relayout changes.
func build(_ shape: String, _ n: Int) -> (View, [LayoutConstraint]) {
  let root = View(frame: Rect(x: 0, y: 0, width: 1920, height: 1080), name: "root")
  var constraints: [LayoutConstraint] = []
  switch shape {
  case "chain":
    var previous: View?
    for i in 0..<n {
      let v = child("v\(i)", of: root)
      constraints.append(
        previous.map { make(v, .left, $0, .right, plus: 8) } ?? make(v, .left, root))
      constraints += [make(v, .top, root), make(v, .width, plus: 50), make(v, .height, plus: 20)]
      previous = v
    }
    constraints.append(make(root.subviews[n / 2], .width, plus: 60))
    constraints[constraints.count - 1].priority = 500
  case "grid":
    let k = Int(Double(n).squareRoot())
    var views: [View] = []
    for v in 0..<(k * k) {
      let (r, c) = v.quotientAndRemainder(dividingBy: k)
      let view = child("v\(v)", of: root)
      constraints.append(
        c == 0 ? make(view, .left, root, plus: 8) : make(view, .left, views[v - 1], .right, plus: 8)
      )
      if c > 0 { constraints.append(make(view, .width, views[v - 1])) }
      if c == k - 1 { constraints.append(make(view, .right, root, plus: -8)) }
      constraints.append(
        r == 0 ? make(view, .top, root, plus: 8) : make(view, .top, views[v - k], .bottom, plus: 8))
      if r > 0 { constraints.append(make(view, .height, views[v - k])) }
      if r == k - 1 { constraints.append(make(view, .bottom, root, plus: -8)) }
      views.append(view)
    }
    constraints.append(make(views[0], .left, root, plus: 12))
    constraints[constraints.count - 1].priority = 500
  default:  // cards: a list of cards, each with a title and a subtitle inside its margins
    var previous: View?
    for i in 0..<(n / 3) {
      let card = child("card\(i)", of: root)
      let title = Label("title\(i)", width: 120, height: 20)
      let subtitle = Label("subtitle\(i)", width: 200, height: 16)
      card.addSubview(title)
      card.addSubview(subtitle)
      constraints += [
        make(card, .leading, root, .leadingMargin), make(card, .trailing, root, .trailingMargin),
        previous.map { make(card, .top, $0, .bottom, plus: 8) }
          ?? make(card, .top, root, .topMargin),
        make(title, .leading, card, .leadingMargin), make(title, .top, card, .topMargin),
        make(subtitle, .leading, title, .leading), make(subtitle, .top, title, .bottom, plus: 4),
        make(subtitle, .bottom, card, .bottomMargin),
      ]
      previous = card
    }
    constraints.append(make(root.subviews[0], .top, root, .topMargin, plus: 4))
    constraints[constraints.count - 1].priority = 500
  }
  return (root, constraints)
}

/// Whether to time with this thread's CPU clock (`--cpu`) rather than the wall clock: on a
/// machine shared with other work, the CPU clock leaves out the time spent waiting for a core.
let usesCPUClock = CommandLine.arguments.contains("--cpu")

func milliseconds(_ body: () -> Void) -> Double {
  if usesCPUClock {
    let start = threadCPUTime()
    body()
    return (threadCPUTime() - start) * 1e3
  }
  let clock = ContinuousClock()
  let start = clock.now
  body()
  let (seconds, attoseconds) = (clock.now - start).components
  return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
}

/// The CPU time this thread has used, in seconds.
func threadCPUTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The baseline: the very same solver constraints an engine made (so building them is not
/// timed), added to a new solver, solved, and every variable read. The solver is kept until
/// after the timing, as the engine keeps its own.
func timeDirect(_ same: [Constraint]) -> Double {
  let variables = distinctVariables(of: same)
  var kept: Solver?
  var sum = 0.0
  let time = milliseconds {
    let solver = Solver()
    for c in same { try? solver.addConstraint(c) }
    solver.updateVariables()
    for variable in variables { sum += variable.value }
    kept = solver
  }
  blackHole(sum, kept)
  return time
}

/// Every variable the constraints name, once each.
func distinctVariables(of constraints: [Constraint]) -> [Variable] {
  var seen = Set<ObjectIdentifier>()
  var variables: [Variable] = []
  for constraint in constraints {
    for term in constraint.expression.terms
    where seen.insert(ObjectIdentifier(term.variable)).inserted {
      variables.append(term.variable)
    }
  }
  return variables
}

/// Keeps a value alive and observed, so that the work producing it is not optimized away.
@inline(never)
func blackHole(_ sum: Double, _ solver: Solver?) {
  if sum.isNaN && solver == nil { print("") }
}

/// `--runs N` sets how many trees of each shape and size are timed (5 by default).
let runs =
  CommandLine.arguments.firstIndex(of: "--runs").flatMap {
    $0 + 1 < CommandLine.arguments.count ? Int(CommandLine.arguments[$0 + 1]) : nil
  } ?? 5
let shapes = CommandLine.arguments.dropFirst().filter { $0.contains(":") }
let work =
  !shapes.isEmpty
  ? Array(shapes)
  : [
    "chain:100", "chain:1000", "chain:10000", "grid:100", "grid:1000", "grid:10000", "cards:100",
    "cards:1000", "cards:10000",
  ]
for item in work {
  let parts = item.split(separator: ":")
  let shape = String(parts[0])
  let n = parts.count > 1 ? Int(parts[1]) ?? 1000 : 1000
  var engine: [Double] = []
  var direct: [Double] = []
  var relayout: [Double] = []
  for _ in 0..<runs {
    var (root, constraints): (View?, [LayoutConstraint]) = build(shape, n)
    LayoutConstraint.activate(constraints)
    engine.append(milliseconds { root?.layoutIfNeeded() })
    let same = root?._solverConstraints() ?? []
    let last = constraints[constraints.count - 1]
    last.constant += 3
    relayout.append(milliseconds { root?.layoutIfNeeded() })
    // The tree and its engine go before the baseline is timed, so that each side runs with
    // nothing else of this size alive.
    root = nil
    constraints = []
    direct.append(timeDirect(same))
  }
  let e = median(engine)
  let d = median(direct)
  let r = median(relayout)
  print(
    "LAYOUT shape=\(shape) n=\(n) engine_ms=\(e) solver_ms=\(d) engine_over_solver=\(e / d) relayout_ms=\(r) relayout_share=\(r / e)"
  )
}
