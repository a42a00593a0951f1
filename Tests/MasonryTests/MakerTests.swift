import AutoLayout
import TestSupport
import Testing

@testable import Masonry

@Suite("makeConstraints")
struct MakerTests {
  @Test("the README example: offsets, insets on chained edges, a priority")
  func readme() {
    let root = makeRoot()
    let bar = addView("bar", to: root)
    let made = bar.mas.makeConstraints { make in
      make.top.equalTo(root.mas.top).offset(10)
      make.left.right.equalTo(root).inset(16)
      make.height.equalTo(44).priority(.high)
    }
    #expect(made.count == 3)
    #expect(!bar.translatesAutoresizingMaskIntoConstraints)
    #expect(
      summaries(made) == [
        "bar.top == root.top + 10 on root",
        "bar.left == root.left + 16 on root",
        "bar.right == root.right - 16 on root",
        "bar.height == 44 @750 on bar",
      ])
    root.layoutIfNeeded()
    // 375 wide: x from 16 to 359; the high-priority height holds as nothing fights it.
    #expect(bar.frame == Rect(x: 16, y: 10, width: 343, height: 44))
  }

  @Test("every single attribute relates to the same attribute of a view")
  func singleAttributes() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let attributes: [(KeyPath<ConstraintMaker, AttributeChain>, String)] = [
      (\.left, "left"), (\.top, "top"), (\.right, "right"), (\.bottom, "bottom"),
      (\.leading, "leading"), (\.trailing, "trailing"), (\.width, "width"),
      (\.height, "height"), (\.centerX, "centerX"), (\.centerY, "centerY"),
      (\.baseline, "lastBaseline"), (\.firstBaseline, "firstBaseline"),
      (\.lastBaseline, "lastBaseline"), (\.leftMargin, "leftMargin"),
      (\.rightMargin, "rightMargin"), (\.topMargin, "topMargin"),
      (\.bottomMargin, "bottomMargin"), (\.leadingMargin, "leadingMargin"),
      (\.trailingMargin, "trailingMargin"), (\.centerXWithinMargins, "centerXWithinMargins"),
      (\.centerYWithinMargins, "centerYWithinMargins"),
    ]
    for (path, name) in attributes {
      let made = a.mas.prepareConstraints { make in make[keyPath: path].equalTo(b) }
      made.forEach { $0.install() }
      #expect(summaries(made) == ["a.\(name) == b.\(name) on root"])
      made.forEach { $0.uninstall() }
    }
  }

  @Test("composites expand in Masonry's order")
  func composites() {
    let root = makeRoot()
    let a = addView("a", to: root)
    func attributes(_ path: KeyPath<ConstraintMaker, AttributeChain>) -> [String] {
      let made = a.mas.prepareConstraints { make in make[keyPath: path].equalTo(root) }
      return made.flatMap(\.leaves).map { $0.firstViewAttribute.attribute.name }
    }
    #expect(attributes(\.edges) == ["left", "right", "top", "bottom"])
    #expect(attributes(\.directionalEdges) == ["leading", "trailing", "top", "bottom"])
    #expect(attributes(\.horizontalEdges) == ["left", "right"])
    #expect(attributes(\.verticalEdges) == ["top", "bottom"])
    #expect(attributes(\.size) == ["width", "height"])
    #expect(attributes(\.center) == ["centerX", "centerY"])
    #expect(attributes(\.margins) == ["leftMargin", "rightMargin", "topMargin", "bottomMargin"])
    #expect(
      attributes(\.directionalMargins) == [
        "leadingMargin", "trailingMargin", "topMargin", "bottomMargin",
      ])
    #expect(attributes(\.centerWithinMargins) == ["centerXWithinMargins", "centerYWithinMargins"])
    let chosen = a.mas.prepareConstraints { make in
      make.attributes([.bottom, .width, .left, .baseline, .lastBaseline]).equalTo(root)
    }
    // Masonry's fixed order, and one child for the shared baseline bit (Masonry made two).
    #expect(
      chosen.flatMap(\.leaves).map { $0.firstViewAttribute.attribute.name } == [
        "left", "bottom", "width", "lastBaseline",
      ])
  }

  @Test("numbers: a size is a constant, a location relates to the superview")
  func numbers() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let made = a.mas.makeConstraints { make in
      make.width.equalTo(10)
      make.left.equalTo(10)
      make.centerX.greaterThanOrEqualTo(12.5)
      make.height.lessThanOrEqualTo(20)
    }
    // Masonry: centerX's constant is relative to the superview's centerX (not its left).
    #expect(
      summaries(made) == [
        "a.width == 10 on a",
        "a.left == root.left + 10 on root",
        "a.centerX >= root.centerX + 12.5 on root",
        "a.height <= 20 on a",
      ])
  }

  @Test("a view, an attribute, a guide and the safe area as targets")
  func targets() {
    let root = makeRoot()
    root.rootSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    root.scale = 2  // half points survive rounding
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let guide = LayoutGuide(identifier: "g")
    guide.debugName = "g"
    root.addLayoutGuide(guide)
    root.safeAreaLayoutGuide.debugName = "safe"
    let made = a.mas.makeConstraints { make in
      make.top.equalTo(b.mas.bottom)
      make.left.equalTo(guide)
      make.right.equalTo(guide.mas.centerX)
      make.bottom.equalTo(root.mas.safeAreaLayoutGuide)
      make.height.equalTo(root.mas.safeAreaLayoutGuideHeight).multipliedBy(0.5)
    }
    #expect(
      summaries(made) == [
        "a.top == b.bottom on root",
        "a.left == g.left on root",
        "a.right == g.centerX on root",
        "a.bottom == safe.bottom on root",
        "a.height == 0.5*safe.height on root",
      ])
    _ = guide.mas.makeConstraints { make in
      make.left.top.equalTo(root).offset(20)
      make.size.equalTo(Size(width: 100, height: 60))
    }
    b.mas.makeConstraints { make in make.top.left.equalTo(root) }
    root.layoutIfNeeded()
    // Safe area: y 44…633, height 589; a's height 294.5, bottom at 633 → top 338.5.
    // a's left is the guide's left (20) and its right the guide's centre (70).
    #expect(a.frame == Rect(x: 20, y: 338.5, width: 50, height: 294.5))
    #expect(guide.layoutFrame == Rect(x: 20, y: 20, width: 100, height: 60))
  }

  @Test("equalToSuperview and friends")
  func superviewRelations() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let made = a.mas.makeConstraints { make in
      make.edges.equalToSuperview().inset(10)
      make.width.lessThanOrEqualToSuperview().multipliedBy(0.5)
      make.height.greaterThanOrEqualToSuperview().offset(-100)
    }
    #expect(
      summaries(made) == [
        "a.left == root.left + 10 on root", "a.right == root.right - 10 on root",
        "a.top == root.top + 10 on root", "a.bottom == root.bottom - 10 on root",
        "a.width <= 0.5*root.width on root", "a.height >= root.height - 100 on root",
      ])
  }

  @Test("a chain without a relation is installed as an equality (Masonry)")
  func noRelation() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let made = a.mas.makeConstraints { make in
      make.top.and.left.offset(10)
      make.size.sizeOffset(Size(width: 30, height: 40))
    }
    #expect(
      summaries(made) == [
        "a.top == root.top + 10 on root", "a.left == root.left + 10 on root",
        "a.width == 30 on a", "a.height == 40 on a",
      ])
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 10, y: 10, width: 30, height: 40))
  }

  @Test("attribute chaining makes one composite")
  func chaining() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let made = a.mas.makeConstraints { make in
      make.top.left.width.equalTo(root).with.offset(5)
    }
    #expect(made.count == 1)
    #expect(made[0] is CompositeConstraint)
    #expect(
      summaries(made) == [
        "a.top == root.top + 5 on root", "a.left == root.left + 5 on root",
        "a.width == root.width + 5 on root",
      ])
  }

  @Test("several from-attributes to one attribute all use it")
  func singleTargetForSeveral() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let made = a.mas.makeConstraints { make in make.left.right.equalTo(b.mas.left) }
    #expect(summaries(made) == ["a.left == b.left on root", "a.right == b.left on root"])
  }

  @Test("a constraint is installed on the closest common superview")
  func installView() {
    let root = makeRoot()
    let card = addView("card", to: root)
    let avatar = addView("avatar", to: card)
    let other = addView("other", to: root)
    let deep = addView("deep", to: other)
    let made = avatar.mas.makeConstraints { make in
      make.top.equalTo(deep.mas.bottom)
      make.width.equalTo(card).dividedBy(4)
      make.height.equalTo(avatar.mas.width)
    }
    #expect(
      summaries(made) == [
        "avatar.top == deep.bottom on root",
        "avatar.width == 0.25*card.width on card",
        "avatar.height == avatar.width on avatar",
      ])
    #expect(avatar.mas.closestCommonSuperview(deep) === root)
    #expect(avatar.mas.closestCommonSuperview(card) === card)
    #expect(avatar.mas.closestCommonSuperview(avatar) === avatar)
    #expect(avatar.mas.closestCommonSuperview(View(name: "alone")) == nil)
  }

  @Test("every field written as in Masonry's spec example")
  func allFields() {
    let root = makeRoot()
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    let made = a.mas.makeConstraints { make in
      make.width.equalTo(b.mas.height).multipliedBy(0.5).offset(10).priority(345).key("w")
    }
    #expect(summaries(made) == ["a.width == 0.5*b.height + 10 @345 'w' on root"])
    let layout = made[0].layoutConstraints[0]
    #expect(layout is MasonryLayoutConstraint)
    #expect(layout.location.file.hasSuffix("MakerTests.swift"))
  }
}
