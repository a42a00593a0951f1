import AutoLayout
import TestSupport
import Testing

@testable import Masonry

@Suite("Pixel grid")
struct PixelGridTests {
  /// Masonry's aspect-fit example: the top half of the root holding a 3:1 box as large as fits,
  /// centred, and the bottom half a 1:3 one; returns the top box.
  func aspectFit(in root: View) -> View {
    let top = addView("top", to: root)
    top.mas.makeConstraints { make in make.left.right.top.equalTo(root) }
    let bottom = addView("bottom", to: root)
    bottom.mas.makeConstraints { make in
      make.left.right.bottom.equalTo(root)
      make.top.equalTo(top.mas.bottom)
      make.height.equalTo(top)
    }
    let box = addView("box", to: top)
    box.mas.makeConstraints { make in
      make.width.equalTo(box.mas.height).multipliedBy(3)
      make.width.and.height.lessThanOrEqualTo(top)
      make.width.and.height.equalTo(top).priorityLow()
      make.center.equalTo(top)
    }
    let tall = addView("tall", to: bottom)
    tall.mas.makeConstraints { make in
      make.height.equalTo(tall.mas.width).multipliedBy(3)
      make.width.and.height.lessThanOrEqualTo(bottom)
      make.width.and.height.equalTo(bottom).priorityLow()
      make.center.equalTo(bottom)
    }
    return box
  }

  @Test("an edge exactly half a pixel off the grid rounds the same way after resizes")
  func tieAfterResizing() throws {
    let root = makeRoot(width: 375, height: 667)
    root.scale = 2
    let box = aspectFit(in: root)
    try root.layoutIfNeededStrictly()
    // In the top half, 375 × 333.5: 375 × 125 centred on 166.75, so y from 104.25 to 229.25,
    // both half a pixel off the grid at scale 2 and rounded away from zero: 104.5 and 229.5.
    let expected = Rect(x: 0, y: 104.5, width: 375, height: 125)
    #expect(box.frame == expected)
    // Turned, the top half is 667 × 187.5: 562.5 × 187.5 centred on 333.5, x from 52.25 to
    // 614.75, rounded to 52.5 and 615.
    root.frame = Rect(x: 0, y: 0, width: 667, height: 375)
    try root.layoutIfNeededStrictly()
    #expect(box.frame == Rect(x: 52.5, y: 0, width: 562.5, height: 187.5))
    // Back to the first size: the first frame, whatever the solver's rounding errors on the way.
    root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
    try root.layoutIfNeededStrictly()
    #expect(box.frame == expected)
  }
}
