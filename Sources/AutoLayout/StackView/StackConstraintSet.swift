/// The constraints a ``StackView`` made, by key, and the change from one arrangement to the
/// next: a constraint that stays is kept (its constant and priority retuned in place, which the
/// engine applies incrementally), one that goes is deactivated, one that comes is made and
/// activated.
struct StackConstraintSet {
  private(set) var byKey: [StackConstraintSpec.Key: LayoutConstraint] = [:]

  /// The constraints, in no particular order.
  var constraints: Dictionary<StackConstraintSpec.Key, LayoutConstraint>.Values { byKey.values }

  /// Makes the set `specs`, changing only what differs from the current one.
  ///
  /// - Complexity: O(*n* + *m*) for *n* specs and *m* current constraints.
  mutating func update(to specs: [StackConstraintSpec]) {
    var old = byKey
    var next: [StackConstraintSpec.Key: LayoutConstraint] = [:]
    next.reserveCapacity(specs.count)
    var activating: [LayoutConstraint] = []
    var retired: [LayoutConstraint] = []
    for spec in specs {
      let key = spec.key
      guard next[key] == nil else { continue }
      if let kept = old.removeValue(forKey: key) {
        if spec.isMade(by: kept) {
          if kept.constant != spec.constant { kept.constant = spec.constant }
          if kept.priority != spec.priority { kept.priority = spec.priority }
          if !kept.isActive { activating.append(kept) }
          next[key] = kept
          continue
        }
        retired.append(kept)
      }
      let made = spec.makeConstraint()
      activating.append(made)
      next[key] = made
    }
    // The old constraints go before the new come, so that a constraint replaced by another
    // (a relation that changed) never conflicts with it.
    retired.append(contentsOf: old.values)
    for constraint in retired where constraint.isActive { constraint.isActive = false }
    for constraint in activating { constraint.activateIfPossible() }
    byKey = next
  }
}
