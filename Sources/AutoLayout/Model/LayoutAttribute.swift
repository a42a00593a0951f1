/// A part of a view's or layout guide's layout rectangle that a constraint relates, with
/// Apple's raw values.
public enum LayoutAttribute: Int, Hashable, Sendable, CaseIterable {
  /// No attribute: the constraint has no second item.
  case notAnAttribute = 0
  /// The left edge.
  case left = 1
  /// The right edge.
  case right = 2
  /// The top edge.
  case top = 3
  /// The bottom edge.
  case bottom = 4
  /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
  case leading = 5
  /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
  case trailing = 6
  /// The width.
  case width = 7
  /// The height.
  case height = 8
  /// The horizontal centre.
  case centerX = 9
  /// The vertical centre.
  case centerY = 10
  /// The baseline of the last line of text (the bottom for a view without text).
  case lastBaseline = 11
  /// The baseline of the first line of text (the top for a view without text).
  case firstBaseline = 12
  /// The left edge inset by the left layout margin.
  case leftMargin = 13
  /// The right edge inset by the right layout margin.
  case rightMargin = 14
  /// The top edge inset by the top layout margin.
  case topMargin = 15
  /// The bottom edge inset by the bottom layout margin.
  case bottomMargin = 16
  /// The leading edge inset by the leading layout margin.
  case leadingMargin = 17
  /// The trailing edge inset by the trailing layout margin.
  case trailingMargin = 18
  /// The horizontal centre of the rectangle inside the margins.
  case centerXWithinMargins = 19
  /// The vertical centre of the rectangle inside the margins.
  case centerYWithinMargins = 20

  /// Apple's alias for ``lastBaseline``.
  public static let baseline = LayoutAttribute.lastBaseline

  /// The axis the attribute lies on, or nil for ``notAnAttribute``.
  public var axis: Axis? {
    switch self {
    case .notAnAttribute: return nil
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return .horizontal
    default: return .vertical
    }
  }

  /// Whether the attribute is a size (width or height) rather than a location.
  public var isSize: Bool { self == .width || self == .height }

  /// Whether the attribute is a location: an edge, a centre or a baseline.
  public var isLocation: Bool { self != .notAnAttribute && !isSize }

  /// Whether the attribute depends on the layout direction.
  public var isDirectional: Bool {
    self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
  }

  /// Whether the attribute is a physical left or right edge.
  public var isLeftOrRight: Bool {
    self == .left || self == .right || self == .leftMargin || self == .rightMargin
  }

  /// Whether the attribute is measured inside the layout margins.
  public var isMargin: Bool { rawValue >= 13 && rawValue <= 20 }

  /// The same attribute without the margins (`leadingMargin` → `leading`).
  public var withoutMargin: LayoutAttribute {
    switch self {
    case .leftMargin: return .left
    case .rightMargin: return .right
    case .topMargin: return .top
    case .bottomMargin: return .bottom
    case .leadingMargin: return .leading
    case .trailingMargin: return .trailing
    case .centerXWithinMargins: return .centerX
    case .centerYWithinMargins: return .centerY
    default: return self
    }
  }

  /// Apple's name for the attribute, as printed in constraint descriptions.
  public var name: String {
    switch self {
    case .notAnAttribute: return "notAnAttribute"
    case .left: return "left"
    case .right: return "right"
    case .top: return "top"
    case .bottom: return "bottom"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .width: return "width"
    case .height: return "height"
    case .centerX: return "centerX"
    case .centerY: return "centerY"
    case .lastBaseline: return "lastBaseline"
    case .firstBaseline: return "firstBaseline"
    case .leftMargin: return "leftMargin"
    case .rightMargin: return "rightMargin"
    case .topMargin: return "topMargin"
    case .bottomMargin: return "bottomMargin"
    case .leadingMargin: return "leadingMargin"
    case .trailingMargin: return "trailingMargin"
    case .centerXWithinMargins: return "centerXWithinMargins"
    case .centerYWithinMargins: return "centerYWithinMargins"
    }
  }
}

/// The horizontal or vertical axis.
public enum Axis: Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}

/// How the two sides of a ``LayoutConstraint`` compare, with Apple's raw values.
public enum LayoutRelation: Int, Hashable, Sendable {
  /// `first <= second`
  case lessThanOrEqual = -1
  /// `first == second`
  case equal = 0
  /// `first >= second`
  case greaterThanOrEqual = 1

  /// The relation as printed: `<=`, `==` or `>=`.
  public var symbol: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}
