/// Options for ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:spacing:file:line:)``,
/// with the raw values of Apple's `NSLayoutConstraint.FormatOptions`.
///
/// Combine at most one direction, at most one spacing, and any alignments perpendicular to the
/// format's orientation:
///
/// ```swift
/// let row = try LayoutConstraint.constraints(
///   withVisualFormat: "|-[icon]-[title]-|",
///   options: [.alignAllCenterY, .directionLeftToRight],
///   views: ["icon": icon, "title": title])
/// ```
///
/// An alignment bit is `1 << attribute.rawValue` for the ``LayoutAttribute`` it aligns.
public struct LayoutFormatOptions: OptionSet, Hashable, Sendable {
  /// The bits, as in Apple's `NSLayoutConstraint.FormatOptions`.
  public let rawValue: UInt

  /// Creates options from their bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Aligns the left edges of all the views in the format (vertical formats only).
  public static let alignAllLeft = LayoutFormatOptions(rawValue: 1 << 1)
  /// Aligns the right edges of all the views in the format (vertical formats only).
  public static let alignAllRight = LayoutFormatOptions(rawValue: 1 << 2)
  /// Aligns the top edges of all the views in the format (horizontal formats only).
  public static let alignAllTop = LayoutFormatOptions(rawValue: 1 << 3)
  /// Aligns the bottom edges of all the views in the format (horizontal formats only).
  public static let alignAllBottom = LayoutFormatOptions(rawValue: 1 << 4)
  /// Aligns the leading edges of all the views in the format (vertical formats only).
  public static let alignAllLeading = LayoutFormatOptions(rawValue: 1 << 5)
  /// Aligns the trailing edges of all the views in the format (vertical formats only).
  public static let alignAllTrailing = LayoutFormatOptions(rawValue: 1 << 6)
  /// Aligns the horizontal centres of all the views in the format (vertical formats only).
  public static let alignAllCenterX = LayoutFormatOptions(rawValue: 1 << 9)
  /// Aligns the vertical centres of all the views in the format (horizontal formats only).
  public static let alignAllCenterY = LayoutFormatOptions(rawValue: 1 << 10)
  /// Aligns the last baselines of all the views in the format (horizontal formats only).
  public static let alignAllLastBaseline = LayoutFormatOptions(rawValue: 1 << 11)
  /// Apple's older name for ``alignAllLastBaseline``.
  public static let alignAllBaseline = alignAllLastBaseline
  /// Aligns the first baselines of all the views in the format (horizontal formats only).
  public static let alignAllFirstBaseline = LayoutFormatOptions(rawValue: 1 << 12)
  /// The bits that hold alignments.
  public static let alignmentMask = LayoutFormatOptions(rawValue: 0xFFFF)

  /// Horizontal formats run from leading to trailing and make leading and trailing
  /// constraints, which follow the layout direction (the default, no bits).
  public static let directionLeadingToTrailing = LayoutFormatOptions([])
  /// Horizontal formats run from left to right and make left and right constraints.
  public static let directionLeftToRight = LayoutFormatOptions(rawValue: 1 << 16)
  /// Horizontal formats run from right to left and make right and left constraints.
  public static let directionRightToLeft = LayoutFormatOptions(rawValue: 2 << 16)
  /// The bits that hold the direction.
  public static let directionMask = LayoutFormatOptions(rawValue: 0x3 << 16)

  /// Spaces between views are measured from edge to edge (the default, no bits).
  public static let spacingEdgeToEdge = LayoutFormatOptions([])
  /// Spaces between views in a vertical format are measured from the last baseline of one view
  /// to the first baseline of the next.
  public static let spacingBaselineToBaseline = LayoutFormatOptions(rawValue: 1 << 19)
  /// The bits that hold the spacing.
  public static let spacingMask = LayoutFormatOptions(rawValue: 0x1 << 19)

  /// The attributes the alignment bits name, in ascending raw value.
  var alignmentAttributes: [LayoutAttribute] {
    LayoutAttribute.allCases.filter {
      $0 != .notAnAttribute && $0.rawValue < 16 && rawValue & (1 << UInt($0.rawValue)) != 0
    }
  }

  /// The alignment bits that name an attribute a format can align on.
  static let knownAlignments: LayoutFormatOptions = [
    .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading,
    .alignAllTrailing, .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline,
    .alignAllFirstBaseline,
  ]

  /// Every bit that has a meaning.
  static let known: LayoutFormatOptions = knownAlignments.union(.directionMask).union(
    .spacingMask)
}
