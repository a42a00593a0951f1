import AutoLayout
import TestSupport
import Testing

@testable import Masonry

@Suite("Modifiers and targets")
struct ModifierTests {
  /// The constants `insets` gives each attribute of a view `a` related to `root`.
  func constants(
    _ insets: EdgeInsets, direction: LayoutDirection = .leftToRight
  ) -> [String: Double] {
    let root = makeRoot()
    root.semanticLayoutDirection = direction
    let a = addView("a", to: root)
    var result: [String: Double] = [:]
    for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
      let made = a.mas.prepareConstraints { make in
        make.attribute(attribute).equalTo(root).insets(insets)
      }
      made.forEach { $0.install() }
      result[attribute.name] = made[0].layoutConstraints[0].constant
      made.forEach { $0.uninstall() }
    }
    return result
  }

  @Test("insets touch the four edges and leading/trailing only, as in Masonry")
  func insetsPerAttribute() {
    let c = constants(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(c["left"] == 2)
    #expect(c["top"] == 1)
    #expect(c["bottom"] == -3)
    #expect(c["right"] == -4)
    #expect(c["leading"] == 2)
    #expect(c["trailing"] == -4)
    for untouched in [
      "width", "height", "centerX", "centerY", "lastBaseline", "firstBaseline", "leftMargin",
      "topMargin", "centerXWithinMargins",
    ] {
      #expect(c[untouched] == 0, "\(untouched)")
    }
  }

  @Test("insets on leading and trailing follow a right-to-left layout")
  func insetsRightToLeft() {
    let c = constants(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), direction: .rightToLeft)
    // Leading is the right edge: inset by `right`; trailing the left edge: by `left`.
    #expect(c["leading"] == 4)
    #expect(c["trailing"] == -2)
    #expect(c["left"] == 2)
    #expect(c["right"] == -4)
    // And the frames: a row pinned leading/trailing with insets 2 (left) and 4 (right).
    let root = makeRoot(width: 100, height: 100)
    root.semanticLayoutDirection = .rightToLeft
    let a = addView("a", to: root)
    a.mas.makeConstraints { make in
      make.leading.trailing.equalTo(root).insets(EdgeInsets(top: 0, left: 2, bottom: 0, right: 4))
      make.top.height.equalTo(10)
    }
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 2, y: 10, width: 94, height: 10))
  }

  @Test("directional insets: leading and trailing, left and right by direction")
  func directionalInsets() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let root = makeRoot(width: 100, height: 100)
      root.semanticLayoutDirection = direction
      let a = addView("a", to: root)
      a.mas.makeConstraints { make in
        make.directionalEdges.equalTo(root).insets(
          DirectionalEdgeInsets(top: 1, leading: 10, bottom: 3, trailing: 20))
      }
      root.layoutIfNeeded()
      // Leading 10 from the leading edge: the left in LTR, the right in RTL.
      let x: Double = direction == .leftToRight ? 10 : 20
      #expect(a.frame == Rect(x: x, y: 1, width: 70, height: 96))
    }
  }

  @Test("sizes, points and insets as targets set the matching constants")
  func valueTargets() {
    let root = makeRoot()
    root.scale = 2
    let a = addView("a", to: root)
    let made = a.mas.makeConstraints { make in
      make.size.equalTo(Size(width: 40, height: 30))
      make.center.equalTo(Point(x: 5, y: -5))
    }
    #expect(
      summaries(made) == [
        "a.width == 40 on a", "a.height == 30 on a",
        "a.centerX == root.centerX + 5 on root", "a.centerY == root.centerY - 5 on root",
      ])
    root.layoutIfNeeded()
    // Centre (187.5 + 5, 333.5 - 5) = (192.5, 328.5); 40 × 30.
    #expect(a.frame == Rect(x: 172.5, y: 313.5, width: 40, height: 30))
    let b = addView("b", to: root)
    let edges = b.mas.makeConstraints { make in
      make.edges.equalTo(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    }
    #expect(
      summaries(edges) == [
        "b.left == root.left + 20 on root", "b.right == root.right - 40 on root",
        "b.top == root.top + 10 on root", "b.bottom == root.bottom - 30 on root",
      ])
    // A point on a width, a size on a left: the constant stays as it was.
    let c = addView("c", to: root)
    let kept = c.mas.makeConstraints { make in
      make.width.equalTo(root).offset(7).centerOffset(Point(x: 1, y: 2))
      make.left.equalTo(root).offset(3).sizeOffset(Size(width: 9, height: 9))
    }
    #expect(
      summaries(kept) == ["c.width == root.width + 7 on root", "c.left == root.left + 3 on root"])
  }

  @Test("arrays make one constraint per element and keep the relation")
  func arrays() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let c = addView("c", to: root)
    let made = a.mas.makeConstraints { make in
      make.height.greaterThanOrEqualTo([b, 100, c.mas.width]).priority(600)
      make.left.lessThanOrEqualTo([b, c]).offset(-8)
    }
    #expect(made.count == 2)
    #expect(made.allSatisfy { $0 is CompositeConstraint })
    #expect(
      summaries(made) == [
        "a.height >= b.height @600 on root", "a.height >= 100 @600 on a",
        "a.height >= c.width @600 on root",
        "a.left <= b.left - 8 on root", "a.left <= c.left - 8 on root",
      ])
  }

  @Test("an array on a composite turns each child into a composite")
  func spawnedComposites() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let made = a.mas.makeConstraints { make in
      make.size.equalTo([b, Size(width: 5, height: 6)]).key("s")
    }
    let composite = made[0] as! CompositeConstraint
    #expect(composite.children.count == 2)
    #expect(composite.children.allSatisfy { ($0 as? CompositeConstraint)?.children.count == 2 })
    #expect(
      summaries(made) == [
        "a.width == b.width 's[0][0]' on root", "a.width == 5 's[0][1]' on a",
        "a.height == b.height 's[1][0]' on root", "a.height == 6 's[1][1]' on a",
      ])
  }

  @Test("key names composite children key[i]; labeled names them all alike")
  func keysAndLabels() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let keyed = a.mas.makeConstraints { make in make.edges.equalTo(root).key("pin") }
    #expect(
      keyed[0].layoutConstraints.map(\.identifier) == ["pin[0]", "pin[1]", "pin[2]", "pin[3]"])
    let labeled = a.mas.makeConstraints { make in make.size.equalTo(10).labeled("box") }
    #expect(labeled[0].layoutConstraints.map(\.identifier) == ["box", "box"])
  }

  @Test("multipliedBy and dividedBy on locations scale in the container's coordinates")
  func multipliers() {
    let root = makeRoot(width: 400, height: 400)
    let container = addView("container", to: root)
    container.mas.makeConstraints { make in
      make.left.top.equalTo(root).offset(100)
      make.size.equalTo(200)
    }
    let a = addView("a", to: container)
    a.mas.makeConstraints { make in
      make.centerX.equalTo(container).multipliedBy(0.5)
      make.centerY.equalTo(container).dividedBy(4)
      make.size.equalTo(10)
    }
    root.layoutIfNeeded()
    // In the container's space its centre is (100, 100): centre x = 100 × 0.5 = 50 (a quarter
    // of its width), centre y = 100 / 4 = 25 — wherever the container sits in the root.
    #expect(a.frame == Rect(x: 45, y: 20, width: 10, height: 10))
  }

  @Test("with and and read well and change nothing")
  func fillers() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let made = a.mas.makeConstraints { make in
      make.top.with.equalTo(root).with.offset(4).and.priority(.low)
    }
    #expect(summaries(made) == ["a.top == root.top + 4 @250 on root"])
  }
}
