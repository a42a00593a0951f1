import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's aspect fit example: the screen split into a top and a bottom half, each holding an
/// inner view of a fixed ratio — 3 wide for 1 high at the top, 1 wide for 3 high at the bottom — as
/// large as fits.
///
/// Each inner view is no larger than its half (`<=`), as large as possible (a low-priority `==`),
/// and centred.
final class AspectFitExample {
  let root = makeScreen()
  let topView: View
  let topInner: View
  let bottomView: View
  let bottomInner: View

  init() {
    let root = root
    let topView = addView("topView", to: root)
    topView.mas.makeConstraints { make in make.left.right.and.top.equalTo(root) }
    let bottomView = addView("bottomView", to: root)
    bottomView.mas.makeConstraints { make in
      make.left.right.and.bottom.equalTo(root)
      make.top.equalTo(topView.mas.bottom)
      make.height.equalTo(topView)
    }
    let topInner = addView("topInnerView", to: topView)
    topInner.mas.makeConstraints { make in
      make.width.equalTo(topInner.mas.height).multipliedBy(3)
      make.width.and.height.lessThanOrEqualTo(topView)
      make.width.and.height.equalTo(topView).with.priorityLow()
      make.center.equalTo(topView)
    }
    let bottomInner = addView("bottomInnerView", to: bottomView)
    bottomInner.mas.makeConstraints { make in
      make.height.equalTo(bottomInner.mas.width).multipliedBy(3)
      make.width.and.height.lessThanOrEqualTo(bottomView)
      make.width.and.height.equalTo(bottomView).with.priorityLow()
      make.center.equalTo(bottomView)
    }
    (self.topView, self.topInner, self.bottomView, self.bottomInner) =
      (topView, topInner, bottomView, bottomInner)
  }

  /// Turns the phone: the root's width and height swap.
  func rotate() {
    let size = root.frame.size
    root.frame = Rect(x: 0, y: 0, width: size.height, height: size.width)
  }
}

@Suite("Example: aspect fit")
struct AspectFitExampleTests {
  // The fit: with w = 3h (or h = 3w), both <= the half, and the low-priority w == W, h == H
  // each missing by W − w and H − h, the total miss shrinks as the view grows, so the view
  // grows until one side meets its bound.

  @Test("portrait, 375 × 667: halves of 375 × 333.5")
  func portrait() throws {
    let screen = AspectFitExample()
    try screen.root.layoutIfNeededStrictly()
    #expect(screen.topView.frame == Rect(x: 0, y: 0, width: 375, height: 333.5))
    #expect(screen.bottomView.frame == Rect(x: 0, y: 333.5, width: 375, height: 333.5))
    // Top, 3:1: the width meets 375 first (h = 125 < 333.5). Centred: y from
    // 166.75 − 62.5 = 104.25 to 229.25. On screen those are half a pixel off the grid and round
    // away from zero: 104.25 → 104.5, 229.25 → 229.5, so the height stays 125.
    #expect(screen.topInner.frame == Rect(x: 0, y: 104.5, width: 375, height: 125))
    // Bottom, 1:3: the height meets 333.5 first (w = 111.1666…). Centred on 187.5: x from
    // 131.9166… to 243.0833…, rounded to 132 and 243: 111 wide.
    #expect(screen.bottomInner.frame == Rect(x: 132, y: 0, width: 111, height: 333.5))
  }

  @Test("landscape, after rotating to 667 × 375: halves of 667 × 187.5")
  func landscape() throws {
    let screen = AspectFitExample()
    try screen.root.layoutIfNeededStrictly()
    screen.rotate()
    try screen.root.layoutIfNeededStrictly()
    #expect(screen.topView.frame == Rect(x: 0, y: 0, width: 667, height: 187.5))
    #expect(screen.bottomView.frame == Rect(x: 0, y: 187.5, width: 667, height: 187.5))
    // Top, 3:1: now the height meets 187.5 first, w = 562.5 < 667. Centred on 333.5: x from
    // 52.25 to 614.75, rounded away from zero to 52.5 and 615: 562.5 wide.
    #expect(screen.topInner.frame == Rect(x: 52.5, y: 0, width: 562.5, height: 187.5))
    // Bottom, 1:3: the height meets 187.5, w = 62.5, x from 302.25 to 364.75 → 302.5 to 365.
    #expect(screen.bottomInner.frame == Rect(x: 302.5, y: 0, width: 62.5, height: 187.5))
  }

  @Test("and back to portrait")
  func back() throws {
    let screen = AspectFitExample()
    try screen.root.layoutIfNeededStrictly()
    screen.rotate()
    try screen.root.layoutIfNeededStrictly()
    screen.rotate()
    try screen.root.layoutIfNeededStrictly()
    // The portrait frames of the first test.
    #expect(screen.topInner.frame == Rect(x: 0, y: 104.5, width: 375, height: 125))
    #expect(screen.bottomInner.frame == Rect(x: 132, y: 0, width: 111, height: 333.5))
  }

  @Test("an edge exactly half a pixel off the grid rounds the same way after resizes")
  func tieAfterResizing() throws {
    let screen = AspectFitExample()
    try screen.root.layoutIfNeededStrictly()
    // In the top half, 375 × 333.5: 375 × 125 centred on 166.75, so y from 104.25 to 229.25,
    // both half a pixel off the grid at scale 2 and rounded away from zero: 104.5 and 229.5.
    let expected = Rect(x: 0, y: 104.5, width: 375, height: 125)
    #expect(screen.topInner.frame == expected)
    // Turned, the top half is 667 × 187.5: 562.5 × 187.5 centred on 333.5, x from 52.25 to
    // 614.75, rounded to 52.5 and 615.
    screen.root.frame = Rect(x: 0, y: 0, width: 667, height: 375)
    try screen.root.layoutIfNeededStrictly()
    #expect(screen.topInner.frame == Rect(x: 52.5, y: 0, width: 562.5, height: 187.5))
    // Back to the first size: the first frame, whatever the solver's rounding errors on the way.
    screen.root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
    try screen.root.layoutIfNeededStrictly()
    #expect(screen.topInner.frame == expected)
  }
}
