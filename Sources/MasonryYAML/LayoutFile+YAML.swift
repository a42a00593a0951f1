import MasonryRender

extension LayoutFile {
  /// Reads a layout file written in YAML: the same layout as a JSON file, checked the same way,
  /// with every error at its line and column.
  ///
  /// ```swift
  /// let file = try LayoutFile(yaml: "root: {width: 320, height: 480}\n", file: "card.yaml")
  /// let layout = try LayoutBuilder.build(file)
  /// ```
  ///
  /// Scalars take YAML 1.1's core types as Yams resolves them (`null`, booleans, integers,
  /// floats, strings); `.inf` and `.nan` are refused like JSON's `NaN`. Flow collections may
  /// nest 256 deep, and aliases may expand the document to at most a million values.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - file: The file name, for errors.
  /// - Throws: A `LayoutFileError` at the first problem, with its line and column.
  public init(yaml text: String, file: String) throws(LayoutFileError) {
    try self.init(decoding: YAMLReader.read(text, file: file), file: file)
  }
}
