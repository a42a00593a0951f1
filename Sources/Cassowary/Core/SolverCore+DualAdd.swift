// Adding a row that has no valid subject by one dual simplex step and the dual simplex, instead
// of phase one: what keeps required equalities that arrive after soft constraints cheap.
//
// A row with no subject comes from a required constraint whose variables are all basic (or
// defined), so that only slack, error and dummy symbols are left. Phase one minimizes an
// artificial variable equal to the row from the current basis: when the row is already at zero
// (two views with the same natural size made equal) every pivot is degenerate, and Bland's rule
// walks through pivots that touch every row, so that n equalities after n soft constraints cost
// O(n³). The tableau before the row is optimal, so the dual simplex applies: solve the row for
// the symbol the dual ratio test picks, which keeps every reduced cost non-negative, then
// restore the rows that went negative with the dual simplex, which keeps them so. Where the
// optimum is unique, the answer is the one phase one and the primal simplex reach.

extension SolverCore {
  /// Adds `row`, which has no valid subject, by solving it for the symbol that keeps the
  /// objective optimal and restoring feasibility with the dual simplex.
  ///
  /// Returns false, with the solver as it was, when the row holds no symbol that can enter or a
  /// row cannot be made feasible: the constraint then goes through phase one, which finds the
  /// conflict to report.
  mutating func addByDualSimplex(_ row: BuiltRow, record r: Int32) -> Bool {
    let subject = dualSubject(of: row)
    guard isSymbol(subject) else { return false }
    journal.begin(
      objectiveConstant: objective.constant, freeSlots: freeSlots, rowCount: rows.count,
      infeasible: infeasible)
    addErrorsToObjective(of: r)
    // A copy, in a buffer the solver keeps (not one allocated per add): after a roll-back,
    // phase one needs the row as it was.
    var solved = BuiltRow(basic: row.basic, constant: row.constant, cells: [])
    swap(&solved.cells, &solvedScratch)
    defer { swap(&solved.cells, &solvedScratch) }
    if !solved.cells.isEmpty { solved.cells.removeAll(keepingCapacity: true) }
    solved.cells.append(contentsOf: row.cells)
    insertSolved(&solved, for: subject)
    guard restoreFeasibility() == nil else {
      rollBack()
      return false
    }
    commitJournal()
    return true
  }

  /// The symbol to solve a subjectless row `0 = c + sum(b_j * y_j)` for, or ``noSymbol``.
  ///
  /// With `c > 0` (rows are stored with a non-negative constant) the subject must have `b < 0`,
  /// so that its value `c / -b` is not negative; with `c` at zero either sign will do. Solving
  /// for `y` adds `cost(y) * b_j / -b` to each other symbol's objective coefficient: taking the
  /// symbol of the smallest `cost / |b|` within its sign (the dual ratio test) keeps every
  /// coefficient non-negative, so the objective stays optimal. Among equal ratios the symbol in
  /// the fewest rows wins (the substitution then touches the fewest rows, and rows stay sparse:
  /// Markowitz's rule), then the lowest-numbered.
  mutating func dualSubject(of row: BuiltRow) -> Int32 {
    let either = nearZero(row.constant)
    var negative = DualCandidate()
    var positive = DualCandidate()
    for cell in row.cells where kind[Int(cell.symbol)].isPivotable {
      let b = cell.coefficient
      let ratio = objective.coefficients[Int(cell.symbol)] / abs(b)
      let rows = columns.count(cell.symbol)
      if b < 0 {
        negative.consider(cell.symbol, ratio: ratio, rows: rows)
      } else if either {
        positive.consider(cell.symbol, ratio: ratio, rows: rows)
      }
    }
    // Either side keeps the objective optimal; the one whose symbol is in fewer rows is cheaper.
    guard isSymbol(positive.symbol) else { return negative.symbol }
    guard isSymbol(negative.symbol) else { return positive.symbol }
    return positive.rows < negative.rows ? positive.symbol : negative.symbol
  }
}
