/// A font as text is measured and drawn in: families, size, weight and slant.
///
/// The family is a list in CSS's words, most wanted first (`"DejaVu Sans"`, or
/// `"Helvetica, Arial, sans-serif"`): the SVG and the HTML inspector write it as it is, and
/// the Pango measurer hands the same list to fontconfig, so that a browser and Pango pick the
/// same font file. The built-in ``TextMeasurer`` reads only the size.
///
/// ```swift
/// let title = Font(family: "DejaVu Sans", size: 20, weight: .bold)
/// let body = Font(size: 15)   // the default families, regular, upright
/// ```
public struct Font: Hashable, Sendable {
  /// How heavy the strokes are, on CSS's scale of 1 to 1000 (400 regular, 700 bold).
  public struct Weight: Hashable, Comparable, Sendable {
    /// The weight's number, 1 to 1000.
    public var value: Int

    /// A weight by its number, clamped to 1…1000.
    public init(_ value: Int) {
      self.value = min(1000, max(1, value))
    }

    /// 100.
    public static let thin = Weight(100)
    /// 200.
    public static let extraLight = Weight(200)
    /// 300.
    public static let light = Weight(300)
    /// 400: the default.
    public static let regular = Weight(400)
    /// 500.
    public static let medium = Weight(500)
    /// 600.
    public static let semibold = Weight(600)
    /// 700.
    public static let bold = Weight(700)
    /// 800.
    public static let heavy = Weight(800)
    /// 900.
    public static let black = Weight(900)

    /// The weights by the names a layout file may use (CSS's `normal` and `bold` among them).
    public static let names: [(name: String, weight: Weight)] = [
      ("thin", .thin), ("extraLight", .extraLight), ("light", .light), ("regular", .regular),
      ("normal", .regular), ("medium", .medium), ("semibold", .semibold), ("bold", .bold),
      ("heavy", .heavy), ("extraBold", .heavy), ("black", .black),
    ]

    /// Whether one weight is lighter than another.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
  }

  /// The families when none is given: the stack the SVG and the inspector have always named.
  public static let defaultFamily = "Helvetica, Arial, sans-serif"
  /// The size when none is given, in points.
  public static let defaultSize = 17.0

  /// The families, most wanted first, comma-separated as in CSS.
  public var family: String
  /// The size in points (CSS pixels): the em square.
  public var size: Double
  /// The weight.
  public var weight: Weight
  /// Whether the font slants (italic or oblique).
  public var isItalic: Bool

  /// Creates a font.
  public init(
    family: String = Font.defaultFamily, size: Double = Font.defaultSize,
    weight: Weight = .regular, isItalic: Bool = false
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.isItalic = isItalic
  }

  /// The families as CSS's `font-family` value: names made of CSS identifiers as they are
  /// (`DejaVu Sans`, `sans-serif`), others in single quotes; quotes and backslashes in names
  /// are dropped (they could end an attribute).
  public var cssFamily: String {
    familyNames.map { name in
      Font.isPlainIdentifiers(name) ? name : "'\(name)'"
    }.joined(separator: ", ")
  }

  /// Whether CSS reads `name` unquoted as the family it is: words that are identifiers (a
  /// letter, `_` or `-` first, then letters, digits, `_` and `-`), none of them a CSS-wide
  /// keyword.
  private static func isPlainIdentifiers(_ name: String) -> Bool {
    let keywords: Set<String> = ["inherit", "initial", "unset", "default", "revert"]
    return name.split(separator: " ").allSatisfy { word in
      guard let first = word.unicodeScalars.first, !keywords.contains(word.lowercased()) else {
        return false
      }
      func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
          || scalar == "-"
      }
      return isLetter(first)
        && word.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
  }

  /// The family names, trimmed, without quotes, empty ones left out.
  public var familyNames: [String] {
    family.split(separator: ",").map { part in
      let kept = part.unicodeScalars.filter { $0 != "\"" && $0 != "'" && $0 != "\\" }
      return String(String.UnicodeScalarView(kept)).trimmingSpaces()
    }.filter { !$0.isEmpty }
  }
}

extension String {
  /// The string without spaces and tabs at either end.
  fileprivate func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
      let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
    else { return "" }
    return String(scalars[first...last])
  }
}
