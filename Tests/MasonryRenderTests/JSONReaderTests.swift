import MasonryRender
import Testing

@Suite("JSON reader")
struct JSONReaderTests {
  @Test("values with their lines and columns")
  func values() throws {
    let text = """
      {"a": [1, -2.5e1, true, null],
        "b": "x\\ty", "c": {}}
      """
    let value = try JSONReader.read(text, file: "t.json")
    guard case .object(let members) = value.kind else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b", "c"])
    #expect(members[0].keyLocation == SourceLocation(line: 1, column: 2))
    guard case .array(let elements) = members[0].value.kind else {
      Issue.record("not an array")
      return
    }
    #expect(elements.count == 4)
    if case .number(let n) = elements[1].kind { #expect(n == -25) } else { Issue.record("-2.5e1") }
    // "-2.5e1" starts after `{"a": [1, ` — ten characters — so at column 11.
    #expect(elements[1].location == SourceLocation(line: 1, column: 11))
    #expect(members[1].keyLocation == SourceLocation(line: 2, column: 3))
    if case .string(let s) = members[1].value.kind {
      #expect(s == "x\ty")
    } else {
      Issue.record("b")
    }
  }

  @Test("characters inside strings are placed, escapes counted by their width")
  func characterPlaces() throws {
    // `"a\u00e9b"` opens at column 1: a at 2, é (six characters) at 3, b at 9, the quote at 10.
    let value = try JSONReader.read(#""a\u00e9b""#, file: "t.json")
    #expect(value.location(ofCharacter: 0) == SourceLocation(line: 1, column: 2))
    #expect(value.location(ofCharacter: 1) == SourceLocation(line: 1, column: 3))
    #expect(value.location(ofCharacter: 2) == SourceLocation(line: 1, column: 9))
    #expect(value.location(ofCharacter: 3) == SourceLocation(line: 1, column: 10))
    // Without escapes: column = opening quote + 1 + offset; columns count characters, not bytes.
    let plain = try JSONReader.read(#"["é", "xyz"]"#, file: "t.json")
    guard case .array(let elements) = plain.kind else { return }
    #expect(elements[1].location(ofCharacter: 2) == SourceLocation(line: 1, column: 10))
  }

  @Test("surrogate pairs and multi-byte UTF-8 decode")
  func unicode() throws {
    let value = try JSONReader.read(#"["\ud83d\ude00", "😀"]"#, file: "t.json")
    guard case .array(let elements) = value.kind else { return }
    for element in elements {
      if case .string(let s) = element.kind { #expect(s == "😀") } else { Issue.record("string") }
    }
  }

  @Test(
    "malformed JSON is one error at the offending character",
    arguments: [
      ("", 1, 1, "the file is empty; expected a JSON object"),
      ("{\"a\": 1,}", 1, 9, "a trailing comma is not allowed in JSON"),
      ("[1, 2,]", 1, 7, "a trailing comma is not allowed in JSON"),
      ("{\"a\" 1}", 1, 6, "expected ':' after the key 'a', found '1'"),
      ("{a: 1}", 1, 2, "expected a key in double quotes, found 'a'"),
      ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' after a member of an object, found '\"'"),
      ("[1 2]", 1, 4, "expected ',' or ']' after an element of an array, found '2'"),
      ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key 'a' in an object"),
      ("[NaN]", 1, 2, "non-finite numbers (NaN, Infinity) are not allowed"),
      ("[-Infinity]", 1, 3, "non-finite numbers (NaN, Infinity) are not allowed"),
      ("[1e999]", 1, 2, "the number 1e999 is too large to represent"),
      ("[01]", 1, 3, "a number cannot start with 0 followed by more digits"),
      ("[1.]", 1, 4, "expected a digit after the decimal point, found ']'"),
      ("[1e]", 1, 4, "expected a digit in the exponent, found ']'"),
      ("[-]", 1, 3, "expected a digit, found ']'"),
      ("[tru]", 1, 2, "expected a value (an object, array, string, number, true, false or null)"),
      ("[\"abc", 1, 2, "unterminated string: the file ends inside it"),
      ("[\"ab\nc\"]", 1, 2, "unterminated string: a string must end on the line it starts"),
      ("[\"a\\qb\"]", 1, 4, "invalid escape '\\q' in a string"),
      ("[\"\\u12G4\"]", 1, 3, "invalid \\u escape: expected four hexadecimal digits"),
      ("[\"\\ud800\"]", 1, 3, "invalid \\u escape: a lone surrogate"),
      ("[\"a\u{1}\"]", 1, 4, "a control character (U+0001) must be escaped in a string"),
      ("{} x", 1, 4, "unexpected 'x' after the end of the JSON value"),
      (
        "{\n  \"a\": @\n}", 2, 8,
        "expected a value (an object, array, string, number, true, false or null), found '@'"
      ),
    ])
  func errors(text: String, line: Int, column: Int, message: String) {
    let error = readError(text)
    #expect(error?.message == message)
    #expect(error?.location == SourceLocation(line: line, column: column))
    #expect(error?.file == "test.json")
  }

  @Test("invalid UTF-8 is located at its first byte")
  func invalidUTF8() {
    // `["a` then a lone continuation byte: the bad byte is the fourth character, column 4.
    let bytes: [UInt8] = [0x5B, 0x22, 0x61, 0x80, 0x22, 0x5D]
    #expect(throws: LayoutFileError.self) { try JSONReader.read(bytes: bytes, file: "b.json") }
    do {
      _ = try JSONReader.read(bytes: bytes, file: "b.json")
    } catch {
      #expect(error.location == SourceLocation(line: 1, column: 4))
      #expect(error.message == "the file is not valid UTF-8 here")
    }
    do {
      _ = try SourceText.decode([0x0A, 0x61, 0xFF], file: "b.json")
      Issue.record("decoded")
    } catch {
      #expect(error.location == SourceLocation(line: 2, column: 2))
    }
  }

  @Test("nesting is limited, so deep input cannot overflow the stack")
  func depth() {
    let deep = String(repeating: "[", count: 100_000)
    let error = readError(deep)
    // The 257th bracket is one too many.
    #expect(error?.location == SourceLocation(line: 1, column: 257))
    #expect(error?.message == "objects and arrays nest deeper than 256 levels")
  }

  @Test("errors print as FILE:LINE:COLUMN with the line and a caret")
  func annotated() {
    let text = "{\n  \"a\": @\n}"
    guard let error = readError(text) else {
      Issue.record("no error")
      return
    }
    #expect(
      error.annotated(source: text) == """
        test.json:2:8: error: expected a value (an object, array, string, number, true, false or null), found '@'
          "a": @
               ^
        """)
  }
}
