import AutoLayout

/// The rules for the names a layout file uses: view ids, metric names, option names, colours.
enum Names {
  /// Whether `text` is a C identifier: a letter or `_`, then letters, digits and `_` — the
  /// names the Visual Format Language accepts, so every view id works in a format.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, isIdentifierStart(first) else { return false }
    return text.utf8.allSatisfy { isIdentifierStart($0) || ($0 >= 48 && $0 <= 57) }
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
  }

  /// The id of the root view.
  static let root = "root"
  /// The name that stands for the superview of an equation's first item.
  static let superview = "superview"

  /// Whether `text` is a colour the pictures can use as it is: `#rgb`, `#rgba`, `#rrggbb`,
  /// `#rrggbbaa`, or a CSS colour name (letters only).
  ///
  /// Anything else could break out of an SVG attribute, so it is refused.
  static func isColor(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    if bytes.first == UInt8(ascii: "#") {
      let digits = bytes.dropFirst()
      return [3, 4, 6, 8].contains(digits.count)
        && digits.allSatisfy {
          ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) || ($0 >= 65 && $0 <= 70)
        }
    }
    return !bytes.isEmpty && bytes.count <= 30
      && bytes.allSatisfy { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) }
  }

  /// The visual-format options by Apple's names (`alignAllCenterY`, `directionLeftToRight`…).
  static let formatOptions: [(String, LayoutFormatOptions)] = [
    ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight),
    ("alignAllTop", .alignAllTop), ("alignAllBottom", .alignAllBottom),
    ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
    ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
    ("alignAllLastBaseline", .alignAllLastBaseline), ("alignAllBaseline", .alignAllBaseline),
    ("alignAllFirstBaseline", .alignAllFirstBaseline),
    ("directionLeadingToTrailing", .directionLeadingToTrailing),
    ("directionLeftToRight", .directionLeftToRight),
    ("directionRightToLeft", .directionRightToLeft),
    ("spacingEdgeToEdge", .spacingEdgeToEdge),
    ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
  ]

  /// The layout directions by name.
  static let directions: [(String, LayoutDirection)] = [
    ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft), ("ltr", .leftToRight),
    ("rtl", .rightToLeft),
  ]
}
