/// Where a constraint of a layout file was written: its line and column, and its text.
///
/// The column is that of the constraint's first character (the equation or visual format
/// string's, inside its quotes), counted in Unicode scalars from 1, as ``SourceLocation``
/// counts. Every constraint a visual format makes has the format's source.
public struct ConstraintSource: Hashable, Sendable {
  /// The line, from 1.
  public var line: Int
  /// The column of the constraint's first character, from 1.
  public var column: Int
  /// The equation or visual format, as written.
  public var text: String

  /// Creates a source at the start of a line.
  public init(line: Int, text: String) {
    self.init(line: line, column: 1, text: text)
  }

  /// Creates a source at a line and column.
  public init(line: Int, column: Int, text: String) {
    self.line = line
    self.column = column
    self.text = text
  }

  /// The line and column.
  public var location: SourceLocation {
    SourceLocation(line: line, column: column)
  }
}
