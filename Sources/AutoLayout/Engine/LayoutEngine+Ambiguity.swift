import Cassowary

// Ambiguity: a variable is ambiguous when it can move without costing anything — no required
// constraint stops it and no optional one pays for it. The engine finds out by pulling the
// variable one point each way with a strength far below the weakest priority (1 weighs about
// 1.02; the pull weighs 0.001): only a free direction lets the pull win.

extension LayoutEngine {
  /// Whether any of the item's four variables can move at no cost.
  func isAmbiguous(_ item: LayoutItem) -> Bool {
    freeDirection(of: item) != nil
  }

  /// A variable of the item (of `variables`, by default its four) and a direction in which it
  /// moves freely, if there is one.
  ///
  /// Each probe is a pull added and removed again; a variable that moved is pulled back to
  /// where it was (it goes there for free), so that asking does not move the layout. The tree's
  /// engine tracks changes, so that each probe reads only what its pull reached rather than
  /// every variable of the tree, and the next layout sets only the frames a probe moved.
  func freeDirection(
    of item: LayoutItem, among variables: [Variable]? = nil
  ) -> (Variable, Double)? {
    layOut()
    // The next layout brings the variables up to date with the solver (each probe's pull is
    // gone) and sets the frames that moved.
    defer { needsSolve = true }
    for variable in variables ?? [item.minX, item.minY, item.width, item.height] {
      let start = variable.value
      for step in [1.0, -1.0] {
        guard let moved = probe(variable, towards: start + step) else { continue }
        guard abs(moved - start) > 1e-6 else { continue }
        _ = probe(variable, towards: start)
        return (variable, step)
      }
    }
    return nil
  }

  /// Pulls `variable` towards `target` at the probing strength, and returns where it went;
  /// nil when the pull cannot be added.
  private func probe(_ variable: Variable, towards target: Double) -> Double? {
    let pull = (variable == target) | AmbiguityPulls.probe
    guard (try? solver.addConstraint(pull)) != nil else { return nil }
    updateVariablesOutsideLayout()
    let value = variable.value
    try? solver.removeConstraint(pull)
    return value
  }

  /// Writes the solution into the variables outside a layout pass: with changes tracked, only
  /// what moved, noting the items to set again; otherwise every variable, and the next layout
  /// sets every frame.
  private func updateVariablesOutsideLayout() {
    if solver.tracksChanges {
      solver.updateVariables(reportingChanges: variableMoved)
    } else {
      solver.updateVariables()
      frames.needsAll = true
    }
  }

  /// Moves the item to another of its equally good layouts, for seeing ambiguity at work: 20
  /// points further along a free direction each time, the previous pull replaced (see
  /// ``AmbiguityPulls/exercise(_:in:)``).
  func exerciseAmbiguity(of item: LayoutItem) {
    guard let (variable, step) = freeDirection(of: item) else { return }
    let pull = (variable == variable.value + 20 * step) | AmbiguityPulls.exercise
    if ambiguityPulls.exercise(pull, in: solver) {
      needsLayout = true
      layOut()
    }
  }
}
