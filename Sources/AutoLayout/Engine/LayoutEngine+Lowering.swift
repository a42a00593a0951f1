import Cassowary

// Lowering: a layout constraint becomes one solver constraint on the items' variables, in the
// coordinates of the view it is installed on. The terms are gathered directly, merged by
// variable as they come, so that a constraint costs one array and one object; the result is
// the constraint `(lhs - rhs).reduced()` would give, term for term and bit for bit.

extension LayoutEngine {
  /// Adds the solver form of a layout constraint, in the coordinates of the view it is
  /// installed on.
  func lower(_ constraint: LayoutConstraint) {
    guard let space = constraint.installedView else { return }
    let lowered = table.withLookup { lookup in
      var lowering = Lowering(
        generation: tree.generation, records: recordsLowering, lookup: lookup)
      return lower(
        constraint, in: space, VariableHandles(space), direction: space.effectiveLayoutDirection,
        &lowering)
    }
    if let lowered { add(lowered, .user(constraint)) }
  }

  /// What a pass of lowering needs from the engine, read once rather than for each constraint,
  /// and the scratch space it reuses.
  struct Lowering {
    /// The engine's rebuild, recorded on each layout constraint lowered.
    let generation: UInt64
    /// Whether to record the lowering on the layout constraint (see `recordsLowering`).
    let records: Bool
    /// The item table, borrowed for the pass.
    let lookup: ItemLookup
    var terms = TermCollector()

    init(generation: UInt64, records: Bool, lookup: ItemLookup) {
      self.generation = generation
      self.records = records
      self.lookup = lookup
    }
  }

  /// One side's item as lowering reads it: its variables, and the item itself only where the
  /// table does not list it.
  struct Side {
    let handles: VariableHandles
    /// The item's position in the table, when the table lists it.
    let position: Int?
    /// The item, loaded from the constraint's weak reference when the table does not list it.
    let item: LayoutItem?
  }

  /// The side of a constraint whose item has the key `key`: found in the table through the
  /// key, without loading the constraint's weak reference to the item (each load retains and
  /// releases the item through its side table); otherwise through `item`, nil when the item is
  /// gone.
  @inline(__always)
  private func side(_ key: Variable, _ lookup: ItemLookup, _ item: () -> LayoutItem?) -> Side? {
    if let position = lookup.position(ofItemKeyedBy: key) {
      return Side(handles: lookup.handles[position], position: position, item: nil)
    }
    guard let item = item() else { return nil }
    return Side(handles: VariableHandles(item), position: nil, item: item)
  }

  /// The two sides of a constraint, or nil when an item is gone.
  @inline(__always)
  private func sides(of constraint: LayoutConstraint, _ lookup: ItemLookup) -> (Side, Side?)? {
    guard var first = side(constraint.firstItemKey, lookup, { constraint.firstItem }) else {
      return nil
    }
    let firstAttribute = constraint.firstAttribute
    if firstAttribute == .firstBaseline || firstAttribute == .lastBaseline {
      first = baseline(first, firstAttribute, lookup)
    }
    guard let key = constraint.secondItemKey else { return (first, nil) }
    guard var second = side(key, lookup, { constraint.secondItem }) else { return nil }
    let secondAttribute = constraint.secondAttribute
    if secondAttribute == .firstBaseline || secondAttribute == .lastBaseline {
      second = baseline(second, secondAttribute, lookup)
    }
    return (first, second)
  }

  /// A view's baseline is the baseline of the view it names for it (a stack's arranged view,
  /// see ``View/forFirstBaselineLayout``): the side of that view, or `side` itself.
  @inline(never)
  private func baseline(_ side: Side, _ attribute: LayoutAttribute, _ lookup: ItemLookup) -> Side {
    let named: View? = withItem(of: side) { item, _ in
      guard let view = item as? View else { return nil }
      let baselineView =
        attribute == .firstBaseline ? view.firstBaselineView : view.lastBaselineView
      return baselineView === view ? nil : baselineView
    }
    guard let named else { return side }
    if let position = lookup.position(ofItemKeyedBy: named.minX) {
      return Side(handles: lookup.handles[position], position: position, item: nil)
    }
    return Side(handles: VariableHandles(named), position: nil, item: named)
  }

  /// The solver form of a layout constraint installed on `space` (whose variables are
  /// `spaceHandles` and whose layout direction is `direction`), recorded on the layout constraint;
  /// nil when one of its items is gone.
  ///
  /// The caller lists it and adds it.
  func lower(
    _ constraint: LayoutConstraint, in space: View, _ spaceHandles: VariableHandles,
    direction: LayoutDirection, _ lowering: inout Lowering
  ) -> Constraint? {
    guard let (first, second) = sides(of: constraint, lowering.lookup) else { return nil }
    let mirrored = isMirrored(constraint, direction)
    let m = constraint.multiplier
    lowering.terms.reset()
    addTerms(
      of: first.handles, constraint.firstAttribute, in: spaceHandles, direction, mirrored, nil,
      &lowering.terms)
    if let second {
      addTerms(
        of: second.handles, constraint.secondAttribute, in: spaceHandles, direction, mirrored, m,
        &lowering.terms)
    }
    let constant = solverConstant(of: constraint, first, second, direction, mirrored)
    let relation: RelationalOperator
    switch constraint.relation {
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    // The collector merged the terms and dropped the zeros: the expression is reduced already.
    let solverConstraint = Constraint(
      reduced: Expression(lowering.terms.finished(), constant: constant), relation,
      strength: constraint.priority.strength)
    if lowering.records { constraint.lowering = (lowering.generation, solverConstraint) }
    return solverConstraint
  }

  /// The constant of a lowered constraint's expression, as ``lower(_:in:_:direction:_:)`` computes it:
  /// what a change of the constraint's constant moves in the solver.
  func solverConstant(of constraint: LayoutConstraint) -> Double? {
    guard let space = constraint.installedView,
      let (first, second) = table.withLookup({ sides(of: constraint, $0) })
    else { return nil }
    let direction = space.effectiveLayoutDirection
    return solverConstant(
      of: constraint, first, second, direction, isMirrored(constraint, direction))
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
    of constraint: LayoutConstraint, _ first: Side, _ second: Side?,
    _ direction: LayoutDirection, _ mirrored: Bool
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
  @inline(__always)
  private func sideConstant(
    _ side: Side, _ attribute: LayoutAttribute, _ direction: LayoutDirection,
    _ mirrored: Bool
  ) -> Double {
    // Only margins and baselines (from `lastBaseline` on) add a constant; for the rest the
    // result is +0, mirrored or not (`0 + 0 * -1` is +0), so the item need not be visited.
    guard attribute.rawValue >= LayoutAttribute.lastBaseline.rawValue else { return 0 }
    return marginOrBaselineConstant(side, attribute, direction, mirrored)
  }

  /// ``sideConstant(_:_:_:_:)`` for a margin or a baseline.
  @inline(never)
  private func marginOrBaselineConstant(
    _ side: Side, _ attribute: LayoutAttribute, _ direction: LayoutDirection,
    _ mirrored: Bool
  ) -> Double {
    let k = withItem(of: side) { item, itemDirection in
      // A view's effective margins (LayoutEngine+Margins.swift), with its own resolved with
      // the direction the table found for it rather than by walking up the tree again; a guide
      // has none.
      func margins() -> EdgeInsets {
        guard let view = item as? View else { return .zero }
        return effectiveLayoutMargins(of: view, direction: itemDirection)
      }
      switch resolve(attribute, direction) {
      case .leftMargin: return 0 + margins().left
      case .rightMargin: return 0 + -margins().right
      case .topMargin: return 0 + margins().top
      case .bottomMargin: return 0 + -margins().bottom
      case .centerXWithinMargins:
        let insets = margins()
        return 0 + (insets.left - insets.right) / 2
      case .centerYWithinMargins:
        let insets = margins()
        return 0 + (insets.top - insets.bottom) / 2
      case .firstBaseline: return 0 + ((item as? View)?.firstBaselineOffsetFromTop ?? 0)
      case .lastBaseline: return 0 + -((item as? View)?.lastBaselineOffsetFromBottom ?? 0)
      default: return 0.0
      }
    }
    if mirrored && attribute.isLocation && attribute.axis == .horizontal { return 0 + k * -1 }
    return k
  }

  /// Calls `body` with a side's item — borrowed from the table when the table lists it — and
  /// the layout direction the table found for it when it is a listed view.
  private func withItem<R>(of side: Side, _ body: (LayoutItem, LayoutDirection?) -> R) -> R {
    if let item = side.item { return body(item, nil) }
    let position = side.position ?? 0
    let direction = position < table.viewCount ? table.directions[position] : nil
    return table.withItem(at: position) { body($0, direction) }
  }

  /// Adds one side's terms: the left side's as they are, the right side's (with its
  /// `multiplier`) subtracted.
  private func addTerms(
    of item: VariableHandles, _ attribute: LayoutAttribute, in space: VariableHandles,
    _ direction: LayoutDirection, _ mirrored: Bool, _ multiplier: Double?,
    _ terms: inout TermCollector
  ) {
    // Each coefficient as the operators compute it: a left side's as written, a right side's
    // `(c * m) * -1`; a mirrored side is `space.width - side`.
    let isRight = multiplier != nil
    let m = multiplier ?? 1
    func coefficient(_ c: Double) -> Double { isRight ? (c * m) * -1 : c }
    let flip = mirrored && attribute.isLocation && attribute.axis == .horizontal
    let s: Double = flip ? -1 : 1
    if flip { terms.add(space.width, coefficient(1)) }
    let resolved = resolve(attribute, direction)
    switch resolved {
    case .left, .leftMargin, .right, .rightMargin, .centerX, .centerXWithinMargins:
      terms.add(item.minX, coefficient(s))
      terms.add(space.minX, coefficient(-s))
      if resolved == .right || resolved == .rightMargin {
        terms.add(item.width, coefficient(s))
      } else if resolved == .centerX || resolved == .centerXWithinMargins {
        terms.add(item.width, coefficient(s * 0.5))
      }
    case .top, .topMargin, .firstBaseline:
      terms.add(item.minY, coefficient(1))
      terms.add(space.minY, coefficient(-1))
    case .bottom, .bottomMargin, .lastBaseline:
      terms.add(item.minY, coefficient(1))
      terms.add(space.minY, coefficient(-1))
      terms.add(item.height, coefficient(1))
    case .centerY, .centerYWithinMargins:
      terms.add(item.minY, coefficient(1))
      terms.add(space.minY, coefficient(-1))
      terms.add(item.height, coefficient(0.5))
    case .width: terms.add(item.width, coefficient(1))
    case .height: terms.add(item.height, coefficient(1))
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
