import TestSupport
import Testing

@testable import AutoLayout

// Every distribution along both axes, with hand-worked frames. The labels are a 40 × 20,
// b 60 × 30 and c 20 × 10; the stack sits at (10, 20) in a 400 × 400 root, 200 long along its
// axis and 50 across, spacing 10, alignment fill (so every view is 50 across). The frames of
// the arranged views are in the stack's coordinates.
// The cases taking a scale run at 1 and at 3: frames in whole points stay put on both grids.

@Suite("Stack views: distributions")
struct StackViewDistributionTests {
  @Test(
    "fill, row: the view with the lowest hugging takes the extra length", arguments: [1.0, 3.0])
  func fillRow(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    b.setContentHuggingPriority(249, for: .horizontal)
    let stack = placedStack([a, b, c], in: root, spacing: 10, width: 200, height: 50)
    // Natural lengths 40 + 60 + 20 and two gaps of 10: 140; b takes the other 60 (120 wide).
    #expect(stack.frame == Rect(x: 10, y: 20, width: 200, height: 50))
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 50))
    #expect(b.frame == Rect(x: 50, y: 0, width: 120, height: 50))
    #expect(c.frame == Rect(x: 180, y: 0, width: 20, height: 50))
  }

  @Test(
    "fill, row too short: the view with the lowest compression resistance gives",
    arguments: [1.0, 3.0])
  func fillRowOverflow(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    c.setContentCompressionResistancePriority(749, for: .horizontal)
    placedStack([a, b, c], in: root, spacing: 10, width: 130, height: 50)
    // 140 wanted, 130 given: c gives 10 (20 → 10).
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 50))
    #expect(b.frame == Rect(x: 50, y: 0, width: 60, height: 50))
    #expect(c.frame == Rect(x: 120, y: 0, width: 10, height: 50))
  }

  @Test(
    "fill, column: the view with the lowest hugging takes the extra height", arguments: [1.0, 3.0])
  func fillColumn(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    b.setContentHuggingPriority(249, for: .vertical)
    placedStack([a, b, c], in: root, axis: .vertical, spacing: 10, width: 50, height: 200)
    // Natural heights 20 + 30 + 10 and two gaps of 10: 80; b takes the other 120 (150 high).
    #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 20))
    #expect(b.frame == Rect(x: 0, y: 30, width: 50, height: 150))
    #expect(c.frame == Rect(x: 0, y: 190, width: 50, height: 10))
  }

  @Test("fill equally, row: (200 - 2 × 10) / 3 = 60 each", arguments: [1.0, 3.0])
  func fillEquallyRow(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    placedStack(
      [a, b, c], in: root, distribution: .fillEqually, spacing: 10, width: 200, height: 50)
    #expect(a.frame == Rect(x: 0, y: 0, width: 60, height: 50))
    #expect(b.frame == Rect(x: 70, y: 0, width: 60, height: 50))
    #expect(c.frame == Rect(x: 140, y: 0, width: 60, height: 50))
  }

  @Test("fill equally, column: 60 high each", arguments: [1.0, 3.0])
  func fillEquallyColumn(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    placedStack(
      [a, b, c], in: root, axis: .vertical, distribution: .fillEqually, spacing: 10, width: 50,
      height: 200)
    #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 60))
    #expect(b.frame == Rect(x: 0, y: 70, width: 50, height: 60))
    #expect(c.frame == Rect(x: 0, y: 140, width: 50, height: 60))
  }

  @Test("fill proportionally, row: 180 shared 40 : 60 : 20", arguments: [1.0, 3.0])
  func fillProportionallyRow(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack(
      [a, b, c], in: root, distribution: .fillProportionally, spacing: 10, width: 200,
      height: 50)
    // 200 less the two gaps is 180: a 40/120 of it = 60, b 90, c 30.
    #expect(a.frame == Rect(x: 0, y: 0, width: 60, height: 50))
    #expect(b.frame == Rect(x: 70, y: 0, width: 90, height: 50))
    #expect(c.frame == Rect(x: 170, y: 0, width: 30, height: 50))
    // The shares, at Apple's falling priorities: a.width == 0.333…·stack.width - 6.67 @999.
    let shares = stack.madeConstraints.constraints.filter {
      $0.identifier == "UISV-fill-proportionally"
    }
    #expect(shares.map(\.priority.rawValue).sorted() == [997, 998, 999])
  }

  @Test("fill proportionally, column: 180 shared 20 : 30 : 10", arguments: [1.0, 3.0])
  func fillProportionallyColumn(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    placedStack(
      [a, b, c], in: root, axis: .vertical, distribution: .fillProportionally, spacing: 10,
      width: 50, height: 200)
    #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 60))
    #expect(b.frame == Rect(x: 0, y: 70, width: 50, height: 90))
    #expect(c.frame == Rect(x: 0, y: 170, width: 50, height: 30))
  }

  @Test(
    "fill proportionally without a size: every view at its natural length", arguments: [1.0, 3.0])
  func fillProportionallyUnsized(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, distribution: .fillProportionally, spacing: 10)
    // The shares hold at any length; hugging and compression resistance settle on 140.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 140, height: 30))
    #expect(b.frame == Rect(x: 50, y: 0, width: 60, height: 30))
  }

  @Test("equal spacing, row: the 80 left over goes into two gaps of 40", arguments: [1.0, 3.0])
  func equalSpacingRow(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack(
      [a, b, c], in: root, distribution: .equalSpacing, spacing: 10, width: 200, height: 50)
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 50))
    #expect(b.frame == Rect(x: 80, y: 0, width: 60, height: 50))
    #expect(
      stackIdentifiers(stack).isSuperset(of: [
        "UISV-distributing-edge", "UISV-fill-equally", "UISV-canvas-fit",
      ]))
    #expect(stack.layoutGuides.map(\.identifier) == ["UISV-distributing", "UISV-distributing"])
    #expect(c.frame == Rect(x: 180, y: 0, width: 20, height: 50))
  }

  @Test("equal spacing, column: the 140 left over goes into two gaps of 70", arguments: [1.0, 3.0])
  func equalSpacingColumn(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    placedStack(
      [a, b, c], in: root, axis: .vertical, distribution: .equalSpacing, spacing: 10, width: 50,
      height: 200)
    #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 20))
    #expect(b.frame == Rect(x: 0, y: 90, width: 50, height: 30))
    #expect(c.frame == Rect(x: 0, y: 190, width: 50, height: 10))
  }

  @Test("equal spacing without a size: the gaps shrink to the spacing", arguments: [1.0, 3.0])
  func equalSpacingUnsized(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack([a, b, c], in: root, distribution: .equalSpacing, spacing: 10)
    // UISV-canvas-fit pulls the length down: 40 + 10 + 60 + 10 + 20.
    #expect(stack.frame == Rect(x: 10, y: 20, width: 140, height: 30))
    #expect(c.frame == Rect(x: 120, y: 0, width: 20, height: 30))
  }

  @Test("equal centring, row: the centres 85 apart", arguments: [1.0, 3.0])
  func equalCenteringRow(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let stack = placedStack(
      [a, b, c], in: root, distribution: .equalCentering, spacing: 10, width: 200, height: 50)
    // The two gaps, centre to centre, wanted equal at 149.
    let equal = stack.madeConstraints.constraints.filter { $0.identifier == "UISV-fill-equally" }
    #expect(equal.map(\.priority) == [149])
    // a's centre at 20 and c's at 190 (c ends at 200): b's centre at 105, so b starts at 75.
    #expect(a.frame == Rect(x: 0, y: 0, width: 40, height: 50))
    #expect(b.frame == Rect(x: 75, y: 0, width: 60, height: 50))
    #expect(c.frame == Rect(x: 180, y: 0, width: 20, height: 50))
  }

  @Test("equal centring, column, at scales 1 and 3: half a pixel rounds away from zero")
  func equalCenteringColumn() {
    for scale in [1.0, 3.0] {
      let root = stackRoot(scale: scale)
      let (a, b, c) = threeLabels()
      placedStack(
        [a, b, c], in: root, axis: .vertical, distribution: .equalCentering, spacing: 10,
        width: 50, height: 200)
      // a's centre at 10 and c's at 195: b's centre at 102.5, so b runs from 87.5 to 117.5 —
      // 107.5 to 137.5 in the root. Both edges are half a pixel off the grid at either scale
      // and round away from zero: to 108 and 138 at scale 1; at scale 3, 322.5 and 412.5
      // pixels round to 323 and 413 (107.667 and 137.667).
      let top = scale == 1 ? 88.0 : 323.0 / 3 - 20
      let bottom = scale == 1 ? 118.0 : 413.0 / 3 - 20
      #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 20))
      #expect(b.frame == Rect(x: 0, y: top, width: 50, height: bottom - top))
      #expect(c.frame == Rect(x: 0, y: 190, width: 50, height: 10))
    }
  }

  @Test("fill equally at scales 1 and 3: thirds of 100 round edge by edge")
  func fillEquallyThirds() {
    for scale in [1.0, 3.0] {
      let root = stackRoot(scale: scale)
      let (a, b, c) = threeLabels()
      placedStack([a, b, c], in: root, distribution: .fillEqually, width: 100, height: 50)
      // Edges at 0, 33.33, 66.67 and 100 (10 more in the root). At scale 1 they round to 43
      // and 77 in the root — 33 and 67 in the stack — so b is 34 wide; at scale 3 a third is
      // a whole pixel, and every edge stays where it is.
      let first = scale == 1 ? 33.0 : (10 + 100.0 / 3) - 10
      let second = scale == 1 ? 67.0 : (10 + 200.0 / 3) - 10
      #expect(a.frame == Rect(x: 0, y: 0, width: first, height: 50))
      #expect(b.frame == Rect(x: first, y: 0, width: second - first, height: 50))
      #expect(c.frame == Rect(x: second, y: 0, width: 100 - second, height: 50))
    }
  }
}
