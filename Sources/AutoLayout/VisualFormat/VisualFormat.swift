extension LayoutConstraint {
  /// Makes the constraints a line of Apple's Visual Format Language describes.
  ///
  /// ```swift
  /// let constraints = try LayoutConstraint.constraints(
  ///   withVisualFormat: "|-[label]-(>=gap)-[button(==64@750)]-|",
  ///   options: .alignAllCenterY,
  ///   metrics: ["gap": 12],
  ///   views: ["label": label, "button": button])
  /// LayoutConstraint.activate(constraints)
  /// ```
  ///
  /// The constraints come back inactive, as Apple's do, in a fixed order: left to right through
  /// the format — each connection's spaces and each view's size predicates where they stand —
  /// then the alignments, pair of neighbouring views by pair, in ascending option value. See
  /// <doc:VisualFormatLanguage> for the grammar and what each part makes.
  ///
  /// - Parameters:
  ///   - format: The format, for example `H:|-[a]-[b(==a)]-|` or `V:[a]-20-[b]`.
  ///   - options: Alignments perpendicular to the format, a direction and a spacing.
  ///   - metrics: The values of the names used as numbers.
  ///   - views: The views the format names. Names not in the format are ignored; a layout guide
  ///     named in the format is an error, as in Apple's API.
  ///   - spacing: What a bare `-` stands for (``VisualFormatSpacing/standard`` by default).
  ///   - file: The file the constraints are recorded as made in, for diagnostics.
  ///   - line: The line the constraints are recorded as made on.
  /// - Returns: The constraints, inactive.
  /// - Throws: ``VisualFormatError`` with Apple's message and the position of the problem, for
  ///   any malformed format, unknown name or invalid option; it never traps.
  public static func constraints(
    withVisualFormat format: String, options: LayoutFormatOptions = [],
    metrics: [String: Double] = [:], views: [String: LayoutItem],
    spacing: VisualFormatSpacing = .standard, file: String = #fileID, line: Int = #line
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    var parser = VisualFormatParser(
      format: format, options: options, metrics: metrics, views: views)
    let parsed = try parser.parse()
    let builder = VisualFormatBuilder(options: options, spacing: spacing, file: file, line: line)
    return builder.constraints(for: parsed)
  }
}
