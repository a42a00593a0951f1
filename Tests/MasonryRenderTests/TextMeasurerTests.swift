import AutoLayout
import MasonryRender
import Testing

@Suite("Text measurer and text views")
struct TextMeasurerTests {
  let measurer = TextMeasurer()

  @Test("a line is 0.55 em per character and 1.2 em high")
  func oneLine() {
    // 12 characters × 0.55 × 20 = 132; 1.2 × 20 = 24.
    #expect(measurer.size(of: "Ada Lovelace", fontSize: 20) == Size(width: 132, height: 24))
    #expect(measurer.size(of: "", fontSize: 20) == Size(width: 0, height: 0))
    // Newlines break lines: the widest is "abc" (3 × 0.55 × 10 = 16.5), two lines of 12.
    #expect(measurer.size(of: "abc\nx", fontSize: 10) == Size(width: 16.5, height: 24))
  }

  @Test("wrapping is greedy at spaces, at the number of characters that fit")
  func wrapping() {
    // 10 pt: 5.5 per character; a width of 60 fits 10 characters (10 × 5.5 = 55 ≤ 60 < 60.5).
    let lines = measurer.lines(of: "the quick brown fox jumps", fontSize: 10, wrapWidth: 60)
    #expect(lines == ["the quick", "brown fox", "jumps"])
    // The widest line, "the quick", is 9 × 5.5 = 49.5; three lines of 12.
    #expect(
      measurer.size(of: "the quick brown fox jumps", fontSize: 10, wrapWidth: 60)
        == Size(width: 49.5, height: 36))
    // Exactly ten characters fit: 110 / (0.55 × 20) = 10, despite rounding in the division.
    #expect(measurer.lines(of: "abcde fghi", fontSize: 20, wrapWidth: 110) == ["abcde fghi"])
  }

  @Test("a word longer than a line is broken between characters")
  func longWords() {
    // 4 characters a line (22 / 5.5).
    #expect(
      measurer.lines(of: "ab abcdefghij", fontSize: 10, wrapWidth: 22) == [
        "ab a", "bcde", "fghi", "j",
      ])
    #expect(
      measurer.lines(of: "abcdefgh", fontSize: 10, wrapWidth: 1) == [
        "a", "b", "c", "d", "e", "f", "g", "h",
      ])
  }

  @Test("fitting truncates with an ellipsis and drops lines that do not fit")
  func fitting() {
    // (66 + 1) / 11 = 6 characters: five and an ellipsis.
    #expect(
      measurer.fitted(["Ada Lovelace"], in: Size(width: 66, height: 24), fontSize: 20) == ["Ada L…"]
    )
    // A height of 30 at 12 a line holds (30 + 1) / 12 = 2 lines; the second ends with "…".
    #expect(
      measurer.fitted(["one", "two", "three"], in: Size(width: 100, height: 30), fontSize: 10)
        == ["one", "two…"])
    #expect(measurer.fitted(["abc"], in: Size(width: 16.5, height: 12), fontSize: 10) == ["abc"])
  }

  @Test("a text view's intrinsic size and baselines come from the measurer")
  func textView() {
    let view = TextView(text: "Hello", fontSize: 20, name: "t")
    #expect(view.intrinsicContentSize == Size(width: 55, height: 24))
    #expect(view.firstBaselineOffsetFromTop == 18)  // 0.9 × 20
    #expect(view.lastBaselineOffsetFromBottom == 6)  // 0.3 × 20
    view.wrapWidth = 30  // 30 / 11 = 2 characters a line: "He", "ll", "o"
    #expect(view.lines == ["He", "ll", "o"])
    #expect(view.intrinsicContentSize == Size(width: 22, height: 72))
  }

  @Test("baselines align text of different sizes")
  func baselines() throws {
    let frames = try MasonryRenderTests.frames(
      layoutJSON(
        views: [
          #"{"id": "big", "text": "Big", "fontSize": 30}"#,
          #"{"id": "small", "text": "small", "fontSize": 10}"#,
        ],
        constraints: [
          #""big.top == root.top + 10""#, #""big.leading == root.leading""#,
          #""small.leading == big.trailing""#, #""small.lastBaseline == big.lastBaseline""#,
        ]))
    // big: 36 high from y 10, last baseline 0.3 × 30 = 9 above its bottom: at 37.
    // small: 12 high, baseline 3 above its bottom, so its bottom is at 40 and its top at 28.
    #expect(frames["small"]?.minY == 28)
  }
}
