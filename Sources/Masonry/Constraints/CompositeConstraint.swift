import AutoLayout

/// A DSL constraint on several attributes at once — `make.edges`, `make.size`,
/// `make.top.left`, or a relation to an array — forwarding everything to its children:
/// Masonry's `MASCompositeConstraint`.
public final class CompositeConstraint: MasonryConstraint, ConstraintParent {
  /// The constraints it is made of, in order (`edges`: left, right, top, bottom).
  public private(set) var children: [MasonryConstraint]

  init(_ children: [MasonryConstraint]) {
    self.children = children
    super.init()
    for child in children { child.parent = self }
  }

  override var leaves: [ViewConstraint] { children.flatMap(\.leaves) }

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

  // MARK: Forwarding

  override func relate(
    _ relation: LayoutRelation, to target: MasonryTarget, at site: CallSite
  )
    -> MasonryConstraint
  {
    for child in children { _ = child.relate(relation, to: target, at: site) }
    return self
  }

  override func relate(
    _ relation: LayoutRelation, toEach targets: [MasonryTarget], at site: CallSite
  ) -> MasonryConstraint {
    // Each child turns into a composite of its own, one constraint per target.
    for child in children { _ = child.relate(relation, toEach: targets, at: site) }
    return self
  }

  override func chain(_ attribute: LayoutAttribute) -> MasonryConstraint {
    // Masonry let `make.edges.equalTo(v).left` add a child without a relation; we trap as a
    // single constraint does.
    if let related = leaves.first(where: { $0.relation != nil }) {
      misuse(
        "Attributes should be chained before defining the constraint relation",
        "\(related.subject), then \(masonryName(attribute))", at: related.site)
    }
    guard let parent else {
      let first = leaves.first
      misuse(
        "An attribute can only be chained inside a maker",
        "\(first?.subject ?? "an empty composite"), then \(masonryName(attribute))",
        at: first?.site ?? CallSite(file: "?", line: 0))
    }
    let child = parent.makeChild(attribute)
    child.parent = self
    children.append(child)
    return self
  }

  override func setConstant(_ source: ConstantSource) {
    for child in children { child.setConstant(source) }
  }

  override func setMultiplier(_ multiplier: Double, at site: CallSite) {
    for child in children { child.setMultiplier(multiplier, at: site) }
  }

  override func setPriority(_ priority: LayoutPriority, live: Bool, at site: CallSite) {
    for child in children { child.setPriority(priority, live: live, at: site) }
  }

  override func setKey(_ key: String?, label: Bool) {
    for (index, child) in children.enumerated() {
      child.setKey(label ? key : key.map { "\($0)[\(index)]" }, label: label)
    }
  }

  override var updateExisting: Bool {
    didSet { for child in children { child.updateExisting = updateExisting } }
  }

  /// Installs every child, in order.
  override func install(recordingIn record: InstalledConstraints?) {
    for child in children { child.install(recordingIn: record) }
  }

  /// Uninstalls every child.
  override public func uninstall() {
    for child in children { child.uninstall() }
  }
}
