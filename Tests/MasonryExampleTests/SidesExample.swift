import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's sides example: ten views, each inside the previous one, its edges inset by 5 at
/// the top, 10 on the left, 15 at the bottom and 20 on the right.
final class SidesExample {
  let root = makeScreen()
  /// The nested views, outermost first.
  private(set) var views: [View] = []

  init(depth: Int = 10) {
    let insets = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    var outer = root
    for level in 1...depth {
      let view = addView("level\(level)", to: outer)
      let container = outer
      view.mas.makeConstraints { make in
        make.edges.equalTo(container).insets(insets)
      }
      views.append(view)
      outer = view
    }
  }
}

@Suite("Example: sides")
struct SidesExampleTests {
  @Test("each level is inset by (5, 10, 15, 20) in its superview")
  func nested() throws {
    let screen = SidesExample()
    try screen.root.layoutIfNeededStrictly()
    // Level n is 10 + 20 = 30 narrower and 5 + 15 = 20 shorter than level n − 1, at (10, 5)
    // in it: 375 − 30n wide, 667 − 20n high, at (10n, 5n) on the screen.
    for (index, view) in screen.views.enumerated() {
      let n = Double(index + 1)
      #expect(view.frame == Rect(x: 10, y: 5, width: 375 - 30 * n, height: 667 - 20 * n))
      #expect(frameInRoot(view).origin == Point(x: 10 * n, y: 5 * n))
    }
    // Written out for the innermost: 375 − 300 = 75 by 667 − 200 = 467, at (100, 50).
    #expect(frameInRoot(screen.views[9]) == Rect(x: 100, y: 50, width: 75, height: 467))
  }

  @Test("each level's four constraints sit on its superview")
  func installedOnSuperviews() {
    let screen = SidesExample()
    #expect(screen.root.constraints.count == 4)
    #expect(screen.views.dropLast().allSatisfy { $0.constraints.count == 4 })
    #expect(screen.views[9].constraints.isEmpty)
  }
}
