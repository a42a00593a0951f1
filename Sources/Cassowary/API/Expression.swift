/// A linear expression: a sum of terms plus a constant, such as `2 * x + y - 10`.
///
/// Build expressions with the arithmetic operators on ``Variable``, ``Term``, `Expression` and
/// `Double`, then compare two of them with `==`, `<=` or `>=` to get a ``Constraint``.
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let e = 2 * x + y - 10   // Expression
/// let c = e <= 0           // Constraint
/// ```
///
/// An arithmetic operator costs O(n) in the terms of its operands (their terms are copied into
/// the result; a side without terms shares the other's), and a comparison that much plus the
/// reduction of ``Constraint/init(_:_:strength:)``.
public struct Expression: Sendable {
  /// The terms, in the order they were written; a variable may appear more than once.
  public var terms: [Term]
  /// The constant added to the terms.
  public var constant: Double

  /// Creates the expression `terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates an expression of one term.
  public init(_ term: Term) {
    self.init([term])
  }

  /// Creates the expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates a constant expression.
  public init(_ constant: Double) {
    self.init([], constant: constant)
  }

  /// The value of the expression with each variable's current ``Variable/value``.
  ///
  /// - Complexity: O(n) in the terms.
  public var value: Double {
    var sum = constant
    for term in terms { sum += term.coefficient * term.variable.value }
    return sum
  }

  /// The same expression with the terms of each variable added together and zero terms
  /// dropped, in order of each variable's first appearance.
  ///
  /// - Complexity: O(n²) in the n terms up to 16 of them (pairwise, without allocating when the
  ///   expression is reduced already), O(n) expected above (through a dictionary).
  public func reduced() -> Expression {
    if isReduced { return self }
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    if terms.count <= Expression.linearScanLimit {
      // Short expressions, the usual case: a linear scan beats hashing.
      for term in terms {
        if let at = merged.firstIndex(where: { $0.variable === term.variable }) {
          merged[at].coefficient += term.coefficient
        } else {
          merged.append(term)
        }
      }
    } else {
      var index: [ObjectIdentifier: Int] = [:]
      for term in terms {
        let key = ObjectIdentifier(term.variable)
        if let at = index[key] {
          merged[at].coefficient += term.coefficient
        } else {
          index[key] = merged.count
          merged.append(term)
        }
      }
    }
    merged.removeAll { $0.coefficient == 0 }
    return Expression(merged, constant: constant)
  }

  /// The longest expression that ``reduced()`` merges by comparing each term with the ones before
  /// it, O(n²), and that ``isReduced`` checks.
  ///
  /// Up to 16 terms that is at most 120 identity comparisons, cheaper than hashing every term into
  /// a dictionary (which also allocates); longer expressions, rare outside generated systems, take
  /// the O(n) dictionary path. Constraints of a layout have one to four terms.
  static let linearScanLimit = 16

  /// Whether the expression is already in reduced form (no variable twice, no zero term), so that
  /// ``reduced()`` can return it as it is, sharing its storage.
  ///
  /// Only short expressions are checked; a long one is reduced anyway.
  var isReduced: Bool {
    guard terms.count <= Expression.linearScanLimit else { return false }
    for i in terms.indices {
      if terms[i].coefficient == 0 { return false }
      for j in 0..<i where terms[j].variable === terms[i].variable { return false }
    }
    return true
  }
}

extension Expression: CustomStringConvertible {
  /// The expression as it would be written: `2 * x + y - 10`.
  public var description: String {
    var text = ""
    for term in terms {
      if text.isEmpty {
        text =
          term.coefficient < 0
          ? "-" + Term(term.variable, -term.coefficient).description
          : term.description
      } else if term.coefficient < 0 {
        text += " - " + Term(term.variable, -term.coefficient).description
      } else {
        text += " + " + term.description
      }
    }
    if text.isEmpty { return formatNumber(constant) }
    if constant > 0 { text += " + " + formatNumber(constant) }
    if constant < 0 { text += " - " + formatNumber(-constant) }
    return text
  }
}
