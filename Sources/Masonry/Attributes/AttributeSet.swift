import AutoLayout

/// The DSL's attributes, declared once: each member is one attribute with Masonry's bit
/// (`1 << attribute.rawValue`), and a set of them is what `make.attributes(...)` takes.
///
/// ```swift
/// make.attributes([.top, .leading, .trailing]).equalTo(superview).inset(8)
/// ```
///
/// The maker's, the chain's and the `mas` namespace's properties (`make.top`, `make.top.left`,
/// `view.mas.top`) are made from these members (see ``NamedAttributes``), so a name means the
/// same attribute everywhere. The bits run in Masonry's fixed order — left, right, top, bottom,
/// leading, trailing, width, height, centerX, centerY, baseline, firstBaseline, then the margins
/// — which is the order of `LayoutAttribute`'s raw values, and the order in which a set makes
/// its constraints.
///
/// The last baseline and `baseline` are one attribute: Masonry gave both names the same bit and
/// made two identical constraints for it; this set makes one.
public struct AttributeSet: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt32

  /// A set from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  private init(_ attribute: LayoutAttribute) { rawValue = 1 << UInt32(attribute.rawValue) }

  /// The left edge.
  public static let left = AttributeSet(.left)
  /// The right edge.
  public static let right = AttributeSet(.right)
  /// The top edge.
  public static let top = AttributeSet(.top)
  /// The bottom edge.
  public static let bottom = AttributeSet(.bottom)
  /// The leading edge (left in a left-to-right layout).
  public static let leading = AttributeSet(.leading)
  /// The trailing edge (right in a left-to-right layout).
  public static let trailing = AttributeSet(.trailing)
  /// The width.
  public static let width = AttributeSet(.width)
  /// The height.
  public static let height = AttributeSet(.height)
  /// The horizontal centre.
  public static let centerX = AttributeSet(.centerX)
  /// The vertical centre.
  public static let centerY = AttributeSet(.centerY)
  /// The last baseline (Masonry's `baseline`).
  public static let baseline = AttributeSet(.lastBaseline)
  /// The first baseline.
  public static let firstBaseline = AttributeSet(.firstBaseline)
  /// The last baseline (the same bit as ``baseline``).
  public static let lastBaseline = AttributeSet(.lastBaseline)
  /// The left margin.
  public static let leftMargin = AttributeSet(.leftMargin)
  /// The right margin.
  public static let rightMargin = AttributeSet(.rightMargin)
  /// The top margin.
  public static let topMargin = AttributeSet(.topMargin)
  /// The bottom margin.
  public static let bottomMargin = AttributeSet(.bottomMargin)
  /// The leading margin.
  public static let leadingMargin = AttributeSet(.leadingMargin)
  /// The trailing margin.
  public static let trailingMargin = AttributeSet(.trailingMargin)
  /// The horizontal centre within the margins.
  public static let centerXWithinMargins = AttributeSet(.centerXWithinMargins)
  /// The vertical centre within the margins.
  public static let centerYWithinMargins = AttributeSet(.centerYWithinMargins)

  /// The attribute of a one-member set, such as ``baseline``.
  @inline(__always)
  var layoutAttribute: LayoutAttribute {
    guard rawValue.nonzeroBitCount == 1,
      let attribute = LayoutAttribute(rawValue: rawValue.trailingZeroBitCount),
      attribute != .notAnAttribute
    else { preconditionFailure("not one attribute: \(rawValue)") }
    return attribute
  }

  /// The attributes in the set, in Masonry's order (the order of their bits); bits that name
  /// no attribute are left out.
  var layoutAttributes: [LayoutAttribute] {
    LayoutAttribute.allCases.filter { $0 != .notAnAttribute && contains(AttributeSet($0)) }
  }
}
