import AutoLayout

/// A value that sets a constraint's constant, mapped per attribute as Masonry maps it.
enum ConstantSource {
  /// Any attribute: the number.
  case offset(Double)
  /// Width → width, height → height; other attributes are left as they are.
  case size(Size)
  /// Centre x → x, centre y → y; other attributes are left as they are.
  case center(Point)
  /// Edges: left/top as they are, right/bottom negated; leading/trailing follow the layout
  /// direction; other attributes are left as they are.
  case insets(EdgeInsets)
  /// Edges with leading and trailing insets; left and right follow the layout direction.
  case directionalInsets(DirectionalEdgeInsets)

  /// The constant for `attribute` in a layout of `direction`, or nil to leave it unchanged.
  func constant(for attribute: LayoutAttribute, direction: LayoutDirection) -> Double? {
    switch self {
    case .offset(let value):
      return value
    case .size(let size):
      switch attribute {
      case .width: return size.width
      case .height: return size.height
      default: return nil
      }
    case .center(let point):
      switch attribute {
      case .centerX: return point.x
      case .centerY: return point.y
      default: return nil
      }
    case .insets(let insets):
      let rtl = direction == .rightToLeft
      switch attribute {
      case .left: return insets.left
      case .top: return insets.top
      case .bottom: return -insets.bottom
      case .right: return -insets.right
      // In a right-to-left layout the leading edge is the right one, inset by `right`.
      case .leading: return rtl ? insets.right : insets.left
      case .trailing: return rtl ? -insets.left : -insets.right
      default: return nil
      }
    case .directionalInsets(let insets):
      let rtl = direction == .rightToLeft
      switch attribute {
      case .leading: return insets.leading
      case .trailing: return -insets.trailing
      case .top: return insets.top
      case .bottom: return -insets.bottom
      case .left: return rtl ? insets.trailing : insets.leading
      case .right: return rtl ? -insets.leading : -insets.trailing
      default: return nil
      }
    }
  }
}
