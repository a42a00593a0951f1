/// A JSON reader (RFC 8259) that keeps the line and column of every value, for layout files.
///
/// Foundation's `JSONSerialization` gives no positions, so errors in a layout file could not
/// say where they are; this reader gives each ``SourceValue`` its place and reports malformed
/// input as a ``LayoutFileError`` at the offending character:
///
/// ```swift
/// let value = try JSONReader.read(#"{"views": [1, 2,]}"#, file: "card.json")
/// // throws card.json:1:17: error: a trailing comma is not allowed in JSON
/// ```
///
/// It accepts exactly JSON: no comments, no trailing commas, no `NaN` or `Infinity`, control
/// characters in strings escaped. Duplicate keys in an object are an error. Objects and arrays
/// may nest 256 deep. It reads text that is known to be UTF-8 — a `String`'s, or bytes that
/// ``SourceText`` has checked — so UTF-8 is validated once, before the reader, not again in it.
package struct JSONReader {
  /// How deep objects and arrays may nest.
  package static let maximumDepth = 256

  /// The document's bytes: valid UTF-8, so that a lead byte tells its scalar's length.
  private let bytes: [UInt8]
  private let file: String
  private var index = 0
  private var line = 1
  private var column = 1
  /// Reused for the bytes of each string.
  private var buffer: [UInt8] = []

  private init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  /// Reads a JSON document.
  /// - Parameters:
  ///   - text: The document.
  ///   - file: The file name to put in errors.
  /// - Returns: The document's values, each with its line and column.
  /// - Throws: A ``LayoutFileError`` at the offending character when the text is not JSON or
  ///   nests too deep.
  package static func read(_ text: String, file: String) throws(LayoutFileError) -> SourceValue {
    var reader = JSONReader(bytes: Array(text.utf8), file: file)
    return try reader.document()
  }

  /// Reads a JSON document from its bytes (a byte-order mark is skipped); the first byte that
  /// is not UTF-8 is an error at its place (``SourceText/decode(_:file:)``).
  package static func read(bytes: [UInt8], file: String) throws(LayoutFileError) -> SourceValue {
    try read(SourceText.decode(bytes, file: file), file: file)
  }

  // MARK: Document

  private mutating func document() throws(LayoutFileError) -> SourceValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    if index == bytes.count { throw failure("the file is empty; expected a JSON object") }
    let value = try self.value(depth: 0)
    skipWhitespace()
    if index < bytes.count {
      throw failure("unexpected \(describeHere()) after the end of the JSON value")
    }
    return value
  }

  private mutating func value(depth: Int) throws(LayoutFileError) -> SourceValue {
    guard index < bytes.count else {
      throw failure("unexpected end of file; expected a value")
    }
    let start = here
    switch bytes[index] {
    case UInt8(ascii: "{"):
      return try object(depth: depth + 1)
    case UInt8(ascii: "["):
      return try array(depth: depth + 1)
    case UInt8(ascii: "\""):
      let (text, places) = try string()
      return SourceValue(.string(text), at: start, characterPlaces: places)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return SourceValue(.number(try number()), at: start)
    case UInt8(ascii: "t"):
      try literal("true")
      return SourceValue(.bool(true), at: start)
    case UInt8(ascii: "f"):
      try literal("false")
      return SourceValue(.bool(false), at: start)
    case UInt8(ascii: "n"):
      try literal("null")
      return SourceValue(.null, at: start)
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw failure("non-finite numbers (NaN, Infinity) are not allowed")
    default:
      throw failure(
        "expected a value (an object, array, string, number, true, false or null), found \(describeHere())"
      )
    }
  }

  private mutating func object(depth: Int) throws(LayoutFileError) -> SourceValue {
    let start = here
    guard depth <= JSONReader.maximumDepth else {
      throw failure("objects and arrays nest deeper than \(JSONReader.maximumDepth) levels")
    }
    advance()  // {
    skipWhitespace()
    var members: [SourceValue.Member] = []
    var keys = Set<String>()
    if peek(UInt8(ascii: "}")) {
      advance()
      return SourceValue(.object([]), at: start)
    }
    while true {
      guard peek(UInt8(ascii: "\"")) else {
        if peek(UInt8(ascii: "}")) && !members.isEmpty {
          throw failure("a trailing comma is not allowed in JSON")
        }
        throw failure("expected a key in double quotes, found \(describeHere())")
      }
      let keyLocation = here
      let (key, _) = try string()
      guard keys.insert(key).inserted else {
        throw LayoutFileError(
          file: file, location: keyLocation, message: "duplicate key '\(key)' in an object")
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw failure("expected ':' after the key '\(key)', found \(describeHere())")
      }
      advance()
      skipWhitespace()
      let value = try self.value(depth: depth)
      members.append(SourceValue.Member(key: key, keyLocation: keyLocation, value: value))
      guard try readSeparator(closing: "}", after: "a member of an object") else {
        return SourceValue(.object(members), at: start)
      }
    }
  }

  private mutating func array(depth: Int) throws(LayoutFileError) -> SourceValue {
    let start = here
    guard depth <= JSONReader.maximumDepth else {
      throw failure("objects and arrays nest deeper than \(JSONReader.maximumDepth) levels")
    }
    advance()  // [
    skipWhitespace()
    var elements: [SourceValue] = []
    if peek(UInt8(ascii: "]")) {
      advance()
      return SourceValue(.array([]), at: start)
    }
    while true {
      if peek(UInt8(ascii: "]")) && !elements.isEmpty {
        throw failure("a trailing comma is not allowed in JSON")
      }
      elements.append(try value(depth: depth))
      guard try readSeparator(closing: "]", after: "an element of an array") else {
        return SourceValue(.array(elements), at: start)
      }
    }
  }

  /// Reads what follows a member of an object or an element of an array: true after a `,` (and
  /// the space after it), false after `closer`, which ends the object or array.
  private mutating func readSeparator(
    closing closer: Unicode.Scalar, after what: String
  ) throws(LayoutFileError) -> Bool {
    skipWhitespace()
    if peek(UInt8(ascii: ",")) {
      advance()
      skipWhitespace()
      return true
    }
    if peek(UInt8(ascii: closer)) {
      advance()
      return false
    }
    throw failure("expected ',' or '\(closer)' after \(what), found \(describeHere())")
  }

  // MARK: Scalars

  private mutating func literal(_ word: StaticString) throws(LayoutFileError) {
    let start = here
    let expected = word.utf8Start
    for offset in 0..<word.utf8CodeUnitCount {
      guard index < bytes.count, bytes[index] == expected[offset] else {
        throw LayoutFileError(
          file: file, location: start,
          message: "expected a value (an object, array, string, number, true, false or null)")
      }
      advance()
    }
  }

  /// A number in JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  private mutating func number() throws(LayoutFileError) -> Double {
    let start = here
    let first = index
    if peek(UInt8(ascii: "-")) {
      advance()
      if peek(UInt8(ascii: "I")) {
        throw failure("non-finite numbers (NaN, Infinity) are not allowed")
      }
    }
    guard digitHere else { throw failure("expected a digit, found \(describeHere())") }
    if peek(UInt8(ascii: "0")) {
      advance()
      if digitHere { throw failure("a number cannot start with 0 followed by more digits") }
    } else {
      while digitHere { advance() }
    }
    if peek(UInt8(ascii: ".")) {
      advance()
      guard digitHere else {
        throw failure("expected a digit after the decimal point, found \(describeHere())")
      }
      while digitHere { advance() }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      advance()
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { advance() }
      guard digitHere else {
        throw failure("expected a digit in the exponent, found \(describeHere())")
      }
      while digitHere { advance() }
    }
    let text = String(decoding: bytes[first..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw LayoutFileError(
        file: file, location: start, message: "the number \(text) is too large to represent")
    }
    return value
  }

  /// A string, its opening quote at the current byte; also where its characters are.
  private mutating func string() throws(LayoutFileError) -> (String, SourceValue.CharacterPlaces) {
    let start = here
    advance()  // "
    let firstColumn = column
    buffer.removeAll(keepingCapacity: true)
    var scalarCount = 0
    // Filled once the first escape makes the columns irregular.
    var columns: [Int]?
    while true {
      guard index < bytes.count else {
        throw LayoutFileError(
          file: file, location: start, message: "unterminated string: the file ends inside it")
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        columns?.append(column)
        advance()
        break
      }
      columns?.append(column)
      scalarCount += 1
      if byte == UInt8(ascii: "\\") {
        if columns == nil { columns = (0..<scalarCount).map { firstColumn + $0 } }
        try escape()
      } else if byte < 0x20 {
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
          throw LayoutFileError(
            file: file, location: start,
            message: "unterminated string: a string must end on the line it starts")
        }
        throw failure("a control character (U+\(hex(UInt32(byte)))) must be escaped in a string")
      } else if byte < 0x80 {
        buffer.append(byte)
        advance()
      } else {
        copyMultiByteScalar()
      }
    }
    let places: SourceValue.CharacterPlaces =
      columns.map { .columns($0) } ?? .contiguous(firstColumn: firstColumn)
    return (String(decoding: buffer, as: UTF8.self), places)
  }

  /// An escape sequence, its backslash at the current byte; appends its scalar's UTF-8.
  private mutating func escape() throws(LayoutFileError) {
    let start = here
    advance()  // backslash
    guard index < bytes.count else {
      throw LayoutFileError(
        file: file, location: start, message: "unterminated string: the file ends inside it")
    }
    let letter = bytes[index]
    let simple: UInt8?
    switch letter {
    case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
    case UInt8(ascii: "b"): simple = 0x08
    case UInt8(ascii: "f"): simple = 0x0C
    case UInt8(ascii: "n"): simple = 0x0A
    case UInt8(ascii: "r"): simple = 0x0D
    case UInt8(ascii: "t"): simple = 0x09
    case UInt8(ascii: "u"): simple = nil
    default:
      throw LayoutFileError(
        file: file, location: start,
        message: "invalid escape '\\\(describeByte(letter))' in a string")
    }
    advance()
    if let simple {
      buffer.append(simple)
      return
    }
    var value = try hexQuad(escapeStart: start)
    if (0xD800..<0xDC00).contains(value) {
      // A high surrogate must be followed by an escaped low one.
      guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
      else {
        throw LayoutFileError(
          file: file, location: start, message: "invalid \\u escape: a lone surrogate")
      }
      advance()
      advance()
      let low = try hexQuad(escapeStart: start)
      guard (0xDC00..<0xE000).contains(low) else {
        throw LayoutFileError(
          file: file, location: start, message: "invalid \\u escape: a lone surrogate")
      }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(value) {
      throw LayoutFileError(
        file: file, location: start, message: "invalid \\u escape: a lone surrogate")
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw LayoutFileError(file: file, location: start, message: "invalid \\u escape")
    }
    buffer.append(contentsOf: String(scalar).utf8)
  }

  private mutating func hexQuad(escapeStart: SourceLocation) throws(LayoutFileError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw LayoutFileError(
          file: file, location: escapeStart,
          message: "invalid \\u escape: expected four hexadecimal digits")
      }
      value = value * 16 + digit
      advance()
    }
    return value
  }

  /// A scalar of two to four bytes, its lead byte at the current byte, copied into the buffer.
  private mutating func copyMultiByteScalar() {
    let lead = bytes[index]
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    buffer.append(contentsOf: bytes[index..<index + length])
    for _ in 0..<length { advance() }
  }

  // MARK: Cursor

  private var here: SourceLocation { SourceLocation(line: line, column: column) }

  private var digitHere: Bool {
    index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
  }

  private func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  /// Moves past one byte, keeping the line and the column (which counts scalars: continuation
  /// bytes do not move it).
  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        advance()
      default:
        return
      }
    }
  }

  private func failure(_ message: String) -> LayoutFileError {
    LayoutFileError(file: file, location: here, message: message)
  }

  /// The character at the cursor, for messages: `'x'`, `U+00E9`, or "the end of the file".
  private func describeHere() -> String {
    guard index < bytes.count else { return "the end of the file" }
    let byte = bytes[index]
    if byte >= 0x80 {
      var iterator = bytes[index...].makeIterator()
      var decoder = UTF8()
      if case .scalarValue(let scalar) = decoder.decode(&iterator) {
        return "U+" + hex(scalar.value)
      }
      return "a byte that is not UTF-8"
    }
    return "'" + describeByte(byte) + "'"
  }

  private func describeByte(_ byte: UInt8) -> String {
    if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
    return "U+" + hex(UInt32(byte))
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}
