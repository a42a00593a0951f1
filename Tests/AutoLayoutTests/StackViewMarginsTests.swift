import TestSupport
import Testing

@testable import AutoLayout

// Margins-relative arrangement: the arranged views sit inside the stack's layout margins. The
// labels are a 40 × 20, b 60 × 30 and c 20 × 10; the stack sits at (10, 20).
// The cases taking a scale run at 1 and at 3: frames in whole points stay put on both grids.

@Suite("Stack views: margins-relative arrangement")
struct StackViewMarginsTests {
  @Test("a row inside its margins: the stack grows by them", arguments: [1.0, 3.0])
  func row(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = StackView(arrangedSubviews: [a, b, c], name: "stack")
    stack.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 5, leading: 10, bottom: 5, trailing: 15)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    _ = pin(stack, .left, .equal, root, plus: 10)
    _ = pin(stack, .top, .equal, root, plus: 20)
    root.layoutIfNeeded()
    // 10 + 120 + 15 wide, 5 + 30 + 5 high.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 145, height: 40))
    #expect(a.frame == Rect(x: 10, y: 5, width: 40, height: 30))
    #expect(b.frame == Rect(x: 50, y: 5, width: 60, height: 30))
    #expect(c.frame == Rect(x: 110, y: 5, width: 20, height: 30))
    // Off again: against the edges.
    stack.isLayoutMarginsRelativeArrangement = false
    root.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 10, y: 20, width: 120, height: 30))
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 30))
  }

  @Test(
    "a column inside its margins, right to left: the leading margin is on the right",
    arguments: [1.0, 3.0])
  func columnRightToLeft(scale: Double) {
    let root = stackRoot(scale: scale)
    root.semanticLayoutDirection = .rightToLeft
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, axis: .vertical, alignment: .leading, width: 100)
    stack.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 4, leading: 10, bottom: 6, trailing: 30)
    stack.isLayoutMarginsRelativeArrangement = true
    root.layoutIfNeeded()
    // The margins run from x = 30 (the trailing margin, on the left) to 90 (100 less the
    // leading 10): the leading edges on 90. Down the column: 4, a 20, b 30, c 10, 6.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 100, height: 70))
    #expect(a.frame == Rect(x: 50, y: 4, width: 40, height: 20))
    #expect(b.frame == Rect(x: 30, y: 24, width: 60, height: 30))
    #expect(c.frame == Rect(x: 70, y: 54, width: 20, height: 10))
  }
}
