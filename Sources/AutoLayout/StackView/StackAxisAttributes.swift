/// The attributes a stack uses along its axis and across it.
struct StackAxisAttributes {
  /// Along the axis: where a view starts and ends, its centre and its length.
  let start: LayoutAttribute
  let end: LayoutAttribute
  let center: LayoutAttribute
  let length: LayoutAttribute
  /// Across the axis.
  let crossStart: LayoutAttribute
  let crossEnd: LayoutAttribute
  let crossCenter: LayoutAttribute
  let crossLength: LayoutAttribute

  init(_ axis: Axis) {
    switch axis {
    case .horizontal:
      (start, end, center, length) = (.leading, .trailing, .centerX, .width)
      (crossStart, crossEnd, crossCenter, crossLength) = (.top, .bottom, .centerY, .height)
    case .vertical:
      (start, end, center, length) = (.top, .bottom, .centerY, .height)
      (crossStart, crossEnd, crossCenter, crossLength) = (.leading, .trailing, .centerX, .width)
    }
  }
}
