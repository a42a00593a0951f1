/// Why a layout file could not be read, built or laid out, and where.
///
/// Every problem with the input — malformed JSON or YAML, an unknown view or attribute, a visual
/// format Apple's parser would reject, a cycle in the parent chain, a non-finite number, a file
/// that cannot be read — is one of these; reading a file never traps. The ``description`` is the
/// compiler-style line the command-line tool prints:
///
/// ```text
/// Examples/card.json:12:27: error: unknown view 'avatr'
/// ```
public struct LayoutFileError: Error, Hashable, Sendable {
  /// The file, as it was named to the reader.
  public var file: String
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong, in one sentence.
  public var message: String

  /// Creates an error.
  public init(file: String, location: SourceLocation, message: String) {
    self.file = file
    self.location = location
    self.message = message
  }

  /// The line of the problem, from 1.
  public var line: Int { location.line }
  /// The column of the problem, from 1, in Unicode scalars.
  public var column: Int { location.column }

  /// The error with the offending line of `source` under it and a caret at the column, as a
  /// compiler prints it; just ``description`` when the line is not in `source`.
  ///
  /// ```text
  /// card.json:3:24: error: unknown attribute 'topp' of 'card'
  ///     "title.top == card.topp + 20",
  ///                        ^
  /// ```
  public func annotated(source: String) -> String {
    let lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return description }
    let scalars = Array(lines[line - 1])
    // A long line is cut to the part around the column.
    let window = 60
    let lower = max(0, column - 1 - window)
    let upper = min(scalars.count, column - 1 + window)
    var text = lower > 0 ? "…" : ""
    var padding = lower > 0 ? " " : ""
    for offset in lower..<max(lower, upper) {
      // Tabs stay, so that the caret lines up; other control characters would not print.
      let scalar = scalars[offset]
      let isTab = scalar == "\t"
      let printable = isTab || (scalar.value >= 0x20 && scalar.value != 0x7F)
      text.unicodeScalars.append(printable ? scalar : " ")
      if offset < column - 1 { padding += isTab ? "\t" : " " }
    }
    if upper < scalars.count { text += "…" }
    return description + "\n" + text + "\n" + padding + "^"
  }
}

extension LayoutFileError: CustomStringConvertible {
  /// `FILE:LINE:COLUMN: error: MESSAGE`.
  public var description: String {
    "\(file):\(line):\(column): error: \(message)"
  }
}
