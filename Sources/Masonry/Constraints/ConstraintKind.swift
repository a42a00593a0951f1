import AutoLayout

/// The two kinds of DSL constraint: one attribute (``ViewConstraint``) or several
/// (``CompositeConstraint``).
///
/// What a constraint does is written once, on ``MasonryConstraint``, in terms of its single
/// constraints (``MasonryConstraint/forEachLeaf(_:)``); the few operations that depend on the
/// tree — naming children, listing leaves, relating to an array — switch over this enum, so the
/// compiler checks that each handles both kinds (the abstract methods with `fatalError` bodies
/// they replace were checked only when they ran).
///
/// The walks that run for every constraint a maker makes (``MasonryConstraint/forEachLeaf(_:)``,
/// relating, finding a leaf, chaining, installing) cast in place instead: building the enum
/// retains the constraint, inlined or not (switching over it there cost a feed cell's
/// `makeConstraints` 2 000 instructions more). The module subclasses ``MasonryConstraint`` only
/// with the two kinds, so a constraint that is not a ``ViewConstraint`` is a composite.
enum ConstraintKind {
  /// One attribute of one item.
  case single(ViewConstraint)
  /// Several constraints, in order.
  case composite(CompositeConstraint)
}

extension MasonryConstraint {
  /// Which of the two kinds this constraint is.
  var kind: ConstraintKind {
    if let single = self as? ViewConstraint { return .single(single) }
    // The initializer is internal, and the module subclasses it only with these two.
    guard let composite = self as? CompositeConstraint else {
      preconditionFailure("a MasonryConstraint is a ViewConstraint or a CompositeConstraint")
    }
    return .composite(composite)
  }

  /// Calls `body` with each single-attribute constraint this one is made of, in order.
  ///
  /// Inlined, so that for a single constraint (most of them) `body` runs in place.
  @inline(__always)
  func forEachLeaf(_ body: (ViewConstraint) -> Void) {
    // Cast in place rather than through `kind`, whose enum would hold (and retain) the
    // constraint; the module subclasses `MasonryConstraint` only with the two kinds.
    if let single = self as? ViewConstraint {
      body(single)
    } else {
      unsafeDowncast(self, to: CompositeConstraint.self).forEachChildLeaf(body)
    }
  }

  /// Relates each single-attribute constraint this one is made of, in order, to `item`'s
  /// `attribute` (see ``ViewConstraint/relate(_:toItem:_:at:)``).
  ///
  /// The item is borrowed (`__shared`) and passed down the tree without a closure, so that
  /// neither the walk nor the relations retain it.
  func relateLeaves(
    _ relation: LayoutRelation, toItem item: __shared LayoutItem?, _ attribute: LayoutAttribute,
    at site: CallSite
  ) {
    // Cast in place rather than through `kind`, whose enum would hold (and retain) the
    // constraint; the module subclasses `MasonryConstraint` only with the two kinds.
    if let single = self as? ViewConstraint {
      single.relate(relation, toItem: item, attribute, at: site)
      return
    }
    for child in unsafeDowncast(self, to: CompositeConstraint.self).children {
      child.relateLeaves(relation, toItem: item, attribute, at: site)
    }
  }

  /// The single-attribute constraints this one is made of, in order.
  var leaves: [ViewConstraint] {
    switch kind {
    case .single(let single): [single]
    case .composite(let composite): composite.children.flatMap(\.leaves)
    }
  }

  /// The first leaf, in the order of ``leaves``, that `predicate` accepts: found without listing
  /// the leaves in an array (chaining an attribute asks, for every attribute).
  func firstLeaf(where predicate: (ViewConstraint) -> Bool) -> ViewConstraint? {
    // Cast in place, as in `forEachLeaf(_:)`.
    if let single = self as? ViewConstraint { return predicate(single) ? single : nil }
    for child in unsafeDowncast(self, to: CompositeConstraint.self).children {
      if let found = child.firstLeaf(where: predicate) { return found }
    }
    return nil
  }

  /// Names the constraint: a single one takes `key`; a composite names its children `key[0]`,
  /// `key[1]`, … in order, or, for a label, each `key`.
  func setKey(_ key: String, label: Bool) {
    switch kind {
    case .single(let single): single.setKey(key)
    case .composite(let composite):
      for (index, child) in composite.children.enumerated() {
        child.setKey(label ? key : "\(key)[\(index)]", label: label)
      }
    }
  }

  /// Adds `attribute` before the relation (`make.top.left`).
  ///
  /// A single constraint is replaced, in its parent, by a composite of itself and the new one; a
  /// composite takes it as its last child. Traps after a relation, or outside a maker.
  func chain(_ attribute: LayoutAttribute) -> MasonryConstraint {
    // Masonry let `make.edges.equalTo(v).left` add a child without a relation; this traps.
    if let related = firstLeaf(where: { $0.relation != nil }) {
      misuse(
        "Attributes should be chained before defining the constraint relation",
        "\(related.subject), then \(masonryName(attribute))", at: related.site)
    }
    // Cast in place, as in `forEachLeaf(_:)`.
    if let single = self as? ViewConstraint {
      guard let holder = parent else {
        misuse("An attribute can only be chained inside a maker", single.subject, at: single.site)
      }
      // Room for the attributes chained next (`make.top.leading.trailing`) without growing.
      var children: [MasonryConstraint] = []
      children.reserveCapacity(4)
      children.append(single)
      children.append(holder.makeChild(attribute))
      let composite = CompositeConstraint(children)
      // The holder's `replace` makes itself the composite's parent.
      holder.replace(single, with: composite)
      return composite
    }
    let composite = unsafeDowncast(self, to: CompositeConstraint.self)
    guard let holder = parent else {
      let first = firstLeaf { _ in true }
      misuse(
        "An attribute can only be chained inside a maker",
        "\(first?.subject ?? "an empty composite"), then \(masonryName(attribute))",
        at: first?.site ?? CallSite(file: "?", line: 0))
    }
    composite.append(holder.makeChild(attribute))
    return composite
  }

  /// Relates to each target in turn (`equalTo([a, 100, b.mas.right])`): each single constraint
  /// is replaced, in its parent, by a composite of copies, one per target.
  func relate(
    _ relation: LayoutRelation, toEach targets: [MasonryTarget], at site: CallSite
  ) -> MasonryConstraint {
    switch kind {
    case .single(let single):
      let composite = CompositeConstraint(single.copies(relatedBy: relation, to: targets, at: site))
      let holder = parent
      composite.parent = holder
      holder?.replace(single, with: composite)
      return composite
    case .composite(let composite):
      for child in composite.children { _ = child.relate(relation, toEach: targets, at: site) }
      return composite
    }
  }
}
