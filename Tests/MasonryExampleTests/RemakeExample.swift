import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's remake example: a 100-point button that each tap moves between the top-left and
/// the bottom-right corner, 10 points in, by throwing its constraints away and making new ones.
final class RemakeExample {
  let root = makeScreen()
  let button: View
  private(set) var topLeft = true

  init() {
    button = addView("movingButton", to: root)
    remakeButtonConstraints()
  }

  /// The button's action.
  func tap() {
    topLeft.toggle()
    remakeButtonConstraints()
  }

  private func remakeButtonConstraints() {
    let root = root
    let topLeft = topLeft
    button.mas.remakeConstraints { make in
      make.width.equalTo(100)
      make.height.equalTo(100)
      if topLeft {
        make.left.equalTo(root.mas.left).with.offset(10)
        make.top.equalTo(root.mas.top).with.offset(10)
      } else {
        make.bottom.equalTo(root.mas.bottom).with.offset(-10)
        make.right.equalTo(root.mas.right).with.offset(-10)
      }
    }
  }
}

@Suite("Example: remake")
struct RemakeExampleTests {
  @Test("the button moves between the corners, without conflicts or leftovers")
  func moving() throws {
    let screen = RemakeExample()
    // Top left: (10, 10). Bottom right: (375 − 10 − 100, 667 − 10 − 100) = (265, 557).
    let topLeft = Rect(x: 10, y: 10, width: 100, height: 100)
    let bottomRight = Rect(x: 265, y: 557, width: 100, height: 100)
    try screen.root.layoutIfNeededStrictly()
    #expect(screen.button.frame == topLeft)
    for round in 1...4 {
      screen.tap()
      // Strict layout throws if the old corner's constraints were still there.
      try screen.root.layoutIfNeededStrictly()
      #expect(screen.button.frame == (round.isMultiple(of: 2) ? topLeft : bottomRight))
      // Width (on the button), height (on the button), and two edges (on the superview).
      #expect(screen.button.constraints.count == 2)
      #expect(screen.root.constraints.count == 2)
      #expect(screen.button.mas.installedConstraints.count == 4)
    }
  }
}
