import Cassowary

// Ambiguity: a variable is ambiguous when it can move without costing anything — no required
// constraint stops it and no optional one pays for it. The engine finds out by pulling the
// variable one point each way with a strength far below the weakest priority (1 weighs about
// 1.02; the pull weighs 0.001): only a free direction lets the pull win.
//
// Before it pulls, the engine asks the solver which variables the pull provably cannot move
// (`Solver.resistsPull(of:_:)`, read from the tableau without solving): those are not probed.
// A probe of such a variable would change nothing, so the answers are the probes' answers;
// only the free variables, and the few the tableau cannot clear, cost a probe.

extension LayoutEngine {
  /// The variables of an item the ambiguity checks look at, in the order they look.
  static func ambiguityVariables(of item: LayoutItem) -> [Variable] {
    [item.minX, item.minY, item.width, item.height]
  }

  /// Whether any of the item's four variables can move at no cost.
  func isAmbiguous(_ item: LayoutItem) -> Bool {
    freeDirection(of: item) != nil
  }

  /// The axes on which the item's frame can move at no cost: horizontal (its left edge or width),
  /// then vertical (its top edge or height).
  ///
  /// With `screening` off, every variable is probed, as before the solver was asked (the tests
  /// compare the two).
  func freeAxes(of item: LayoutItem, screening: Bool = true) -> [Axis] {
    var screen = AmbiguityScreen(isOn: screening)
    return freeAxes(at: 0, of: [item], &screen)
  }

  /// A variable of the item (of `variables`, by default its four) and a direction in which it moves
  /// freely, if there is one.
  ///
  /// Variables the solver proves held are not probed.
  func freeDirection(
    of item: LayoutItem, among variables: [Variable]? = nil
  ) -> (Variable, Double)? {
    layOut()
    let listed = variables ?? LayoutEngine.ambiguityVariables(of: item)
    let held = solver.resistsPull(of: AmbiguityPulls.probe, listed)
    let unheld = zip(listed, held).compactMap { $1 ? nil : $0 }
    guard !unheld.isEmpty else { return nil }
    return probeFreeDirection(among: unheld)
  }

  /// The free axes of each item, in order, as ``freeAxes(of:)`` finds them one by one, with the
  /// solver asked once for the whole list which variables are held.
  ///
  /// `visit` is called with each item's index and axes once its probes are done, before the next
  /// item's start.
  func freeAxes(of items: [LayoutItem], visit: (Int, [Axis]) -> Void) {
    var screen = AmbiguityScreen()
    for index in items.indices {
      visit(index, freeAxes(at: index, of: items, &screen))
    }
  }

  /// Whether each item is ambiguous, in order, as ``isAmbiguous(_:)`` finds it one by one, with the
  /// solver asked once for the whole list.
  ///
  /// `visit` is called with each item's index and answer before the next item's probes start, after
  /// a layout that sets the frames the earlier probes moved.
  func ambiguity(of items: [LayoutItem], visit: (Int, Bool) -> Void) {
    var screen = AmbiguityScreen()
    for index in items.indices {
      // As a probe does, bring the frames up to date first.
      layOut()
      let unheld = screen.unheld(at: index, of: items, in: self)
      visit(index, !unheld.isEmpty && probeFreeDirection(among: unheld) != nil)
    }
  }

  /// The axes on which a probe moves `items[index]`: each axis's variables that the solver
  /// does not prove held, probed after a layout, as ``freeDirection(of:among:)`` does.
  private func freeAxes(
    at index: Int, of items: [LayoutItem], _ screen: inout AmbiguityScreen
  ) -> [Axis] {
    let item = items[index]
    return [(Axis.horizontal, [item.minX, item.width]), (.vertical, [item.minY, item.height])]
      .compactMap { axis, variables in
        layOut()
        let unheld = screen.unheld(at: index, of: items, in: self)
        let probed = variables.filter { variable in unheld.contains { $0 === variable } }
        return !probed.isEmpty && probeFreeDirection(among: probed) != nil ? axis : nil
      }
  }

  /// Probes each variable one point each way, in order, and returns the first that moves with its
  /// direction.
  ///
  /// Each probe is a pull added and removed again; a variable that moved is pulled back to where it
  /// was (it goes there for free), so that asking does not move the layout. The tree's engine
  /// tracks changes, so that each probe reads only what its pull reached rather than every variable
  /// of the tree, and the next layout sets only the frames a probe moved.
  private func probeFreeDirection(among variables: [Variable]) -> (Variable, Double)? {
    layOut()
    // The next layout brings the variables up to date with the solver (each probe's pull is
    // gone) and sets the frames that moved.
    defer { needsSolve = true }
    for variable in variables {
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

/// Which of a list of items' variables the solver proves a probe cannot move, asked once for
/// the list and asked again for the rest of it if the solver's system changes between probes
/// (a layout that measures wrapping text again, or rebuilds).
struct AmbiguityScreen {
  /// Whether the solver is asked at all; when not, every variable is probed.
  let isOn: Bool
  /// For the items from `start` on, four flags each (``LayoutEngine/ambiguityVariables(of:)``).
  private var held: [Bool] = []
  private var start = 0
  /// What the flags were read from: the engine's rebuild, and how many constraints it had
  /// added since.
  private var generation: UInt64 = 0
  private var added = -1

  /// A screen that asks the solver, or (`isOn` false) one that lets every variable through.
  init(isOn: Bool = true) {
    self.isOn = isOn
  }

  /// Asks the solver about the items from `first` on.
  mutating func prepare(_ items: [LayoutItem], from first: Int, in engine: LayoutEngine) {
    let variables = items[first...].flatMap(LayoutEngine.ambiguityVariables(of:))
    held = engine.solver.resistsPull(of: AmbiguityPulls.probe, variables)
    start = first
    generation = engine.tree.generation
    added = engine.added.count
  }

  /// The variables of `items[index]` that are not proven held, in order.
  mutating func unheld(
    at index: Int, of items: [LayoutItem], in engine: LayoutEngine
  )
    -> [Variable]
  {
    guard isOn else { return LayoutEngine.ambiguityVariables(of: items[index]) }
    if generation != engine.tree.generation || added != engine.added.count || index < start {
      prepare(items, from: index, in: engine)
    }
    let flags = held[(4 * (index - start))..<(4 * (index - start) + 4)]
    return zip(LayoutEngine.ambiguityVariables(of: items[index]), flags).compactMap {
      $1 ? nil : $0
    }
  }

}
