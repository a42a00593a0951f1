// Arithmetic and comparison operators that build expressions and constraints, so that
// constraints read as equations: `left2 == left1 + width1 + 8`.

// MARK: Multiplication and division by a constant

/// Multiplies a variable by a constant.
public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
/// Multiplies a variable by a constant.
public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
/// Divides a variable by a constant.
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
/// Multiplies a term by a constant.
public func * (term: Term, coefficient: Double) -> Term {
  Term(term.variable, term.coefficient * coefficient)
}
/// Multiplies a term by a constant.
public func * (coefficient: Double, term: Term) -> Term { term * coefficient }
/// Divides a term by a constant.
public func / (term: Term, divisor: Double) -> Term { term * (1 / divisor) }
/// Multiplies every term and the constant of an expression by a constant.
public func * (expression: Expression, coefficient: Double) -> Expression {
  Expression(
    expression.terms.map { $0 * coefficient }, constant: expression.constant * coefficient)
}
/// Multiplies every term and the constant of an expression by a constant.
public func * (coefficient: Double, expression: Expression) -> Expression {
  expression * coefficient
}
/// Divides every term and the constant of an expression by a constant.
public func / (expression: Expression, divisor: Double) -> Expression {
  expression * (1 / divisor)
}

// MARK: Negation

/// Negates a variable.
public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
/// Negates a term.
public prefix func - (term: Term) -> Term { term * -1 }
/// Negates an expression.
public prefix func - (expression: Expression) -> Expression { expression * -1 }

// MARK: Addition and subtraction

/// Adds two linear quantities.
public func + (lhs: Variable, rhs: Variable) -> Expression { sum(Expression(lhs), Expression(rhs)) }
/// Subtracts one linear quantity from another.
public func - (lhs: Variable, rhs: Variable) -> Expression {
  sum(Expression(lhs), -Expression(rhs))
}
/// Adds two linear quantities.
public func + (lhs: Variable, rhs: Term) -> Expression { sum(Expression(lhs), Expression(rhs)) }
/// Subtracts one linear quantity from another.
public func - (lhs: Variable, rhs: Term) -> Expression { sum(Expression(lhs), -Expression(rhs)) }
/// Adds two linear quantities.
public func + (lhs: Variable, rhs: Expression) -> Expression { sum(Expression(lhs), rhs) }
/// Subtracts one linear quantity from another.
public func - (lhs: Variable, rhs: Expression) -> Expression { sum(Expression(lhs), -rhs) }
/// Adds two linear quantities.
public func + (lhs: Term, rhs: Variable) -> Expression { sum(Expression(lhs), Expression(rhs)) }
/// Subtracts one linear quantity from another.
public func - (lhs: Term, rhs: Variable) -> Expression { sum(Expression(lhs), -Expression(rhs)) }
/// Adds two linear quantities.
public func + (lhs: Term, rhs: Term) -> Expression { sum(Expression(lhs), Expression(rhs)) }
/// Subtracts one linear quantity from another.
public func - (lhs: Term, rhs: Term) -> Expression { sum(Expression(lhs), -Expression(rhs)) }
/// Adds two linear quantities.
public func + (lhs: Term, rhs: Expression) -> Expression { sum(Expression(lhs), rhs) }
/// Subtracts one linear quantity from another.
public func - (lhs: Term, rhs: Expression) -> Expression { sum(Expression(lhs), -rhs) }
/// Adds two linear quantities.
public func + (lhs: Expression, rhs: Variable) -> Expression { sum(lhs, Expression(rhs)) }
/// Subtracts one linear quantity from another.
public func - (lhs: Expression, rhs: Variable) -> Expression { sum(lhs, -Expression(rhs)) }
/// Adds two linear quantities.
public func + (lhs: Expression, rhs: Term) -> Expression { sum(lhs, Expression(rhs)) }
/// Subtracts one linear quantity from another.
public func - (lhs: Expression, rhs: Term) -> Expression { sum(lhs, -Expression(rhs)) }
/// Adds two linear quantities.
public func + (lhs: Expression, rhs: Expression) -> Expression { sum(lhs, rhs) }
/// Subtracts one linear quantity from another.
public func - (lhs: Expression, rhs: Expression) -> Expression { sum(lhs, -rhs) }
/// Adds a constant.
public func + (lhs: Variable, rhs: Double) -> Expression { sum(Expression(lhs), Expression(rhs)) }
/// Subtracts a constant.
public func - (lhs: Variable, rhs: Double) -> Expression { sum(Expression(lhs), Expression(-rhs)) }
/// Adds a constant.
public func + (lhs: Double, rhs: Variable) -> Expression { sum(Expression(lhs), Expression(rhs)) }
/// Subtracts a linear quantity from a constant.
public func - (lhs: Double, rhs: Variable) -> Expression { sum(Expression(lhs), -Expression(rhs)) }
/// Adds a constant.
public func + (lhs: Term, rhs: Double) -> Expression { sum(Expression(lhs), Expression(rhs)) }
/// Subtracts a constant.
public func - (lhs: Term, rhs: Double) -> Expression { sum(Expression(lhs), Expression(-rhs)) }
/// Adds a constant.
public func + (lhs: Double, rhs: Term) -> Expression { sum(Expression(lhs), Expression(rhs)) }
/// Subtracts a linear quantity from a constant.
public func - (lhs: Double, rhs: Term) -> Expression { sum(Expression(lhs), -Expression(rhs)) }
/// Adds a constant.
public func + (lhs: Expression, rhs: Double) -> Expression { sum(lhs, Expression(rhs)) }
/// Subtracts a constant.
public func - (lhs: Expression, rhs: Double) -> Expression { sum(lhs, Expression(-rhs)) }
/// Adds a constant.
public func + (lhs: Double, rhs: Expression) -> Expression { sum(Expression(lhs), rhs) }
/// Subtracts a linear quantity from a constant.
public func - (lhs: Double, rhs: Expression) -> Expression { sum(Expression(lhs), -rhs) }

private func sum(_ lhs: Expression, _ rhs: Expression) -> Expression {
  // A side without terms adds only its constant: the other side's terms are shared as they are.
  if rhs.terms.isEmpty { return Expression(lhs.terms, constant: lhs.constant + rhs.constant) }
  if lhs.terms.isEmpty { return Expression(rhs.terms, constant: lhs.constant + rhs.constant) }
  return Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

// MARK: Comparisons

/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
  relate(Expression(lhs), .equal, Expression(rhs))
}
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Variable, rhs: Term) -> Constraint {
  relate(Expression(lhs), .equal, Expression(rhs))
}
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Variable, rhs: Expression) -> Constraint {
  relate(Expression(lhs), .equal, rhs)
}
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Variable, rhs: Double) -> Constraint {
  relate(Expression(lhs), .equal, Expression(rhs))
}
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Term, rhs: Variable) -> Constraint {
  relate(Expression(lhs), .equal, Expression(rhs))
}
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Term, rhs: Term) -> Constraint {
  relate(Expression(lhs), .equal, Expression(rhs))
}
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Term, rhs: Expression) -> Constraint { relate(Expression(lhs), .equal, rhs) }
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Term, rhs: Double) -> Constraint {
  relate(Expression(lhs), .equal, Expression(rhs))
}
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Expression, rhs: Variable) -> Constraint {
  relate(lhs, .equal, Expression(rhs))
}
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Expression, rhs: Term) -> Constraint { relate(lhs, .equal, Expression(rhs)) }
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Expression, rhs: Expression) -> Constraint { relate(lhs, .equal, rhs) }
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Expression, rhs: Double) -> Constraint { relate(lhs, .equal, Expression(rhs)) }
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Double, rhs: Variable) -> Constraint {
  relate(Expression(lhs), .equal, Expression(rhs))
}
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Double, rhs: Term) -> Constraint {
  relate(Expression(lhs), .equal, Expression(rhs))
}
/// An equation between two linear quantities, as a required constraint.
public func == (lhs: Double, rhs: Expression) -> Constraint { relate(Expression(lhs), .equal, rhs) }
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
  relate(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Variable, rhs: Term) -> Constraint {
  relate(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
  relate(Expression(lhs), .lessThanOrEqual, rhs)
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
  relate(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Term, rhs: Variable) -> Constraint {
  relate(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Term, rhs: Term) -> Constraint {
  relate(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Term, rhs: Expression) -> Constraint {
  relate(Expression(lhs), .lessThanOrEqual, rhs)
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Term, rhs: Double) -> Constraint {
  relate(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
  relate(lhs, .lessThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Expression, rhs: Term) -> Constraint {
  relate(lhs, .lessThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
  relate(lhs, .lessThanOrEqual, rhs)
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Expression, rhs: Double) -> Constraint {
  relate(lhs, .lessThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
  relate(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Double, rhs: Term) -> Constraint {
  relate(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func <= (lhs: Double, rhs: Expression) -> Constraint {
  relate(Expression(lhs), .lessThanOrEqual, rhs)
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
  relate(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Variable, rhs: Term) -> Constraint {
  relate(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
  relate(Expression(lhs), .greaterThanOrEqual, rhs)
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
  relate(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Term, rhs: Variable) -> Constraint {
  relate(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Term, rhs: Term) -> Constraint {
  relate(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Term, rhs: Expression) -> Constraint {
  relate(Expression(lhs), .greaterThanOrEqual, rhs)
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Term, rhs: Double) -> Constraint {
  relate(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
  relate(lhs, .greaterThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Expression, rhs: Term) -> Constraint {
  relate(lhs, .greaterThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
  relate(lhs, .greaterThanOrEqual, rhs)
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Expression, rhs: Double) -> Constraint {
  relate(lhs, .greaterThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
  relate(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Double, rhs: Term) -> Constraint {
  relate(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// An inequality between two linear quantities, as a required constraint.
public func >= (lhs: Double, rhs: Expression) -> Constraint {
  relate(Expression(lhs), .greaterThanOrEqual, rhs)
}

private func relate(_ lhs: Expression, _ op: RelationalOperator, _ rhs: Expression) -> Constraint {
  Constraint(sum(lhs, -rhs), op)
}
