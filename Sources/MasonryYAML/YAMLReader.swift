import MasonryRender
import Yams

/// Reads YAML layout files into the same `SourceValue` tree as the JSON reader,
/// with libyaml's line and column for every value, so that a YAML file reads and fails exactly
/// as its JSON twin does.
///
/// ```swift
/// let document = try YAMLReader.read("root: {width: 320, height: 480}\n", file: "card.yaml")
/// let file = try LayoutFile(decoding: document, file: "card.yaml")
/// ```
///
/// Users of the library read YAML through `LayoutFile(yaml:file:)`, which does the above.
/// This lives in a target of its own because it depends on Yams: `MasonryRender`, a library,
/// has no third-party dependency. Scalars take YAML 1.1's core types as Yams resolves them
/// (`null`, booleans, integers, floats, strings); `.inf` and `.nan` are refused like JSON's
/// `NaN`. Flow collections may nest 256 deep, and aliases may expand the document to at most a
/// million values.
package enum YAMLReader {
  /// How many values a document may hold once its aliases are expanded.
  package static let maximumValues = 1_000_000
  /// How deep flow collections (`[…]`, `{…}`) may nest.
  package static let maximumDepth = 256

  /// Reads a YAML document.
  /// - Parameters:
  ///   - text: The document.
  ///   - file: The file name to put in errors.
  /// - Returns: The document's values, each with its line and column.
  /// - Throws: A ``LayoutFileError`` at the offending place when the text is not YAML, holds a
  ///   scalar JSON cannot, or nests or expands past the limits.
  package static func read(_ text: String, file: String) throws(LayoutFileError) -> SourceValue {
    try checkNesting(text, file: file)
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      Array($0)
    }
    let node: Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      var located = convert(error, text: text, file: file)
      located.location = clamp(located.location, to: lines)
      throw located
    } catch {
      throw LayoutFileError(file: file, location: .start, message: "\(error)")
    }
    guard let node else {
      throw LayoutFileError(
        file: file, location: .start, message: "the file is empty; expected a YAML mapping")
    }
    var converter = Converter(file: file, lines: lines)
    return try converter.value(node)
  }

  /// Refuses flow collections nested deeper than ``maximumDepth`` before they reach Yams, which
  /// composes recursively.
  ///
  /// The count is of brackets outside quotes and comments, which over-counts only in odd plain
  /// scalars.
  private static func checkNesting(_ text: String, file: String) throws(LayoutFileError) {
    var depth = 0
    var line = 1
    var column = 0
    var quote: Unicode.Scalar?
    var inComment = false
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      column += 1
      if scalar == "\n" {
        line += 1
        column = 0
        inComment = false
        continue
      }
      if inComment { continue }
      if let open = quote {
        if scalar == open { quote = nil }
        continue
      }
      switch scalar {
      // A comment starts at a '#' after a space (or at the start of a line), as in YAML.
      case "#" where previous == " " || previous == "\t" || previous == "\n": inComment = true
      case "\"", "'": quote = scalar
      case "[", "{":
        depth += 1
        if depth > maximumDepth {
          throw LayoutFileError(
            file: file, location: SourceLocation(line: line, column: column),
            message: "collections nest deeper than \(maximumDepth) levels")
        }
      case "]", "}": depth = max(0, depth - 1)
      default: break
      }
    }
  }

  /// A Yams error as a located error.
  private static func convert(_ error: YamlError, text: String, file: String) -> LayoutFileError {
    func located(_ mark: Mark, _ problem: String, _ context: YamlError.Context?) -> LayoutFileError
    {
      var message = problem
      if let context { message += " (\(context.text) at line \(context.mark.line))" }
      return LayoutFileError(
        file: file, location: SourceLocation(line: mark.line, column: mark.column),
        message: "invalid YAML: " + message)
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      return located(mark, problem, context)
    case .reader(let problem, let offset, _, _):
      return LayoutFileError(
        file: file, location: location(ofByte: offset ?? 0, in: text),
        message: "invalid YAML: \(problem)")
    default:
      return LayoutFileError(file: file, location: .start, message: "invalid YAML: \(error)")
    }
  }

  /// A location inside the file: libyaml reports the end of a file without a final newline on
  /// the line after the last.
  private static func clamp(
    _ location: SourceLocation, to lines: [[Unicode.Scalar]]
  )
    -> SourceLocation
  {
    guard let last = lines.indices.last else { return .start }
    let line = min(max(1, location.line), last + 1)
    let column = min(max(1, location.column), lines[line - 1].count + 1)
    return SourceLocation(line: line, column: column)
  }

  /// The line and column of a UTF-8 offset.
  private static func location(ofByte offset: Int, in text: String) -> SourceLocation {
    var line = 1
    var column = 1
    for (index, byte) in text.utf8.enumerated() {
      if index >= offset { break }
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourceLocation(line: line, column: column)
  }

  /// Turns Yams nodes into source values, counting them.
  private struct Converter {
    let file: String
    /// The file's lines, to check where a string's characters are.
    let lines: [[Unicode.Scalar]]
    var count = 0

    mutating func value(_ node: Node) throws(LayoutFileError) -> SourceValue {
      count += 1
      let location = place(node)
      guard count <= YAMLReader.maximumValues else {
        throw LayoutFileError(
          file: file, location: location,
          message:
            "the document holds more than \(YAMLReader.maximumValues) values once its aliases are expanded"
        )
      }
      switch node {
      case .mapping(let mapping):
        var members: [SourceValue.Member] = []
        var keys = Set<String>()
        for (key, value) in mapping {
          guard case .scalar(let scalar) = key else {
            throw LayoutFileError(
              file: file, location: place(key), message: "a key must be a plain string")
          }
          guard keys.insert(scalar.string).inserted else {
            throw LayoutFileError(
              file: file, location: place(key),
              message: "duplicate key '\(scalar.string)' in a mapping")
          }
          members.append(
            SourceValue.Member(
              key: scalar.string, keyLocation: place(key), value: try self.value(value)))
        }
        return SourceValue(.object(members), at: location)
      case .sequence(let sequence):
        var elements: [SourceValue] = []
        for element in sequence { elements.append(try value(element)) }
        return SourceValue(.array(elements), at: location)
      case .scalar(let scalar):
        return try self.scalar(scalar, node: node, at: location)
      }
    }

    private func scalar(
      _ scalar: Node.Scalar, node: Node, at location: SourceLocation
    )
      throws(LayoutFileError) -> SourceValue
    {
      switch Tag.Name(rawValue: node.tag.description) {
      case Tag.Name.null:
        return SourceValue(.null, at: location)
      case Tag.Name.bool:
        if let flag = node.bool { return SourceValue(.bool(flag), at: location) }
      case Tag.Name.int, Tag.Name.float:
        guard let number = node.float ?? node.int.map(Double.init), number.isFinite else {
          let what = scalar.string.lowercased().contains("nan") || scalar.string.contains("inf")
          throw LayoutFileError(
            file: file, location: location,
            message: what
              ? "non-finite numbers (.nan, .inf) are not allowed"
              : "the number \(scalar.string) is too large to represent")
        }
        return SourceValue(.number(number), at: location)
      default:
        break
      }
      return SourceValue(
        .string(scalar.string), at: location, characterPlaces: places(of: scalar, at: location))
    }

    /// Where a string's characters are: one after the other from its start (after the quote
    /// of a quoted string) when the line there holds the string as it is; otherwise — a string
    /// folded over lines, or with escapes — unknown, and errors inside it point at its start.
    private func places(
      of scalar: Node.Scalar, at location: SourceLocation
    )
      -> SourceValue.CharacterPlaces
    {
      let first: Int
      switch scalar.style {
      case .plain, .any: first = location.column
      case .singleQuoted, .doubleQuoted: first = location.column + 1
      case .literal, .folded: return .unknown
      }
      guard location.line <= lines.count else { return .unknown }
      let line = lines[location.line - 1]
      let characters = Array(scalar.string.unicodeScalars)
      let start = first - 1
      guard start >= 0, start + characters.count <= line.count,
        Array(line[start..<(start + characters.count)]) == characters
      else { return .unknown }
      return .contiguous(firstColumn: first)
    }

    private func place(_ node: Node) -> SourceLocation {
      guard let mark = node.mark else { return .start }
      return SourceLocation(line: max(1, mark.line), column: max(1, mark.column))
    }
  }
}
