import TestSupport
import Testing

@testable import AutoLayout

// Hidden arranged views: they collapse along the axis, with their spacing, leave the stack's
// size across the axis alone, and come back when shown. The labels are a 40 × 20, b 60 × 30 and
// c 20 × 10; the stack sits at (10, 20).
// The cases taking a scale run at 1 and at 3: frames in whole points stay put on both grids.

/// The reports a root's diagnostics handler received.
private final class HidingReports: @unchecked Sendable {
  var all: [UnsatisfiableConstraintsReport] = []
}

@Suite("Stack views: hidden views")
struct StackViewHidingTests {
  @Test("a hidden middle view collapses with one spacing, and comes back", arguments: [1.0, 3.0])
  func hideMiddle(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, alignment: .top, spacing: 10)
    b.isHidden = true
    root.layoutIfNeeded()
    // a, then one gap of 10, then c: 40 + 10 + 20. b is 0 wide at a's end; across the row it
    // follows a's top at its own height and no longer makes the stack 30 high.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 70, height: 20))
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(b.frame == Rect(x: 40, y: 0, width: 0, height: 30))
    #expect(c.frame == Rect(x: 50, y: 0, width: 20, height: 10))
    let hiding = stack.madeConstraints.constraints.filter { $0.identifier == "UISV-hiding" }
    #expect(hiding.map(\.description).map { $0.contains("Label:b.width == 0") } == [true])
    b.isHidden = false
    root.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 10, y: 20, width: 140, height: 30))
    #expect(b.frame == Rect(x: 50, y: 0, width: 60, height: 30))
    #expect(c.frame == Rect(x: 120, y: 0, width: 20, height: 10))
    #expect(!stackIdentifiers(stack).contains("UISV-hiding"))
  }

  @Test("a hidden first view: the next one starts the row", arguments: [1.0, 3.0])
  func hideFirst(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, alignment: .top, spacing: 10)
    a.isHidden = true
    root.layoutIfNeeded()
    // Apple's H:[a]-(0)-[b]: b at 0, c after one gap.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 90, height: 30))
    #expect(a.frame == Rect(x: 0, y: 0, width: 0, height: 20))
    #expect(b.frame == Rect(x: 0, y: 0, width: 60, height: 30))
    #expect(c.frame == Rect(x: 70, y: 0, width: 20, height: 10))
  }

  @Test("a hidden last view: the one before it ends the row", arguments: [1.0, 3.0])
  func hideLast(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, alignment: .top, spacing: 10)
    c.isHidden = true
    root.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 10, y: 20, width: 110, height: 30))
    #expect(c.frame == Rect(x: 110, y: 0, width: 0, height: 10))
  }

  @Test(
    "every view hidden: the row has no length; the hidden views still size it across",
    arguments: [1.0, 3.0])
  func hideAll(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, alignment: .top, spacing: 10)
    for view in [a, b, c] { view.isHidden = true }
    root.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 10, y: 20, width: 0, height: 30))
    #expect(b.frame == Rect(x: 0, y: 0, width: 0, height: 30))
    for view in [a, b, c] { view.isHidden = false }
    root.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 10, y: 20, width: 140, height: 30))
  }

  @Test(
    "every view hidden in a row aligned by baselines: no conflict, no length",
    arguments: [1.0, 3.0])
  func hideAllBaselineAligned(scale: Double) {
    let root = stackRoot(scale: scale)
    let reports = HidingReports()
    root.diagnosticsHandler = { reports.all.append($0) }
    let a = TextLabel("a", width: 40, height: 40, first: 15, last: 5)
    let b = TextLabel("b", width: 60, height: 30, first: 25, last: 5)
    let stack = placedStack([a, b], in: root, alignment: .firstBaseline)
    a.isHidden = true
    b.isHidden = true
    root.layoutIfNeeded()
    // The hidden views line up on their first baselines as if they showed: b's top 25 above
    // the baseline, a's 15, so b rests on the row's top and a is 10 lower.
    #expect(reports.all.isEmpty)
    #expect(stack.frame.width == 0)
    #expect(b.frame.minY == 0)
    #expect(a.frame.minY == 10)
  }

  @Test(
    "a hidden view in a column of fill alignment: the others keep their width",
    arguments: [1.0, 3.0])
  func hideWidestInColumn(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, axis: .vertical, spacing: 5)
    b.isHidden = true
    root.layoutIfNeeded()
    // b (60 wide) no longer widens the column: a's 40 does. a 0..20, a gap of 5, c 25..35.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 40, height: 35))
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(b.frame == Rect(x: 0, y: 20, width: 60, height: 0))
    #expect(c.frame == Rect(x: 0, y: 25, width: 40, height: 10))
  }

  @Test(
    "fill equally with a hidden view: the visible ones share the length", arguments: [1.0, 3.0])
  func hideInFillEqually(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    placedStack(
      [a, b, c], in: root, distribution: .fillEqually, spacing: 10, width: 200, height: 50)
    b.isHidden = true
    root.layoutIfNeeded()
    // 200 less one gap, in two: 95 each.
    #expect(a.frame == Rect(x: 0, y: 0, width: 95, height: 50))
    #expect(b.frame.width == 0)
    #expect(c.frame == Rect(x: 105, y: 0, width: 95, height: 50))
    b.isHidden = false
    root.layoutIfNeeded()
    #expect(b.frame == Rect(x: 70, y: 0, width: 60, height: 50))
  }

  @Test("equal spacing with a hidden first view: one gap, between b and c", arguments: [1.0, 3.0])
  func hideInEqualSpacing(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack(
      [a, b, c], in: root, distribution: .equalSpacing, spacing: 10, width: 200, height: 50)
    a.isHidden = true
    root.layoutIfNeeded()
    // b flush at 0, c flush at the end: the gap is 200 - 60 - 20 = 120.
    #expect(b.frame == Rect(x: 0, y: 0, width: 60, height: 50))
    #expect(c.frame == Rect(x: 180, y: 0, width: 20, height: 50))
    // Hiding added no guide: a keeps its gap guide, unused.
    #expect(stack.layoutGuides.count == 2)
  }

  @Test(
    "a custom spacing after a visible view spans a hidden neighbour; a hidden view's is not used")
  func customSpacingAroundHidden() {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, alignment: .top, spacing: 10)
    stack.setCustomSpacing(20, after: a)
    stack.setCustomSpacing(30, after: b)
    root.layoutIfNeeded()
    #expect(b.frame.minX == 60)
    #expect(c.frame.minX == 150)
    b.isHidden = true
    root.layoutIfNeeded()
    // a's 20 now separates a and c; b's 30 goes with b.
    #expect(c.frame == Rect(x: 60, y: 0, width: 20, height: 10))
  }

  @Test(
    "hiding a view of a fill stack keeps almost every constraint and moves constants",
    arguments: [1.0, 3.0])
  func hidingIsIncremental(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, spacing: 10)
    let before = Set(stack.madeConstraints.constraints.map(ObjectIdentifier.init))
    b.isHidden = true
    root.layoutIfNeeded()
    let after = Set(stack.madeConstraints.constraints.map(ObjectIdentifier.init))
    // Kept: both spacings (their constants moved: 10 ↔ 0) and all else but b.bottom == a.bottom
    // (b now only follows a's top, which it already did); UISV-hiding and b's ambiguity
    // suppression come.
    #expect(before.subtracting(after).count == 1)
    #expect(after.subtracting(before).count == 2)
    #expect(c.frame == Rect(x: 50, y: 0, width: 20, height: 20))
  }
}
