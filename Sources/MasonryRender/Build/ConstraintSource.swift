/// Where a constraint of a layout file was written: its line and its text.
public struct ConstraintSource: Hashable, Sendable {
  /// The line.
  public var line: Int
  /// The equation or visual format, as written.
  public var text: String

  /// Creates a source.
  public init(line: Int, text: String) {
    self.line = line
    self.text = text
  }
}
