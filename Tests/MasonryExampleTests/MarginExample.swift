import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's margins example: views nested in each other, each pinned to its superview's margins
/// with the margin attributes.
///
/// Every view but the root has margins of 5 at the top, 10 on the left, 15 at the bottom and 20 on
/// the right (the root keeps the default 8). A caption in the innermost view uses margin attributes
/// on its own side too, and a sibling of the second level is pinned to the first level's margins
/// guide.
final class MarginExample {
  static let margins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
  let root = makeScreen()
  /// The nested views, outermost first.
  private(set) var levels: [View] = []
  let caption = View(name: "caption")
  let sibling = View(name: "sibling")

  init(depth: Int = 4) {
    var outer = root
    for level in 1...depth {
      let view = addView("level\(level)", to: outer)
      view.layoutMargins = Self.margins
      let container = outer
      view.mas.makeConstraints { make in
        make.top.equalTo(container.mas.topMargin)
        make.bottom.equalTo(container.mas.bottomMargin)
        make.left.equalTo(container.mas.leftMargin)
        make.right.equalTo(container.mas.rightMargin)
      }
      levels.append(view)
      outer = view
    }
    let innermost = outer
    innermost.addSubview(caption)
    caption.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 4, right: 2)
    caption.mas.makeConstraints { make in
      make.centerXWithinMargins.equalTo(innermost.mas.centerXWithinMargins)
      make.topMargin.equalTo(innermost.mas.topMargin)
      make.size.equalTo(Size(width: 100, height: 50))
    }
    let first = levels[0]
    first.addSubview(sibling)
    sibling.mas.makeConstraints { make in make.edges.equalTo(first.layoutMarginsGuide) }
  }
}

@Suite("Example: margins")
struct MarginExampleTests {
  @Test("each level fills its superview's margins")
  func nested() throws {
    let screen = MarginExample()
    try screen.root.layoutIfNeededStrictly()
    // Level 1 in the root's default margins of 8: 375 − 16 = 359 by 667 − 16 = 651.
    #expect(screen.levels[0].frame == Rect(x: 8, y: 8, width: 359, height: 651))
    // Then 10 + 20 = 30 narrower and 5 + 15 = 20 shorter per level, at (10, 5).
    #expect(screen.levels[1].frame == Rect(x: 10, y: 5, width: 329, height: 631))
    #expect(screen.levels[2].frame == Rect(x: 10, y: 5, width: 299, height: 611))
    #expect(screen.levels[3].frame == Rect(x: 10, y: 5, width: 269, height: 591))
    // The margins guide of level 1 is where level 2 is.
    #expect(screen.sibling.frame == screen.levels[1].frame)
  }

  @Test("margin attributes on the constrained view's side")
  func caption() throws {
    let screen = MarginExample()
    try screen.root.layoutIfNeededStrictly()
    // Level 4 is 269 wide with margins 10 and 20: centre within margins at
    // 269/2 + (10 − 20)/2 = 129.5. The caption's is its centre + (6 − 2)/2 = centre + 2, so
    // its centre is 127.5 and x = 127.5 − 50 = 77.5. Top margins: y + 4 = 5, so y = 1.
    #expect(screen.caption.frame == Rect(x: 77.5, y: 1, width: 100, height: 50))
  }

  @Test("changing margins moves what hangs on them")
  func changed() throws {
    let screen = MarginExample()
    try screen.root.layoutIfNeededStrictly()
    screen.levels[0].layoutMargins = .zero
    try screen.root.layoutIfNeededStrictly()
    // Level 2 now fills level 1: 359 by 651 at (0, 0); the levels below shrink as before.
    #expect(screen.levels[1].frame == Rect(x: 0, y: 0, width: 359, height: 651))
    #expect(screen.levels[2].frame == Rect(x: 10, y: 5, width: 329, height: 631))
    #expect(screen.sibling.frame == Rect(x: 0, y: 0, width: 359, height: 651))
  }
}
