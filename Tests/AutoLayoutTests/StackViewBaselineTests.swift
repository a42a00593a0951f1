import TestSupport
import Testing

@testable import AutoLayout

// Baselines: columns spaced by baselines, the views that stand for a stack's baselines, and
// rows aligned on the baselines of stacks inside them.
// The cases taking a scale run at 1 and at 3: frames in whole points stay put on both grids.

/// x 30 × 20 (baselines 16 below its top, 4 above its bottom), y 50 × 40 (10, 6), z 50 × 20
/// (12, 3).
private func xyz() -> (x: TextLabel, y: TextLabel, z: TextLabel) {
  (
    TextLabel("x", width: 30, height: 20, first: 16, last: 4),
    TextLabel("y", width: 50, height: 40, first: 10, last: 6),
    TextLabel("z", width: 50, height: 20, first: 12, last: 3)
  )
}

@Suite("Stack views: baselines")
struct StackViewBaselineTests {
  @Test(
    "a column spaced from baseline to baseline, with a view hidden and shown",
    arguments: [1.0, 3.0])
  func baselineRelativeColumn(scale: Double) {
    let root = stackRoot(scale: scale)
    let a = TextLabel("a", width: 40, height: 40, first: 15, last: 5)
    let b = TextLabel("b", width: 60, height: 30, first: 25, last: 5)
    let c = TextLabel("c", width: 20, height: 10, first: 8, last: 2)
    let stack = StackView(arrangedSubviews: [a, b, c], name: "stack")
    stack.axis = .vertical
    stack.spacing = 20
    stack.isBaselineRelativeArrangement = true
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    _ = pin(stack, .left, .equal, root, plus: 10)
    _ = pin(stack, .top, .equal, root, plus: 20)
    root.layoutIfNeeded()
    // a from 0 to 40, its last baseline at 35; b's first baseline 20 lower, at 55, puts its
    // top at 30 (to 60; last baseline 55); c's first baseline at 75 puts its top at 67.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 60, height: 77))
    #expect(a.frame == Rect(x: 0, y: 0, width: 60, height: 40))
    #expect(b.frame == Rect(x: 0, y: 30, width: 60, height: 30))
    #expect(c.frame == Rect(x: 0, y: 67, width: 60, height: 10))
    // b hidden: c's first baseline 20 below a's last, at 55, so its top at 47; b rests at a's
    // last baseline, and no longer widens the column (a's 40 does).
    b.isHidden = true
    root.layoutIfNeeded()
    #expect(b.frame == Rect(x: 0, y: 35, width: 60, height: 0))
    #expect(c.frame == Rect(x: 0, y: 47, width: 40, height: 10))
    #expect(stack.frame == Rect(x: 10, y: 20, width: 40, height: 57))
    b.isHidden = false
    root.layoutIfNeeded()
    #expect(c.frame == Rect(x: 0, y: 67, width: 60, height: 10))
  }

  @Test("a column stands for its baselines with its first and last visible views")
  func columnBaselineViews() {
    let (x, y, z) = xyz()
    let column = StackView(arrangedSubviews: [x, y, z])
    column.axis = .vertical
    #expect(column.forFirstBaselineLayout === x)
    #expect(column.forLastBaselineLayout === z)
    x.isHidden = true
    z.isHidden = true
    #expect(column.forFirstBaselineLayout === y)
    #expect(column.forLastBaselineLayout === y)
    y.isHidden = true
    #expect(column.forFirstBaselineLayout === column)
  }

  @Test("a row stands for its baselines with its tallest visible view")
  func rowBaselineViews() {
    let (x, y, z) = xyz()
    let row = StackView(arrangedSubviews: [x, y, z])
    #expect(row.forFirstBaselineLayout === y)
    #expect(row.forLastBaselineLayout === y)
    y.isHidden = true
    // x and z are both 20 high: the first of them.
    #expect(row.forFirstBaselineLayout === x)
  }

  @Test(
    "a row aligned on first baselines, with a column in it, follows the column's changes",
    arguments: [1.0, 3.0])
  func nestedFirstBaseline(scale: Double) {
    let root = stackRoot(scale: scale)
    let (x, y, z) = xyz()
    let column = StackView(arrangedSubviews: [y, z], name: "column")
    column.axis = .vertical
    let row = placedStack([x, column], in: root, alignment: .firstBaseline)
    // x's first baseline meets y's (the column's first view): with it at B, x's top is at
    // B - 16 and the column's at B - 10. x is higher, on the row's top: B = 16, the column
    // from 6 to 66 (y 40 + z 20).
    #expect(row.frame == Rect(x: 10, y: 20, width: 80, height: 66))
    #expect(x.frame == Rect(x: 0, y: 0, width: 30, height: 20))
    #expect(column.frame == Rect(x: 30, y: 6, width: 50, height: 60))
    #expect(z.frame == Rect(x: 0, y: 40, width: 50, height: 20))
    // y hidden: z stands for the column's first baseline, 12 below the column's top.
    y.isHidden = true
    root.layoutIfNeeded()
    #expect(column.frame == Rect(x: 30, y: 4, width: 50, height: 20))
    #expect(row.frame.height == 24)
  }

  @Test("a row aligned on last baselines, with a column in it", arguments: [1.0, 3.0])
  func nestedLastBaseline(scale: Double) {
    let root = stackRoot(scale: scale)
    let (x, y, z) = xyz()
    let column = StackView(arrangedSubviews: [y, z], name: "column")
    column.axis = .vertical
    let row = placedStack([x, column], in: root, alignment: .lastBaseline)
    // x's last baseline meets z's: with it at L, x's top is at L - 16 and the column's at
    // L - 57 (z's last baseline is 3 above the column's bottom, 60 down). The column is higher:
    // L = 57, x from 41 to 61.
    #expect(column.frame == Rect(x: 30, y: 0, width: 50, height: 60))
    #expect(x.frame == Rect(x: 0, y: 41, width: 30, height: 20))
    #expect(row.frame.height == 61)
  }

  @Test(
    "your constraint on a stack's baseline follows the view standing for it", arguments: [1.0, 3.0])
  func constraintOnStackBaseline(scale: Double) {
    let root = stackRoot(scale: scale)
    let (x, y, z) = xyz()
    let column = placedStack([y, z], in: root, axis: .vertical)
    x.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(x)
    _ = pin(x, .left, .equal, root, plus: 100)
    let first = pin(x, .firstBaseline, .equal, column, .firstBaseline)
    root.layoutIfNeeded()
    // y's first baseline: the column's top (20) + 10; x's is 16 below its top, so x at 14.
    #expect(x.frame == Rect(x: 100, y: 14, width: 30, height: 20))
    // y hidden: z's, 12 below the column's top (z is at it now): 32, x at 16.
    y.isHidden = true
    root.layoutIfNeeded()
    #expect(x.frame.minY == 16)
    y.isHidden = false
    first.isActive = false
    _ = pin(x, .lastBaseline, .equal, column, .lastBaseline)
    root.layoutIfNeeded()
    // z's last baseline: 20 + 40 + 20 - 3 = 77; x's is 4 above its bottom: x from 61 to 81.
    #expect(x.frame == Rect(x: 100, y: 61, width: 30, height: 20))
  }
}
