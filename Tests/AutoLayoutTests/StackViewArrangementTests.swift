import TestSupport
import Testing

@testable import AutoLayout

// The arranged subviews: always subviews, in an order of their own, and what adding, inserting
// and removing does to each list.

@Suite("Stack views: arranged subviews")
struct StackViewArrangementTests {
  @Test("adding an existing subview keeps the subviews' order and turns off autoresizing")
  func addExistingSubview() {
    let stack = StackView(name: "stack")
    let (a, b, _) = threeLabels()
    let plain = View(name: "plain")
    stack.addSubview(a)
    stack.addSubview(plain)
    stack.addSubview(b)
    stack.addArrangedSubview(b)
    stack.addArrangedSubview(plain)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["b", "plain"])
    #expect(stack.subviews.map(\.debugName) == ["a", "plain", "b"])
    #expect(!plain.translatesAutoresizingMaskIntoConstraints)
    // A new view becomes a subview at the front, and arranged at the end.
    let extra = View(name: "extra")
    stack.addArrangedSubview(extra)
    #expect(stack.subviews.last === extra)
    #expect(stack.arrangedSubviews.last === extra)
  }

  @Test("adding an arranged view again moves it to the end of the arrangement")
  func addAgain() {
    let (a, b, c) = threeLabels()
    let stack = StackView(arrangedSubviews: [a, b, c])
    stack.addArrangedSubview(a)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["b", "c", "a"])
    #expect(stack.subviews.map(\.debugName) == ["a", "b", "c"])
  }

  @Test("inserting changes the stack index only, and lays out in the new order")
  func insert() {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b], in: root)
    stack.insertArrangedSubview(c, at: 0)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["c", "a", "b"])
    #expect(stack.subviews.map(\.debugName) == ["a", "b", "c"])
    // Moving an arranged view: b to the front.
    stack.insertArrangedSubview(b, at: 0)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["b", "c", "a"])
    #expect(stack.subviews.map(\.debugName) == ["a", "b", "c"])
    // And the other way round: reordering the subviews leaves the arrangement alone.
    stack.bringSubviewToFront(a)
    #expect(stack.subviews.map(\.debugName) == ["b", "c", "a"])
    stack.sendSubviewToBack(c)
    #expect(stack.arrangedSubviews.map(\.debugName) == ["b", "c", "a"])
    root.layoutIfNeeded()
    // b 0..60, c 60..80, a 80..120 (fill alignment: 30 high).
    #expect(b.frame == Rect(x: 0, y: 0, width: 60, height: 30))
    #expect(c.frame == Rect(x: 60, y: 0, width: 20, height: 30))
    #expect(a.frame == Rect(x: 80, y: 0, width: 40, height: 30))
  }

  @Test("removing an arranged view keeps it a subview, without the stack's constraints")
  func removeArranged() {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, spacing: 10)
    stack.setCustomSpacing(25, after: b)
    stack.removeArrangedSubview(b)
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(\.debugName) == ["a", "c"])
    #expect(stack.subviews.contains { $0 === b })
    #expect(b.superview === stack)
    #expect(b.constraintsAffectingLayout(for: .horizontal).isEmpty)
    #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
    // a 0..40, one gap, c 50..70.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 70, height: 20))
    #expect(c.frame == Rect(x: 50, y: 0, width: 20, height: 20))
  }

  @Test("a subview removed from the stack leaves the arrangement")
  func removeFromSuperview() {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, spacing: 10)
    b.removeFromSuperview()
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(\.debugName) == ["a", "c"])
    #expect(c.frame == Rect(x: 50, y: 0, width: 20, height: 20))
  }

  @Test("a view moved to another stack leaves the first one's arrangement")
  func moveToAnotherStack() {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    let first = placedStack([a, b], in: root)
    let second = StackView(name: "second")
    second.addArrangedSubview(c)
    second.addArrangedSubview(b)
    #expect(first.arrangedSubviews.map(\.debugName) == ["a"])
    #expect(second.arrangedSubviews.map(\.debugName) == ["c", "b"])
    #expect(b.superview === second)
  }

  @Test("the custom spacing follows its view; a view that is not arranged is ignored")
  func customSpacingFollowsTheView() {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root)
    let stranger = View(name: "stranger")
    stack.setCustomSpacing(12, after: stranger)
    #expect(stack.customSpacing(after: stranger) == StackView.spacingUseDefault)
    stack.setCustomSpacing(15, after: a)
    #expect(stack.customSpacing(after: a) == 15)
    stack.insertArrangedSubview(a, at: 2)
    root.layoutIfNeeded()
    // b 0..60, c 60..80, a 80..120: a is last now, so its 15 separates nothing.
    #expect(a.frame.minX == 80)
    stack.insertArrangedSubview(a, at: 1)
    root.layoutIfNeeded()
    // b, a (60..100), 15, c (115..135).
    #expect(c.frame.minX == 115)
    stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
    root.layoutIfNeeded()
    #expect(c.frame.minX == 100)
  }

  @Test("a stack has no intrinsic size, and its hugging changes nothing")
  func noIntrinsicSize() {
    let root = stackRoot()
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root)
    #expect(stack.intrinsicContentSize == Size(width: -1, height: -1))
    stack.setContentHuggingPriority(1, for: .horizontal)
    root.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 10, y: 20, width: 120, height: 30))
  }

  @Test("the fitting size of a stack not yet laid out is its content's")
  func fittingSize() {
    let (a, b, c) = threeLabels()
    let stack = StackView(arrangedSubviews: [a, b, c])
    stack.axis = .vertical
    stack.spacing = 5
    // 60 wide (b), 20 + 5 + 30 + 5 + 10 high.
    #expect(
      stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 60, height: 70)
    )
  }
}
