import AutoLayout
import Masonry
import TestSupport
import Testing

/// Masonry's label example: a long, wrapping label at the top left, and a short one at the right
/// whose top sits on the long label's last baseline.
///
/// After a first layout the long label is told how wide it may be — up to the short label, less the
/// padding — and laid out again. A third label, added here, is aligned on the long label's last
/// baseline.
final class LabelExample {
  let root = makeScreen()
  let long = WrappingLabel("longLabel", textWidth: 1000, lineHeight: 20, descent: 5)
  let short = Label("shortLabel", width: 30, height: 20, descent: 4)
  let badge = Label("badge", width: 40, height: 16, descent: 3)
  let padding = EdgeInsets(all: 10)

  init() {
    let root = root
    let (long, padding) = (long, padding)
    for view in [long, short, badge] { root.addSubview(view) }
    long.mas.makeConstraints { make in
      make.left.equalTo(root.mas.left).insets(padding)
      make.top.equalTo(root.mas.top).insets(padding)
    }
    short.mas.makeConstraints { make in
      make.top.equalTo(long.mas.lastBaseline)
      make.right.equalTo(root.mas.right).insets(padding)
    }
    badge.mas.makeConstraints { make in
      make.baseline.equalTo(long.mas.baseline)
      make.left.equalTo(long.mas.right).offset(4)
    }
  }

  /// Lays out twice, as the example's `layoutSubviews` does: the first pass places the short
  /// label, the second wraps the long one to the room left of it.
  func layOut() throws {
    try root.layoutIfNeededStrictly()
    long.preferredMaxLayoutWidth = short.frame.minX - padding.left - long.frame.minX
    try root.layoutIfNeededStrictly()
  }
}

@Suite("Example: label")
struct LabelExampleTests {
  @Test("first pass: one long line; the short label hangs from its baseline")
  func firstPass() throws {
    let screen = LabelExample()
    try screen.root.layoutIfNeededStrictly()
    // One line: 1000 × 20 at (10, 10); its last baseline at 10 + 20 − 5 = 25.
    #expect(screen.long.frame == Rect(x: 10, y: 10, width: 1000, height: 20))
    // Short: right at 375 − 10 = 365, so x = 335; top on the baseline, 25.
    #expect(screen.short.frame == Rect(x: 335, y: 25, width: 30, height: 20))
    // Badge: baseline 25 means bottom 28 and top 12; left at 10 + 1000 + 4.
    #expect(screen.badge.frame == Rect(x: 1014, y: 12, width: 40, height: 16))
  }

  @Test("second pass: wrapped to the room left of the short label")
  func secondPass() throws {
    let screen = LabelExample()
    try screen.layOut()
    // Room: 335 − 10 − 10 = 315; 1000 / 315 = 3.17…, so 4 lines of 20: 315 × 80 at (10, 10).
    #expect(screen.long.preferredMaxLayoutWidth == 315)
    #expect(screen.long.frame == Rect(x: 10, y: 10, width: 315, height: 80))
    // Last baseline 10 + 80 − 5 = 85: the short label's top.
    #expect(screen.short.frame == Rect(x: 335, y: 85, width: 30, height: 20))
    // The badge's bottom at 85 + 3 = 88, top 72; left at 10 + 315 + 4 = 329.
    #expect(screen.badge.frame == Rect(x: 329, y: 72, width: 40, height: 16))
  }

  @Test("first baselines align from the top")
  func firstBaseline() throws {
    let root = makeScreen()
    let title = Label("title", width: 100, height: 40, descent: 8, ascent: 30)
    let detail = Label("detail", width: 60, height: 20, descent: 4, ascent: 15)
    for view in [title, detail] { root.addSubview(view) }
    title.mas.makeConstraints { make in make.top.left.equalTo(root).offset(20) }
    detail.mas.makeConstraints { make in
      make.firstBaseline.equalTo(title.mas.firstBaseline)
      make.left.equalTo(title.mas.right).offset(8)
    }
    try root.layoutIfNeededStrictly()
    // Title at (20, 20), first baseline at 20 + 30 = 50; detail's top at 50 − 15 = 35.
    #expect(detail.frame == Rect(x: 128, y: 35, width: 60, height: 20))
  }
}
