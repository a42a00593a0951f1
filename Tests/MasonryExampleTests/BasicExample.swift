import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's basic example: two views side by side over a third, 10 points apart and from
/// the edges, all three the same height, the top two the same width.
final class BasicExample {
  let root = makeScreen()
  let green: View
  let red: View
  let blue: View

  init(padding: Double = 10) {
    (green, red, blue) = basicViews(in: root)
    let root = root
    let (green, red, blue) = (green, red, blue)

    green.mas.makeConstraints { make in
      make.top.greaterThanOrEqualTo(root.mas.top).offset(padding)
      make.left.equalTo(root.mas.left).offset(padding)
      make.bottom.equalTo(blue.mas.top).offset(-padding)
      make.right.equalTo(red.mas.left).offset(-padding)
      make.width.equalTo(red.mas.width)
      make.height.equalTo(red.mas.height)
      make.height.equalTo(blue.mas.height)
    }
    red.mas.makeConstraints { make in
      make.top.equalTo(root.mas.top).with.offset(padding)
      make.left.equalTo(green.mas.right).offset(padding)
      make.bottom.equalTo(blue.mas.top).offset(-padding)
      make.right.equalTo(root.mas.right).offset(-padding)
      make.width.equalTo(green.mas.width)
      // One constraint per element of the array.
      make.height.equalTo([green, blue])
    }
    blue.mas.makeConstraints { make in
      make.top.equalTo(green.mas.bottom).offset(padding)
      make.left.equalTo(root.mas.left).offset(padding)
      make.bottom.equalTo(root.mas.bottom).offset(-padding)
      make.right.equalTo(root.mas.right).offset(-padding)
      make.height.equalTo([green.mas.height, red.mas.height])
    }
  }
}

@Suite("Example: basic")
struct BasicExampleTests {
  @Test("three views share the screen with 10-point gaps")
  func frames() throws {
    let screen = BasicExample()
    try screen.root.layoutIfNeededStrictly()
    // Across: 10 + w + 10 + w + 10 = 375, so w = 172.5; red starts at 10 + 172.5 + 10 = 192.5.
    // Down: 10 + h + 10 + h + 10 = 667, so h = 318.5; blue starts at 10 + 318.5 + 10 = 338.5.
    // Green's top is only >= 10, but its bottom and height equal red's, whose top is 10.
    #expect(screen.green.frame == Rect(x: 10, y: 10, width: 172.5, height: 318.5))
    #expect(screen.red.frame == Rect(x: 192.5, y: 10, width: 172.5, height: 318.5))
    #expect(screen.blue.frame == Rect(x: 10, y: 338.5, width: 355, height: 318.5))
    #expect(!screen.green.hasAmbiguousLayout)
  }

  @Test("the constraints are installed on the superview: 7 + 7 + 6")
  func installed() {
    let screen = BasicExample()
    // Green 7; red 5 + the two heights of its array; blue 4 + the two heights of its array.
    #expect(screen.root.constraints.count == 20)
    #expect(screen.green.constraints.isEmpty)
  }
}
