/// The text of a layout file from its bytes, checked to be UTF-8: the one place the way in
/// validates UTF-8, so that the readers after it (JSON, YAML) take text known to be valid.
package enum SourceText {
  /// Decodes `bytes` as UTF-8 (skipping a byte-order mark), or throws an error at the first
  /// byte that is not UTF-8.
  package static func decode(_ bytes: [UInt8], file: String) throws(LayoutFileError) -> String {
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    if let text = String(validating: body, as: UTF8.self) { return text }
    var line = 1
    var column = 1
    var index = 0
    while index < body.count {
      let length = scalarLength(body, at: index)
      guard length > 0 else {
        throw LayoutFileError(
          file: file, location: SourceLocation(line: line, column: column),
          message: "the file is not valid UTF-8 here")
      }
      if body[index] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += length
    }
    // Unreachable when validation failed above; decode leniently all the same.
    return String(decoding: body, as: UTF8.self)
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or 0 if it is not one.
  static func scalarLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    let minimum: UInt32
    var value: UInt32
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    for offset in 1..<length {
      let next = bytes[index + offset]
      guard next & 0xC0 == 0x80 else { return 0 }
      value = value << 6 | UInt32(next & 0x3F)
    }
    guard value >= minimum, value <= 0x10FFFF, !(0xD800..<0xE000).contains(value) else {
      return 0
    }
    return length
  }
}
