// Building terms, expressions and constraints with the operators, reducing expressions, and
// their descriptions.

import Testing

@testable import Cassowary

/// The terms of an expression as (variable, coefficient) pairs, for comparison.
private func pairs(_ expression: Expression) -> [(ObjectIdentifier, Double)] {
  expression.terms.map { (ObjectIdentifier($0.variable), $0.coefficient) }
}

/// Expects an expression to have exactly these terms, in this order, and this constant.
private func expectExpression(
  _ expression: Expression, _ terms: [(Variable, Double)], constant: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = pairs(expression)
  let expected = terms.map { (ObjectIdentifier($0.0), $0.1) }
  #expect(
    actual.count == expected.count
      && zip(actual, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 },
    "terms of \(expression) are \(expression.terms.map { "\($0.coefficient) * \($0.variable)" })",
    sourceLocation: sourceLocation)
  #expect(
    expression.constant == constant, "constant of \(expression)", sourceLocation: sourceLocation)
}

@Suite("Expressions")
struct ExpressionTests {
  let x = Variable("x"), y = Variable("y"), z = Variable("z")

  @Test("multiplying, dividing and negating variables and terms makes terms")
  func terms() {
    let cases: [(Term, Double)] = [
      (2 * x, 2), (x * 3, 3), (x / 4, 0.25), (-x, -1), (-(2 * x), -2),
      ((2 * x) * 3, 6), (3 * (2 * x), 6), ((6 * x) / 4, 1.5), (Term(x), 1), (Term(x, -1.5), -1.5),
    ]
    for (term, coefficient) in cases {
      #expect(term.variable === x)
      #expect(term.coefficient == coefficient)
    }
  }

  @Test("sums keep their terms in order and add their constants")
  func sums() {
    // 2x + y - 10
    expectExpression(2 * x + y - 10, [(x, 2), (y, 1)], constant: -10)
    // 3 - x
    expectExpression(3 - x, [(x, -1)], constant: 3)
    // x - y: the subtracted variable gets -1
    expectExpression(x - y, [(x, 1), (y, -1)], constant: 0)
    // 2x - 3y + 4z + 1
    expectExpression(2 * x - 3 * y + 4 * z + 1, [(x, 2), (y, -3), (z, 4)], constant: 1)
    // 5 + 2x, 5 - 2x
    expectExpression(5 + 2 * x, [(x, 2)], constant: 5)
    expectExpression(5 - 2 * x, [(x, -2)], constant: 5)
    // term +/- variable, term +/- term
    expectExpression(2 * x + y, [(x, 2), (y, 1)], constant: 0)
    expectExpression(2 * x - y, [(x, 2), (y, -1)], constant: 0)
    expectExpression(2 * x - 3 * y, [(x, 2), (y, -3)], constant: 0)
    // variable +/- term
    expectExpression(x + 2 * y, [(x, 1), (y, 2)], constant: 0)
    expectExpression(x - 2 * y, [(x, 1), (y, -2)], constant: 0)
    // expression +/- expression: (x + 1) - (y - 2) = x - y + 3
    expectExpression((x + 1) - (y - 2), [(x, 1), (y, -1)], constant: 3)
    expectExpression((x + 1) + (y - 2), [(x, 1), (y, 1)], constant: -1)
    // variable/term minus expression distributes the sign: x - (y + 2z - 4) = x - y - 2z + 4
    expectExpression(x - (y + 2 * z - 4), [(x, 1), (y, -1), (z, -2)], constant: 4)
    expectExpression(3 * x - (y + 1), [(x, 3), (y, -1)], constant: -1)
    // constant minus expression: 10 - (x + y) = -x - y + 10
    expectExpression(10 - (x + y), [(x, -1), (y, -1)], constant: 10)
    // constant plus term, term plus constant, term minus constant
    expectExpression(1.5 + 2 * x, [(x, 2)], constant: 1.5)
    expectExpression(2 * x + 1.5, [(x, 2)], constant: 1.5)
    expectExpression(2 * x - 1.5, [(x, 2)], constant: -1.5)
    // Duplicates are kept until reduced: x + x
    expectExpression(x + x, [(x, 1), (x, 1)], constant: 0)
  }

  @Test("scaling and negating expressions scales every term and the constant")
  func scaling() {
    expectExpression((x + 1) * 2, [(x, 2)], constant: 2)
    expectExpression(2 * (x + y), [(x, 2), (y, 2)], constant: 0)
    expectExpression((x + y - 6) / 2, [(x, 0.5), (y, 0.5)], constant: -3)
    expectExpression(-(x + y - 3), [(x, -1), (y, -1)], constant: 3)
    expectExpression(-(2 * x - 4) * 3, [(x, -6)], constant: 12)
  }

  @Test("expression initializers")
  func initializers() {
    expectExpression(Expression(), [], constant: 0)
    expectExpression(Expression(x), [(x, 1)], constant: 0)
    expectExpression(Expression(Term(y, 4)), [(y, 4)], constant: 0)
    expectExpression(Expression(7), [], constant: 7)
    expectExpression(
      Expression([Term(x, 2), Term(y, -1)], constant: 3), [(x, 2), (y, -1)], constant: 3)
  }

  @Test("reduced merges each variable's terms in order of first appearance and drops zeros")
  func reduced() {
    // y + x + 2y - 5 -> 3y + x - 5
    expectExpression((y + x + 2 * y - 5).reduced(), [(y, 3), (x, 1)], constant: -5)
    // x + x -> 2x
    expectExpression((x + x).reduced(), [(x, 2)], constant: 0)
    // x - x + 4 -> 4 with no terms
    expectExpression((x - x + 4).reduced(), [], constant: 4)
    // 2x + y - 2x + z -> y + z (the zero x is dropped, the order of y and z kept)
    expectExpression((2 * x + y - 2 * x + z).reduced(), [(y, 1), (z, 1)], constant: 0)
    // Variables with the same name are different.
    let other = Variable("x")
    expectExpression((x + other).reduced(), [(x, 1), (other, 1)], constant: 0)
  }

  @Test("comparisons build constraints of lhs - rhs, reduced, required by default")
  func constraints() {
    // x + 2 == 3y - x  ->  2x - 3y + 2 == 0
    let c1 = x + 2 == 3 * y - x
    expectExpression(c1.expression, [(x, 2), (y, -3)], constant: 2)
    #expect(c1.relation == .equal)
    #expect(c1.strength == .required)
    #expect(c1.isRequired)
    // x <= 5  ->  x - 5 <= 0
    let c2 = x <= 5
    expectExpression(c2.expression, [(x, 1)], constant: -5)
    #expect(c2.relation == .lessThanOrEqual)
    // 5 >= x  ->  -x + 5 >= 0
    let c3 = 5 >= x
    expectExpression(c3.expression, [(x, -1)], constant: 5)
    #expect(c3.relation == .greaterThanOrEqual)
    // 2x >= y  ->  2x - y >= 0
    let c4 = 2 * x >= y
    expectExpression(c4.expression, [(x, 2), (y, -1)], constant: 0)
    // term == term, double == term, term <= expression
    expectExpression((2 * x == 3 * y).expression, [(x, 2), (y, -3)], constant: 0)
    expectExpression((4 == 2 * x).expression, [(x, -2)], constant: 4)
    expectExpression((2 * x <= y + 1).expression, [(x, 2), (y, -1)], constant: -1)
    // x == x + 1 reduces to the constant -1 with no terms
    expectExpression((x == x + 1).expression, [], constant: -1)
  }

  @Test("a constraint made from an unreduced expression is reduced")
  func constraintInitReduces() {
    let c = Constraint(
      Expression([Term(x, 1), Term(y, 2), Term(x, 3)], constant: 1), .lessThanOrEqual,
      strength: .weak)
    expectExpression(c.expression, [(x, 4), (y, 2)], constant: 1)
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.strength == .weak)
    let copy = Constraint(c, strength: .strong)
    #expect(copy !== c)
    expectExpression(copy.expression, [(x, 4), (y, 2)], constant: 1)
    #expect(copy.strength == .strong)
    #expect(copy.relation == .lessThanOrEqual)
    #expect(c.strength == .weak)
  }

  @Test("descriptions read as the expressions are written")
  func descriptions() {
    #expect(Term(x).description == "x")
    #expect((2 * x).description == "2 * x")
    #expect((0.5 * x).description == "0.5 * x")
    #expect((-x).description == "-1 * x")
    #expect((2 * x + y - 10).description == "2 * x + y - 10")
    #expect((-x + 3).description == "-x + 3")
    #expect((-2 * x - y).description == "-2 * x - y")
    #expect((x - 0.25).description == "x - 0.25")
    #expect(Expression(7).description == "7")
    #expect(Expression().description == "0")
    #expect(Expression(-2.5).description == "-2.5")
    #expect(((x == 5) | .strong).description == "x - 5 == 0 | strong")
    #expect((x >= y).description == "x - y >= 0 | required")
    #expect(((2 * x <= 1) | 1234.5).description == "2 * x - 1 <= 0 | 1234.5")
    #expect(RelationalOperator.lessThanOrEqual.description == "<=")
    #expect(RelationalOperator.equal.description == "==")
    #expect(RelationalOperator.greaterThanOrEqual.description == ">=")
  }

  @Test("variable descriptions use the name, or v and a number when there is none")
  func variableDescriptions() {
    #expect(x.description == "x")
    let unnamed = Variable()
    #expect(unnamed.name == "")
    #expect(unnamed.description.hasPrefix("v"))
    #expect(Int(unnamed.description.dropFirst()) != nil)
    #expect(unnamed.value == 0)
  }

  @Test("an expression's value uses the variables' current values")
  func expressionValue() throws {
    let solver = Solver()
    try solver.addConstraints([x == 2, y == -3, z == 0.5])
    solver.updateVariables()
    // 2*2 + (-3) - 10 = -9; 4*0.5 - 2 = 0
    #expect((2 * x + y - 10).value == -9)
    #expect((4 * z - x).value == 0)
    #expect(Expression(5).value == 5)
  }

  @Test("isSatisfied checks each relation within a tolerance scaled by the constant")
  func isSatisfied() {
    let a = Variable("a")
    a.value = 10
    #expect((a == 10).isSatisfied())
    #expect(!(a == 11).isSatisfied())
    #expect((a <= 10).isSatisfied())
    #expect((a <= 11).isSatisfied())
    #expect(!(a <= 9).isSatisfied())
    #expect((a >= 10).isSatisfied())
    #expect(!(a >= 11).isSatisfied())
    // The slack is 1e-6 * max(1, |-10|) = 1e-5: off by 1e-7 is within it, off by 1e-4 is not.
    a.value = 10 + 1e-7
    #expect((a == 10).isSatisfied())
    #expect((a <= 10).isSatisfied())
    a.value = 10 + 1e-4
    #expect(!(a == 10).isSatisfied())
    #expect(!(a <= 10).isSatisfied())
    #expect((a >= 10).isSatisfied())
    // The slack is tolerance * max(1, |constant|): with a constant of 1e6 an error of 0.5 is
    // within 1e-6 * 1e6 = 1, an error of 2 is not.
    a.value = 1e6 + 0.5
    #expect((a == 1e6).isSatisfied())
    a.value = 1e6 + 2
    #expect(!(a == 1e6).isSatisfied())
    // A custom tolerance.
    a.value = 10.05
    #expect((a == 10).isSatisfied(tolerance: 0.01))
    #expect(!(a == 10).isSatisfied(tolerance: 0.001))
  }
}
