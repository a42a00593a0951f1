import AutoLayout

/// The rules for the names a layout file uses: view ids, metric names, option names, colours.
package enum Names {
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

// MARK: Stacks

extension Names {
  /// A stack's axes by name.
  static let axes: [(String, Axis)] = [("horizontal", .horizontal), ("vertical", .vertical)]

  /// A stack's distributions by UIKit's names.
  static let distributions: [(String, StackView.Distribution)] = [
    ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
    ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
  ]

  /// A stack's alignments by UIKit's names; `top` is `leading` and `bottom` is `trailing`, as
  /// in UIKit.
  static let alignments: [(String, StackView.Alignment)] = [
    ("fill", .fill), ("leading", .leading), ("top", .top), ("center", .center),
    ("trailing", .trailing), ("bottom", .bottom), ("firstBaseline", .firstBaseline),
    ("lastBaseline", .lastBaseline),
  ]

  /// Words for an axis that are not its name, by the name meant.
  static let axisHints = ["row": "horizontal", "column": "vertical"]

  /// Words for an alignment that are not its name (lowercased), by the name meant.
  static let alignmentHints = [
    "baseline": "firstBaseline", "middle": "center", "centerx": "center", "centery": "center",
  ]

  /// The word that stands for the system spacing.
  static let systemSpacing = "system"

  /// The name among `names` that `text` most likely meant — differing in case, by a letter or
  /// two, or a neighbour swapped, or cut short — or nil when none is close.
  ///
  /// `hints` maps other words people write to a name (`row` to `horizontal`).
  static func nearest(
    to text: String, among names: [String], hints: [String: String] = [:]
  ) -> String? {
    // Long text is not a misspelt name, and would make the distance slow.
    guard text.count <= 64 else { return nil }
    let lower = text.lowercased()
    if let hint = hints[lower] { return hint }
    var best: (name: String, distance: Int)?
    for name in names {
      let distance = editDistance(lower, name.lowercased())
      if distance < (best?.distance ?? Int.max) { best = (name, distance) }
    }
    if let best, best.distance <= max(1, best.name.count / 4) { return best.name }
    // A name cut short: `fillProp` for `fillProportionally`.
    guard lower.count >= 3 else { return nil }
    return names.first { $0.lowercased().hasPrefix(lower) }
  }

  /// The edit distance between two words, a swap of neighbours counting as one edit (the
  /// optimal string alignment distance).
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  /// The message for an unknown name: `unknown axis 'vertikal' in stack 'form'; did you mean
  /// 'vertical'? Expected horizontal or vertical`.
  static func unknown(
    _ what: String, _ text: String, in context: String, among names: [String],
    hints: [String: String] = [:]
  ) -> String {
    let expected =
      names.count == 2
      ? "\(names[0]) or \(names[1])"
      : "one of: \(names.joined(separator: ", "))"
    guard let near = nearest(to: text, among: names, hints: hints) else {
      return "unknown \(what) '\(text)' in \(context); expected \(expected)"
    }
    return "unknown \(what) '\(text)' in \(context); did you mean '\(near)'? Expected \(expected)"
  }
}
