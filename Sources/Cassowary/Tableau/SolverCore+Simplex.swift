// The simplex iterations: the primal one that minimizes an objective (phase 2, and phase 1
// with the artificial objective), and the dual one that restores feasibility after edits.
// Both are the textbook methods as Cassowary uses them (Badros, Borning & Stuckey, "The
// Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001).

extension SolverCore {
  /// The next entering symbol: the lowest-numbered pivotable symbol whose objective coefficient
  /// is negative (Bland's rule, which cannot cycle), or nil at the optimum.
  mutating func enteringSymbol(artificial useArtificial: Bool) -> Int32? {
    while true {
      let next = useArtificial ? artificial.candidates.popMin() : objective.candidates.popMin()
      guard let symbol = next else { return nil }
      let coefficient =
        useArtificial
        ? artificial.coefficients[Int(symbol)] : objective.coefficients[Int(symbol)]
      if coefficient < 0 && status[Int(symbol)].isParametric {
        let k = kind[Int(symbol)]
        if k.isPivotable { return symbol }
      }
    }
  }

  /// The row that leaves when `entering` enters: among restricted rows where it has a negative
  /// coefficient, the one with the smallest ratio, ties to the lowest basic symbol.
  mutating func leavingRow(for entering: Int32) -> Int32? {
    var best: Int32? = nil
    var bestRatio = Double.infinity
    var bestBasic = Int32.max
    for k in 0..<columns.count(entering) {
      let slot = columns.slot(k, of: entering)
      let row = rows[Int(slot)]
      guard isRestricted(row.basic) else { continue }
      let coefficient = self.coefficient(of: entering, inSlot: slot)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
        best = slot
        bestRatio = ratio
        bestBasic = row.basic
      }
    }
    return best
  }

  /// Runs the primal simplex on the objective (or the artificial one) until it is minimal.
  ///
  /// Returns false if the objective is unbounded, which a layout's objective never is: the solver
  /// then stops where it is rather than fail.
  @discardableResult
  mutating func optimize(artificial useArtificial: Bool = false) -> Bool {
    while let entering = enteringSymbol(artificial: useArtificial) {
      guard let slot = leavingRow(for: entering) else {
        if useArtificial {
          artificial.candidates.push(entering)
        } else {
          objective.candidates.push(entering)
        }
        return false
      }
      pivot(slot: slot, entering: entering)
    }
    return true
  }

  /// What the dual simplex does with a row whose constant moved.
  enum DualStep {
    /// The row is feasible: nothing to do.
    case feasible
    /// Nothing can enter: the row cannot be made feasible.
    case blocked
    /// Pivot the symbol into the row.
    case enter(Int32)
  }

  /// Runs the dual simplex over the rows made infeasible by changed constants, keeping the
  /// objective optimal throughout.
  ///
  /// Returns false if a row cannot be made feasible.
  @discardableResult
  mutating func dualOptimize() -> Bool {
    var ok = true
    while let leaving = infeasible.popLast() {
      guard let slot = status[Int(leaving)].rowSlot else { continue }
      switch dualStep(slot: slot) {
      case .feasible: continue
      case .blocked: ok = false
      case .enter(let entering): pivot(slot: slot, entering: entering)
      }
    }
    return ok
  }

  /// The dual simplex step for the row in `slot`: feasible, blocked when nothing can enter, or
  /// entering the symbol with a positive coefficient and the smallest ratio of objective
  /// coefficient to it. (Mutating only so that the solver is not copied to call it.)
  mutating func dualStep(slot: Int32) -> DualStep {
    let row = rows[Int(slot)]
    guard row.constant < 0 && !nearZero(row.constant) else { return .feasible }
    var entering = noSymbol
    var bestRatio = Double.infinity
    for at in row.cellRange {
      let cell = pool.cells[at]
      guard cell.coefficient > 0 && kind[Int(cell.symbol)] != .dummy else { continue }
      let ratio = objective.coefficients[Int(cell.symbol)] / cell.coefficient
      if ratio < bestRatio {
        bestRatio = ratio
        entering = cell.symbol
      }
    }
    return isSymbol(entering) ? .enter(entering) : .blocked
  }

  /// The row to pivot a constraint's marker into when the constraint is removed: the row of a
  /// basic dummy that holds it (a redundant equality, which then takes the removed one's place;
  /// its constant is zero, so no other row moves); else a restricted row where the marker's
  /// coefficient is negative with the smallest ratio; else a restricted row with the smallest
  /// ratio; else an unrestricted row (the highest-numbered).
  mutating func markerLeavingRow(for marker: Int32) -> Int32? {
    let holders = columns.count(marker)
    for k in 0..<holders {
      let slot = columns.slot(k, of: marker)
      if kind[Int(rows[Int(slot)].basic)] == .dummy { return slot }
    }
    var first: Int32 = -1
    var second: Int32 = -1
    var third: Int32 = -1
    var r1 = Double.infinity
    var r2 = Double.infinity
    var thirdBasic: Int32 = -1
    for k in 0..<holders {
      let slot = columns.slot(k, of: marker)
      let row = rows[Int(slot)]
      let c = coefficient(of: marker, inSlot: slot)
      if c == 0 { continue }
      if !isRestricted(row.basic) {
        if row.basic > thirdBasic {
          third = slot
          thirdBasic = row.basic
        }
      } else if c < 0 {
        let r = -row.constant / c
        if r < r1 || (r == r1 && first >= 0 && row.basic < rows[Int(first)].basic) {
          r1 = r
          first = slot
        }
      } else {
        let r = row.constant / c
        if r < r2 || (r == r2 && second >= 0 && row.basic < rows[Int(second)].basic) {
          r2 = r
          second = slot
        }
      }
    }
    if first >= 0 { return first }
    if second >= 0 { return second }
    return third >= 0 ? third : nil
  }
}
