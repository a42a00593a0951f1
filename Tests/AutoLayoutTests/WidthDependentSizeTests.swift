import TestSupport
import Testing

@testable import AutoLayout

/// A view that always wants to be 10 points wider than it is: its width never settles.
final class Widening: View {
  override var intrinsicContentSize: Size { Size(width: 100, height: 20) }
  override var intrinsicContentSizeDependsOnWidth: Bool { true }
  override func intrinsicContentSize(forWidth width: Double) -> Size {
    Size(width: width + 10, height: 20)
  }
}

@Suite("Width-dependent intrinsic size")
struct WidthDependentSizeTests {
  /// A cell: a 40 × 40 avatar at the top-leading margins, and 100 characters of text 8 points
  /// after it, filling the cell to its trailing and bottom margins (8 each).
  func makeCell() -> (cell: View, text: WrappingText) {
    let cell = View(frame: Rect(x: 0, y: 0, width: 320, height: 44), name: "cell")
    let avatar = constrained("avatar", in: cell)
    _ = pin(avatar, .leading, .equal, cell, .leadingMargin)
    _ = pin(avatar, .top, .equal, cell, .topMargin)
    _ = pin(avatar, .width, plus: 40)
    _ = pin(avatar, .height, plus: 40)
    _ = pin(avatar, .bottom, .lessThanOrEqual, cell, .bottomMargin)
    let text = WrappingText("text", characters: 100)
    cell.addSubview(text)
    _ = pin(text, .leading, .equal, avatar, .trailing, plus: 8)
    _ = pin(text, .trailing, .equal, cell, .trailingMargin)
    _ = pin(text, .top, .equal, cell, .topMargin)
    _ = pin(text, .bottom, .equal, cell, .bottomMargin)
    return (cell, text)
  }

  /// 100 characters of text in a 300 × 400 root, 20 points in from its leading edge and 10 from
  /// its top, with its trailing edge 20 in from the root's (`trailing`: equal, or at most).
  func insetText(trailing: LayoutRelation) -> (root: View, text: WrappingText) {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 400), name: "root")
    let text = WrappingText("text", characters: 100)
    root.addSubview(text)
    _ = pin(text, .leading, .equal, root, plus: 20)
    _ = pin(text, .trailing, trailing, root, plus: -20)
    _ = pin(text, .top, .equal, root, plus: 10)
    return (root, text)
  }

  func fit(_ cell: View, width: Double) -> Size {
    cell.systemLayoutSizeFitting(
      Size(width: width, height: 0), horizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  @Test("a cell's fitting height follows its text wrapped at the cell's width")
  func cellFittingSize() {
    let (cell, text) = makeCell()
    // 320 wide: the text is 320 − 8 − 40 − 8 − 8 = 256 wide, 36 characters a line (252 pt),
    // 100 characters on 3 lines = 60 high; the cell is 8 + 60 + 8 = 76.
    #expect(fit(cell, width: 320) == Size(width: 320, height: 76))
    // Measured once, at the width it was given: its width is held by required constraints, so
    // the first solve finds it without measuring the text on one line.
    #expect(text.measuredWidths == [256])
    #expect(text.oneLineMeasurements == 0)
    // 200 wide: 136 for the text, 19 characters a line (133 pt), 6 lines (5 × 19 = 95 < 100)
    // = 120 high; the cell 136.
    #expect(fit(cell, width: 200) == Size(width: 200, height: 136))
    #expect(text.measuredWidths == [256, 136])
    // 1000 wide: one line 20 high, but the avatar needs 8 + 40 + 8 = 56.
    #expect(fit(cell, width: 1000) == Size(width: 1000, height: 56))
    // Fitting leaves the cell's frame alone.
    #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 44))
  }

  @Test("in layout, text's width comes from constraints and its height follows")
  func layoutHeightFollowsWidth() {
    let (root, text) = insetText(trailing: .equal)
    let below = constrained("below", in: root)
    _ = pin(below, .top, .equal, text, .bottom, plus: 10)
    _ = pin(below, .left, .equal, root)
    _ = pin(below, .width, plus: 10)
    _ = pin(below, .height, plus: 10)
    root.layoutIfNeeded()
    // 300 − 40 = 260 wide: 37 characters a line, 3 lines (2 × 37 = 74 < 100) = 60 high.
    #expect(text.frame == Rect(x: 20, y: 10, width: 260, height: 60))
    #expect(below.frame.minY == 80)
    // Narrower root: 120 wide, 17 a line, 6 lines (5 × 17 = 85 < 100) = 120 high.
    root.frame = Rect(x: 0, y: 0, width: 160, height: 400)
    root.layoutIfNeeded()
    #expect(text.frame == Rect(x: 20, y: 10, width: 120, height: 120))
    #expect(below.frame.minY == 140)
    let measured = text.measuredWidths.count
    root.layoutIfNeeded()
    #expect(text.measuredWidths.count == measured)
    // Fewer characters: 40 at 17 a line is 3 lines.
    text.characters = 40
    text.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(text.frame == Rect(x: 20, y: 10, width: 120, height: 60))
  }

  @Test("text that may be narrower than its space hugs its widest line after a second re-measure")
  func huggingWidestLine() {
    let (root, text) = insetText(trailing: .lessThanOrEqual)
    root.layoutIfNeeded()
    // On one line it would be 700 wide; the cap makes it 260. At 260, 37 characters a line
    // (259 pt) on 3 lines; hugging then narrows it to 259, where it measures the same.
    #expect(text.measuredWidths == [260, 259])
    // Its width is not held (it may shrink), so the first pass measured it on one line.
    #expect(text.oneLineMeasurements == 1)
    #expect(text.frame == Rect(x: 20, y: 10, width: 259, height: 60))
  }

  @Test("a width that never settles stops after four more solves")
  func boundedPasses() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100), name: "root")
    let view = constrained(Widening(name: "widening"), in: root)
    _ = pin(view, .left, .equal, root)
    _ = pin(view, .top, .equal, root)
    root.layoutIfNeeded()
    // 100 without a width limit, then measured at 100, 110, 120 and 130: 10 wider each time.
    #expect(view.frame.width == 140)
  }

  @Test("a text view removed from its tree is freed")
  func removedTextFreed() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 400), name: "root")
    weak var weakText: WrappingText?
    do {
      let text = WrappingText("text", characters: 100)
      root.addSubview(text)
      _ = pin(text, .leading, .equal, root)
      _ = pin(text, .top, .equal, root)
      _ = pin(text, .width, plus: 70)
      root.layoutIfNeeded()
      weakText = text
      // Measured at its 70-point width: 10 characters a line, 10 lines.
      #expect(text.frame.height == 200)
      text.removeFromSuperview()
      root.layoutIfNeeded()
    }
    #expect(weakText == nil)
  }

  /// The feed cell's headline: 100 characters after a 50-point image, 2 points after it and 4
  /// before the cell's edge; the image's horizontal hugging and compression resistance required
  /// (`requiredImage`) or left at their defaults.
  func textBesideImage(requiredImage: Bool) -> (cell: View, text: WrappingText) {
    let cell = View(name: "cell")
    let image = constrained(FixedSize(name: "image"), in: cell)
    if requiredImage {
      image.setContentHuggingPriority(.required, for: .horizontal)
      image.setContentCompressionResistancePriority(.required, for: .horizontal)
    }
    _ = pin(image, .leading, .equal, cell)
    _ = pin(image, .top, .equal, cell)
    let text = WrappingText("text", characters: 100)
    cell.addSubview(text)
    _ = pin(text, .leading, .equal, image, .trailing, plus: 2)
    _ = pin(text, .trailing, .equal, cell, plus: -4)
    _ = pin(text, .top, .equal, cell)
    _ = pin(text, .bottom, .equal, cell)
    return (cell, text)
  }

  @Test("text held by required constraints beside a view with required hugging is measured once")
  func heldBesideHuggingView() {
    // The image's width is held only by its required hugging and compression resistance.
    let (cell, text) = textBesideImage(requiredImage: true)
    // 375 − 50 − 2 − 4 = 319 wide: 45 characters a line, 3 lines = 60 high.
    #expect(fit(cell, width: 375) == Size(width: 375, height: 60))
    #expect(text.measuredWidths == [319])
    #expect(text.oneLineMeasurements == 0)
    // With the image's hugging and compression resistance optional, the text's own pulls could
    // move its width: it is measured on one line first, as before, and ends as tall as its
    // lines at the width it gets.
    let (loose, looseText) = textBesideImage(requiredImage: false)
    let height = fit(loose, width: 375).height
    #expect(looseText.oneLineMeasurements == 1)
    let width = looseText.width.value
    let perLine = max(1, Int((width / 7).rounded(.down)))
    #expect(looseText.measuredWidths.last == width)
    #expect(height == Double((100 + perLine - 1) / perLine) * 20)
  }
}

/// A view with a 50 × 50 intrinsic size, as an image has.
final class FixedSize: View {
  override var intrinsicContentSize: Size { Size(width: 50, height: 50) }
}
