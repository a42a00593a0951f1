/// A place in a layout file: a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars (characters, for the text people write), not bytes, so that a
/// column points at the same character in any editor that counts characters.
public struct SourceLocation: Hashable, Sendable, Comparable {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in Unicode scalars.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The start of a file.
  public static let start = SourceLocation(line: 1, column: 1)

  /// Orders locations as they appear in the file.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
