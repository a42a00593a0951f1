import AutoLayout
import TestSupport
import Testing

@testable import Masonry

@Suite("Install, update, remake")
struct LifecycleTests {
  @Test("uninstall, install, activate, deactivate and isActive")
  func lifecycle() {
    let root = makeRoot(width: 200, height: 200)
    let a = addView("a", to: root)
    var wide: MasonryConstraint!
    a.mas.makeConstraints { make in
      make.left.top.equalTo(root)
      make.height.equalTo(10)
      make.width.equalTo(50).priority(.low)
      wide = make.width.equalTo(150)
    }
    root.layoutIfNeeded()
    #expect(a.frame.width == 150)
    #expect(wide.isActive)
    let engineConstraint = wide.layoutConstraints[0]
    wide.uninstall()
    #expect(!wide.isActive)
    #expect(!root.constraints.contains { $0 === engineConstraint })
    #expect(!a.mas.installedConstraints.contains { $0 === wide })
    root.layoutIfNeeded()
    #expect(a.frame.width == 50)
    wide.install()
    #expect(wide.layoutConstraints[0] === engineConstraint)
    root.layoutIfNeeded()
    #expect(a.frame.width == 150)
    wide.deactivate()
    root.layoutIfNeeded()
    #expect(a.frame.width == 50)
    wide.activate()
    wide.isActive = false
    root.layoutIfNeeded()
    #expect(a.frame.width == 50)
    wide.isActive = true
    root.layoutIfNeeded()
    #expect(a.frame.width == 150)
  }

  @Test("live offsets, insets and priorities write through to the installed constraints")
  func liveChanges() {
    let root = makeRoot(width: 200, height: 200)
    let a = addView("a", to: root)
    var top: MasonryConstraint!
    var edges: MasonryConstraint!
    var height: MasonryConstraint!
    a.mas.makeConstraints { make in
      top = make.top.equalTo(root).offset(10)
      edges = make.left.right.equalTo(root).inset(5)
      height = make.height.equalTo(20)
      make.height.equalTo(80).priority(.low)
    }
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 5, y: 10, width: 190, height: 20))
    top.offset(40)
    edges.insets(EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 10, y: 40, width: 160, height: 20))
    top.update(offset: 0)
    edges.update(inset: 0)
    // Required → optional at 200: it now loses to the height of 80 at 250.
    height.update(priority: 200)
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 0, width: 200, height: 80))
    height.update(priority: .required)
    root.layoutIfNeeded()
    #expect(a.frame.height == 20)
  }

  @Test("update changes the constant of a similar constraint, newest first")
  func update() {
    let root = makeRoot(width: 200, height: 200)
    let a = addView("a", to: root)
    a.mas.makeConstraints { make in
      make.left.top.equalTo(root)
      make.width.equalTo(50)
      make.height.equalTo(root).multipliedBy(0.5)
    }
    let before = root.constraints.count + a.constraints.count
    let updated = a.mas.updateConstraints { make in
      make.width.equalTo(70)  // same fields: the constant changes
      make.height.equalTo(root).multipliedBy(0.5).offset(-10)  // same fields
    }
    #expect(root.constraints.count + a.constraints.count == before)
    #expect(
      summaries(updated) == ["a.width == 70 on a", "a.height == 0.5*root.height - 10 on root"])
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 0, y: 0, width: 70, height: 90))
    // A different relation, priority or multiplier matches nothing: the constraint is added.
    let added = a.mas.updateConstraints { make in
      make.width.greaterThanOrEqualTo(60)
      make.width.equalTo(90).priority(.low)
      make.height.equalTo(root).multipliedBy(0.25)
    }
    #expect(a.constraints.count == 3)
    #expect(added.allSatisfy { $0.isActive })
    // Two similar constraints: the newer one is updated.
    let first = a.mas.makeConstraints { make in make.width.lessThanOrEqualTo(150) }
    let second = a.mas.makeConstraints { make in make.width.lessThanOrEqualTo(140) }
    a.mas.updateConstraints { make in make.width.lessThanOrEqualTo(120) }
    #expect(first[0].layoutConstraints[0].constant == 150)
    #expect(second[0].layoutConstraints[0].constant == 120)
  }

  @Test("uninstalling an updated constraint takes the one it adopted off the view's list")
  func uninstallAdopted() {
    let root = makeRoot(width: 200, height: 200)
    let a = addView("a", to: root)
    let original = a.mas.makeConstraints { make in make.width.equalTo(50) }
    let updated = a.mas.updateConstraints { make in make.width.equalTo(70) }
    #expect(updated[0].layoutConstraints[0] === original[0].layoutConstraints[0])
    updated[0].uninstall()
    #expect(!original[0].isActive)
    #expect(a.mas.installedConstraints.isEmpty)
  }

  @Test("a view moved to another superview: remake and remove leave only what the DSL owns")
  func movedViewKeepsAnHonestList() {
    let root = makeRoot(width: 300, height: 300)
    let first = addView("first", to: root)
    let second = addView("second", to: root)
    let box = addView("box", to: first)
    first.mas.makeConstraints { make in
      make.left.top.equalTo(root)
      make.size.equalTo(100)
    }
    second.mas.makeConstraints { make in
      make.left.equalTo(root).offset(150)
      make.top.equalTo(root)
      make.size.equalTo(100)
    }
    box.mas.makeConstraints { make in
      make.left.top.equalTo(first).offset(10)
      make.size.equalTo(20)
    }
    #expect(box.mas.installedConstraints.count == 4)
    // Moving the box deactivates its constraints to `first`, and the size ones go with the box.
    box.removeFromSuperview()
    second.addSubview(box)
    box.mas.remakeConstraints { make in
      make.right.bottom.equalTo(second).offset(-5)
      make.size.equalTo(30)
    }
    // right.bottom (2) + size (2): the four stale constraints are gone from the list.
    #expect(box.mas.installedConstraints.count == 4)
    #expect(box.mas.installedConstraints.allSatisfy { $0.isActive })
    root.layoutIfNeeded()
    // In `second` (100 × 100): right at 95, bottom at 95, 30 square: origin (65, 65).
    #expect(box.frame == Rect(x: 65, y: 65, width: 30, height: 30))
    box.mas.removeConstraints()
    #expect(box.mas.installedConstraints.isEmpty)
    // What stays on `second` is its own size (constant sizes go on the view itself).
    #expect(!(second.constraints + box.constraints).contains { $0.firstItem === box })
    #expect(second.constraints.count == 2)
  }

  @Test("modifiers on a chain without a relation")
  func relationlessModifiers() {
    let root = makeRoot(width: 200, height: 200)
    let a = addView("a", to: root)
    let made = a.mas.makeConstraints { make in
      make.width.dividedBy(2)
      make.height.labeled("h").priorityMedium()
      make.leading.insets(DirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 0))
    }
    // No second item and a size: the multiplier has nothing to scale (width == 0).
    #expect(
      summaries(made) == [
        "a.width == 0 on a", "a.height == 0 @500 'h' on a", "a.leading == root.leading + 6 on root",
      ])
    #expect(made[2].update(offset: 9).layoutConstraints[0].constant == 9)
  }

  @Test("update never matches constraints made without the DSL")
  func updateIgnoresPlainConstraints() {
    let root = makeRoot(width: 200, height: 200)
    let a = addView("a", to: root)
    let plain = LayoutConstraint(
      item: a, attribute: .width, relatedBy: .equal, constant: 50)
    plain.isActive = true
    a.mas.updateConstraints { make in make.width.equalTo(60) }
    #expect(plain.constant == 50)
    #expect(a.constraints.count == 2)
  }

  @Test("remake removes the view's own DSL constraints only")
  func remake() {
    let root = makeRoot(width: 200, height: 200)
    let a = addView("a", to: root)
    let b = addView("b", to: root)
    a.mas.makeConstraints { make in
      make.left.top.equalTo(root)
      make.size.equalTo(50)
    }
    // b's constraint names a as its second item: remaking a leaves it.
    b.mas.makeConstraints { make in
      make.left.equalTo(a.mas.right)
      make.top.equalTo(root)
      make.size.equalTo(a)
    }
    let plain = LayoutConstraint(
      item: a, attribute: .height, relatedBy: .lessThanOrEqual, constant: 500)
    plain.isActive = true
    let remade = a.mas.remakeConstraints { make in
      make.right.bottom.equalTo(root)
      make.size.equalTo(20)
    }
    #expect(remade.count == 2)
    #expect(a.mas.installedConstraints.count == 4)
    #expect(plain.isActive)
    #expect(b.mas.installedConstraints.count == 4)
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 180, y: 180, width: 20, height: 20))
    #expect(b.frame == Rect(x: 200, y: 0, width: 20, height: 20))
    a.mas.removeConstraints()
    #expect(a.mas.installedConstraints.isEmpty)
    #expect(root.constraints.filter { $0.firstItem === a }.isEmpty)
  }

  @Test("prepared constraints install later")
  func prepare() {
    let root = makeRoot(width: 200, height: 200)
    let a = addView("a", to: root)
    let prepared = a.mas.prepareConstraints { make in
      make.edges.equalTo(root).inset(10)
    }
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(prepared[0].layoutConstraints.isEmpty)
    #expect(!prepared[0].isActive)
    prepared.forEach { $0.activate() }
    root.layoutIfNeeded()
    #expect(a.frame == Rect(x: 10, y: 10, width: 180, height: 180))
  }

  @Test("layout guides as first items")
  func guidesFirst() {
    let root = makeRoot(width: 300, height: 100)
    let spacer = LayoutGuide(identifier: "spacer")
    spacer.debugName = "spacer"
    root.addLayoutGuide(spacer)
    let made = spacer.mas.makeConstraints { make in
      make.left.equalTo(100)
      make.width.equalTo(root).multipliedBy(0.5)
      make.top.height.equalTo(root)
    }
    #expect(summaries(made)[0] == "spacer.left == root.left + 100 on root")
    #expect(summaries(made)[1] == "spacer.width == 0.5*root.width on root")
    let a = addView("a", to: root)
    a.mas.makeConstraints { make in
      make.left.equalTo(spacer.mas.right)
      make.top.bottom.equalTo(spacer)
      make.width.equalTo(20)
    }
    root.layoutIfNeeded()
    #expect(spacer.layoutFrame == Rect(x: 100, y: 0, width: 150, height: 100))
    #expect(a.frame == Rect(x: 250, y: 0, width: 20, height: 100))
  }

  @Test("views and their DSL constraints are freed with the tree")
  func memory() {
    weak var weakView: View?
    weak var weakConstraint: MasonryConstraint?
    weak var weakLayout: LayoutConstraint?
    let root = makeRoot()
    do {
      let a = addView("a", to: root)
      let made = a.mas.makeConstraints { make in
        make.edges.equalTo(root).inset(4)
        make.width.equalTo(a.mas.height)
      }
      root.layoutIfNeeded()
      weakView = a
      weakConstraint = made[0]
      weakLayout = made[1].layoutConstraints[0]
      a.removeFromSuperview()
    }
    root.layoutIfNeeded()
    #expect(weakView == nil)
    #expect(weakConstraint == nil)
    #expect(weakLayout == nil)
  }

  @Test("constraints and attributes kept after their views are freed read no views")
  func outliveTheirViews() throws {
    let prepared: [MasonryConstraint]
    let made: [MasonryConstraint]
    let attribute: ViewAttribute
    weak var weakRoot: View?
    do {
      let root = makeRoot()
      let a = addView("a", to: root)
      let b = addView("b", to: root)
      prepared = a.mas.prepareConstraints { make in make.left.equalTo(b.mas.right).offset(8) }
      made = a.mas.makeConstraints { make in make.top.equalTo(b) }
      attribute = b.mas.bottom
      let leaf = try #require(prepared.first as? ViewConstraint)
      #expect(leaf.firstViewAttribute.item === a)
      #expect(leaf.secondViewAttribute?.item === b)
      #expect(attribute.item === b && attribute.view === b)
      #expect(made[0].isActive)
      weakRoot = root
    }
    #expect(weakRoot == nil)
    let leaf = try #require(prepared.first as? ViewConstraint)
    #expect(leaf.firstViewAttribute.item == nil)
    #expect(leaf.secondViewAttribute?.item == nil)
    #expect(leaf.secondViewAttribute?.attribute == .right)
    #expect(attribute.item == nil && attribute.view == nil)
    #expect(attribute.attribute == .bottom)
    // The installed one is inactive: its view went with the tree.
    #expect(!made[0].isActive)
    #expect(made[0].layoutConstraints.allSatisfy { $0.firstItem == nil && $0.installedView == nil })
  }

  @Test("chained and prepared constraints let go of their maker: nothing is kept alive")
  func chainedAndPreparedMemory() {
    weak var weakChained: MasonryConstraint?
    weak var weakPrepared: MasonryConstraint?
    weak var weakView: View?
    let root = makeRoot()
    do {
      let a = addView("a", to: root)
      // A chain builds a composite inside the maker; a prepared constraint is never installed.
      let made = a.mas.makeConstraints { make in make.top.left.width.equalTo(root) }
      let prepared = a.mas.prepareConstraints { make in make.height.left.equalTo(root) }
      weakChained = made[0]
      weakPrepared = prepared[0]
      weakView = a
      root.layoutIfNeeded()
      a.removeFromSuperview()
    }
    root.layoutIfNeeded()
    #expect(weakChained == nil)
    #expect(weakPrepared == nil)
    #expect(weakView == nil)
  }
}
