import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's attribute chaining example: the basic layout written with chains
/// (`make.top.and.left`, `make.left.right.and.bottom`) and one set of insets, 15 at the top and
/// bottom and 10 at the sides, whose sign each edge picks: top and left add, bottom and right
/// subtract.
final class AttributeChainingExample {
  let root = makeScreen()
  let green: View
  let red: View
  let blue: View

  init() {
    (green, red, blue) = basicViews(in: root)
    let root = root
    let (green, red, blue) = (green, red, blue)
    let padding = EdgeInsets(top: 15, left: 10, bottom: 15, right: 10)

    green.mas.makeConstraints { make in
      make.top.and.left.equalTo(root).insets(padding)
      make.bottom.equalTo(blue.mas.top).insets(padding)
      make.right.equalTo(red.mas.left).insets(padding)
      make.width.equalTo(red.mas.width)
      make.height.equalTo([red, blue])
    }
    red.mas.makeConstraints { make in
      make.top.and.right.equalTo(root).insets(padding)
      make.left.equalTo(green.mas.right).insets(padding)
      make.bottom.equalTo(blue.mas.top).insets(padding)
      make.width.equalTo(green.mas.width)
      make.height.equalTo([green, blue])
    }
    blue.mas.makeConstraints { make in
      make.top.equalTo(green.mas.bottom).insets(padding)
      make.left.right.and.bottom.equalTo(root).insets(padding)
      make.height.equalTo([green, red])
    }
  }
}

@Suite("Example: attribute chaining")
struct AttributeChainingExampleTests {
  @Test("chained attributes with insets give the basic layout with 15/10 padding")
  func frames() throws {
    let screen = AttributeChainingExample()
    try screen.root.layoutIfNeededStrictly()
    // Across: 10 + w + 10 + w + 10 = 375, w = 172.5. Down: 15 + h + 15 + h + 15 = 667,
    // h = 311; blue's top 15 + 311 + 15 = 341.
    #expect(screen.green.frame == Rect(x: 10, y: 15, width: 172.5, height: 311))
    #expect(screen.red.frame == Rect(x: 192.5, y: 15, width: 172.5, height: 311))
    #expect(screen.blue.frame == Rect(x: 10, y: 341, width: 355, height: 311))
  }

  @Test("a chain makes one constraint per attribute, in the order written")
  func chains() {
    let screen = AttributeChainingExample()
    let blue = screen.blue.mas.installedConstraints.compactMap(\.layoutConstraint)
    // top to green.bottom + 15; left + 10, right − 10, bottom − 15; heights to green and red.
    #expect(
      blue.map(\.firstAttribute) == [.top, .left, .right, .bottom, .height, .height])
    #expect(blue.map(\.constant) == [15, 10, -10, -15, 0, 0])
  }
}
