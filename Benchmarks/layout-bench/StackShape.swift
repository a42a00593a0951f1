import AutoLayout
import BenchmarkSupport

// `stack:N`: a StackView of N arranged views against the same equations written by hand on the
// engine, in a tree of the same shape. Both are laid out from the same point — views in the
// tree, no constraint between them yet — so the stack's side includes making its constraints
// (it makes them when laid out), and the hand-written side includes building and activating
// its own. Then one arranged view is hidden and the tree laid out again, on both sides.
//
// The configurations (`stack`, `stack-fill`, `stack-center`) are described at `StackLayout`.

/// Which stack a `stack…:N` operand builds.
enum StackLayout: String {
  /// A column of rows, each with a natural height and no natural width, stretched to the
  /// column's width (fill alignment): a list, a form or a settings screen. The shape `stack:N`
  /// times, and the one the targets are for.
  case column = "stack"
  /// A row of labels with natural widths and heights, stretched to one height (fill alignment):
  /// the case the solver was cubic at (reduced to the solver in
  /// `Tests/CassowaryTests/SlowCaseTests`).
  case fillRow = "stack-fill"
  /// A row of labels with natural sizes, centred across the row.
  case centerRow = "stack-center"

  var axis: Axis { self == .column ? .vertical : .horizontal }
  var alignment: StackView.Alignment { self == .centerRow ? .center : .fill }
  /// The spacing between views.
  var spacing: Double { 8 }

  /// The natural size of the view at `index`: heights of 20, 24, 28 and 32 in turn; no width in
  /// the column, widths of 40, 50, 60, 70 and 80 in turn in the rows.
  func naturalSize(_ index: Int) -> Size {
    let height = 20 + Double(index % 4) * 4
    return self == .column
      ? Size(width: View.noIntrinsicMetric, height: height)
      : Size(width: 40 + Double(index % 5) * 10, height: height)
  }
}

/// One side of the comparison: a root, the view that holds the arranged views (the stack, or
/// a plain view), and the arranged views.
struct StackSide {
  let root: View
  let container: View
  let views: [Label]
}

/// A root of 1920 × 1080 holding `container`, and `n` labels for `layout`.
private func stackSide(_ layout: StackLayout, _ n: Int, container: View) -> StackSide {
  let root = View(frame: Rect(x: 0, y: 0, width: 1920, height: 1080), name: "root")
  container.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(container)
  let views = (0..<n).map { i -> Label in
    let size = layout.naturalSize(i)
    return Label("v\(i)", width: size.width, height: size.height)
  }
  return StackSide(root: root, container: container, views: views)
}

/// Where both sides put their container: at (10, 10) and, for the column, 320 wide; a row takes
/// its size from its views.
private func placement(
  _ layout: StackLayout, _ container: View, in root: View
)
  -> [LayoutConstraint]
{
  var constraints = [make(container, .left, root, plus: 10), make(container, .top, root, plus: 10)]
  if layout == .column { constraints.append(make(container, .width, plus: 320)) }
  return constraints
}

/// The stack's side: a StackView arranging the views, placed; its constraints are made when the
/// tree is laid out.
func stackViewSide(_ layout: StackLayout, _ n: Int) -> StackSide {
  let stack = StackView(name: "stack")
  stack.axis = layout.axis
  stack.alignment = layout.alignment
  stack.spacing = layout.spacing
  let side = stackSide(layout, n, container: stack)
  for view in side.views { stack.addArrangedSubview(view) }
  LayoutConstraint.activate(placement(layout, stack, in: side.root))
  return side
}

/// The hand-written side: a plain view holding the views, placed; `handConstraints` gives the
/// stack's equations for it.
func handSide(_ layout: StackLayout, _ n: Int) -> StackSide {
  let container = View(name: "container")
  let side = stackSide(layout, n, container: container)
  for view in side.views { container.addSubview(view) }
  LayoutConstraint.activate(placement(layout, container, in: side.root))
  return side
}

/// The equations the stack makes for `layout`, written by hand: the first and last views against
/// the container's ends along the axis, each view `spacing` after the one before it, and across
/// the axis either every view's edges equal to the first's, the first's against the container
/// (fill), or every centre on the first's, with a guide that encloses the views and hugs them
/// (centre).
func handConstraints(_ layout: StackLayout, _ side: StackSide) -> [LayoutConstraint] {
  let c = side.container
  let v = side.views
  let vertical = layout.axis == .vertical
  let (start, end): (LayoutAttribute, LayoutAttribute) =
    vertical ? (.top, .bottom) : (.leading, .trailing)
  let (crossStart, crossEnd, crossCenter, crossLength):
    (
      LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute
    ) = vertical ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
  var constraints: [LayoutConstraint] = []
  constraints.reserveCapacity(4 * v.count + 8)
  constraints.append(make(c, start, v[0], start))
  constraints.append(make(v[v.count - 1], end, c, end))
  for k in 1..<v.count {
    constraints.append(make(v[k], start, v[k - 1], end, plus: layout.spacing))
  }
  switch layout.alignment {
  case .center:
    let spanner = LayoutGuide(identifier: "spanner")
    c.addLayoutGuide(spanner)
    for k in 1..<v.count { constraints.append(make(v[0], crossCenter, v[k], crossCenter)) }
    for view in v {
      constraints.append(relate(spanner, crossStart, .lessThanOrEqual, view, crossStart))
      constraints.append(relate(spanner, crossEnd, .greaterThanOrEqual, view, crossEnd))
    }
    constraints.append(atPriority(make(spanner, crossLength), 51))
    constraints.append(make(c, crossStart, spanner, crossStart))
    constraints.append(make(spanner, crossEnd, c, crossEnd))
    constraints.append(make(c, crossCenter, v[0], crossCenter))
    for view in v { constraints.append(atPriority(make(view, crossLength), 25)) }
  default:
    constraints.append(make(c, crossStart, v[0], crossStart))
    constraints.append(make(v[0], crossEnd, c, crossEnd))
    for k in 1..<v.count {
      constraints.append(make(v[0], crossStart, v[k], crossStart))
      constraints.append(make(v[0], crossEnd, v[k], crossEnd))
    }
  }
  return constraints
}

/// Hides the view at `index` of the hand-written side as the stack does: no length along the
/// axis, no spacing into it (the spacing after it stays), and across the axis only its start
/// (fill) or centre (centre) on the first view's, its length pulled to 0 at 25.
///
/// `constraints` are the side's ``handConstraints(_:_:)``; for a view inside the row, not the
/// first.
func hideByHand(
  _ layout: StackLayout, _ side: StackSide, _ constraints: [LayoutConstraint], at index: Int
) {
  let view = side.views[index]
  let vertical = layout.axis == .vertical
  let (length, crossLength): (LayoutAttribute, LayoutAttribute) =
    vertical ? (.height, .width) : (.width, .height)
  // The spacing into the view: constraint 2 + (index − 1).
  constraints[1 + index].constant = 0
  var added = [make(view, length)]
  if layout.alignment == .center {
    // The view leaves the spanner; its centre still follows the first view's, its length
    // is already pulled to 0.
    for constraint in constraints
    where constraint.firstItem is LayoutGuide && constraint.secondItem === view {
      constraint.isActive = false
    }
  } else {
    // Its cross end leaves the alignment: the first's cross end, for this view, at
    // 2 + (n − 1) + 2 + 2(index − 1) + 1.
    let n = side.views.count
    constraints[n + 1 + 2 * (index - 1) + 3].isActive = false
    added.append(atPriority(make(view, crossLength), 25))
  }
  LayoutConstraint.activate(added)
}

/// `a.attribute relation b.attribute2`.
func relate(
  _ a: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ b: LayoutItem,
  _ attribute2: LayoutAttribute
) -> LayoutConstraint {
  LayoutConstraint(
    item: a, attribute: attribute, relatedBy: relation, toItem: b, attribute: attribute2)
}

/// The constraint at `priority`.
func atPriority(_ constraint: LayoutConstraint, _ priority: LayoutPriority) -> LayoutConstraint {
  constraint.priority = priority
  return constraint
}

/// Whether two sides laid out to the same frames: the container and every arranged view.
func sameFrames(_ a: StackSide, _ b: StackSide) -> Bool {
  a.container.frame == b.container.frame
    && zip(a.views, b.views).allSatisfy { $0.frame == $1.frame }
}

/// The times of one run of `stack…:n`.
struct StackRun {
  var stack = 0.0
  var hand = 0.0
  var stackHide = 0.0
  var handHide = 0.0
}

/// Lays out both sides of `layout` at `n` and returns the times.
///
/// Each timing starts with the allocator's free lists tidied (`tidyHeap()`), so that neither side
/// pays for the blocks the run before freed.
///
/// The stack goes first or the hand-written side does, for the first layouts and for the hides;
/// the two must agree before and after hiding the view in the middle, or the program exits with
/// code 1.
func runStack(
  _ layout: StackLayout, _ n: Int, stackFirst: Bool, on clock: BenchmarkClock
)
  -> StackRun
{
  var run = StackRun()
  let hidden = n / 2
  var stackSide: StackSide?
  var hand: StackSide?
  var handMade: [LayoutConstraint] = []
  func timeStack() {
    let side = stackViewSide(layout, n)
    tidyHeap()
    run.stack = clock.milliseconds { side.root.layoutIfNeeded() }
    stackSide = side
  }
  func timeHand() {
    let side = handSide(layout, n)
    tidyHeap()
    run.hand = clock.milliseconds {
      handMade = handConstraints(layout, side)
      LayoutConstraint.activate(handMade)
      side.root.layoutIfNeeded()
    }
    hand = side
  }
  if stackFirst {
    timeStack()
    timeHand()
  } else {
    timeHand()
    timeStack()
  }
  guard let stackSide, let hand, sameFrames(stackSide, hand) else {
    failCheck("layout-bench: \(layout.rawValue):\(n): the stack and the hand-written layout differ")
  }
  // The hides take turns going first too: the one that goes first runs the solver's code cold.
  let stackView = stackSide.views[hidden]
  func hideStack() {
    tidyHeap()
    run.stackHide = clock.milliseconds {
      stackView.isHidden = true
      stackSide.root.layoutIfNeeded()
    }
  }
  func hideHand() {
    tidyHeap()
    run.handHide = clock.milliseconds {
      hideByHand(layout, hand, handMade, at: hidden)
      hand.root.layoutIfNeeded()
    }
  }
  if stackFirst {
    hideStack()
    hideHand()
  } else {
    hideHand()
    hideStack()
  }
  guard sameFrames(stackSide, hand) else {
    failCheck(
      "layout-bench: \(layout.rawValue):\(n): after hiding v\(hidden), the stack and the "
        + "hand-written layout differ")
  }
  return run
}

/// Times `stack…:n` over `runs` interleaved runs (the stack first in even runs, the hand-written
/// side first in odd ones) and prints its LAYOUT line: the medians, the ratio of the medians,
/// the least and greatest ratio of one run, and the hiding's cost as a share of the stack's first
/// layout.
func benchmarkStack(_ layout: StackLayout, _ n: Int, runs: Int, on clock: BenchmarkClock) {
  guard n >= 3 else { failCheck("layout-bench: \(layout.rawValue) needs at least 3 views") }
  let results = (0..<runs).map { runStack(layout, n, stackFirst: $0.isMultiple(of: 2), on: clock) }
  let s = median(results.map(\.stack))
  let h = median(results.map(\.hand))
  let ratios = results.map { $0.stack / $0.hand }
  let hide = median(results.map(\.stackHide))
  let shares = results.map { $0.stackHide / $0.stack }
  printResult(
    "LAYOUT",
    [
      "shape": layout.rawValue, "n": n, "stack_ms": decimals(s, 3), "hand_ms": decimals(h, 3),
      "stack_over_hand": decimals(s / h, 3), "ratio_min": decimals(ratios.min() ?? 0, 3),
      "ratio_max": decimals(ratios.max() ?? 0, 3), "hide_ms": decimals(hide, 3),
      "hide_share": decimals(hide / s, 4), "hide_share_max": decimals(shares.max() ?? 0, 4),
      "hand_hide_ms": decimals(median(results.map(\.handHide)), 3),
    ])
}
