/// Why an equation could not be parsed, and where: an offset in characters.
package struct EquationError: Error, Hashable, Sendable {
  /// What is wrong.
  package var message: String
  /// Where, in characters from the start of the equation (its length when it ended too soon).
  package var offset: Int

  /// Creates an error.
  package init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }
}
