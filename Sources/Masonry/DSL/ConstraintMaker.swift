import AutoLayout

/// What `makeConstraints`, `updateConstraints` and `remakeConstraints` hand their closure:
/// each attribute property (see ``NamedAttributes``) starts a new constraint on the maker's view
/// (or guide).
///
/// ```swift
/// view.mas.makeConstraints { make in
///   make.top.equalTo(superview.mas.top).offset(10)
///   make.left.right.equalTo(superview).inset(16)
///   make.height.equalTo(44).priority(.high)
/// }
/// ```
public final class ConstraintMaker: ConstraintParent, NamedAttributes {
  /// The view or guide the constraints are for.
  public let item: LayoutItem
  // The stored properties marked `@exclusivity(unchecked)` are read and written with plain
  // loads and stores only (none is passed `inout` to a call that could reach it again), so the
  // run-time exclusivity check, about 55 instructions an access and a tenth of making and
  // laying out a feed cell, is left out (see the article "Performance notes").
  @exclusivity(unchecked) private var constraints: [MasonryConstraint] = []
  private let site: CallSite
  @exclusivity(unchecked) var updateExisting = false
  @exclusivity(unchecked) var removeExisting = false

  init(item: LayoutItem, at site: CallSite) {
    self.item = item
    self.site = site
  }

  // MARK: Attributes

  /// Any single attribute: `make.attribute(.centerY)`.
  ///
  /// The properties named after the attributes (`make.top`, see ``NamedAttributes``) start theirs
  /// with it.
  public func attribute(_ attribute: LayoutAttribute) -> AttributeChain { start(attribute) }

  /// Any set of attributes, in Masonry's fixed order: `make.attributes([.left, .top])`.
  ///
  /// An empty set traps.
  public func attributes(
    _ set: AttributeSet, file: String = #fileID, line: Int = #line
  )
    -> AttributeChain
  {
    let attributes = set.layoutAttributes
    if attributes.isEmpty {
      misuse(
        "You didn't pass any attribute to make.attributes(...)", describe(item),
        at: CallSite(file: file, line: line))
    }
    return group(attributes)
  }

  // MARK: Composites

  /// Left, right, top and bottom, in Masonry's order.
  public var edges: AttributeChain { group([.left, .right, .top, .bottom]) }
  /// Leading, trailing, top and bottom.
  public var directionalEdges: AttributeChain { group([.leading, .trailing, .top, .bottom]) }
  /// Left and right.
  public var horizontalEdges: AttributeChain { group([.left, .right]) }
  /// Top and bottom.
  public var verticalEdges: AttributeChain { group([.top, .bottom]) }
  /// Width and height.
  public var size: AttributeChain { group([.width, .height]) }
  /// Horizontal and vertical centre.
  public var center: AttributeChain { group([.centerX, .centerY]) }
  /// The four margins: left, right, top, bottom (the order of ``edges``).
  public var margins: AttributeChain {
    group([.leftMargin, .rightMargin, .topMargin, .bottomMargin])
  }
  /// Leading, trailing, top and bottom margins.
  public var directionalMargins: AttributeChain {
    group([.leadingMargin, .trailingMargin, .topMargin, .bottomMargin])
  }
  /// Both centres within the margins.
  public var centerWithinMargins: AttributeChain {
    group([.centerXWithinMargins, .centerYWithinMargins])
  }

  // MARK: Building

  private func start(_ attribute: LayoutAttribute) -> AttributeChain {
    let constraint = makeChild(attribute)
    constraint.parent = self
    if constraints.capacity == 0 { constraints.reserveCapacity(8) }
    constraints.append(constraint)
    return AttributeChain(constraint)
  }

  private func group(_ attributes: [LayoutAttribute]) -> AttributeChain {
    let composite = CompositeConstraint(attributes.map(makeChild))
    composite.parent = self
    constraints.append(composite)
    return AttributeChain(composite)
  }

  func makeChild(_ attribute: LayoutAttribute) -> ViewConstraint {
    ViewConstraint(item: item, attribute: attribute, at: site)
  }

  func replace(_ old: MasonryConstraint, with new: MasonryConstraint) {
    // From the end: the constraint replaced is almost always the one made last.
    guard let index = constraints.lastIndex(where: { $0 === old }) else {
      preconditionFailure("Could not find constraint \(old)")
    }
    constraints[index] = new
    new.parent = self
  }

  /// Installs the constraints made since the last call, in order, and returns them.
  func install() -> [MasonryConstraint] {
    if removeExisting {
      for constraint in InstalledConstraints.of(item) { constraint.uninstall() }
    }
    let made = constraints
    constraints = []
    // Activating the constraints changes no tree: the root found first is every one's.
    let root = item.itemView?.root
    // Each is let go of its parents (as `prepared()` does) and installed in the same walk.
    for constraint in made {
      constraint.install(
        recordingIn: item, updating: updateExisting, firstItem: item, treeRoot: root,
        detaching: true)
    }
    return made
  }

  /// The constraints made, without installing them.
  func prepared() -> [MasonryConstraint] {
    let made = constraints
    constraints = []
    for constraint in made { constraint.detachFromParents() }
    return made
  }
}
