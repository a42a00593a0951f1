import TestSupport
import Testing

@testable import AutoLayout

// The fast path for hiding and showing arranged views: only the constraints around the changed
// views are worked out, and the set must be the one a whole arrangement makes. Each step of a
// walk of hides and shows is checked three ways: against the same stack made again the whole way
// (nothing may change), against a new stack built with the same views hidden (the same
// constraints, read by the names of their items), and by the frames of both.

/// The distributions and alignments of a stack, its axis, and whether a column spaces its views
/// by their baselines.
struct HidingCase: CustomStringConvertible, Sendable {
  let distribution: StackView.Distribution
  let alignment: StackView.Alignment
  let axis: Axis
  let baselineRelative: Bool

  var description: String {
    "\(distribution) \(alignment) \(axis)\(baselineRelative ? " baseline-relative" : "")"
  }

  /// Every distribution with every alignment, in a row and a column, and the columns spaced by
  /// baselines too.
  static let all: [HidingCase] = {
    var cases: [HidingCase] = []
    for distribution in StackView.Distribution.allCases {
      for alignment in StackView.Alignment.allCases {
        let shapes: [(Axis, Bool)] = [(.horizontal, false), (.vertical, false), (.vertical, true)]
        for (axis, baselineRelative) in shapes {
          cases.append(
            HidingCase(
              distribution: distribution, alignment: alignment, axis: axis,
              baselineRelative: baselineRelative))
        }
      }
    }
    return cases
  }()
}

/// A stack of seven labels of different sizes and baselines (with a custom spacing after the
/// third), as `hidingCase` says, in its own 400 × 400 root, laid out with the views of `hidden`
/// hidden.
private func hidingStack(_ hidingCase: HidingCase, hidden: Set<Int> = []) -> HidingStack {
  let root = stackRoot()
  var views: [TextLabel] = []
  for k in 0..<7 {
    let width: Double = 20 + 10 * Double(k % 3)
    let height: Double = 10 + 5 * Double(k % 4)
    let first: Double = 4 + Double(k % 2)
    let last: Double = 2 + Double(k % 3)
    views.append(TextLabel("v\(k)", width: width, height: height, first: first, last: last))
  }
  for k in hidden { views[k].isHidden = true }
  let stack = placedStack(
    views, in: root, axis: hidingCase.axis, distribution: hidingCase.distribution,
    alignment: hidingCase.alignment, spacing: 6)
  stack.isBaselineRelativeArrangement = hidingCase.baselineRelative
  stack.setCustomSpacing(11, after: views[2])
  root.layoutIfNeeded()
  return HidingStack(root: root, stack: stack, views: views)
}

/// A root, the stack in it and the stack's arranged views.
private struct HidingStack {
  let root: View
  let stack: StackView
  let views: [TextLabel]
}

/// The stack's constraints written out by the names of their items: the views by name, the
/// stack as `stack`, its margins guide, its spanner, and each gap guide by the view it follows.
private func constraintLines(_ stack: StackView) -> [String] {
  var names: [ObjectIdentifier: String] = [ObjectIdentifier(stack): "stack"]
  names[ObjectIdentifier(stack.layoutMarginsGuide)] = "margins"
  if let spanner = stack.alignmentSpanner { names[ObjectIdentifier(spanner)] = "spanner" }
  for view in stack.arrangedSubviews {
    names[ObjectIdentifier(view)] = view.debugName ?? "?"
    if let gap = stack.gapGuides[ObjectIdentifier(view)] {
      names[ObjectIdentifier(gap)] = "gap after \(view.debugName ?? "?")"
    }
  }
  func name(_ item: LayoutItem?) -> String {
    item.map { names[ObjectIdentifier($0)] ?? "unknown" } ?? "nil"
  }
  return stack.madeConstraints.constraints.map { c in
    "\(c.identifier ?? "") \(name(c.firstItem)).\(c.firstAttribute) \(c.relation) "
      + "\(name(c.secondItem)).\(c.secondAttribute) × \(c.multiplier) + \(c.constant) "
      + "@\(c.priority.rawValue) \(c.isActive ? "active" : "inactive")"
  }.sorted()
}

/// The constraints by identity, with the constant and priority of each.
private func constraintValues(_ stack: StackView) -> [ObjectIdentifier: String] {
  var values: [ObjectIdentifier: String] = [:]
  for c in stack.madeConstraints.constraints {
    values[ObjectIdentifier(c)] = "\(c.constant) @\(c.priority.rawValue) \(c.isActive)"
  }
  return values
}

/// The steps of the walk: the views hidden or shown together at each step, by position.
///
/// It hides and shows single views inside, next to each other and at the ends, several at once,
/// the first visible view (the whole way), and every view.
private let hidingWalk: [[Int]] = [
  [3], [3], [1], [2], [5], [6], [4], [2], [1, 5], [0], [0], [3, 4, 6], [5], [1, 2, 3, 4, 5, 6],
  [0, 3, 5], [0, 3, 5], [0], [0, 2, 4, 6], [1, 3, 5], [6], [0],
]

@Suite("Stack views: the fast path for hidden views")
struct StackViewHidingFastPathTests {
  @Test(
    "hiding and showing gives the constraints of a whole arrangement", arguments: HidingCase.all)
  func sameAsWholeArrangement(_ hidingCase: HidingCase) {
    let made = hidingStack(hidingCase)
    let (root, stack, views) = (made.root, made.stack, made.views)
    var hidden: Set<Int> = []
    var partial = 0
    for step in hidingWalk {
      for k in step {
        views[k].isHidden.toggle()
        if views[k].isHidden { hidden.insert(k) } else { hidden.remove(k) }
      }
      root.layoutIfNeeded()
      if stack.lastArrangementWasPartial { partial += 1 }
      // Made again the whole way, the same stack changes nothing.
      let values = constraintValues(stack)
      let frames = views.map(\.frame)
      stack.setNeedsArrangement()
      root.layoutIfNeeded()
      #expect(!stack.lastArrangementWasPartial)
      #expect(constraintValues(stack) == values, "\(hidingCase) after \(step)")
      // A new stack with the same views hidden makes the same constraints and frames.
      let fresh = hidingStack(hidingCase, hidden: hidden)
      #expect(constraintLines(stack) == constraintLines(fresh.stack), "\(hidingCase) after \(step)")
      #expect(frames == fresh.views.map(\.frame), "\(hidingCase) after \(step)")
      #expect(stack.frame == fresh.stack.frame, "\(hidingCase) after \(step)")
    }
    // The fast path was taken (fill proportionally always goes the whole way).
    if hidingCase.distribution == .fillProportionally {
      #expect(partial == 0)
    } else {
      #expect(partial >= 10, "\(hidingCase)")
    }
  }

  @Test("a column of rows: hiding the second collapses it and its spacing, and showing undoes it")
  func columnFrames() {
    let root = stackRoot()
    let rows = (0..<4).map { k in Label("r\(k)", height: 20 + Double(k) * 4) }
    let stack = placedStack(rows, in: root, axis: .vertical, spacing: 8, width: 100)
    rows[1].isHidden = true
    root.layoutIfNeeded()
    #expect(stack.lastArrangementWasPartial)
    // r0 0..20; r1 at 20 with no height (no spacing into it); r2 8 after r0's end, 28..56;
    // r3 8 later, 64..96. r1 has no width of its own: pulled to 0 at its leading edge.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 100, height: 96))
    #expect(rows[0].frame == Rect(x: 0, y: 0, width: 100, height: 20))
    #expect(rows[1].frame == Rect(x: 0, y: 20, width: 0, height: 0))
    #expect(rows[2].frame == Rect(x: 0, y: 28, width: 100, height: 28))
    #expect(rows[3].frame == Rect(x: 0, y: 64, width: 100, height: 32))
    rows[1].isHidden = false
    root.layoutIfNeeded()
    #expect(stack.lastArrangementWasPartial)
    // 20 + 8 + 24 + 8 + 28 + 8 + 32.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 100, height: 128))
    #expect(rows[1].frame == Rect(x: 0, y: 28, width: 100, height: 24))
    #expect(rows[2].frame == Rect(x: 0, y: 60, width: 100, height: 28))
    #expect(rows[3].frame == Rect(x: 0, y: 96, width: 100, height: 32))
  }

  @Test("equal spacing, centred: hiding the middle view gives its gap to the one left")
  func equalSpacingFrames() {
    let root = stackRoot()
    let a = Label("a", width: 40, height: 20)
    let b = Label("b", width: 50, height: 30)
    let c = Label("c", width: 60, height: 10)
    let stack = placedStack(
      [a, b, c], in: root, distribution: .equalSpacing, alignment: .center, width: 200)
    // Two gaps of (200 - 150) / 2 = 25; the row is as high as b, the others centred on it.
    #expect(b.frame == Rect(x: 65, y: 0, width: 50, height: 30))
    #expect(c.frame == Rect(x: 140, y: 10, width: 60, height: 10))
    b.isHidden = true
    root.layoutIfNeeded()
    #expect(stack.lastArrangementWasPartial)
    // One gap of 200 - 100; the row is as high as a (20), c centred on it; b has no width at
    // a's end and keeps its height, centred on a's centre line.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 200, height: 20))
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(b.frame == Rect(x: 40, y: -5, width: 0, height: 30))
    #expect(c.frame == Rect(x: 140, y: 5, width: 60, height: 10))
    b.isHidden = false
    root.layoutIfNeeded()
    #expect(stack.lastArrangementWasPartial)
    #expect(b.frame == Rect(x: 65, y: 0, width: 50, height: 30))
    #expect(c.frame == Rect(x: 140, y: 10, width: 60, height: 10))
  }

  @Test("a property change with a hide goes the whole way; hiding the first visible view too")
  func wholeWayWhenNeeded() {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, spacing: 10)
    b.isHidden = true
    stack.spacing = 4
    root.layoutIfNeeded()
    #expect(!stack.lastArrangementWasPartial)
    #expect(c.frame.minX == 44)
    a.isHidden = true
    root.layoutIfNeeded()
    #expect(!stack.lastArrangementWasPartial)
    #expect(c.frame.minX == 0)
    // Hidden and shown again before a layout: nothing changes.
    a.isHidden = false
    a.isHidden = true
    root.layoutIfNeeded()
    #expect(stack.lastArrangementWasPartial)
    #expect(c.frame.minX == 0)
  }
}
