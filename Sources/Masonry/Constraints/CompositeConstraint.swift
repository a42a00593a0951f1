import AutoLayout

/// A DSL constraint on several attributes at once — `make.edges`, `make.size`,
/// `make.top.left`, or a relation to an array — forwarding everything to its children:
/// Masonry's `MASCompositeConstraint`.
public final class CompositeConstraint: MasonryConstraint, ConstraintParent {
  // The stored properties marked `@exclusivity(unchecked)` are read and written with plain
  // loads and stores only (none is passed `inout` to a call that could reach it again), so the
  // run-time exclusivity check, about 55 instructions an access and a tenth of making and
  // laying out a feed cell, is left out (see the article "Performance notes").
  /// The constraints it is made of, in order (`edges`: left, right, top, bottom).
  @exclusivity(unchecked) public private(set) var children: [MasonryConstraint]

  init(_ children: [MasonryConstraint]) {
    self.children = children
    super.init()
    for child in children { child.parent = self }
  }

  /// Calls `body` with each single-attribute constraint of each child, in order.
  func forEachChildLeaf(_ body: (ViewConstraint) -> Void) {
    for child in children { child.forEachLeaf(body) }
  }

  /// Adds a child at the end (`make.edges.left`).
  func append(_ child: MasonryConstraint) {
    child.parent = self
    children.append(child)
  }

  // MARK: ConstraintParent

  func replace(_ old: MasonryConstraint, with new: MasonryConstraint) {
    guard let index = children.firstIndex(where: { $0 === old }) else {
      preconditionFailure("Could not find constraint \(old)")
    }
    children[index] = new
    new.parent = self
  }

  func makeChild(_ attribute: LayoutAttribute) -> ViewConstraint {
    guard let parent else { preconditionFailure("a composite constraint outside a maker") }
    return parent.makeChild(attribute)
  }
}
