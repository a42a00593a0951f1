import AutoLayout
import MasonryRender
import Testing

/// The stack examples' key frames, worked out by hand from the files, so that their golden
/// files are not the only word on what the layouts should be.
///
/// Text is measured as `TextMeasurer` says: a character is 0.55 em wide and a line 1.2 em high,
/// so at 20 points 11 a character and 24 a line (first baseline 18 below the top), at 10 points
/// 5.5 and 12, at 40 points 22 and 48 (first baseline 36).
@Suite("Examples: stack frames worked out by hand")
struct StackExampleTests {
  /// The frames of an example, in the root's coordinates, by id; and whether it had conflicts.
  private func laidOut(_ name: String) throws -> (frames: [String: Rect], conflicts: Int) {
    let layout = try ExampleFiles.laidOut(name)
    var frames: [String: Rect] = [:]
    for node in layout.scene().nodes { frames[node.id] = node.absoluteFrame }
    return (frames, layout.reports.count)
  }

  @Test("settings.json: a column of rows, each a row of a label and a value or a switch")
  func settings() throws {
    let (frames, conflicts) = try laidOut("settings.json")
    #expect(conflicts == 0)
    // The column is pinned to the sides and the safe area's top (24), and takes its height from
    // its content. With its margins (16) as the canvas, its views are 360 − 32 = 328 wide at
    // x 16, and start at y 24 + 16 = 40.
    #expect(frames["accountHeader"] == Rect(x: 16, y: 40, width: 328, height: 12))
    // Custom spacing 4 after the header: 52 + 4 = 56. Rows are 44 high (≥ 44 at 999, and the
    // alignment spanner hugs them).
    #expect(frames["nameRow"] == Rect(x: 16, y: 56, width: 328, height: 44))
    // Inside a row, its margins (16 leading and trailing) leave 328 − 32 = 296 from x 32. The
    // value keeps its width (12 characters: 132); the system spacing is 8; the label hugs less
    // (249) and takes the rest, 296 − 8 − 132 = 156. Centred in 44: (44 − 24) / 2 = 10 down.
    #expect(frames["nameLabel"] == Rect(x: 32, y: 66, width: 156, height: 24))
    #expect(frames["nameValue"] == Rect(x: 196, y: 66, width: 132, height: 24))
    // The phone row is hidden: no height, and its spacing collapses with it, so the email row
    // is one spacing (8) below the name row: 100 + 8 = 108.
    #expect(frames["phoneRow"]?.minY == 100)
    #expect(frames["phoneRow"]?.height == 0)
    #expect(frames["emailRow"] == Rect(x: 16, y: 108, width: 328, height: 44))
    // 15 characters: 165 wide; the label 296 − 8 − 165 = 123.
    #expect(frames["emailLabel"] == Rect(x: 32, y: 118, width: 123, height: 24))
    #expect(frames["emailValue"] == Rect(x: 163, y: 118, width: 165, height: 24))
    // Custom spacing 24 after the email row: 152 + 24 = 176; then 4 after the header.
    #expect(frames["displayHeader"] == Rect(x: 16, y: 176, width: 328, height: 12))
    #expect(frames["darkModeRow"] == Rect(x: 16, y: 192, width: 328, height: 44))
    // The switch (51 × 32) is centred: (44 − 32) / 2 = 6 down; the label is 296 − 8 − 51 = 237.
    #expect(frames["darkModeLabel"] == Rect(x: 32, y: 202, width: 237, height: 24))
    #expect(frames["darkModeSwitch"] == Rect(x: 277, y: 198, width: 51, height: 32))
    #expect(frames["textSizeRow"] == Rect(x: 16, y: 244, width: 328, height: 44))
    #expect(frames["textSizeValue"] == Rect(x: 273, y: 254, width: 55, height: 24))
    // The column ends at 288 + 16 (its bottom margin): 304, so it is 304 − 24 = 280 high.
    #expect(frames["settings"] == Rect(x: 0, y: 24, width: 360, height: 280))
  }

  @Test("stack-distributions.yaml: each distribution and alignment where it is used")
  func distributions() throws {
    let (frames, conflicts) = try laidOut("stack-distributions.yaml")
    #expect(conflicts == 0)
    // Equal spacing: the margins (20) leave 320 for 24 + 24 + 44 + 24 = 116 of items, so each
    // of the three gaps is (320 − 116) / 3 = 68. Centred in 44 at y 20: 10 down.
    #expect(frames["back"] == Rect(x: 20, y: 30, width: 24, height: 24))
    #expect(frames["share"] == Rect(x: 112, y: 30, width: 24, height: 24))
    #expect(frames["edit"] == Rect(x: 204, y: 30, width: 44, height: 24))
    #expect(frames["trash"] == Rect(x: 316, y: 30, width: 24, height: 24))
    // First baselines: $9 at 40 points has its baseline 36 below its top (y 88), "/ month" at
    // 20 points 18 below its own: 88 + 36 − 18 = 106. 44 + 4 + 77 wide.
    #expect(frames["price"] == Rect(x: 20, y: 88, width: 44, height: 48))
    #expect(frames["period"] == Rect(x: 68, y: 106, width: 77, height: 24))
    #expect(frames["priceRow"] == Rect(x: 20, y: 88, width: 125, height: 48))
    // In proportion to 100 : 60 : 40 of 320: 160, 96 and 64.
    #expect(frames["photos"] == Rect(x: 20, y: 160, width: 160, height: 12))
    #expect(frames["apps"] == Rect(x: 180, y: 160, width: 96, height: 12))
    #expect(frames["free"] == Rect(x: 276, y: 160, width: 64, height: 12))
    // Equal centring: the first and last at the ends put the centres at 30 and 310, so the
    // middle one's is at 170 and it starts at 150.
    #expect(frames["stepOne"] == Rect(x: 20, y: 196, width: 20, height: 20))
    #expect(frames["stepTwo"] == Rect(x: 150, y: 196, width: 40, height: 20))
    #expect(frames["stepThree"] == Rect(x: 280, y: 196, width: 60, height: 20))
    // Trailing: the column is as wide as "VAT incl." (99) and ends at 340; "Total" (55) ends
    // there too. The system spacing is 8: 240 + 24 + 8 = 272.
    #expect(frames["totals"] == Rect(x: 241, y: 240, width: 99, height: 56))
    #expect(frames["total"] == Rect(x: 285, y: 240, width: 55, height: 24))
    #expect(frames["tax"] == Rect(x: 241, y: 272, width: 99, height: 24))
    // Fill equally: four tabs of 90. The bar ends at the safe area's bottom, 640 − 34 = 606,
    // so starts at 557; each tab (24 + 2 + 12 = 38 high) is centred: 557 + 5.5 = 562.5. In
    // each tab the icon and the label are centred on 45.
    #expect(frames["homeTab"] == Rect(x: 0, y: 562.5, width: 90, height: 38))
    #expect(frames["meTab"] == Rect(x: 270, y: 562.5, width: 90, height: 38))
    #expect(frames["homeIcon"] == Rect(x: 33, y: 562.5, width: 24, height: 24))
    #expect(frames["searchLabel"] == Rect(x: 118.5, y: 588.5, width: 33, height: 12))
    #expect(frames["meLabel"] == Rect(x: 309.5, y: 588.5, width: 11, height: 12))
  }
}
