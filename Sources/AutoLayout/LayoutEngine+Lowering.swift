import Cassowary

// Lowering: a layout constraint becomes one solver constraint on the items' variables, in the
// coordinates of the view it is installed on. The terms are gathered directly, merged by
// variable as they come, so that a constraint costs one array and one object; the result is
// the constraint `(lhs - rhs).reduced()` would give, term for term and bit for bit.

extension LayoutEngine {
  /// Adds the solver form of a layout constraint, in the coordinates of the view it is
  /// installed on. `direction` is that view's layout direction, when the caller knows it.
  func lower(_ constraint: LayoutConstraint, direction known: LayoutDirection? = nil) {
    guard let space = constraint.installedView, let first = constraint.firstItem else { return }
    let second = constraint.secondItem
    if constraint.hasSecondItem && second == nil { return }
    let direction = known ?? space.effectiveLayoutDirection
    let mirrored = isMirrored(constraint, direction)
    let m = constraint.multiplier
    var terms = TermCollector()
    addTerms(of: first, constraint.firstAttribute, in: space, direction, mirrored, nil, &terms)
    if let second {
      addTerms(of: second, constraint.secondAttribute, in: space, direction, mirrored, m, &terms)
    }
    let constant = solverConstant(of: constraint, first, second, in: space, direction, mirrored)
    let relation: RelationalOperator
    switch constraint.relation {
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    let solverConstraint = Constraint(
      Expression(terms.finished(), constant: constant), relation,
      strength: constraint.priority.strength)
    if recordsLowering { constraint.lowering = (generation, solverConstraint) }
    add(solverConstraint, .user(constraint))
  }

  /// The constant of a lowered constraint's expression, as ``lower(_:direction:)`` computes it:
  /// what a change of the constraint's constant moves in the solver.
  func solverConstant(of constraint: LayoutConstraint) -> Double? {
    guard let space = constraint.installedView, let first = constraint.firstItem else {
      return nil
    }
    let second = constraint.secondItem
    if constraint.hasSecondItem && second == nil { return nil }
    let direction = space.effectiveLayoutDirection
    return solverConstant(
      of: constraint, first, second, in: space, direction, isMirrored(constraint, direction))
  }

  /// In a right-to-left layout, positions in a leading/trailing constraint grow towards the
  /// trailing edge: they are measured leftwards from the installing view's right edge.
  private func isMirrored(_ constraint: LayoutConstraint, _ direction: LayoutDirection) -> Bool {
    direction == .rightToLeft
      && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
  }

  /// `lhs - rhs` for `lhs == m * rhs' + c`: `k1 - (m * k2 + c)`, with each side's constant `k`
  /// computed as the expression operators would.
  private func solverConstant(
    of constraint: LayoutConstraint, _ first: LayoutItem, _ second: LayoutItem?,
    in space: View, _ direction: LayoutDirection, _ mirrored: Bool
  ) -> Double {
    let k1 = sideConstant(first, constraint.firstAttribute, direction, mirrored)
    var rhs = constraint.constant
    if let second {
      let k2 = sideConstant(second, constraint.secondAttribute, direction, mirrored)
      rhs = k2 * constraint.multiplier + constraint.constant
    }
    return k1 + rhs * -1
  }

  /// The constant of one side: the margins and baseline offsets it adds to the edge.
  private func sideConstant(
    _ item: LayoutItem, _ attribute: LayoutAttribute, _ direction: LayoutDirection,
    _ mirrored: Bool
  ) -> Double {
    var k = 0.0
    switch resolve(attribute, direction) {
    case .leftMargin: k = 0 + margins(of: item).left
    case .rightMargin: k = 0 + -margins(of: item).right
    case .topMargin: k = 0 + margins(of: item).top
    case .bottomMargin: k = 0 + -margins(of: item).bottom
    case .centerXWithinMargins:
      let insets = margins(of: item)
      k = 0 + (insets.left - insets.right) / 2
    case .centerYWithinMargins:
      let insets = margins(of: item)
      k = 0 + (insets.top - insets.bottom) / 2
    case .firstBaseline: k = 0 + ((item as? View)?.firstBaselineOffsetFromTop ?? 0)
    case .lastBaseline: k = 0 + -((item as? View)?.lastBaselineOffsetFromBottom ?? 0)
    default: break
    }
    if mirrored && attribute.isLocation && attribute.axis == .horizontal { return 0 + k * -1 }
    return k
  }

  private func margins(of item: LayoutItem) -> EdgeInsets {
    (item as? View)?.layoutMargins ?? .zero
  }

  /// Adds one side's terms: the left side's as they are, the right side's (with its
  /// `multiplier`) subtracted.
  private func addTerms(
    of item: LayoutItem, _ attribute: LayoutAttribute, in space: View,
    _ direction: LayoutDirection, _ mirrored: Bool, _ multiplier: Double?,
    _ terms: inout TermCollector
  ) {
    // Each coefficient as the operators compute it: a left side's as written, a right side's
    // `(c * m) * -1`; a mirrored side is `space.width - side`.
    func put(_ variable: Variable, _ c: Double) {
      terms.add(variable, multiplier.map { (c * $0) * -1 } ?? c)
    }
    let flip = mirrored && attribute.isLocation && attribute.axis == .horizontal
    let s: Double = flip ? -1 : 1
    if flip { put(space.width, 1) }
    switch resolve(attribute, direction) {
    case .left, .leftMargin:
      put(item.minX, s * 1)
      put(space.minX, s * -1)
    case .right, .rightMargin:
      put(item.minX, s * 1)
      put(space.minX, s * -1)
      put(item.width, s * 1)
    case .centerX, .centerXWithinMargins:
      put(item.minX, s * 1)
      put(space.minX, s * -1)
      put(item.width, s * 0.5)
    case .top, .topMargin, .firstBaseline:
      put(item.minY, 1)
      put(space.minY, -1)
    case .bottom, .bottomMargin, .lastBaseline:
      put(item.minY, 1)
      put(space.minY, -1)
      put(item.height, 1)
    case .centerY, .centerYWithinMargins:
      put(item.minY, 1)
      put(space.minY, -1)
      put(item.height, 0.5)
    case .width: put(item.width, 1)
    case .height: put(item.height, 1)
    case .leading, .trailing, .leadingMargin, .trailingMargin, .notAnAttribute: break
    }
  }

  /// The physical attribute a directional one stands for in `direction`.
  private func resolve(
    _ attribute: LayoutAttribute, _ direction: LayoutDirection
  )
    -> LayoutAttribute
  {
    let ltr = direction == .leftToRight
    switch attribute {
    case .leading: return ltr ? .left : .right
    case .trailing: return ltr ? .right : .left
    case .leadingMargin: return ltr ? .leftMargin : .rightMargin
    case .trailingMargin: return ltr ? .rightMargin : .leftMargin
    default: return attribute
    }
  }
}

/// The terms of a constraint being lowered, merged by variable in order of first appearance,
/// with exact zeros dropped at the end: the form `Expression.reduced()` gives.
struct TermCollector {
  private var terms: [Term] = []

  init() { terms.reserveCapacity(6) }

  mutating func add(_ variable: Variable, _ coefficient: Double) {
    for i in terms.indices where terms[i].variable === variable {
      terms[i].coefficient += coefficient
      return
    }
    terms.append(Term(variable, coefficient))
  }

  mutating func finished() -> [Term] {
    terms.removeAll { $0.coefficient == 0 }
    return terms
  }
}
