import AutoLayout
import MasonryRender
import MasonryYAML
import Testing

@Suite("YAML reader")
struct YAMLReaderTests {
  private func yamlError(_ text: String) -> LayoutFileError? {
    do {
      _ = try LayoutBuilder.build(
        try LayoutFile(decoding: try YAMLReader.read(text, file: "t.yaml"), file: "t.yaml"))
      return nil
    } catch {
      return error
    }
  }

  @Test("a YAML file and its JSON twin lay out the same")
  func twins() throws {
    let yaml = """
      root: {width: 320, height: 480}
      views:
        - id: card
        - {id: title, parent: card, text: Hello, fontSize: 20}
      constraints:
        - H:|-16-[card]-16-|
        - card.top == root.top + 20
        - card.height == 100
        - {equation: "title.leading == card.leading + 8", identifier: t}
        - title.top == card.top + 8
      """
    let json = layoutJSON(
      views: [
        #"{"id": "card"}"#, #"{"id": "title", "parent": "card", "text": "Hello", "fontSize": 20}"#,
      ],
      constraints: [
        #""H:|-16-[card]-16-|""#, #""card.top == root.top + 20""#, #""card.height == 100""#,
        #"{"equation": "title.leading == card.leading + 8", "identifier": "t"}"#,
        #""title.top == card.top + 8""#,
      ])
    let fromYAML = try ExampleFiles.build(yaml, file: "t.yaml")
    let fromJSON = try ExampleFiles.build(json, file: "t.json")
    fromYAML.layOut()
    fromJSON.layOut()
    #expect(
      fromYAML.scene().nodes.map(\.absoluteFrame) == fromJSON.scene().nodes.map(\.absoluteFrame))
    // title: card (16, 20) + (8, 8); 5 × 11 = 55 by 24.
    #expect(fromYAML.views["title"]?.frame == Rect(x: 8, y: 8, width: 55, height: 24))
  }

  @Test("values carry libyaml's lines and columns, down to characters in plain strings")
  func positions() throws {
    let document = try YAMLReader.read("a:\n  - x\n  - H:|-10-|\n", file: "t.yaml")
    guard case .object(let members) = document.kind, case .array(let items) = members[0].value.kind
    else {
      Issue.record("shape")
      return
    }
    #expect(members[0].keyLocation == SourceLocation(line: 1, column: 1))
    #expect(items[1].location == SourceLocation(line: 3, column: 5))
    // The format's offset 7 (the second bar) is at column 5 + 7 = 12.
    #expect(items[1].location(ofCharacter: 7) == SourceLocation(line: 3, column: 12))
  }

  @Test(
    "bad YAML is one located error",
    arguments: [
      (
        "root: {width: 320, height: 480\n", 2, 1,
        "invalid YAML: did not find expected ',' or '}' (while parsing a flow mapping at line 1)"
      ),
      (
        "root:\n\t- a\n", 2, 1,
        "invalid YAML: found character that cannot start any token (while scanning for the next token at line 2)"
      ),
      ("root: {width: 320, height: 480}\nroot: 1\n", 2, 1, "duplicate key 'root' in a mapping"),
      (
        "root: {width: .inf, height: 480}\n", 1, 15,
        "non-finite numbers (.nan, .inf) are not allowed"
      ),
      (
        "root: {width: 320, height: 480}\nviews: [{id: a, colour: red}]\n", 2, 17,
        "unknown key 'colour' in view 'a'; expected one of: id, parent, intrinsicSize, text, fontSize, wrapWidth, font, maxLines, truncation, hugging, compressionResistance, margins, direction, hidden, frame, color, borderColor, textColor, cornerRadius, stack, comment"
      ),
      ("root: {width: 320, height: 480}\nconstraints: [\"H:|-10-|\"]\n", 2, 23, "Expected a view"),
      (
        "root: {width: 320, height: 480}\nviews:\n  - id: a\n    parent: b\n", 4, 13,
        "unknown parent 'b'"
      ),
      ("", 1, 1, "the file is empty; expected a YAML mapping"),
      ("- 1\n- 2\n", 1, 1, "the layout file must be an object, not an array"),
      ("{? [a]: 1}", 1, 4, "a key must be a plain string"),
    ])
  func errors(text: String, line: Int, column: Int, message: String) {
    let error = yamlError(text)
    #expect(error?.message == message)
    #expect(error?.location == SourceLocation(line: line, column: column))
  }

  @Test("aliases that expand past a million values are refused, not expanded")
  func aliasBomb() {
    var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...8 {
      let previous = level == 1 ? "a" : "l\(level - 1)"
      yaml +=
        "l\(level): &l\(level) ["
        + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
    }
    let error = yamlError(yaml)
    #expect(
      error?.message == "the document holds more than 1000000 values once its aliases are expanded")
  }

  @Test("deeply nested flow collections are refused before they reach the recursive composer")
  func depth() {
    let error = yamlError(String(repeating: "[", count: 50_000))
    #expect(error?.message == "collections nest deeper than 256 levels")
    #expect(error?.location == SourceLocation(line: 1, column: 257))
    // A '#' inside a plain scalar does not start a comment, so it hides no brackets.
    let hidden = yamlError("[a#b, " + String(repeating: "[", count: 50_000))
    #expect(hidden?.message == "collections nest deeper than 256 levels")
    // The first bracket is at column 1, the others from column 7: the 257th at 5 + 257 = 262.
    #expect(hidden?.location == SourceLocation(line: 1, column: 262))
  }
}
