// layout-bench: times the Auto Layout engine against the solver it runs on.
//
//     swift run -c release layout-bench            # chain, grid and cards at 100, 1 000, 10 000
//     swift run -c release layout-bench cards:1000
//     swift run -c release layout-bench --cpu --runs 11   # thread CPU time, median of 11
//
// For each shape and size it prints the first layout of a new tree (`engine_ms`); the same
// layout done straight on the solver (`solver_ms`): the engine's solver constraints, written
// out as plain data beforehand, built with Cassowary's initializers, added to a new Solver,
// solved, and every variable read; their ratio; the stricter baseline without the building
// (`prebuilt_ms`: the engine's own constraint objects added to a new solver) and the ratio to
// it; and the time to lay out again after one constant changed (`relayout_ms`) as a share of
// the first layout. Every baseline must solve to the engine's values, or the program fails.

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

/// A solver constraint written out as data: what a program that uses the solver directly
/// holds before it builds the constraint.
struct WrittenConstraint {
  let variables: [Variable]
  let coefficients: [Double]
  let constant: Double
  let relation: RelationalOperator
  let strength: Strength

  init(_ constraint: Constraint) {
    variables = constraint.expression.terms.map(\.variable)
    coefficients = constraint.expression.terms.map(\.coefficient)
    constant = constraint.expression.constant
    relation = constraint.relation
    strength = constraint.strength
  }

  /// The constraint, built as a direct user of the solver builds it: its terms, its
  /// expression, the constraint.
  @inline(__always)
  func build() -> Constraint {
    var terms: [Term] = []
    terms.reserveCapacity(variables.count)
    for k in variables.indices { terms.append(Term(variables[k], coefficients[k])) }
    return Constraint(Expression(terms, constant: constant), relation, strength: strength)
  }
}

/// The baseline: the engine's solver constraints, written out beforehand, built, added to a new
/// solver, solved, and every variable read. The solver is kept until after the timing, as the
/// engine keeps its own. Returns the time and the sum of the values read.
func timeDirect(_ written: [WrittenConstraint], _ variables: [Variable]) -> (Double, Double) {
  var kept: Solver?
  var sum = 0.0
  let time = milliseconds {
    let solver = Solver()
    for w in written { try? solver.addConstraint(w.build()) }
    solver.updateVariables()
    for variable in variables { sum += variable.value }
    kept = solver
  }
  blackHole(sum, kept)
  return (time, sum)
}

/// The stricter baseline: the engine's own constraint objects, so that building them is not
/// timed, added to a new solver, solved, and every variable read.
func timePrebuilt(_ same: [Constraint], _ variables: [Variable]) -> (Double, Double) {
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
  return (time, sum)
}

/// The sum of the variables' values, as the last solver to update them left them.
func valueSum(_ variables: [Variable]) -> Double { variables.reduce(0) { $0 + $1.value } }

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
  var prebuilt: [Double] = []
  var relayout: [Double] = []
  for run in 0..<runs {
    var (root, constraints): (View?, [LayoutConstraint]) = build(shape, n)
    LayoutConstraint.activate(constraints)
    engine.append(milliseconds { root?.layoutIfNeeded() })
    let same = root?._solverConstraints() ?? []
    let variables = distinctVariables(of: same)
    let engineSum = valueSum(variables)
    let last = constraints[constraints.count - 1]
    last.constant += 3
    relayout.append(milliseconds { root?.layoutIfNeeded() })
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
      (directTime, directSum) = timeDirect(written, variables)
      (prebuiltTime, prebuiltSum) = timePrebuilt(same, variables)
    } else {
      (prebuiltTime, prebuiltSum) = timePrebuilt(same, variables)
      (directTime, directSum) = timeDirect(written, variables)
    }
    guard directSum == engineSum, prebuiltSum == engineSum else {
      print("layout-bench: \(item): the solver alone solved to other values than the engine")
      exit(1)
    }
    direct.append(directTime)
    prebuilt.append(prebuiltTime)
  }
  let e = median(engine)
  let d = median(direct)
  let p = median(prebuilt)
  let r = median(relayout)
  print(
    "LAYOUT shape=\(shape) n=\(n) engine_ms=\(e) solver_ms=\(d) engine_over_solver=\(e / d) prebuilt_ms=\(p) engine_over_prebuilt=\(e / p) relayout_ms=\(r) relayout_share=\(r / e)"
  )
}
