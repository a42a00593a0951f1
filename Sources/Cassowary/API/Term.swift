/// A variable multiplied by a coefficient, such as `2 * x`.
public struct Term: Sendable {
  /// The variable.
  public var variable: Variable
  /// The coefficient that multiplies the variable.
  public var coefficient: Double

  /// Creates the term `coefficient * variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

extension Term: CustomStringConvertible {
  /// The term as `coefficient * name`, or just the name when the coefficient is 1.
  public var description: String {
    coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
  }
}

/// Formats a number without a trailing `.0` when it is whole, for readable descriptions.
package func formatNumber(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return "\(value)"
}
