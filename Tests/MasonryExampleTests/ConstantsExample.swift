import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's constants example: numbers, points and sizes as targets.
///
/// A number for an edge relates it to the same edge of the superview; a point offsets the centres;
/// a size sets both lengths.
final class ConstantsExample {
  let root = makeScreen()
  let purple: View
  let orange: View

  init() {
    purple = addView("purpleView", to: root)
    orange = addView("orangeView", to: root)
    purple.mas.makeConstraints { make in
      make.top.equalTo(20)
      make.left.equalTo(20)
      make.bottom.equalTo(-20)
      make.right.equalTo(-20)
    }
    orange.mas.makeConstraints { make in
      make.center.equalTo(Point(x: 0, y: 50))
      make.size.equalTo(Size(width: 200, height: 100))
    }
  }
}

@Suite("Example: constants")
struct ConstantsExampleTests {
  @Test("edges from numbers, centre from a point, size from a size")
  func frames() throws {
    let screen = ConstantsExample()
    try screen.root.layoutIfNeededStrictly()
    // 20 in from each edge: 375 − 40 = 335 wide, 667 − 40 = 627 high.
    #expect(screen.purple.frame == Rect(x: 20, y: 20, width: 335, height: 627))
    // Centre (187.5 + 0, 333.5 + 50) = (187.5, 383.5); origin (187.5 − 100, 383.5 − 50).
    #expect(screen.orange.frame == Rect(x: 87.5, y: 333.5, width: 200, height: 100))
  }
}
