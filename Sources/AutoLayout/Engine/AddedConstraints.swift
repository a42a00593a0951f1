import Cassowary

/// The solver constraints an engine added since its last rebuild, in order, with where each
/// came from: what a report of a conflict describes, and what a benchmark replays.
///
/// While a rebuild gathers the tree's constraints they are only listed here, and added to the
/// solver together at the end (see `LayoutEngine.addGathered(from:)`).
struct AddedConstraints {
  private(set) var constraints: [Constraint] = []
  private var origins: [LayoutEngine.Origin] = []
  /// The position of each constraint, built only when a report needs it.
  private var positions: [ObjectIdentifier: Int] = [:]
  /// Whether constraints are being gathered rather than added as they come.
  var isGathering = false

  var count: Int { constraints.count }

  mutating func reserveCapacity(_ capacity: Int) {
    constraints.reserveCapacity(capacity)
    origins.reserveCapacity(capacity)
  }

  /// Lists a constraint; returns whether it should be added to the solver now.
  @discardableResult @inline(__always)
  mutating func append(
    _ constraint: consuming Constraint, _ origin: consuming LayoutEngine.Origin
  ) -> Bool {
    constraints.append(constraint)
    origins.append(origin)
    return !isGathering
  }

  /// Calls `body` with each listed constraint and where it came from, in order.
  func forEach(_ body: (Constraint, LayoutEngine.Origin) -> Void) {
    for k in constraints.indices { body(constraints[k], origins[k]) }
  }

  /// Where the constraint listed at `index` came from.
  func origin(at index: Int) -> LayoutEngine.Origin { origins[index] }

  /// Records that the engine moved the constant of the constraint listed at `index`, made for
  /// an item, to `constant` in the solver.
  ///
  /// The constraint object keeps its expression, so that a report describes it with the
  /// constant it holds.
  mutating func setConstant(_ constant: Double, at index: Int) {
    if case .made(let id, let rule, _) = origins[index] {
      origins[index] = .made(id, rule, constant)
    }
  }

  /// Where a listed constraint came from.
  ///
  /// The positions are indexed on the first call and extended as constraints come.
  mutating func origin(of constraint: Constraint) -> LayoutEngine.Origin? {
    for k in positions.count..<constraints.count { positions[ObjectIdentifier(constraints[k])] = k }
    return positions[ObjectIdentifier(constraint)].map { origins[$0] }
  }
}
