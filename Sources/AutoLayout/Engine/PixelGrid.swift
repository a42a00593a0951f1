/// Rounding to the root's pixel grid: each edge to the nearest pixel, in root coordinates.
///
/// An edge half a pixel off the grid rounds away from zero; the solver's rounding errors are
/// dropped first (to a millionth of a pixel), so that they do not decide which way it goes.
struct PixelGrid {
  let scale: Double

  init(scale: Double) { self.scale = max(1, scale) }

  func snap(_ value: Double) -> Double {
    ((value * scale * 1e6).rounded() / 1e6).rounded() / scale
  }

  /// The item's rectangle in root coordinates with each edge rounded.
  func rounded(_ item: LayoutItem) -> Rect {
    let x0 = snap(item.minX.value)
    let y0 = snap(item.minY.value)
    let x1 = snap(item.minX.value + item.width.value)
    let y1 = snap(item.minY.value + item.height.value)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The rounded origin of the item in root coordinates.
  func roundedOrigin(_ item: LayoutItem) -> Point {
    Point(x: snap(item.minX.value), y: snap(item.minY.value))
  }
}

extension Rect {
  /// The rectangle in the coordinates of a space whose origin is at `origin`.
  func relative(to origin: Point) -> Rect { offsetBy(dx: -origin.x, dy: -origin.y) }
}
