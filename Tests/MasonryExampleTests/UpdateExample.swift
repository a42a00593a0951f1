import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's update example: a centred button that grows by 30% at each tap, as large as it likes
/// (a low-priority size) but never larger than its superview.
///
/// Each tap runs `updateConstraints`, which changes the constants of the constraints it made first.
final class UpdateExample {
  let root = makeScreen()
  let button: View
  private(set) var buttonSize = Size(width: 100, height: 100)

  init() {
    button = addView("growingButton", to: root)
    updateButtonConstraints()
  }

  /// The button's action.
  func tap() {
    buttonSize = Size(width: buttonSize.width * 1.3, height: buttonSize.height * 1.3)
    updateButtonConstraints()
  }

  private func updateButtonConstraints() {
    let root = root
    let size = buttonSize
    button.mas.updateConstraints { make in
      make.center.equalTo(root)
      make.width.equalTo(size.width).priorityLow()
      make.height.equalTo(size.height).priorityLow()
      make.width.lessThanOrEqualTo(root)
      make.height.lessThanOrEqualTo(root)
    }
  }
}

@Suite("Example: update")
struct UpdateExampleTests {
  @Test("each tap grows the button about its centre, up to the screen's width")
  func growing() throws {
    let screen = UpdateExample()
    // The centre is (187.5, 333.5); a side s puts the button at (187.5 − s/2, 333.5 − s/2),
    // each edge rounded to the half-point grid.
    let expected: [Rect] = [
      // 100: (137.5, 283.5).
      Rect(x: 137.5, y: 283.5, width: 100, height: 100),
      // 130: (122.5, 268.5).
      Rect(x: 122.5, y: 268.5, width: 130, height: 130),
      // 169: (103, 249).
      Rect(x: 103, y: 249, width: 169, height: 169),
      // 219.7: x from 77.65 to 297.35, rounded to 77.5 and 297.5 (width 220);
      // y from 223.65 to 443.35, rounded to 223.5 and 443.5.
      Rect(x: 77.5, y: 223.5, width: 220, height: 220),
      // 285.61: x 44.695…330.305 → 44.5…330.5; y 190.695…476.305 → 190.5…476.5.
      Rect(x: 44.5, y: 190.5, width: 286, height: 286),
      // 371.293: x 1.8535…373.1465 → 2…373; y 147.8535…519.1465 → 148…519.
      Rect(x: 2, y: 148, width: 371, height: 371),
      // 482.6809: the width stops at 375 (<= superview beats the low-priority 482.68), the
      // height does not: y 92.15955…574.84045 → 92…575.
      Rect(x: 0, y: 92, width: 375, height: 483),
      // 627.485…: y 19.7575…647.2425 → 20…647 (the width stays 375).
      Rect(x: 0, y: 20, width: 375, height: 627),
      // 815.73…: the height stops at 667 too.
      Rect(x: 0, y: 0, width: 375, height: 667),
    ]
    try screen.root.layoutIfNeededStrictly()
    #expect(screen.button.frame == expected[0])
    for frame in expected.dropFirst() {
      screen.tap()
      try screen.root.layoutIfNeededStrictly()
      #expect(screen.button.frame == frame)
    }
  }

  @Test("updating changes the constants in place instead of adding constraints")
  func inPlace() throws {
    let screen = UpdateExample()
    // On the superview: centerX, centerY, width <=, height <=; on the button, which a constant
    // size concerns alone: width @250, height @250.
    #expect(screen.root.constraints.count == 4)
    #expect(screen.button.constraints.count == 2)
    let widthBefore = screen.button.constraints.first { $0.firstAttribute == .width }
    screen.tap()
    screen.tap()
    #expect(screen.root.constraints.count == 4)
    #expect(screen.button.constraints.count == 2)
    let widthAfter = screen.button.constraints.first { $0.firstAttribute == .width }
    #expect(widthBefore === widthAfter)
    // 100 × 1.3 × 1.3 = 169.
    #expect(abs((widthAfter?.constant ?? 0) - 169) < 1e-9)
  }
}
