/// Why a visual format string could not be turned into constraints, and where.
///
/// The ``message`` is Apple's wording where Apple has one. The ``description`` prints the error as
/// Apple's exception does, with a caret under the ``position``:
///
/// ```text
/// Unable to parse constraint format:
/// Expected a view
/// H:|-10-|
///        ^
/// ```
public struct VisualFormatError: Error, Hashable, Sendable {
  /// What is wrong, for example `Expected a view`.
  public let message: String
  /// The format string that was parsed.
  public let format: String
  /// Where the problem is: a 0-based offset in the characters of ``format``, from 0 up to and
  /// including `format.count` (the end, when more input was expected).
  public let position: Int

  /// Creates an error.
  public init(message: String, format: String, position: Int) {
    self.message = message
    self.format = format
    self.position = position
  }
}

extension VisualFormatError: CustomStringConvertible {
  /// The error in Apple's four lines: a heading, the message, the format, and a caret under the
  /// position.
  ///
  /// Like Apple's, the first three lines end with a space.
  public var description: String {
    "Unable to parse constraint format: \n\(message) \n\(format) \n"
      + String(repeating: " ", count: max(0, position)) + "^"
  }
}
