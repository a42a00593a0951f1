import AutoLayout
import MasonryRender
import Testing

@Suite("Terminal text")
struct TerminalTextTests {
  @Test("the characters a terminal acts on are escaped; tabs, newlines and letters are kept")
  func escapes() {
    #expect(TerminalText.escaped("card\u{1B}[31mred") == "card\\u{1B}[31mred")
    #expect(TerminalText.escaped("a\rb\u{7}c\u{7F}d\u{9B}e") == "a\\u{D}b\\u{7}c\\u{7F}d\\u{9B}e")
    #expect(TerminalText.escaped("abc\u{202E}cba") == "abc\\u{202E}cba")
    #expect(
      TerminalText.escaped("\tIbn al-Haytham, ابن الهيثم\n") == "\tIbn al-Haytham, ابن الهيثم\n")
    #expect(TerminalText.escaped("") == "")
  }

  @Test("the table escapes a title that would reach the terminal raw")
  func table() throws {
    let layout = try build(
      layoutJSON(views: [#"{"id": "card"}"#]), file: "evil\u{1B}]0;owned\u{7}.json")
    layout.layOut()
    let table = FrameTableWriter.write(layout.scene())
    #expect(!table.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
    #expect(table.hasPrefix("evil\\u{1B}]0;owned\\u{7}.json: 320 × 480"))
  }
}
