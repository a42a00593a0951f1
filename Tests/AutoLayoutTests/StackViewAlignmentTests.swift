import TestSupport
import Testing

@testable import AutoLayout

// Every alignment in a row and in a column, with hand-worked frames. The labels are a 40 × 20,
// b 60 × 30 and c 20 × 10, spacing 0, distribution fill; the stack sits at (10, 20) with no size
// of its own, so it takes the size of its content: 120 × (the tallest) in a row, (the widest) ×
// 60 in a column.
// The cases taking a scale run at 1 and at 3: frames in whole points stay put on both grids.

/// Labels with baselines: a two lines (40 high, first baseline 15 below its top, last 5 above
/// its bottom), b one large line (30 high, 25 and 5), c one small line (10 high, 8 and 2).
private func baselineLabels() -> (a: TextLabel, b: TextLabel, c: TextLabel) {
  (
    TextLabel("a", width: 40, height: 40, first: 15, last: 5),
    TextLabel("b", width: 60, height: 30, first: 25, last: 5),
    TextLabel("c", width: 20, height: 10, first: 8, last: 2)
  )
}

@Suite("Stack views: alignments")
struct StackViewAlignmentTests {
  @Test(
    "fill, row: every view as high as the tallest's compression resistance wants",
    arguments: [1.0, 3.0])
  func fillRow(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root)
    // One height for all: b resists below 30 (750), a and c only hug (250), so 30.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 120, height: 30))
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 30))
    #expect(b.frame == Rect(x: 40, y: 0, width: 60, height: 30))
    #expect(c.frame == Rect(x: 100, y: 0, width: 20, height: 30))
    #expect(!stackIdentifiers(stack).contains("UISV-spanning-boundary"))
  }

  @Test("top, row: the tops line up and the stack is as high as b", arguments: [1.0, 3.0])
  func topRow(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, alignment: .top)
    #expect(stack.frame == Rect(x: 10, y: 20, width: 120, height: 30))
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(b.frame == Rect(x: 40, y: 0, width: 60, height: 30))
    #expect(c.frame == Rect(x: 100, y: 0, width: 20, height: 10))
    #expect(
      stackIdentifiers(stack)
        == [
          "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-spanning-boundary",
          "UISV-spanning-fit", "UISV-ambiguity-suppression",
        ])
    #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
  }

  @Test("center, row: the centres on the stack's, 15 down", arguments: [1.0, 3.0])
  func centerRow(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, alignment: .center)
    #expect(stack.frame == Rect(x: 10, y: 20, width: 120, height: 30))
    #expect(a.frame == Rect(x: 0, y: 5, width: 40, height: 20))
    #expect(b.frame == Rect(x: 40, y: 0, width: 60, height: 30))
    #expect(c.frame == Rect(x: 100, y: 10, width: 20, height: 10))
  }

  @Test("bottom, row: the bottoms on the stack's", arguments: [1.0, 3.0])
  func bottomRow(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    placedStack([a, b, c], in: root, alignment: .bottom)
    #expect(a.frame == Rect(x: 0, y: 10, width: 40, height: 20))
    #expect(b.frame == Rect(x: 40, y: 0, width: 60, height: 30))
    #expect(c.frame == Rect(x: 100, y: 20, width: 20, height: 10))
  }

  @Test("top, row taller than its views: the views stay at the top", arguments: [1.0, 3.0])
  func topRowInTallStack(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    placedStack([a, b, c], in: root, alignment: .top, height: 50)
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(b.frame == Rect(x: 40, y: 0, width: 60, height: 30))
  }

  @Test(
    "first baseline, row: the first baselines on one line, the stack around every view",
    arguments: [1.0, 3.0])
  func firstBaselineRow(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = baselineLabels()
    let stack = placedStack([a, b, c], in: root, alignment: .firstBaseline)
    // With the baseline at y = B: tops at B - 15, B - 25 and B - 8. b's is highest and rests on
    // the stack's top, so B = 25: a from 10 to 50, c from 17 to 27; the stack reaches a's
    // bottom, 50.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 120, height: 50))
    #expect(a.frame == Rect(x: 0, y: 10, width: 40, height: 40))
    #expect(b.frame == Rect(x: 40, y: 0, width: 60, height: 30))
    #expect(c.frame == Rect(x: 100, y: 17, width: 20, height: 10))
    #expect(stackIdentifiers(stack).contains("UISV-canvas-fit"))
  }

  @Test("last baseline, row: the last baselines on one line", arguments: [1.0, 3.0])
  func lastBaselineRow(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = baselineLabels()
    let stack = placedStack([a, b, c], in: root, alignment: .lastBaseline)
    // With the baseline at y = L: bottoms at L + 5, L + 5 and L + 2, tops at L - 35, L - 25 and
    // L - 8. a's top is highest, so L = 35: b from 10 to 40, c from 27 to 37.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 120, height: 40))
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 40))
    #expect(b.frame == Rect(x: 40, y: 10, width: 60, height: 30))
    #expect(c.frame == Rect(x: 100, y: 27, width: 20, height: 10))
  }

  @Test("first baseline, row taller than its views: they rest at the top", arguments: [1.0, 3.0])
  func firstBaselineRowInTallStack(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = baselineLabels()
    placedStack([a, b, c], in: root, alignment: .firstBaseline, height: 80)
    #expect(a.frame == Rect(x: 0, y: 10, width: 40, height: 40))
    #expect(b.frame == Rect(x: 40, y: 0, width: 60, height: 30))
    #expect(c.frame == Rect(x: 100, y: 17, width: 20, height: 10))
  }

  @Test("fill, column: every view as wide as b", arguments: [1.0, 3.0])
  func fillColumn(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, axis: .vertical)
    #expect(stack.frame == Rect(x: 10, y: 20, width: 60, height: 60))
    #expect(a.frame == Rect(x: 0, y: 0, width: 60, height: 20))
    #expect(b.frame == Rect(x: 0, y: 20, width: 60, height: 30))
    #expect(c.frame == Rect(x: 0, y: 50, width: 60, height: 10))
  }

  @Test("leading, column: the leading edges on the stack's", arguments: [1.0, 3.0])
  func leadingColumn(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, axis: .vertical, alignment: .leading)
    #expect(stack.frame == Rect(x: 10, y: 20, width: 60, height: 60))
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(b.frame == Rect(x: 0, y: 20, width: 60, height: 30))
    #expect(c.frame == Rect(x: 0, y: 50, width: 20, height: 10))
  }

  @Test(
    "leading, column, right to left: the leading edges on the stack's right", arguments: [1.0, 3.0])
  func leadingColumnRightToLeft(scale: Double) {
    let root = stackRoot(scale: scale)
    root.semanticLayoutDirection = .rightToLeft
    let (a, b, c) = threeLabels()
    placedStack([a, b, c], in: root, axis: .vertical, alignment: .leading)
    // The stack is 60 wide: a's right edge at 60 puts it at 20.
    #expect(a.frame == Rect(x: 20, y: 0, width: 40, height: 20))
    #expect(b.frame == Rect(x: 0, y: 20, width: 60, height: 30))
    #expect(c.frame == Rect(x: 40, y: 50, width: 20, height: 10))
  }

  @Test("center, column: the centres on x = 30", arguments: [1.0, 3.0])
  func centerColumn(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    placedStack([a, b, c], in: root, axis: .vertical, alignment: .center)
    #expect(a.frame == Rect(x: 10, y: 0, width: 40, height: 20))
    #expect(b.frame == Rect(x: 0, y: 20, width: 60, height: 30))
    #expect(c.frame == Rect(x: 20, y: 50, width: 20, height: 10))
  }

  @Test("trailing, column: the trailing edges on the stack's", arguments: [1.0, 3.0])
  func trailingColumn(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    placedStack([a, b, c], in: root, axis: .vertical, alignment: .trailing)
    #expect(a.frame == Rect(x: 20, y: 0, width: 40, height: 20))
    #expect(b.frame == Rect(x: 0, y: 20, width: 60, height: 30))
    #expect(c.frame == Rect(x: 40, y: 50, width: 20, height: 10))
  }

  @Test("a baseline alignment in a column is fill", arguments: [1.0, 3.0])
  func baselineInColumn(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    placedStack([a, b, c], in: root, axis: .vertical, alignment: .firstBaseline)
    #expect(a.frame == Rect(x: 0, y: 0, width: 60, height: 20))
    #expect(c.frame == Rect(x: 0, y: 50, width: 60, height: 10))
  }

  @Test(
    "a view with no size across the axis gets none rather than an ambiguous one",
    arguments: [1.0, 3.0])
  func ambiguitySuppression(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, _) = threeLabels()
    let plain = View(name: "plain")
    placedStack([a, plain, b], in: root, alignment: .center, width: 100)
    // plain has no intrinsic size: a and b fill the 100 along the row, leaving it 0 wide, and
    // across the row UISV-ambiguity-suppression makes it 0 high, on the centre line (15).
    #expect(plain.frame == Rect(x: 40, y: 15, width: 0, height: 0))
    #expect(!plain.hasAmbiguousLayout)
  }

  @Test(
    "changing the alignment back to fill removes the spanner and its constraints",
    arguments: [1.0, 3.0])
  func alignmentChange(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, alignment: .center)
    stack.alignment = .fill
    root.layoutIfNeeded()
    #expect(stack.layoutGuides.isEmpty)
    #expect(
      stackIdentifiers(stack) == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 30))
  }
}
