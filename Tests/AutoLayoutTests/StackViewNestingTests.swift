import TestSupport
import Testing

@testable import AutoLayout

// Stacks in stacks: a settings screen of rows in a column, hiding rows and views in rows.
// The cases taking a scale run at 1 and at 3: frames in whole points stay put on both grids.

/// A row of the settings screen: a title that stretches (hugging 249) and a 50 × 30 switch,
/// centred, 10 apart.
private func settingsRow(_ title: String, width: Double) -> (StackView, Label, Label) {
  let label = Label(title, width: width, height: 20)
  label.setContentHuggingPriority(249, for: .horizontal)
  let toggle = Label(title + "-switch", width: 50, height: 30)
  let row = StackView(arrangedSubviews: [label, toggle], name: title + "-row")
  row.alignment = .center
  row.spacing = 10
  return (row, label, toggle)
}

@Suite("Stack views: nested stacks")
struct StackViewNestingTests {
  @Test(
    "a settings screen: rows in a column, a row hidden, a switch hidden", arguments: [1.0, 3.0])
  func settingsScreen(scale: Double) {
    let root = stackRoot(scale: scale)
    let (wifi, wifiTitle, wifiSwitch) = settingsRow("wifi", width: 80)
    let (bluetooth, _, _) = settingsRow("bluetooth", width: 100)
    let screen = placedStack(
      [wifi, bluetooth], in: root, axis: .vertical, spacing: 8, width: 300)
    // Each row 300 wide (fill) and as high as its switch; the title takes what the switch and
    // the gap leave: 300 - 10 - 50 = 240, centred on the row's 15.
    #expect(screen.frame == Rect(x: 10, y: 20, width: 300, height: 68))
    #expect(wifi.frame == Rect(x: 0, y: 0, width: 300, height: 30))
    #expect(bluetooth.frame == Rect(x: 0, y: 38, width: 300, height: 30))
    #expect(wifiTitle.frame == Rect(x: 0, y: 5, width: 240, height: 20))
    #expect(wifiSwitch.frame == Rect(x: 250, y: 0, width: 50, height: 30))
    // The row goes, with its spacing.
    bluetooth.isHidden = true
    root.layoutIfNeeded()
    #expect(screen.frame == Rect(x: 10, y: 20, width: 300, height: 30))
    // The switch goes: the title fills the row, which is now as high as the title.
    wifiSwitch.isHidden = true
    root.layoutIfNeeded()
    #expect(wifiTitle.frame == Rect(x: 0, y: 0, width: 300, height: 20))
    #expect(screen.frame == Rect(x: 10, y: 20, width: 300, height: 20))
    // Both come back.
    wifiSwitch.isHidden = false
    bluetooth.isHidden = false
    root.layoutIfNeeded()
    #expect(screen.frame == Rect(x: 10, y: 20, width: 300, height: 68))
    #expect(wifiTitle.frame == Rect(x: 0, y: 5, width: 240, height: 20))
  }

  @Test("rows of equal columns: fill equally inside fill", arguments: [1.0, 3.0])
  func gridOfStacks(scale: Double) {
    let root = stackRoot(scale: scale)
    let (a, b, c) = threeLabels()
    let left = StackView(arrangedSubviews: [a, b], name: "left")
    left.axis = .vertical
    let right = StackView(arrangedSubviews: [c], name: "right")
    right.axis = .vertical
    let grid = placedStack(
      [left, right], in: root, distribution: .fillEqually, spacing: 20, width: 220)
    // Two columns of (220 - 20) / 2 = 100; the row is as high as the taller column (20 + 30);
    // right's c fills its column's 50 (fill alignment of the row stretches right to 50).
    #expect(grid.frame == Rect(x: 10, y: 20, width: 220, height: 50))
    #expect(left.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(right.frame == Rect(x: 120, y: 0, width: 100, height: 50))
    #expect(b.frame == Rect(x: 0, y: 20, width: 100, height: 30))
    #expect(c.frame == Rect(x: 0, y: 0, width: 100, height: 50))
  }
}
