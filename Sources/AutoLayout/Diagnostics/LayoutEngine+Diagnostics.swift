import Cassowary

// Where each solver constraint came from, and adding constraints so that a conflict is reported
// (see LayoutEngine+Reports.swift).

extension LayoutEngine {
  /// Where a solver constraint came from, described only when a report needs it.
  enum Origin {
    /// A layout constraint.
    case user(LayoutConstraint)
    /// One the engine made for an item of its table: the item's identity, the rule and the
    /// constant. The item is found in the table when a report describes it, so that listing a
    /// system constraint retains nothing.
    case made(ObjectIdentifier, SystemRule, Double)
    /// One of a view's autoresizing constraints, found in the table the same way.
    case autoresizingMade(ObjectIdentifier, AutoresizingConstraintDescription)

    /// One the engine made for an item: `item.attribute` held by `kind`'s rule, with the
    /// constraint's constant (for the root's origin and size, a fitting target, an intrinsic
    /// size, or an inset of a guide from its owning view: `-(left + right)` for its width).
    static func system(
      _ item: LayoutItem, _ kind: ConstraintSnapshot.Kind, _ attribute: LayoutAttribute,
      _ constant: Double
    ) -> Origin {
      .made(ObjectIdentifier(item), SystemRule(kind: kind, attribute: attribute), constant)
    }

    /// The one equality that holds a view's intrinsic size on `attribute`'s axis at `constant`:
    /// its hugging above, its compression resistance below.
    static func intrinsicSize(
      _ view: View, _ attribute: LayoutAttribute, _ constant: Double
    ) -> Origin {
      .made(
        ObjectIdentifier(view),
        SystemRule(kind: .contentHugging, attribute: attribute, alsoResists: true), constant)
    }

    /// One of a view's autoresizing constraints.
    static func autoresizing(_ view: View, _ made: AutoresizingConstraintDescription) -> Origin {
      .autoresizingMade(ObjectIdentifier(view), made)
    }

    /// The constraint as a report shows it, or nil for an item no longer in `table`; `fitting`
    /// has the priorities of a fitting engine's targets.
    func snapshot(in table: ItemTable, fitting: FittingPriorities?) -> ConstraintSnapshot? {
      snapshot(fitting: fitting) { id in table.items.first { ObjectIdentifier($0) == id } }
    }

    /// The constraint as a report shows it, or nil for an item that `item` does not find;
    /// `item` finds the items of the engine's own constraints by identity.
    func snapshot(
      fitting: FittingPriorities?, item: (ObjectIdentifier) -> LayoutItem?
    ) -> ConstraintSnapshot? {
      switch self {
      case .user(let constraint):
        return ConstraintSnapshot(constraint)
      case .made(let id, let rule, let constant):
        guard let item = item(id) else { return nil }
        return rule.snapshot(of: item, constant: constant, fitting: fitting)
      case .autoresizingMade(let id, let made):
        return (item(id) as? View).map { made.snapshot(of: $0) }
      }
    }

    /// The constraints a report shows for this one, none for an item that `item` does not
    /// find: itself, or for an intrinsic size held by one equality, the compression resistance
    /// and the hugging it stands for.
    func snapshots(
      fitting: FittingPriorities?, item: (ObjectIdentifier) -> LayoutItem?
    ) -> [ConstraintSnapshot] {
      guard let snapshot = snapshot(fitting: fitting, item: item) else { return [] }
      guard case .made(let id, let rule, let constant) = self, rule.alsoResists,
        let item = item(id)
      else { return [snapshot] }
      let resistance = SystemRule(kind: .compressionResistance, attribute: rule.attribute)
      return [resistance.snapshot(of: item, constant: constant, fitting: fitting), snapshot]
    }

    /// The origin as a report prints it, or nil for an item no longer in `table`.
    func description(in table: ItemTable) -> String? {
      snapshot(in: table, fitting: nil)?.description
    }

    /// The layout constraint, for one someone made.
    var layoutConstraint: LayoutConstraint? {
      guard case .user(let constraint) = self else { return nil }
      return constraint
    }
  }

  /// Adds a solver constraint, remembering where it came from; a conflict is reported.
  ///
  /// While a rebuild gathers the tree's constraints, the constraint is only listed, to be added
  /// with the others by ``addGathered(from:)``.
  func add(_ constraint: Constraint, _ origin: consuming Origin) {
    // The origin is moved into the list rather than copied (it may hold a layout constraint).
    guard tree.added.append(constraint, origin) else { return }
    addToSolver(constraint)
    // The list keeps what it lists alive, replaced constraints too: after many changes in
    // place, rebuild when the next layout starts rather than let it grow without end.
    if added.count > 2 * addedByRebuild + 256 { rebuildsAtNextLayout = true }
  }

  /// Adds the constraints listed since `start`, in order.
  ///
  /// Lowering a whole tree first and then adding it in one run keeps the solver's work together, as
  /// it is when the same constraints are added straight to a solver.
  ///
  /// The solver adds them in one batch, going on past any that fails; each failure is reported
  /// after the batch, in order (a report reads only the engine's lists, and a handler that lays
  /// out again then finds the solver idle).
  func addGathered(from start: Int) {
    added.isGathering = false
    let constraints = added.constraints
    for failure in solver.addEach(constraints, from: start) {
      report(failure.error, adding: constraints[failure.position])
    }
  }

  private func addToSolver(_ constraint: Constraint) {
    do {
      try solver.addConstraint(constraint)
    } catch {
      report(error, adding: constraint)
    }
  }

  /// Where a solver constraint added since the last rebuild came from.
  func origin(of constraint: Constraint) -> Origin? {
    added.origin(of: constraint)
  }
}

/// The priorities a fitting engine pulls its root's width and height towards the target with.
typealias FittingPriorities = (horizontal: LayoutPriority, vertical: LayoutPriority)

/// The rule of a constraint the engine made for an item: which kind, on which attribute of the
/// item.
///
/// It takes three bytes, so that listing the engine's constraints stays cheap.
struct SystemRule {
  var kind: ConstraintSnapshot.Kind
  var attribute: LayoutAttribute
  /// Whether the constraint is an intrinsic size held by one equality: the hugging (`kind`)
  /// above the size and the compression resistance below it, which reports show as the two
  /// constraints they stand for (see ``LayoutEngine/Origin/snapshots(fitting:item:)``).
  var alsoResists = false

  /// The constraint the rule makes for `item` with `constant`, at the priority it has: the
  /// item's hugging or compression resistance on the attribute's axis, the fitting priority
  /// for a fitting target, or required.
  func snapshot(
    of item: LayoutItem, constant: Double, fitting: FittingPriorities?
  ) -> ConstraintSnapshot {
    let axis = attribute.axis ?? .horizontal
    switch kind {
    case .compressionResistance:
      let priority = (item as? View)?.contentCompressionResistancePriority(for: axis)
      return ConstraintSnapshot(
        kind, item, attribute, .greaterThanOrEqual, constant: constant,
        priority: priority ?? .required)
    case .contentHugging:
      let priority = (item as? View)?.contentHuggingPriority(for: axis)
      return ConstraintSnapshot(
        kind, item, attribute, .lessThanOrEqual, constant: constant,
        priority: priority ?? .required)
    case .nonNegativeSize:
      return ConstraintSnapshot(kind, item, attribute, .greaterThanOrEqual, constant: constant)
    case .fittingSize:
      let priority = fitting.map { axis == .horizontal ? $0.horizontal : $0.vertical }
      return ConstraintSnapshot(
        kind, item, attribute, .equal, constant: constant, priority: priority ?? .required)
    case .readableWidth where attribute.isSize:
      return ConstraintSnapshot(kind, item, attribute, .equal, constant: constant)
    case .layoutMargins, .safeArea, .readableContent, .readableWidth:
      // A guide's edge or length from its owning view's.
      return ConstraintSnapshot(
        kind, item, attribute, .equal, (item as? LayoutGuide)?.owningView, attribute,
        constant: constant)
    case .rootOrigin, .rootSize, .autoresizing, .layoutConstraint, .untraced:
      return ConstraintSnapshot(kind, item, attribute, .equal, constant: constant)
    }
  }
}
