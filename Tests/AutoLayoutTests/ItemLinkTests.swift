import Testing

@testable import AutoLayout

/// What a constraint or a subview that outlives the views it refers to reads: nil, as Apple's weak
/// references give (the references are links the views clear as they go; see `ItemLink`).
@Suite("References to views that are gone")
struct ItemLinkTests {
  @Test("a constraint kept after its views are freed reads no items and is inactive")
  func constraintOutlivesItsViews() {
    let constraint: LayoutConstraint
    let guideConstraint: LayoutConstraint
    weak var weakRoot: View?
    do {
      let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
      let child = View(name: "child")
      root.addSubview(child)
      child.translatesAutoresizingMaskIntoConstraints = false
      constraint = LayoutConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
        multiplier: 0.5)
      constraint.isActive = true
      guideConstraint = LayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: root.layoutMarginsGuide,
        attribute: .top)
      guideConstraint.isActive = true
      root.layoutIfNeeded()
      #expect(child.frame.width == 50)
      #expect(constraint.firstItem === child)
      #expect(constraint.secondItem === root)
      #expect(constraint.installedView === root)
      #expect(guideConstraint.secondItem === root.layoutMarginsGuide)
      #expect(constraint.isActive)
      weakRoot = root
    }
    #expect(weakRoot == nil)
    for kept in [constraint, guideConstraint] {
      #expect(kept.firstItem == nil)
      #expect(kept.secondItem == nil)
      #expect(kept.installedView == nil)
      #expect(!kept.isActive)
      // Activating it again finds no item, and leaves it as it is.
      #expect(!kept.activateIfPossible())
    }
    // The attributes are kept: the description still reads.
    #expect(constraint.firstAttribute == .width && constraint.multiplier == 0.5)
  }

  @Test("a constraint whose installed view goes first reads no view, while its first item lives")
  func installedViewGoesFirst() {
    let inner = View(name: "inner")
    let constraint: LayoutConstraint
    do {
      let outer = View(name: "outer")
      outer.addSubview(inner)
      constraint = LayoutConstraint(
        item: inner, attribute: .width, relatedBy: .equal, toItem: outer, attribute: .width)
      constraint.isActive = true
      #expect(constraint.installedView === outer)
    }
    #expect(constraint.firstItem === inner)
    #expect(constraint.secondItem == nil)
    #expect(constraint.installedView == nil)
    #expect(!constraint.isActive)
    #expect(inner.superview == nil)
  }

  @Test("a subview that outlives its superview has none; one removed has none")
  func subviewOutlivesSuperview() {
    let kept = View(name: "kept")
    let moved = View(name: "moved")
    weak var weakParent: View?
    do {
      let parent = View(name: "parent")
      parent.addSubview(kept)
      parent.addSubview(moved)
      #expect(kept.superview === parent)
      #expect(kept.root === parent)
      moved.removeFromSuperview()
      #expect(moved.superview == nil)
      weakParent = parent
    }
    #expect(weakParent == nil)
    #expect(kept.superview == nil)
    #expect(kept.root === kept)
    // The view can join another tree.
    let other = View(name: "other")
    other.addSubview(kept)
    #expect(kept.superview === other)
  }
}
