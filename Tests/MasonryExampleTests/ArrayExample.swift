import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's array example: three buttons across the screen whose baselines sit on the screen's
/// vertical centre plus an offset.
///
/// "Raise" and "Lower" move the offset by 10, "Center" resets it; each change updates all three
/// with one `updateConstraints` on the array.
final class ArrayExample {
  static let increment = 10.0
  let root = makeScreen()
  let raise = Label("raiseButton", width: 60, height: 30, descent: 8)
  let center = Label("centerButton", width: 70, height: 30, descent: 8)
  let lower = Label("lowerButton", width: 60, height: 30, descent: 8)
  private(set) var offset = 0.0

  init() {
    let root = root
    for view in [raise, center, lower] { root.addSubview(view) }
    raise.mas.makeConstraints { make in make.left.equalTo(root).with.offset(10) }
    center.mas.makeConstraints { make in make.centerX.equalTo(root) }
    lower.mas.makeConstraints { make in make.right.equalTo(root).with.offset(-10) }
    updateButtons()
  }

  func raiseAction() { setOffset(offset - Self.increment) }
  func centerAction() { setOffset(0) }
  func lowerAction() { setOffset(offset + Self.increment) }

  private func setOffset(_ offset: Double) {
    self.offset = offset
    updateButtons()
  }

  private func updateButtons() {
    let root = root
    let offset = offset
    [raise, lower, center].mas.updateConstraints { make in
      make.baseline.equalTo(root.mas.centerY).with.offset(offset)
    }
  }
}

@Suite("Example: array")
struct ArrayExampleTests {
  @Test("the buttons move together, their baselines on the centre plus the offset")
  func moving() throws {
    let screen = ArrayExample()
    // Baseline 333.5 + offset, 8 above the bottom of a 30-high button: y = 311.5 + offset.
    // Across: raise at 10; centre at 187.5 − 35 = 152.5; lower at 375 − 10 − 60 = 305.
    func expectRow(_ y: Double, _ comment: Comment) {
      #expect(screen.raise.frame == Rect(x: 10, y: y, width: 60, height: 30), comment)
      #expect(screen.center.frame == Rect(x: 152.5, y: y, width: 70, height: 30), comment)
      #expect(screen.lower.frame == Rect(x: 305, y: y, width: 60, height: 30), comment)
    }
    try screen.root.layoutIfNeededStrictly()
    expectRow(311.5, "offset 0")
    screen.raiseAction()
    screen.raiseAction()
    try screen.root.layoutIfNeededStrictly()
    expectRow(291.5, "offset −20")
    screen.lowerAction()
    try screen.root.layoutIfNeededStrictly()
    expectRow(301.5, "offset −10")
    screen.centerAction()
    screen.lowerAction()
    screen.lowerAction()
    screen.lowerAction()
    try screen.root.layoutIfNeededStrictly()
    expectRow(341.5, "offset 30")
  }

  @Test("updating the array changes one baseline constraint per button")
  func inPlace() {
    let screen = ArrayExample()
    // One horizontal and one baseline constraint per button, all on the superview.
    #expect(screen.root.constraints.count == 6)
    screen.raiseAction()
    screen.lowerAction()
    screen.lowerAction()
    #expect(screen.root.constraints.count == 6)
    let baselines = screen.root.constraints.filter { $0.firstAttribute == .lastBaseline }
    #expect(baselines.map(\.constant) == [10, 10, 10])
  }
}
