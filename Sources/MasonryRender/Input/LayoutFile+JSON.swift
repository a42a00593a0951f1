extension LayoutFile {
  /// Reads a layout file written in JSON, checking its syntax, keys, types and ranges; the
  /// views' parents and the constraints' names are checked when it is built
  /// (``LayoutBuilder``).
  ///
  /// ```swift
  /// let text = try String(contentsOfFile: "card.json", encoding: .utf8)
  /// let file = try LayoutFile(json: text, file: "card.json")
  /// // throws card.json:1:17: error: a trailing comma is not allowed in JSON
  /// ```
  ///
  /// The text must be exactly JSON (RFC 8259): no comments, no trailing commas, no `NaN` or
  /// `Infinity`, control characters in strings escaped, no key twice in an object, objects and
  /// arrays nested at most 256 deep. The format of layout files is described in
  /// `Examples/README.md`.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - file: The file name, for errors.
  /// - Throws: A ``LayoutFileError`` at the first problem, with its line and column.
  public init(json text: String, file: String) throws(LayoutFileError) {
    try self.init(decoding: JSONReader.read(text, file: file), file: file)
  }
}
