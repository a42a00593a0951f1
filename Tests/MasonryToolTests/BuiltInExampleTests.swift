import AutoLayout
import Foundation
import MasonryRender
import MasonryTool
import Testing

@Suite("The built-in example")
struct BuiltInExampleTests {
  @Test(
    "lays out at each screen without conflicts or ambiguity",
    arguments: BuiltInExample.screens.map(\.name))
  func clean(name: String) throws {
    let screen = try #require(BuiltInExample.screens.first { $0.name == name })
    let (root, _) = BuiltInExample.make(screen)
    #expect(throws: Never.self) { try root.layoutIfNeededStrictly() }
    #expect(Diagnosis(root: root, reports: []).ambiguousViews == [])
  }

  @Test("the card fills narrow screens and stops at 560 points, centred, on wide ones")
  func card() throws {
    func card(_ index: Int) throws -> Rect {
      let scene = BuiltInExample.scene(for: BuiltInExample.screens[index])
      return try #require(scene.nodes.first { $0.id == "card" }).absoluteFrame
    }
    // 320 wide: 16 from each edge of the safe area (which spans the width) → 288.
    #expect(try card(0).minX == 16)
    #expect(try card(0).width == 288)
    // 1024 wide: the 750 insets give way to the required 560 maximum; centred, x = 232.
    #expect(try card(2).width == 560)
    #expect(try card(2).minX == 232)
  }

  @Test("bars follow the safe area: the navigation bar ends 44 below its top")
  func bars() throws {
    let scene = BuiltInExample.scene(for: BuiltInExample.screens[1])  // 390 × 844, insets 47/34
    let nav = try #require(scene.nodes.first { $0.id == "navBar" })
    let tab = try #require(scene.nodes.first { $0.id == "tabBar" })
    #expect(nav.absoluteFrame == Rect(x: 0, y: 0, width: 390, height: 91))  // 47 + 44
    #expect(tab.absoluteFrame == Rect(x: 0, y: 761, width: 390, height: 83))  // 844 − 34 − 49
  }

  @Test("the built-in example's tables match the golden file")
  func goldenTables() throws {
    let tables = BuiltInExample.screens.map {
      FrameTableWriter.write(BuiltInExample.scene(for: $0))
    }
    try GoldenFile.compare(tables.joined(separator: "\n"), "builtin-profile.txt")
  }
}
