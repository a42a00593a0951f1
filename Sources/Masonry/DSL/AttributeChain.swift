import AutoLayout

/// A constraint being described, before its relation: more attributes can be chained
/// (`make.top.left`), then a relation (`equalTo`, `greaterThanOrEqualTo`,
/// `lessThanOrEqualTo`) gives the ``MasonryConstraint``.
///
/// A relation can be given only once and attributes only before it — the types see to that:
/// `make.width.equalTo(a).equalTo(b)` and `make.width.equalTo(a).left` do not compile. As in
/// Masonry, a chain without a relation is still installed, as an equality with the superview's
/// same attribute (or a constant size): `make.top.and.left.offset(10)`.
public struct AttributeChain: NamedAttributes {
  let constraint: MasonryConstraint

  init(_ constraint: MasonryConstraint) { self.constraint = constraint }

  // MARK: Chaining

  /// Adds any single attribute: `make.top.attribute(.centerY)`.
  ///
  /// The properties named after the attributes (`make.top.left`, see ``NamedAttributes``) add
  /// theirs with it.
  public func attribute(_ attribute: LayoutAttribute) -> AttributeChain {
    AttributeChain(constraint.chain(attribute))
  }

  /// Reads well and does nothing: `make.top.and.left`.
  public var and: AttributeChain { self }
  /// Reads well and does nothing: `make.top.with.offset(10)`.
  public var with: AttributeChain { self }

  // MARK: Relations

  /// `attribute == target`: a view or guide (its same attribute), a ``ViewAttribute``, a
  /// number, a `Size`, a `Point` or `EdgeInsets` (see ``RelationTarget``).
  @discardableResult
  public func equalTo(
    _ target: some RelationTarget, file: String = #fileID, line: Int = #line
  )
    -> MasonryConstraint
  {
    relate(.equal, target, file, line)
  }

  /// `attribute >= target`.
  @discardableResult
  public func greaterThanOrEqualTo(
    _ target: some RelationTarget, file: String = #fileID, line: Int = #line
  ) -> MasonryConstraint {
    relate(.greaterThanOrEqual, target, file, line)
  }

  /// `attribute <= target`.
  @discardableResult
  public func lessThanOrEqualTo(
    _ target: some RelationTarget, file: String = #fileID, line: Int = #line
  ) -> MasonryConstraint {
    relate(.lessThanOrEqual, target, file, line)
  }

  /// One equality per element, each with the same modifiers: `equalTo([a, 100, c.mas.right])`.
  @discardableResult
  public func equalTo(
    _ targets: [any RelationTarget], file: String = #fileID, line: Int = #line
  )
    -> MasonryConstraint
  {
    relate(.equal, each: targets, file, line)
  }

  /// One `>=` per element (Masonry before 1.0.2 made these equalities; this one does not).
  @discardableResult
  public func greaterThanOrEqualTo(
    _ targets: [any RelationTarget], file: String = #fileID, line: Int = #line
  ) -> MasonryConstraint {
    relate(.greaterThanOrEqual, each: targets, file, line)
  }

  /// One `<=` per element.
  @discardableResult
  public func lessThanOrEqualTo(
    _ targets: [any RelationTarget], file: String = #fileID, line: Int = #line
  ) -> MasonryConstraint {
    relate(.lessThanOrEqual, each: targets, file, line)
  }

  /// `attribute == superview.attribute`; traps when the view has no superview.
  @discardableResult
  public func equalToSuperview(file: String = #fileID, line: Int = #line) -> MasonryConstraint {
    relate(.equal, superviewTarget("equalToSuperview", file, line), file, line)
  }

  /// `attribute >= superview.attribute`; traps when the view has no superview.
  @discardableResult
  public func greaterThanOrEqualToSuperview(
    file: String = #fileID, line: Int = #line
  )
    -> MasonryConstraint
  {
    relate(
      .greaterThanOrEqual, superviewTarget("greaterThanOrEqualToSuperview", file, line), file,
      line)
  }

  /// `attribute <= superview.attribute`; traps when the view has no superview.
  @discardableResult
  public func lessThanOrEqualToSuperview(
    file: String = #fileID, line: Int = #line
  )
    -> MasonryConstraint
  {
    relate(
      .lessThanOrEqual, superviewTarget("lessThanOrEqualToSuperview", file, line), file, line)
  }

  private func relate<Target: RelationTarget>(
    _ relation: LayoutRelation, _ target: Target, _ file: String, _ line: Int
  ) -> MasonryConstraint {
    let site = CallSite(file: file, line: line)
    if Target.self == View.self || Target.self == LayoutGuide.self {
      // A view's or a guide's target is itself, with the constraint's same attribute (their
      // `masonryTarget`, declared in an extension, cannot be overridden). The reference is read
      // from the argument's storage without copying it, since a copy (and the `MasonryTarget`
      // holding it) would retain and release the view through its side table. It is safe to use
      // unretained: the caller holds the argument until this call returns.
      let item = withUnsafePointer(to: target) {
        UnsafeRawPointer($0).load(as: Unmanaged<LayoutItem>.self)
      }
      item._withUnsafeGuaranteedRef {
        constraint.relateLeaves(relation, toItem: $0, .notAnAttribute, at: site)
      }
      return constraint
    }
    // The target is taken apart once: its item is then lent to each attribute's constraint.
    let target = target.masonryTarget
    switch target.kind {
    case .attribute(let attribute):
      // Walked without a closure: one capturing the target would copy it, retaining its item.
      constraint.relateLeaves(relation, toItem: target.item, attribute, at: site)
    case .constant(let source):
      constraint.forEachLeaf { $0.relate(relation, toConstant: source, at: site) }
    }
    return constraint
  }

  private func relate(
    _ relation: LayoutRelation, each targets: [any RelationTarget], _ file: String, _ line: Int
  ) -> MasonryConstraint {
    constraint.relate(
      relation, toEach: targets.map(\.masonryTarget), at: CallSite(file: file, line: line))
  }

  private func superviewTarget(_ name: String, _ file: String, _ line: Int) -> View {
    let first = constraint.firstLeaf { _ in true }?.firstViewAttribute.item
    guard let parent = first?.parentView else {
      misuse(
        "Expected superview but found nil when attempting make constraint `\(name)`",
        describe(first), at: CallSite(file: file, line: line))
    }
    return parent
  }

  // MARK: Modifiers without a relation

  /// Sets the constant of a chain without a relation: `make.top.offset(10)` is
  /// `top == superview.top + 10`.
  @discardableResult
  public func offset(_ offset: Double) -> MasonryConstraint { constraint.offset(offset) }

  /// Insets every edge by the same amount, without a relation (`edges == superview` inset).
  @discardableResult
  public func inset(_ inset: Double) -> MasonryConstraint { constraint.inset(inset) }

  /// Insets the edges, without a relation.
  @discardableResult
  public func insets(_ insets: EdgeInsets) -> MasonryConstraint { constraint.insets(insets) }

  /// Sets a width and a height constant, without a relation.
  @discardableResult
  public func sizeOffset(_ size: Size) -> MasonryConstraint { constraint.sizeOffset(size) }

  /// Offsets the centres, without a relation.
  @discardableResult
  public func centerOffset(_ point: Point) -> MasonryConstraint { constraint.centerOffset(point) }

  /// Sets the multiplier, without a relation.
  @discardableResult
  public func multipliedBy(
    _ multiplier: Double, file: String = #fileID, line: Int = #line
  )
    -> MasonryConstraint
  {
    constraint.multipliedBy(multiplier, file: file, line: line)
  }

  /// Divides the second attribute, without a relation.
  @discardableResult
  public func dividedBy(
    _ divider: Double, file: String = #fileID, line: Int = #line
  )
    -> MasonryConstraint
  {
    constraint.dividedBy(divider, file: file, line: line)
  }

  /// Insets the edges by leading, trailing, top and bottom values, without a relation.
  @discardableResult
  public func insets(_ insets: DirectionalEdgeInsets) -> MasonryConstraint {
    constraint.insets(insets)
  }

  /// Priority 250, without a relation.
  @discardableResult
  public func priorityLow(file: String = #fileID, line: Int = #line) -> MasonryConstraint {
    constraint.priorityLow(file: file, line: line)
  }

  /// Priority 500, without a relation.
  @discardableResult
  public func priorityMedium(file: String = #fileID, line: Int = #line) -> MasonryConstraint {
    constraint.priorityMedium(file: file, line: line)
  }

  /// Priority 750, without a relation.
  @discardableResult
  public func priorityHigh(file: String = #fileID, line: Int = #line) -> MasonryConstraint {
    constraint.priorityHigh(file: file, line: line)
  }

  /// Gives every layout constraint the same name, without a relation.
  @discardableResult
  public func labeled(_ label: String) -> MasonryConstraint { constraint.labeled(label) }

  /// Sets the priority, without a relation.
  @discardableResult
  public func priority(
    _ priority: LayoutPriority, file: String = #fileID, line: Int = #line
  )
    -> MasonryConstraint
  {
    constraint.priority(priority, file: file, line: line)
  }

  /// Names the constraint, without a relation.
  @discardableResult
  public func key(_ key: String) -> MasonryConstraint { constraint.key(key) }
}
