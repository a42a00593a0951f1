import TestSupport
import Testing

@testable import AutoLayout

// Spacing: negative, system and default values, custom spacing after a view, and changes that
// only move constants. The labels are a 40 × 20, b 60 × 30 and c 20 × 10; the stack sits at
// (10, 20) with no size of its own.
// The cases taking a scale run at 1 and at 3: frames in whole points stay put on both grids.

@Suite("Stack views: spacing")
struct StackViewSpacingTests {
  @Test("negative spacing overlaps the views", arguments: [1.0, 3.0])
  func negative(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, spacing: -10)
    // a 0..40, b 30..90, c 80..100.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 100, height: 30))
    #expect(b.frame == Rect(x: 30, y: 0, width: 60, height: 30))
    #expect(c.frame == Rect(x: 80, y: 0, width: 20, height: 30))
  }

  @Test("the system spacing is 8; the default value as the spacing is 0", arguments: [1.0, 3.0])
  func specialValues(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, spacing: StackView.spacingUseSystem)
    // a 0..40, b 48..108, c 116..136.
    #expect(b.frame.minX == 48)
    #expect(c.frame.minX == 116)
    stack.spacing = StackView.spacingUseDefault
    root.layoutIfNeeded()
    #expect(c.frame.minX == 100)
    stack.spacing = 4
    stack.setCustomSpacing(StackView.spacingUseSystem, after: a)
    root.layoutIfNeeded()
    // a, 8, b (48..108), 4, c.
    #expect(c.frame.minX == 112)
  }

  @Test("custom spacing in a column", arguments: [1.0, 3.0])
  func customInColumn(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, axis: .vertical, spacing: 4)
    stack.setCustomSpacing(16, after: a)
    root.layoutIfNeeded()
    // a 0..20, 16, b 36..66, 4, c 70..80.
    #expect(b.frame == Rect(x: 0, y: 36, width: 60, height: 30))
    #expect(c.frame == Rect(x: 0, y: 70, width: 60, height: 10))
    #expect(stack.frame.height == 80)
  }

  @Test("a new spacing moves the constants of the same constraints", arguments: [1.0, 3.0])
  func spacingChangeIsIncremental(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, spacing: 10)
    let before = stack.madeConstraints.constraints.map(ObjectIdentifier.init)
    stack.spacing = 25
    root.layoutIfNeeded()
    #expect(Set(stack.madeConstraints.constraints.map(ObjectIdentifier.init)) == Set(before))
    // a 0..40, b 65..125, c 150..170.
    #expect(c.frame == Rect(x: 150, y: 0, width: 20, height: 30))
    let spacings = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(spacings.map(\.constant) == [25, 25])
  }

  @Test(
    "equal spacing never goes below the spacing: the views are squeezed instead",
    arguments: [1.0, 3.0])
  func equalSpacingMinimum(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    c.setContentCompressionResistancePriority(749, for: .horizontal)
    placedStack(
      [a, b, c], in: root, distribution: .equalSpacing, spacing: 10, width: 130, height: 50)
    // 140 wanted: the gaps stay 10 and c gives 10.
    #expect(b.frame == Rect(x: 50, y: 0, width: 60, height: 50))
    #expect(c.frame == Rect(x: 120, y: 0, width: 10, height: 50))
  }
}
