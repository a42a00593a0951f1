/// Why an equation could not be parsed, and where: an offset in characters.
public struct EquationError: Error, Hashable, Sendable {
  /// What is wrong.
  public var message: String
  /// Where, in characters from the start of the equation (its length when it ended too soon).
  public var offset: Int

  /// Creates an error.
  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }
}
