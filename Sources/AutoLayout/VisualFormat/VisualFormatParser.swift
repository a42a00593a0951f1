#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a visual format string left to right into a ``VisualFormatLine``, looking names up as
/// it meets them, so that the error it throws is always the leftmost one.
///
/// The grammar, with `e` the empty string:
///
/// ```text
/// line        := (('H' | 'V') ':')? ('|' connection)? view (connection view)* (connection '|')?
/// view        := '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection  := e | '-' | '-' (number | metric | '(' predicate (',' predicate)* ')') '-'
/// predicate   := ('==' | '<=' | '>=')? (number | metric | view name) ('@' (number | metric))?
/// ```
///
/// The parser never traps: every malformed input ends in a ``VisualFormatError``.
struct VisualFormatParser {
  private let format: String
  /// One byte per character of the format (all ASCII by the time parsing starts).
  private let bytes: [UInt8]
  private let metrics: [String: Double]
  private let views: [String: LayoutItem]
  private let options: LayoutFormatOptions
  private var index = 0

  init(
    format: String, options: LayoutFormatOptions, metrics: [String: Double],
    views: [String: LayoutItem]
  ) {
    self.format = format
    let characters = Array(format)
    // "\r\n" is one character whose ASCII value is that of "\n", so offsets in `bytes` are
    // offsets in characters.
    bytes = characters.map { $0.asciiValue ?? 0x80 }
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  /// Parses the whole format.
  mutating func parse() throws(VisualFormatError) -> VisualFormatLine {
    guard !bytes.isEmpty else { throw error("It's an empty string.", at: 0) }
    if let offset = bytes.firstIndex(where: { $0 >= 0x80 }) {
      throw error("It contains non-ASCII characters.", at: offset)
    }
    let axis = try parseOrientation()
    try check(options, for: axis)
    return try parseLine(axis: axis)
  }

  // MARK: - The line

  /// Reads `H:` or `V:`; without either the line is horizontal.
  private mutating func parseOrientation() throws(VisualFormatError) -> Axis {
    guard let first = peek, first == .letterH || first == .letterV else { return .horizontal }
    guard byte(at: 1) == .colon else {
      throw error(
        first == .letterH
          ? "Expected ':' after 'H' to specify horizontal arrangement"
          : "Expected ':' after 'V' to specify vertical arrangement", at: 1)
    }
    index = 2
    return first == .letterH ? .horizontal : .vertical
  }

  /// Rejects options that cannot apply to a line on `axis`.
  private func check(_ options: LayoutFormatOptions, for axis: Axis) throws(VisualFormatError) {
    let unknown = options.subtracting(.known)
    if !unknown.isEmpty {
      throw error(
        "Unknown format options 0x\(String(unknown.rawValue, radix: 16)). Use only alignment, direction and spacing options.",
        at: 0)
    }
    if options.intersection(.directionMask) == .directionMask {
      throw error("Only one direction option can be given.", at: 0)
    }
    if axis == .horizontal && options.contains(.spacingBaselineToBaseline) {
      throw error("BaselineToBaseline format option not valid for horizontal layout", at: 0)
    }
    if options.alignmentAttributes.contains(where: { $0.axis == axis }) {
      throw error(
        axis == .horizontal
          ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
          : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
        at: 0)
    }
  }

  /// Reads everything after the orientation.
  private mutating func parseLine(axis: Axis) throws(VisualFormatError) -> VisualFormatLine {
    var line = VisualFormatLine(axis: axis, items: [], connections: [])
    var leadingBar: Int?
    switch peek {
    case .bar:
      leadingBar = index
      index += 1
      switch peek {
      case .openBracket: line.connections.append(.flush)
      case .dash: line.connections.append(try parseConnection())
      case nil: throw error("No view was specified for this constraint")
      case .bar: throw error("Expected a view")
      default: throw error("Expected a connection after the '|' character")
      }
      guard peek == .openBracket else { throw error("Expected a view") }
    case .openBracket: break
    case nil: throw error("No view was specified for this constraint")
    default: throw error("Expected a view or '|'")
    }

    while true {
      // At a '['.
      let view = try parseViewName()
      if line.items.isEmpty, let bar = leadingBar {
        line.items.append(.superview(try superview(of: view, bar: bar)))
      }
      line.items.append(.view(view, try parseViewPredicates()))

      switch peek {
      case nil:
        return line
      case .openBracket:
        line.connections.append(.flush)
        continue
      case .dash:
        line.connections.append(try parseConnection())
        switch peek {
        case .openBracket: continue
        case .bar: break
        case nil: throw error("Expected more input")
        default: throw error("Expected a view or '|'")
        }
      case .bar:
        line.connections.append(.flush)
      default:
        throw error("Expected the end of the format string")
      }

      // At a trailing '|'.
      line.items.append(.superview(try superview(of: view, bar: index)))
      index += 1
      guard peek == nil else { throw error("Expected the end of the format string") }
      return line
    }
  }

  /// The superview a `|` at `bar` stands for: that of the view next to it.
  private func superview(of view: View, bar: Int) throws(VisualFormatError) -> View {
    guard let superview = view.superview else {
      throw error(
        "Unable to interpret '|' character, because the related view doesn't have a superview",
        at: bar)
    }
    return superview
  }

  // MARK: - Views

  /// Reads `[name` and looks the name up.
  private mutating func parseViewName() throws(VisualFormatError) -> View {
    index += 1  // '['
    let start = index
    guard let name = scanIdentifier() else {
      throw error(
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
      )
    }
    return try lookUpView(name, at: start)
  }

  /// Reads the optional `(predicates)` and the `]` that close a view.
  private mutating func parseViewPredicates() throws(VisualFormatError)
    -> [VisualFormatLine.Predicate<VisualFormatLine.Size>]
  {
    var predicates: [VisualFormatLine.Predicate<VisualFormatLine.Size>] = []
    if peek == .openParenthesis {
      predicates = try parsePredicateList(
        unclosed:
          "A predicate on a view's thickness must end with ')' and the view must end with ']'"
      ) { (parser: inout VisualFormatParser) throws(VisualFormatError) in
        try parser.parseObject()
      }
      guard peek == .closeBracket else { throw error("Expected ']' after specifying thickness.") }
    } else if peek != .closeBracket {
      throw error("Expected a ']' here. That is how you give the end of a view.")
    }
    index += 1
    return predicates
  }

  /// The view a name stands for.
  private func lookUpView(_ name: String, at position: Int) throws(VisualFormatError) -> View {
    guard let item = views[name] else {
      throw error("\(name) is not a key in the views dictionary.", at: position)
    }
    guard let view = item as? View else {
      throw error(
        "\(name) is a layout guide. A visual format can only lay out views.", at: position)
    }
    return view
  }

  // MARK: - Connections

  /// Reads a connection starting at its first `-`, up to the view or `|` after it.
  private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatLine.Connection {
    index += 1  // '-'
    let spaces: [VisualFormatLine.Predicate<Double>]
    switch peek {
    case .openBracket, .bar:
      return .standard
    case .openParenthesis:
      spaces = try parsePredicateList(
        unclosed:
          "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
      ) { (parser: inout VisualFormatParser) throws(VisualFormatError) in
        try parser.parseSpace()
      }
    case .dash:
      throw error(
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
      )
    case nil:
      throw error("Expected more input")
    case let byte? where byte.isDigit || byte == .dot || byte.startsIdentifier:
      spaces = [.init(relation: .equal, object: try parseSpace(), priority: .required)]
    default:
      throw error(
        "Expected a number or key from the metrics dictionary, but encountered something else")
    }
    guard peek == .dash else {
      throw error(
        "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
      )
    }
    index += 1
    return .spaces(spaces)
  }

  // MARK: - Predicates

  /// Reads `(predicate, predicate, …)`, reading each predicate's object with `parseObject`;
  /// `unclosed` is the message when neither `,` nor `)` follows a predicate.
  private mutating func parsePredicateList<Object>(
    unclosed: String,
    object parseObject: (inout VisualFormatParser) throws(VisualFormatError) -> Object
  ) throws(VisualFormatError) -> [VisualFormatLine.Predicate<Object>] {
    index += 1  // '('
    var predicates: [VisualFormatLine.Predicate<Object>] = []
    while true {
      let relation = try parseRelation()
      let object = try parseObject(&self)
      var priority = LayoutPriority.required
      if peek == .at {
        index += 1
        priority = try parsePriority()
      }
      predicates.append(.init(relation: relation, object: object, priority: priority))
      switch peek {
      case .comma:
        index += 1
      case .closeParenthesis:
        index += 1
        return predicates
      default:
        throw error(unclosed)
      }
    }
  }

  /// Reads `==`, `<=` or `>=`; without one the relation is `==`.
  private mutating func parseRelation() throws(VisualFormatError) -> LayoutRelation {
    guard let first = peek, first == .equals || first == .less || first == .greater else {
      return .equal
    }
    guard byte(at: index + 1) == .equals else {
      throw error("Unknown relation. Must be ==, >=, or <=")
    }
    index += 2
    switch first {
    case .less: return .lessThanOrEqual
    case .greater: return .greaterThanOrEqual
    default: return .equal
    }
  }

  /// Reads the object of a space's predicate: a number or a metric name.
  private mutating func parseSpace() throws(VisualFormatError) -> Double {
    let start = index
    switch try parseObject() {
    case .constant(let value):
      return value
    case .view:
      throw error(
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
        at: start)
    }
  }

  /// Reads the object of a predicate: a number, a metric name or a view name.
  private mutating func parseObject() throws(VisualFormatError) -> VisualFormatLine.Size {
    switch peek {
    case nil:
      throw error("Expected more input")
    case let byte? where byte.startsNumber:
      return .constant(try parseNumber())
    case let byte? where byte.startsIdentifier:
      let start = index
      let name = scanIdentifier() ?? ""
      if let value = metrics[name] {
        guard value.isFinite else { throw error("\(name) is not a finite number.", at: start) }
        return .constant(value)
      }
      guard views[name] != nil else { throw unknownMetric(name, at: start) }
      return .view(try lookUpView(name, at: start))
    default:
      throw error(
        "Expected a number or key from the metrics dictionary, but encountered something else")
    }
  }

  /// Reads a priority: a number or a metric name, greater than 0 and at most 1000.
  private mutating func parsePriority() throws(VisualFormatError) -> LayoutPriority {
    let start = index
    let value: Double
    switch peek {
    case let byte? where byte.startsNumber:
      value = try parseNumber()
    case let byte? where byte.startsIdentifier:
      let name = scanIdentifier() ?? ""
      guard let metric = metrics[name] else {
        if views[name] != nil {
          throw error(
            "Expected a number or key from the metrics dictionary, but encountered something else",
            at: start)
        }
        throw unknownMetric(name, at: start)
      }
      value = metric
    case nil:
      throw error("Expected more input")
    default:
      throw error(
        "Expected a number or key from the metrics dictionary, but encountered something else")
    }
    guard value > 0 else {
      throw error(
        "Invalid priority specified: \(cFormat(value)). Priority must be greater than 0", at: start)
    }
    guard value <= 1000 else {
      throw error(
        "Invalid priority specified: \(cFormat(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
        at: start)
    }
    return LayoutPriority(value)
  }

  private func unknownMetric(_ name: String, at position: Int) -> VisualFormatError {
    error(
      "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries",
      at: position)
  }

  // MARK: - Tokens

  /// Reads a decimal number, `[+-]? (digits ('.' digits*)? | '.' digits) ([eE] [+-]? digits)?`,
  /// as C's `strtod` would (without its hexadecimal and `inf`/`nan` forms).
  private mutating func parseNumber() throws(VisualFormatError) -> Double {
    let start = index
    var end = index
    if let sign = byte(at: end), sign == .plus || sign == .dash { end += 1 }
    let integerDigits = digits(from: end)
    end += integerDigits
    var fractionDigits = 0
    if byte(at: end) == .dot {
      fractionDigits = digits(from: end + 1)
      if integerDigits > 0 || fractionDigits > 0 { end += 1 + fractionDigits }
    }
    guard integerDigits + fractionDigits > 0 else {
      throw error(
        "Expected a number or key from the metrics dictionary, but encountered something else")
    }
    if let e = byte(at: end), e == .letterE || e == .letterSmallE {
      var exponent = end + 1
      if let sign = byte(at: exponent), sign == .plus || sign == .dash { exponent += 1 }
      let exponentDigits = digits(from: exponent)
      if exponentDigits > 0 { end = exponent + exponentDigits }
    }
    index = end
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("\(text) is not a finite number.", at: start)
    }
    return value
  }

  /// The number of decimal digits from `offset` on.
  private func digits(from offset: Int) -> Int {
    var end = offset
    while let byte = byte(at: end), byte.isDigit { end += 1 }
    return end - offset
  }

  /// Reads a C identifier, or returns nil (reading nothing) if none starts here.
  private mutating func scanIdentifier() -> String? {
    guard let first = peek, first.startsIdentifier else { return nil }
    let start = index
    while let byte = peek, byte.continuesIdentifier { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private var peek: UInt8? { byte(at: index) }

  private func byte(at offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  private func error(_ message: String, at position: Int? = nil) -> VisualFormatError {
    VisualFormatError(message: message, format: format, position: position ?? index)
  }
}

/// A number as C's `printf("%g")` prints it, as in Apple's priority messages.
private func cFormat(_ value: Double) -> String {
  var buffer = [CChar](repeating: 0, count: 64)
  let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%g", $0) }
  return String(
    decoding: buffer.prefix(max(0, Int(count))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

extension UInt8 {
  fileprivate static let letterH = UInt8(ascii: "H")
  fileprivate static let letterV = UInt8(ascii: "V")
  fileprivate static let letterE = UInt8(ascii: "E")
  fileprivate static let letterSmallE = UInt8(ascii: "e")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let bar = UInt8(ascii: "|")
  fileprivate static let dash = UInt8(ascii: "-")
  fileprivate static let plus = UInt8(ascii: "+")
  fileprivate static let dot = UInt8(ascii: ".")
  fileprivate static let comma = UInt8(ascii: ",")
  fileprivate static let at = UInt8(ascii: "@")
  fileprivate static let equals = UInt8(ascii: "=")
  fileprivate static let less = UInt8(ascii: "<")
  fileprivate static let greater = UInt8(ascii: ">")
  fileprivate static let openBracket = UInt8(ascii: "[")
  fileprivate static let closeBracket = UInt8(ascii: "]")
  fileprivate static let openParenthesis = UInt8(ascii: "(")
  fileprivate static let closeParenthesis = UInt8(ascii: ")")

  fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

  fileprivate var isLetter: Bool {
    (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
  }

  fileprivate var startsIdentifier: Bool { isLetter || self == UInt8(ascii: "_") }

  fileprivate var continuesIdentifier: Bool { startsIdentifier || isDigit }

  fileprivate var startsNumber: Bool { isDigit || self == .dot || self == .plus || self == .dash }
}
