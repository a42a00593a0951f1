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
    // A first arrangement has nothing to keep: no key is looked up in the old set.
    let hasOld = !old.isEmpty
    for spec in specs {
      let key = spec.key
      guard next[key] == nil else { continue }
      if hasOld, let kept = old.removeValue(forKey: key) {
        if StackConstraintSet.retune(kept, to: spec, activating: &activating) {
          next[key] = kept
          continue
        }
        retired.append(kept)
      }
      let made = spec.makeConstraint()
      activating.append(made)
      next[key] = made
    }
    retired.append(contentsOf: old.values)
    StackConstraintSet.apply(retiring: retired, activating: activating)
    byKey = next
  }

  /// Changes only some of the constraints: those the last arrangement made for `oldSpecs` become
  /// those of `newSpecs`, as ``update(to:)`` would change them; the others stay as they are.
  ///
  /// `oldSpecs` are the specs the last arrangement had for the part that changed, and `newSpecs`
  /// the specs the part has now; a constraint of both keys is kept (retuned in place), one only in
  /// `oldSpecs` is deactivated, one only in `newSpecs` is made and activated.
  ///
  /// - Complexity: O((*a* + *b*) · *b*) comparisons of keys for *a* old and *b* new specs (a few
  ///   dozen), and O(*a* + *b*) lookups.
  mutating func update(
    replacing oldSpecs: [StackConstraintSpec], with newSpecs: [StackConstraintSpec]
  ) {
    // A few dozen specs at most: the keys are compared in lists, and each hashed once to look
    // up (or take out) its constraint.
    let newKeys = newSpecs.map(\.key)
    var gone: [StackConstraintSpec.Key] = []
    for spec in oldSpecs {
      let key = spec.key
      if !newKeys.contains(key) && !gone.contains(key) { gone.append(key) }
    }
    var activating: [LayoutConstraint] = []
    var retired: [LayoutConstraint] = []
    for (k, spec) in newSpecs.enumerated() {
      let key = newKeys[k]
      // The first spec of a key is the one made, as in a whole update.
      guard !newKeys[..<k].contains(key) else { continue }
      if let kept = byKey[key] {
        if StackConstraintSet.retune(kept, to: spec, activating: &activating) { continue }
        retired.append(kept)
      }
      let made = spec.makeConstraint()
      activating.append(made)
      byKey[key] = made
    }
    for key in gone {
      if let constraint = byKey.removeValue(forKey: key) { retired.append(constraint) }
    }
    StackConstraintSet.apply(retiring: retired, activating: activating)
  }

  /// Keeps `kept` for `spec` when `spec` makes it, moving its constant and priority in place and
  /// listing it in `activating` if it is inactive; false when `spec` makes another constraint.
  private static func retune(
    _ kept: LayoutConstraint, to spec: StackConstraintSpec,
    activating: inout [LayoutConstraint]
  ) -> Bool {
    guard spec.isMade(by: kept) else { return false }
    if kept.constant != spec.constant { kept.constant = spec.constant }
    if kept.priority != spec.priority { kept.priority = spec.priority }
    if !kept.isActive { activating.append(kept) }
    return true
  }

  /// Deactivates the `retired` constraints, then activates `activating`: the old go before the
  /// new come, so that a constraint replaced by another (a relation that changed) never
  /// conflicts with it.
  private static func apply(
    retiring retired: [LayoutConstraint], activating: [LayoutConstraint]
  ) {
    for constraint in retired where constraint.isActive { constraint.isActive = false }
    for constraint in activating { constraint.activateIfPossible() }
  }
}
