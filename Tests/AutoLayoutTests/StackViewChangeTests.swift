import TestSupport
import Testing

@testable import AutoLayout

// Changes after a first layout: the axis, the distribution, an intrinsic size, the layout
// direction. The labels are a 40 × 20, b 60 × 30 and c 20 × 10; the stack sits at (10, 20).

@Suite("Stack views: changes")
struct StackViewChangeTests {
  @Test("a row turned into a column")
  func axisChange() {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, alignment: .leading, spacing: 5)
    #expect(stack.frame == Rect(x: 10, y: 20, width: 130, height: 30))
    stack.axis = .vertical
    root.layoutIfNeeded()
    // a 0..20, 5, b 25..55, 5, c 60..70, against the leading edge; 60 wide (b).
    #expect(stack.frame == Rect(x: 10, y: 20, width: 60, height: 70))
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(b.frame == Rect(x: 0, y: 25, width: 60, height: 30))
    #expect(c.frame == Rect(x: 0, y: 60, width: 20, height: 10))
  }

  @Test("equal spacing back to fill: the gap guides go")
  func distributionChange() {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    b.setContentHuggingPriority(249, for: .horizontal)
    let stack = placedStack(
      [a, b, c], in: root, distribution: .equalSpacing, spacing: 10, width: 200, height: 50)
    #expect(stack.layoutGuides.map(\.identifier) == ["UISV-distributing", "UISV-distributing"])
    stack.distribution = .fill
    root.layoutIfNeeded()
    #expect(stack.layoutGuides.isEmpty)
    #expect(!stackIdentifiers(stack).contains("UISV-distributing-edge"))
    // As the fill row: b takes the extra 60.
    #expect(b.frame == Rect(x: 50, y: 0, width: 120, height: 50))
  }

  @Test("a new intrinsic size changes the proportions")
  func proportionsFollowIntrinsicSizes() {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    placedStack(
      [a, b, c], in: root, distribution: .fillProportionally, spacing: 10, width: 200,
      height: 50)
    c.natural = Size(width: 80, height: 10)
    c.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    // 180 shared 40 : 60 : 80: 40, 60 and 80.
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 50))
    #expect(b.frame == Rect(x: 50, y: 0, width: 60, height: 50))
    #expect(c.frame == Rect(x: 120, y: 0, width: 80, height: 50))
  }

  @Test("a row right to left: the first view on the right")
  func rowRightToLeft() {
    let root = stackRoot()
    root.semanticLayoutDirection = .rightToLeft
    let (a, b, c) = threeLabels()
    b.setContentHuggingPriority(249, for: .horizontal)
    placedStack([a, b, c], in: root, spacing: 10, width: 200, height: 30)
    // From the right edge: a 160..200, a gap, b (taking the extra 60: 120 wide) 30..150, a
    // gap, c 0..20.
    #expect(a.frame == Rect(x: 160, y: 0, width: 40, height: 30))
    #expect(b.frame == Rect(x: 30, y: 0, width: 120, height: 30))
    #expect(c.frame == Rect(x: 0, y: 0, width: 20, height: 30))
  }

  @Test("equal hugging in a fill row is ambiguous, as Apple says")
  func fillAmbiguity() {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    placedStack([a, b, c], in: root, spacing: 10, width: 200, height: 30)
    #expect([a, b, c].contains { $0.hasAmbiguousLayout })
  }
}
