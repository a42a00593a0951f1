/// The relation between the two sides of a ``Constraint``.
public enum RelationalOperator: Sendable, Hashable {
  /// `lhs <= rhs`
  case lessThanOrEqual
  /// `lhs == rhs`
  case equal
  /// `lhs >= rhs`
  case greaterThanOrEqual
}

extension RelationalOperator: CustomStringConvertible {
  /// The operator as written: `<=`, `==` or `>=`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// A linear equation or inequality with a strength: `expression (==, <=, >=) 0`.
///
/// Write constraints with the comparison operators and set the strength with `|`:
///
/// ```swift
/// let c1 = left2 == left1 + width1 + 8          // required
/// let c2 = (width1 == 50) | .strong            // optional
/// let c3 = Constraint(2 * x - y, .lessThanOrEqual, strength: .weak)
/// ```
///
/// A constraint is a reference: adding the same object twice to one solver is an error, while
/// two equal-looking constraints are two constraints. Its equation and strength never change,
/// and one constraint can be added to several solvers. Like its variables, a constraint and
/// every solver that holds it belong to one thread (or actor) at a time.
public final class Constraint: @unchecked Sendable {
  /// `lhs - rhs`, with the terms of each variable added together.
  public let expression: Expression
  /// How ``expression`` compares with zero.
  public let relation: RelationalOperator
  /// The strength, clipped to the range of ``Strength``: for an equality made with
  /// ``init(_:above:below:)``, that of the expression ending above zero.
  public let strength: Strength
  /// What the expression ending below zero costs: ``strength``, except for an equality made
  /// with ``init(_:above:below:)``.
  public let strengthBelow: Strength

  /// The solver that holds this constraint without an entry in its table of constraints, and
  /// the constraint's record there (see `SolverCore.recordIndex(of:)`): 0 when no solver does.
  ///
  /// Read and written only by the solver, with plain loads and stores (as a variable's
  /// `cachedSolverID`), so not checked at run time.
  @exclusivity(unchecked) var holderID: UInt64 = 0
  @exclusivity(unchecked) var heldRecord: Int32 = -1

  /// Creates the constraint `expression relation 0`.
  ///
  /// - Complexity: That of ``Expression/reduced()`` on `expression`.
  public init(
    _ expression: Expression, _ relation: RelationalOperator, strength: Strength = .required
  ) {
    self.expression = expression.reduced()
    self.relation = relation
    self.strength = strength
    self.strengthBelow = strength
  }

  /// Creates the optional equality `expression == 0` whose two sides cost differently: each
  /// unit by which the expression ends above zero costs `above`, each unit below zero `below`.
  ///
  /// It holds as the pair `(expression <= 0) | above` and `(expression >= 0) | below` would,
  /// with one row and two error symbols in the tableau instead of two rows and four symbols:
  /// what a layout engine makes of a view's content hugging (above its intrinsic size) and
  /// compression resistance (below it).
  ///
  /// ```swift
  /// // width <= 120 at 250 and width >= 120 at 750, as one constraint:
  /// let size = Constraint(width - 120, above: Strength(250), below: Strength(750))
  /// ```
  ///
  /// - Precondition: Neither strength is required (a required side is an inequality of its
  ///   own).
  /// - Complexity: That of ``Expression/reduced()`` on `expression`.
  public convenience init(_ expression: Expression, above: Strength, below: Strength) {
    self.init(reduced: expression.reduced(), above: above, below: below)
  }

  /// ``init(_:above:below:)`` from an expression in reduced form, taken as it is (see
  /// ``init(reduced:_:strength:)``).
  package init(reduced expression: Expression, above: Strength, below: Strength) {
    precondition(
      !above.isRequired && !below.isRequired,
      "Constraint(_:above:below:): \(expression) == 0 with a required side (above: \(above), below: \(below)); a required side is an inequality of its own"
    )
    assert(expression.isReduced || expression.terms.count > Expression.linearScanLimit)
    self.expression = expression
    self.relation = .equal
    self.strength = above
    self.strengthBelow = below
  }

  /// A copy of the constraint with `expression` in place of its own: the same relation and
  /// strengths.
  init(_ other: Constraint, expression: Expression) {
    self.expression = expression
    self.relation = other.relation
    self.strength = other.strength
    self.strengthBelow = other.strengthBelow
  }

  /// Creates the constraint `expression relation 0` from an expression its maker built in
  /// reduced form (no variable twice, no zero coefficient), taken as it is.
  ///
  /// For the layout engine, which merges a constraint's terms as it gathers them: it saves the
  /// check that ``Expression/reduced()`` makes of every constraint.
  ///
  /// - Complexity: O(1).
  package init(
    reduced expression: Expression, _ relation: RelationalOperator, strength: Strength = .required
  ) {
    assert(expression.isReduced || expression.terms.count > Expression.linearScanLimit)
    self.expression = expression
    self.relation = relation
    self.strength = strength
    self.strengthBelow = strength
  }

  /// Creates a copy of `other` with another strength (on both sides, for an equality made with
  /// ``init(_:above:below:)``).
  ///
  /// - Complexity: That of ``Expression/reduced()`` on its reduced expression: O(n²) in up to
  ///   16 terms to see that it is reduced already, O(n) expected above.
  public convenience init(_ other: Constraint, strength: Strength) {
    self.init(other.expression, other.relation, strength: strength)
  }

  /// Whether the constraint must hold.
  public var isRequired: Bool { strength.isRequired }

  /// How many symbols of its own the constraint makes when it is added: a slack (and an error
  /// when optional) for an inequality, a dummy for a required equality, two errors for an
  /// optional one.
  ///
  /// Whatever the relation, one when required and two when optional.
  var symbolsMade: Int { isRequired ? 1 : 2 }

  /// Whether the variables' current values satisfy the constraint, within `tolerance`.
  ///
  /// - Complexity: O(n) in the terms.
  public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
    let v = expression.value
    let slack = tolerance * max(1, abs(expression.constant))
    switch relation {
    case .equal: return abs(v) <= slack
    case .lessThanOrEqual: return v <= slack
    case .greaterThanOrEqual: return v >= -slack
    }
  }
}

extension Constraint: CustomStringConvertible {
  /// The constraint as `expression op 0 | strength`.
  public var description: String {
    guard strengthBelow != strength else { return "\(expression) \(relation) 0 | \(strength)" }
    return "\(expression) \(relation) 0 | above: \(strength), below: \(strengthBelow)"
  }
}

/// Returns a copy of the constraint with the given strength: `(x == 5) | .weak`.
///
/// - Complexity: That of ``Constraint/init(_:strength:)``.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
  Constraint(constraint, strength: strength)
}

/// Returns a copy of the constraint with the given strength on kiwi's scale.
///
/// - Complexity: That of ``Constraint/init(_:strength:)``.
public func | (constraint: Constraint, strength: Double) -> Constraint {
  Constraint(constraint, strength: Strength(strength))
}
