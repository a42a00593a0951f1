/// A constraint a ``StackView`` wants: everything a ``LayoutConstraint`` is made from, and a key
/// that tells whether an existing constraint is the same one with perhaps another constant or
/// priority.
struct StackConstraintSpec {
  let role: StackConstraintRole
  let first: LayoutItem
  let firstAttribute: LayoutAttribute
  let relation: LayoutRelation
  let second: LayoutItem?
  let secondAttribute: LayoutAttribute
  let multiplier: Double
  let constant: Double
  let priority: LayoutPriority

  /// What stays the same while a constraint is only retuned: all but the constant and the
  /// priority, which change in place.
  struct Key: Hashable {
    let role: StackConstraintRole
    let first: ObjectIdentifier
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
    let multiplier: Double

    /// Hashes the role by its position rather than by its identifier's text (which the
    /// synthesized hash would hash, for an enumeration of strings), and the attributes and the
    /// relation as one number: a stack of 1 000 views hashes some 10 000 keys an arrangement.
    ///
    /// The multiplier is left out of the hash (equal keys still hash equally): two keys that
    /// differ only by it are rare, and combining it cost a quarter of the hashing.
    func hash(into hasher: inout Hasher) {
      hasher.combine(first)
      hasher.combine(second)
      let packed =
        role.position << 24 | (firstAttribute.rawValue & 0xff) << 16
        | (secondAttribute.rawValue & 0xff) << 8 | (relation.rawValue & 0xff)
      hasher.combine(packed)
    }
  }

  var key: Key {
    Key(
      role: role, first: ObjectIdentifier(first), firstAttribute: firstAttribute,
      relation: relation, second: second.map(ObjectIdentifier.init),
      secondAttribute: secondAttribute, multiplier: multiplier)
  }

  /// A new, inactive layout constraint with the spec's terms and its role's identifier.
  func makeConstraint() -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: secondAttribute, multiplier: multiplier, constant: constant,
      priority: priority)
    constraint.identifier = role.rawValue
    return constraint
  }

  /// Whether `constraint` relates the spec's own items (not others that took their addresses
  /// after they were freed).
  func isMade(by constraint: LayoutConstraint) -> Bool {
    constraint.firstItem === first && constraint.secondItem === second
  }
}

/// The specs of one arrangement, in the order they are made.
struct StackConstraintSpecs {
  private(set) var all: [StackConstraintSpec] = []

  mutating func reserveCapacity(_ count: Int) { all.reserveCapacity(count) }

  /// Adds `first.firstAttribute (relation) multiplier × second.secondAttribute + constant`.
  mutating func add(
    _ role: StackConstraintRole, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
    _ relation: LayoutRelation = .equal, _ second: LayoutItem? = nil,
    _ secondAttribute: LayoutAttribute? = nil, times multiplier: Double = 1,
    plus constant: Double = 0, priority: LayoutPriority = .required
  ) {
    all.append(
      StackConstraintSpec(
        role: role, first: first, firstAttribute: firstAttribute, relation: relation,
        second: second,
        secondAttribute: second == nil ? .notAnAttribute : (secondAttribute ?? firstAttribute),
        multiplier: multiplier, constant: constant, priority: priority))
  }
}
