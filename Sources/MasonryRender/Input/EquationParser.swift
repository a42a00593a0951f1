import AutoLayout

/// Parses the equations of layout files.
///
/// Each side is a sum of terms; a term is a product of numbers, metric names, sides in
/// parentheses and at most one attribute (`item.attribute`, or `item.guide.attribute` for
/// `margins` and `safeArea`), so that it stays linear: `(a.width + 8) * 2` is
/// `2 × a.width + 16`, while `a.width * b.width` and `10 / a.width` are refused. The left side
/// must hold an attribute, the right side at most one; the equation is then brought to Apple's
/// form `first = multiplier × second + constant`:
///
/// ```text
/// title.top == card.top + 20 @750         title.top == card.top + 20, priority 750
/// avatar.width == avatar.height           multiplier 1, constant 0
/// label.leading >= avatar.trailing + gap  gap from the metrics
/// box.width == 0.5 * root.width - 8       multiplier 0.5, constant −8
/// 2 * a.width == b.width                  a.width == 0.5 × b.width
/// c.width == (a.width + 8) * 2            c.width == 2 × a.width + 16
/// badge.height == 24                      a constant
/// ```
///
/// A priority after `@` is a number from 1 to 1000, a metric, or one of `required` (1000),
/// `high` (750), `medium` (500), `low` (250) and `fittingSizeLevel` (50).
/// Every error carries the offset of the character it is about.
package struct EquationParser {
  private enum Token: Equatable {
    case name(String)
    case number(Double)
    case symbol(String)
    case end
  }

  /// A side of the equation: at most one attribute with its factor, and a constant.
  private struct Side {
    var reference: Equation.Reference?
    var factor: Double = 0
    var constant: Double = 0
  }

  private let characters: [Character]
  private let metrics: [String: Double]
  private let views: Set<String>?
  private var tokens: [(token: Token, offset: Int)] = []
  private var position = 0
  /// How many parentheses are open where the parser is.
  private var depth = 0
  /// How deep parentheses may nest: the parser descends into each.
  static let maximumDepth = 64

  private init(_ text: String, metrics: [String: Double], views: Set<String>?) {
    characters = Array(text)
    self.metrics = metrics
    self.views = views
  }

  /// The attributes by name, with Apple's `baseline` for the last baseline.
  static let attributes: [String: LayoutAttribute] = {
    var table: [String: LayoutAttribute] = ["baseline": .lastBaseline]
    for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
      table[attribute.name] = attribute
    }
    return table
  }()

  /// The named priorities.
  static let priorities: [String: Double] = [
    "required": 1000, "high": 750, "defaultHigh": 750, "medium": 500, "low": 250,
    "defaultLow": 250, "fittingSizeLevel": 50,
  ]

  /// Parses an equation.
  /// - Parameters:
  ///   - text: The equation.
  ///   - metrics: The values of the metric names it may use.
  ///   - views: The view ids, if known, so that a view named without an attribute gets a
  ///     helpful message rather than "unknown metric".
  /// - Returns: The equation, with its attribute on the left side.
  /// - Throws: An ``EquationError`` at the offending character when the text is not an equation.
  package static func parse(
    _ text: String, metrics: [String: Double] = [:], views: Set<String>? = nil
  ) throws(EquationError) -> Equation {
    var parser = EquationParser(text, metrics: metrics, views: views)
    try parser.tokenize()
    return try parser.equation()
  }

  // MARK: Equation

  private mutating func equation() throws(EquationError) -> Equation {
    if tokens.count == 1 {
      throw EquationError(message: "the equation is empty", offset: 0)
    }
    var left = try side()
    guard case .symbol(let symbol) = current, ["==", "<=", ">="].contains(symbol) else {
      if case .symbol("=") = current {
        throw failure("use '==' for equality")
      }
      if case .symbol(")") = current {
        throw failure("unexpected ')': it closes no '('")
      }
      throw failure("expected '==', '<=' or '>=' here, found \(describe(current))")
    }
    let relationOffset = offset
    var relation: LayoutRelation =
      symbol == "==" ? .equal : (symbol == "<=" ? .lessThanOrEqual : .greaterThanOrEqual)
    position += 1
    var right = try side()
    var priority = LayoutPriority.required
    if case .symbol("@") = current {
      position += 1
      priority = try self.priority()
    }
    guard current == .end else {
      if case .symbol(let s) = current, ["==", "<=", ">=", "="].contains(s) {
        throw failure("an equation has one relation")
      }
      if case .symbol(")") = current {
        throw failure("unexpected ')': it closes no '('")
      }
      throw failure("expected the end of the equation, found \(describe(current))")
    }
    if left.reference == nil {
      guard right.reference != nil else {
        throw EquationError(
          message: "an equation needs an attribute such as 'card.top' on its left side",
          offset: 0)
      }
      swap(&left, &right)
      relation = relation.flipped
    }
    guard let first = left.reference else {
      throw EquationError(message: "an equation needs an attribute", offset: 0)
    }
    guard left.factor != 0 else {
      throw EquationError(
        message: "the attribute on the left side is multiplied by 0", offset: first.offset)
    }
    // first × f + c1 (rel) m × second + c2  ⇒  first (rel') m/f × second + (c2 − c1)/f
    if left.factor < 0 { relation = relation.flipped }
    let multiplier = right.reference == nil ? 1 : right.factor / left.factor
    let constant = (right.constant - left.constant) / left.factor
    guard multiplier.isFinite, constant.isFinite else {
      throw EquationError(message: "the equation's numbers are too large", offset: 0)
    }
    return Equation(
      first: first, relation: relation, second: right.reference, multiplier: multiplier,
      constant: constant == 0 ? 0 : constant, priority: priority, relationOffset: relationOffset)
  }

  /// `term (('+' | '-') term)*`: a side of the equation, at most one attribute with its factor and
  /// a constant.
  private mutating func side() throws(EquationError) -> Side {
    var side = Side()
    var sign = 1.0
    while true {
      let start = offset
      let term = try self.term()
      if let reference = term.reference {
        if let existing = side.reference {
          throw EquationError(
            message:
              "a side of an equation holds one attribute; '\(existing.item)' is already on this side",
            offset: reference.offset)
        }
        side.reference = reference
        side.factor = sign * term.factor
      }
      side.constant += sign * term.constant
      guard side.constant.isFinite, side.factor.isFinite else {
        throw EquationError(message: "the number is too large", offset: start)
      }
      switch current {
      case .symbol("+"): sign = 1
      case .symbol("-"): sign = -1
      default: return side
      }
      position += 1
    }
  }

  /// `('+' | '-')* factor (('*' | '/') factor)*`: a product, which stays linear — at most one
  /// of its factors holds an attribute, and nothing divides by one.
  private mutating func term() throws(EquationError) -> Side {
    var sign = 1.0
    while case .symbol(let s) = current, s == "+" || s == "-" {
      if s == "-" { sign = -sign }
      position += 1
    }
    var product = Side(reference: nil, factor: 0, constant: sign)
    var dividing = false
    while true {
      let factorOffset = offset
      let factor = try self.factor(dividing: dividing)
      if dividing {
        // The divisor is a number (`factor` refuses an attribute there).
        guard factor.constant != 0 else {
          throw EquationError(
            message: factor.metric.map { "division by zero ('\($0)' is 0)" } ?? "division by zero",
            offset: factorOffset)
        }
        product.factor /= factor.constant
        product.constant /= factor.constant
      } else if let reference = factor.reference {
        if let existing = product.reference {
          throw EquationError(
            message:
              "cannot multiply two attributes ('\(existing.item)' and '\(reference.item)'); a constraint is linear",
            offset: reference.offset)
        }
        // (c) × (f·attribute + k) = c·f·attribute + c·k
        product = Side(
          reference: reference, factor: product.constant * factor.factor,
          constant: product.constant * factor.constant)
      } else {
        product.factor *= factor.constant
        product.constant *= factor.constant
      }
      guard product.factor.isFinite, product.constant.isFinite else {
        throw EquationError(message: "the number is too large", offset: factorOffset)
      }
      switch current {
      case .symbol("*"): dividing = false
      case .symbol("/"): dividing = true
      default: return product
      }
      position += 1
    }
  }

  /// A factor: a number, a metric, an attribute (`card.top`), or a side in parentheses (`(a.width +
  /// 8)`).
  ///
  /// A divisor must not hold an attribute.
  private mutating func factor(
    dividing: Bool
  ) throws(EquationError) -> (
    reference: Equation.Reference?, factor: Double, constant: Double, metric: String?
  ) {
    let factorOffset = offset
    switch current {
    case .number(let number):
      position += 1
      return (nil, 0, number, nil)
    case .name(let name):
      if case .symbol(".") = token(at: position + 1) {
        if dividing {
          throw EquationError(message: "cannot divide by an attribute", offset: factorOffset)
        }
        return (try reference(), 1, 0, nil)
      }
      position += 1
      return (nil, 0, try metric(name, at: factorOffset), name)
    case .symbol("("):
      guard depth < EquationParser.maximumDepth else {
        throw failure("parentheses nest more than \(EquationParser.maximumDepth) deep")
      }
      position += 1
      depth += 1
      let inner = try side()
      depth -= 1
      guard case .symbol(")") = current else {
        if case .symbol(let s) = current, ["==", "<=", ">="].contains(s) {
          throw failure("a relation cannot be inside parentheses; close the '(' first")
        }
        throw failure("expected ')' to close the '(', found \(describe(current))")
      }
      position += 1
      if dividing, let reference = inner.reference {
        throw EquationError(message: "cannot divide by an attribute", offset: reference.offset)
      }
      return (inner.reference, inner.factor, inner.constant, nil)
    case .symbol(")") where depth == 0:
      throw failure("unexpected ')': it closes no '('")
    default:
      throw failure(
        "expected a number, a metric or an attribute such as 'card.top', found \(describe(current))"
      )
    }
  }

  /// `item '.' attribute` or `item '.' guide '.' attribute`.
  private mutating func reference() throws(EquationError) -> Equation.Reference {
    guard case .name(let item) = current else { throw failure("expected a view") }
    let itemOffset = offset
    position += 2  // the item and its dot
    guard case .name(var name) = current else {
      throw failure("expected an attribute after '\(item).', found \(describe(current))")
    }
    var attributeOffset = offset
    position += 1
    var guide: Equation.Guide?
    switch name {
    case "margins", "layoutMarginsGuide": guide = .margins
    case "safeArea", "safeAreaLayoutGuide": guide = .safeArea
    default: break
    }
    if guide != nil {
      guard case .symbol(".") = current, case .name(let guideAttribute) = token(at: position + 1)
      else {
        throw failure(
          "expected an attribute of \(item).\(name), such as '\(item).\(name).top'")
      }
      position += 1
      attributeOffset = offset
      name = guideAttribute
      position += 1
    }
    guard let attribute = EquationParser.attributes[name] else {
      let owner = guide.map { "\(item).\($0.rawValue)" } ?? item
      throw EquationError(
        message:
          "unknown attribute '\(name)' of '\(owner)'; expected one of: \(EquationParser.attributeList)",
        offset: attributeOffset)
    }
    if case .symbol(".") = current {
      throw failure("unexpected '.' after the attribute '\(name)'")
    }
    return Equation.Reference(
      item: item, guide: guide, attribute: attribute, offset: itemOffset,
      attributeOffset: attributeOffset)
  }

  /// The attribute names, in Apple's order, for messages.
  static let attributeList = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.name)
    .joined(separator: ", ")

  private mutating func priority() throws(EquationError) -> LayoutPriority {
    let start = offset
    let value: Double
    switch current {
    case .number(let number):
      value = number
    case .name(let name):
      if let named = EquationParser.priorities[name] {
        value = named
      } else {
        value = try metric(name, at: start)
      }
    default:
      throw failure(
        "expected a priority after '@' (a number from 1 to 1000), found \(describe(current))")
    }
    position += 1
    guard value >= 1 && value <= 1000 else {
      throw EquationError(
        message: "a priority must be between 1 and 1000, not \(NumberText.format(value))",
        offset: start)
    }
    return LayoutPriority(value)
  }

  private func metric(_ name: String, at offset: Int) throws(EquationError) -> Double {
    if let value = metrics[name] { return value }
    if name == Names.root || name == Names.superview || views?.contains(name) == true {
      throw EquationError(
        message: "'\(name)' is a view: name one of its attributes, as in '\(name).top'",
        offset: offset)
    }
    throw EquationError(
      message: "unknown metric '\(name)'; define it in 'metrics' or write a number",
      offset: offset)
  }

  // MARK: Tokens

  private var current: Token { tokens[position].token }
  private var offset: Int { tokens[position].offset }

  private func token(at index: Int) -> Token? {
    index >= 0 && index < tokens.count ? tokens[index].token : nil
  }

  private func failure(_ message: String) -> EquationError {
    EquationError(message: message, offset: offset)
  }

  private func describe(_ token: Token) -> String {
    switch token {
    case .name(let name): return "'\(name)'"
    case .number(let number): return "'\(NumberText.format(number))'"
    case .symbol(let symbol): return "'\(symbol)'"
    case .end: return "the end of the equation"
    }
  }

  private mutating func tokenize() throws(EquationError) {
    var index = 0
    func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
    while index < characters.count {
      let c = characters[index]
      let start = index
      if c == " " || c == "\t" {
        index += 1
        continue
      }
      if let ascii = c.asciiValue, Names.isIdentifierStart(ascii) {
        while index < characters.count, let a = characters[index].asciiValue,
          Names.isIdentifierStart(a) || (a >= 48 && a <= 57)
        {
          index += 1
        }
        tokens.append((.name(String(characters[start..<index])), start))
        continue
      }
      if isDigit(c) || (c == "." && index + 1 < characters.count && isDigit(characters[index + 1]))
      {
        while index < characters.count && isDigit(characters[index]) { index += 1 }
        if index < characters.count && characters[index] == "." {
          index += 1
          while index < characters.count && isDigit(characters[index]) { index += 1 }
        }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
          var end = index + 1
          if end < characters.count, characters[end] == "+" || characters[end] == "-" { end += 1 }
          if end < characters.count && isDigit(characters[end]) {
            index = end
            while index < characters.count && isDigit(characters[index]) { index += 1 }
          }
        }
        guard let number = Double(String(characters[start..<index])), number.isFinite else {
          throw EquationError(message: "the number is too large", offset: start)
        }
        if index < characters.count, let a = characters[index].asciiValue,
          Names.isIdentifierStart(a)
        {
          throw EquationError(
            message: "a number cannot run into a name; write '*' to multiply", offset: index)
        }
        tokens.append((.number(number), start))
        continue
      }
      let pair = index + 1 < characters.count ? String([c, characters[index + 1]]) : ""
      if ["==", "<=", ">="].contains(pair) {
        tokens.append((.symbol(pair), start))
        index += 2
        continue
      }
      if "=*/+-@.()".contains(c) {
        tokens.append((.symbol(String(c)), start))
        index += 1
        continue
      }
      if c == "<" || c == ">" {
        throw EquationError(
          message: "Auto Layout has no strict inequalities; use '\(c)='", offset: start)
      }
      let printable = c.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
      let code = String(c.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
      let shown = printable ? "'\(c)'" : "U+\(code)"
      throw EquationError(message: "unexpected character \(shown) in an equation", offset: start)
    }
    tokens.append((.end, characters.count))
  }
}

extension LayoutRelation {
  /// The relation with its sides swapped: `<=` for `>=`.
  var flipped: LayoutRelation {
    switch self {
    case .lessThanOrEqual: return .greaterThanOrEqual
    case .equal: return .equal
    case .greaterThanOrEqual: return .lessThanOrEqual
    }
  }
}
