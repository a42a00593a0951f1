// Which variables a weak pull cannot move, read from the tableau without solving anything: the
// layout engine's ambiguity check asks this of every view before it probes any (a package API,
// not public).
//
// At the optimum the tableau gives, for every point x that satisfies the constraints, the
// objective as `obj(x) = obj* + sum(c[j] * p[j](x))` and each variable as
// `v(x) = v* + sum(a[j] * p[j](x))`, over the parametric symbols p[j]: dummies stay at zero,
// slacks and errors are at least zero, and externals are free. If no external appears in v's
// expansion and `|a[j]| <= S * c[j]` for every slack and error, then moving v by any amount
// costs at least `|v(x) - v*| / S` in the objective. A pull of weight w (an optional constraint
// `v == t`) gains at most `w * |v(x) - v*|`, so when `w * S < 1` no point where v has moved is
// better than staying: the pull cannot move v, from this optimum or from any other (the bound
// holds over the whole feasible region).

extension Solver {
  /// For each variable, whether a pull of `strength` (an optional constraint `variable == t`)
  /// provably cannot move it from its value in the current solution, whatever `t` is: it would cost
  /// the objective more than the pull gains.
  ///
  /// Nothing is solved, and the solver is not changed.
  ///
  /// `false` means only that the tableau does not prove it: the variable may be free, or held
  /// in a way only solving shows (a degenerate row, rounding). A variable the solver does not
  /// know is free.
  ///
  /// - Complexity: The tableau rows and definitions the variables reach, each read once for the
  ///   whole call; a variable whose quick bound is not enough is expanded as a new constraint's
  ///   row would be.
  package func resistsPull(of strength: Strength, _ variables: [Variable]) -> [Bool] {
    core.resistsPull(weight: strength.value, variables)
  }
}

extension SolverCore {
  /// How far below 1 the product of the pull's weight and the bound must be: half, so that
  /// rounding in the objective's coefficients cannot turn a proof into a move.
  static let pullMargin = 0.5

  /// The bounds found so far in one ``resistsPull(weight:_:)`` call, by row slot and by
  /// definition index.
  private struct PullBounds {
    var rows: [Int32: Double] = [:]
    var definitions: [Int32: Double] = [:]
  }

  mutating func resistsPull(weight: Double, _ variables: [Variable]) -> [Bool] {
    var bounds = PullBounds()
    return variables.map { variable in
      guard let symbol = knownSymbol(for: variable) else { return false }
      if weight * bound(of: symbol, &bounds) < SolverCore.pullMargin { return true }
      // The quick bound adds up a definition's parts; the exact expansion may cancel them.
      var row = BuiltRow(basic: noSymbol, constant: 0, cells: [])
      reduce([Cell(symbol: symbol, coefficient: 1)], constant: 0, into: &row)
      return weight * cellsBound(row.cells[...]) < SolverCore.pullMargin
    }
  }

  /// The largest `|a[j]| / c[j]` over a parametric expansion's cells: 0 for a dummy, infinite
  /// for an external or a slack or error that costs nothing to move.
  private func cellsBound(_ cells: ArraySlice<Cell>) -> Double {
    var bound = 0.0
    for cell in cells {
      bound = Swift.max(bound, abs(cell.coefficient) * parametricBound(cell.symbol))
      if bound == .infinity { break }
    }
    return bound
  }

  /// What moving a parametric symbol by one costs, inverted: `1 / c` for a slack or error whose
  /// objective coefficient c is positive, infinite when it is free, 0 for a dummy and for a slack
  /// or error that cannot move at all.
  private func parametricBound(_ symbol: Int32) -> Double {
    switch kind[Int(symbol)] {
    case .dummy: return 0
    case .external, .unused: return .infinity
    case .slack, .error:
      if isPinnedAtZero(symbol) { return 0 }
      let c = objective.coefficients[Int(symbol)]
      return c > 0 ? 1 / c : .infinity
    }
  }

  /// Whether a parametric slack or error symbol cannot leave zero, whatever else moves: some row
  /// solves for a symbol that must stay at least zero (a slack, an error or a dummy), has a
  /// constant of zero, and holds the symbol with a negative coefficient and every other symbol
  /// that can move with one that is not positive.
  ///
  /// Such a row reads `b = -(sum of non-negative terms)`, so with `b >= 0` every term is zero.
  /// It is how a required pair `x >= c` and `x <= c` (an image's required hugging and
  /// compression resistance) holds `x`: neither slack costs anything in the objective, but the
  /// other's row stops either from moving.
  private func isPinnedAtZero(_ symbol: Int32) -> Bool {
    for k in 0..<columns.count(symbol) {
      let row = rows[Int(columns.slot(k, of: symbol))]
      switch kind[Int(row.basic)] {
      case .slack, .error, .dummy: break
      case .external, .unused: continue
      }
      guard nearZero(row.constant) else { continue }
      var pins = false
      var holds = true
      for cell in pool.cells[row.cellRange] {
        switch kind[Int(cell.symbol)] {
        case .dummy: continue
        case .slack, .error:
          if cell.symbol == symbol {
            pins = cell.coefficient < 0
          } else if cell.coefficient > 0 {
            holds = false
          }
        case .external, .unused: holds = false
        }
        if !holds { break }
      }
      if pins && holds { return true }
    }
    return false
  }

  /// An upper bound on `max |a[j]| / c[j]` over a symbol's expansion: exact for a basic or
  /// parametric symbol; for a defined one, the sum of its parts' bounds.
  private func bound(of symbol: Int32, _ bounds: inout PullBounds) -> Double {
    let state = status[Int(symbol)]
    if let slot = state.rowSlot { return rowBound(slot, &bounds) }
    if let definition = state.definitionIndex { return definitionBound(definition, &bounds) }
    return parametricBound(symbol)
  }

  private func rowBound(_ slot: Int32, _ bounds: inout PullBounds) -> Double {
    if let known = bounds.rows[slot] { return known }
    let bound = cellsBound(pool.cells[rows[Int(slot)].cellRange])
    bounds.rows[slot] = bound
    return bound
  }

  /// A definition's bound, after those of the definitions it names (which come before it:
  /// definitions are made in a topological order), without recursion.
  private func definitionBound(_ index: Int32, _ bounds: inout PullBounds) -> Double {
    if let known = bounds.definitions[index] { return known }
    var needed: [Int32] = []
    var stack: [Int32] = [index]
    var seen: Set<Int32> = [index]
    while let d = stack.popLast() {
      needed.append(d)
      for cell in definitionCells[definitions[Int(d)].cellRange] {
        guard let named = status[Int(cell.symbol)].definitionIndex else { continue }
        if bounds.definitions[named] == nil && seen.insert(named).inserted { stack.append(named) }
      }
    }
    needed.sort()
    for d in needed {
      var sum = 0.0
      for cell in definitionCells[definitions[Int(d)].cellRange] where sum != .infinity {
        sum += abs(cell.coefficient) * bound(of: cell.symbol, &bounds)
      }
      bounds.definitions[d] = sum
    }
    return bounds.definitions[index] ?? .infinity
  }
}
