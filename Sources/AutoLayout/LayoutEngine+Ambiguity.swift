import Cassowary

// Ambiguity: a variable is ambiguous when it can move without costing anything — no required
// constraint stops it and no optional one pays for it. The engine finds out by pulling the
// variable one point each way with a strength far below the weakest priority (1 weighs about
// 1.02; the pull weighs 0.001): only a free direction lets the pull win.

extension LayoutEngine {
  /// The strength of the probing pulls: far below priority 1.
  static let probe = Strength(0.001)
  /// The strength of the pulls that exercise ambiguity: weaker still, so probes see past them.
  static let exercise = Strength(0.0001)

  /// Whether any of the item's four variables can move at no cost.
  func isAmbiguous(_ item: LayoutItem) -> Bool {
    freeDirection(of: item) != nil
  }

  /// A variable of the item and a direction in which it moves freely, if there is one.
  func freeDirection(of item: LayoutItem) -> (Variable, Double)? {
    layOut()
    defer { solver.updateVariables() }
    for variable in [item.minX, item.minY, item.width, item.height] {
      let start = variable.value
      for step in [1.0, -1.0] {
        let pull = (variable == start + step) | LayoutEngine.probe
        guard (try? solver.addConstraint(pull)) != nil else { continue }
        solver.updateVariables()
        let moved = abs(variable.value - start) > 1e-6
        try? solver.removeConstraint(pull)
        if moved { return (variable, step) }
      }
    }
    return nil
  }

  /// Moves the item to another of its equally good layouts, for seeing ambiguity at work: 20
  /// points further along a free direction each time. The previous pull is replaced, not kept,
  /// or two equal pulls would tie and hold the item between them.
  func exerciseAmbiguity(of item: LayoutItem) {
    guard let (variable, step) = freeDirection(of: item) else { return }
    let pull = (variable == variable.value + 20 * step) | LayoutEngine.exercise
    for old in exercisePulls { try? solver.removeConstraint(old) }
    exercisePulls = []
    if (try? solver.addConstraint(pull)) != nil {
      exercisePulls.append(pull)
      needsLayout = true
      layOut()
    }
  }
}
