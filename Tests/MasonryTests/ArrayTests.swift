import AutoLayout
import TestSupport
import Testing

@testable import Masonry

@Suite("Arrays and distribution")
struct ArrayTests {
  /// `n` views in `container`, each already given a cross-axis position and size.
  func row(_ n: Int, in container: View, axis: Axis) -> [View] {
    (0..<n).map { index in
      let view = addView("v\(index)", to: container)
      view.mas.makeConstraints { make in
        if axis == .horizontal {
          make.top.equalTo(container)
          make.height.equalTo(10)
        } else {
          make.left.equalTo(container)
          make.width.equalTo(10)
        }
      }
      return view
    }
  }

  /// The constraints a view got from distribution (after its two cross-axis ones).
  func distribution(_ view: View) -> [String] {
    view.mas.installedConstraints.dropFirst(2).compactMap(\.layoutConstraint).map(summary)
  }

  @Test("make, update and remake run the closure once per view")
  func makeUpdateRemake() {
    let root = makeRoot(width: 300, height: 100)
    let views = [addView("a", to: root), addView("b", to: root)]
    let made = views.mas.makeConstraints { make in
      make.top.equalTo(root)
      make.size.equalTo(20)
    }
    #expect(made.count == 4)
    #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    views.mas.updateConstraints { make in make.top.equalTo(root).offset(30) }
    #expect(made[0].layoutConstraints[0].constant == 30)
    #expect(made[2].layoutConstraints[0].constant == 30)
    views.mas.remakeConstraints { make in
      make.bottom.right.equalTo(root)
      make.size.equalTo(5)
    }
    root.layoutIfNeeded()
    #expect(
      views.map(\.frame) == [Rect(x: 295, y: 95, width: 5, height: 5)] + [
        Rect(x: 295, y: 95, width: 5, height: 5)
      ])
  }

  @Test("fixed spacing, horizontally: Masonry's constraints and equal widths")
  func fixedSpacingHorizontal() {
    let root = makeRoot(width: 375, height: 100)
    let views = row(3, in: root, axis: .horizontal)
    views.mas.distributeViews(
      along: .horizontal, fixedSpacing: 15, leadSpacing: 15, tailSpacing: 15)
    #expect(distribution(views[0]) == ["v0.left == root.left + 15 on root"])
    #expect(
      distribution(views[1]) == [
        "v1.width == v0.width on root", "v1.left == v0.right + 15 on root",
      ])
    #expect(
      distribution(views[2]) == [
        "v2.width == v1.width on root", "v2.left == v1.right + 15 on root",
        "v2.right == root.right - 15 on root",
      ])
    root.layoutIfNeeded()
    // 15 + 3w + 2·15 + 15 = 375 → w = 105.
    #expect(views.map(\.frame.minX) == [15, 135, 255])
    #expect(views.allSatisfy { $0.frame.width == 105 })
  }

  @Test("fixed spacing, vertically")
  func fixedSpacingVertical() {
    let root = makeRoot(width: 100, height: 300)
    let views = row(2, in: root, axis: .vertical)
    views.mas.distributeViews(along: .vertical, fixedSpacing: 20, leadSpacing: 10, tailSpacing: 30)
    root.layoutIfNeeded()
    // 10 + 2h + 20 + 30 = 300 → h = 120.
    #expect(
      views.map(\.frame) == [
        Rect(x: 0, y: 10, width: 10, height: 120), Rect(x: 0, y: 150, width: 10, height: 120),
      ])
  }

  @Test("fixed item length, horizontally: Masonry's multipliers on the container's right")
  func fixedLengthHorizontal() {
    let root = makeRoot(width: 380, height: 100)
    let views = row(4, in: root, axis: .horizontal)
    views.mas.distributeViews(
      along: .horizontal, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 20)
    #expect(
      distribution(views[0]) == ["v0.width == 50 on v0", "v0.left == root.left + 10 on root"])
    // i = 1 of 3: multiplier 1/3, offset (2/3)(50 + 10) − 20/3 = 33.33…
    let middle = views[1].mas.installedConstraints[3].layoutConstraint!
    #expect(middle.firstAttribute == .right && middle.secondItem === root)
    #expect(abs(middle.multiplier - 1.0 / 3) < 1e-12)
    #expect(abs(middle.constant - (40 - 20.0 / 3)) < 1e-12)
    #expect(
      distribution(views[3]) == ["v3.width == 50 on v3", "v3.right == root.right - 20 on root"])
    root.layoutIfNeeded()
    // Rights from 60 to 360 in equal steps of 100.
    #expect(views.map(\.frame.minX) == [10, 110, 210, 310])
  }

  @Test("fixed item length, vertically, in a container away from the root's origin")
  func fixedLengthVerticalNested() {
    let root = makeRoot(width: 400, height: 600)
    let container = addView("container", to: root)
    container.mas.makeConstraints { make in
      make.left.equalTo(100)
      make.top.equalTo(150)
      make.size.equalTo(Size(width: 50, height: 340))
    }
    let views = row(3, in: container, axis: .vertical)
    views.mas.distributeViews(along: .vertical, fixedItemLength: 40, leadSpacing: 0, tailSpacing: 0)
    root.layoutIfNeeded()
    // In the container: bottoms 40, 190, 340 (the middle: 340·½ + ½·40 = 190).
    #expect(views.map(\.frame.minY) == [0, 150, 300])
  }

  @Test("distributed constraints record the caller's line")
  func distributionCallSite() {
    let root = makeRoot(width: 300, height: 100)
    let views = row(2, in: root, axis: .horizontal)
    let line = #line + 1
    views.mas.distributeViews(along: .horizontal, fixedSpacing: 4, leadSpacing: 0, tailSpacing: 0)
    let made = views.flatMap { $0.mas.installedConstraints.dropFirst(2) }
    #expect(made.count == 4)
    for constraint in made.compactMap(\.layoutConstraint) {
      #expect(constraint.location.file.hasSuffix("ArrayTests.swift"))
      #expect(constraint.location.line == line)
    }
  }

  @Test("the container is the views' closest common superview")
  func commonContainer() {
    let root = makeRoot(width: 300, height: 100)
    let box = addView("box", to: root)
    box.mas.makeConstraints { make in make.edges.equalTo(root) }
    let views = row(2, in: box, axis: .horizontal)
    views.mas.distributeViews(along: .horizontal, fixedSpacing: 0, leadSpacing: 0, tailSpacing: 0)
    #expect(distribution(views[0]) == ["v0.left == box.left on box"])
  }
}
