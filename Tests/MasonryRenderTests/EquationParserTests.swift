import AutoLayout
import MasonryRender
import Testing

@Suite("Equation parser")
struct EquationParserTests {
  /// An equation in one line, to compare with a hand-written expectation.
  private func summary(_ text: String, metrics: [String: Double] = [:]) throws -> String {
    let e = try EquationParser.parse(text, metrics: metrics)
    func reference(_ r: Equation.Reference) -> String {
      r.item + (r.guide.map { ".\($0.rawValue)" } ?? "") + "." + r.attribute.name
    }
    var s = "\(reference(e.first)) \(e.relation.symbol)"
    if let second = e.second {
      s += " \(NumberText.format(e.multiplier))*\(reference(second))"
    }
    s += " + \(NumberText.format(e.constant)) @\(NumberText.format(e.priority.rawValue))"
    return s
  }

  @Test("the forms of the issue, in Apple's form first = m × second + c")
  func forms() throws {
    #expect(try summary("title.top == card.top + 20 @750") == "title.top == 1*card.top + 20 @750")
    #expect(
      try summary("avatar.width == avatar.height") == "avatar.width == 1*avatar.height + 0 @1000")
    #expect(
      try summary("label.leading >= avatar.trailing + 8")
        == "label.leading >= 1*avatar.trailing + 8 @1000")
    #expect(try summary("badge.height == 24") == "badge.height == + 24 @1000")
    #expect(try summary("a.bottom <= b.bottom - 16") == "a.bottom <= 1*b.bottom + -16 @1000")
  }

  @Test("multipliers, metrics, named priorities and guides")
  func factors() throws {
    #expect(
      try summary("box.width == 0.5 * root.width - 8") == "box.width == 0.5*root.width + -8 @1000")
    #expect(
      try summary("box.width == root.width * 2 / 4") == "box.width == 0.5*root.width + 0 @1000")
    #expect(
      try summary("a.top == b.bottom + pad @high", metrics: ["pad": 12])
        == "a.top == 1*b.bottom + 12 @750")
    #expect(
      try summary("a.top == b.bottom + 2 * pad", metrics: ["pad": 3])
        == "a.top == 1*b.bottom + 6 @1000")
    #expect(
      try summary("a.top == root.safeArea.top + 1 @low") == "a.top == 1*root.safeArea.top + 1 @250")
    #expect(
      try summary("a.leading == card.margins.leading")
        == "a.leading == 1*card.margins.leading + 0 @1000")
    #expect(
      try summary("a.baseline == b.baseline") == "a.lastBaseline == 1*b.lastBaseline + 0 @1000")
    #expect(try summary("a.top==b.top+.5e1") == "a.top == 1*b.top + 5 @1000")
  }

  @Test("equations are brought to Apple's form by hand-checked algebra")
  func normalised() throws {
    // 2·a.width == b.width  ⇒  a.width == 0.5·b.width
    #expect(try summary("2 * a.width == b.width") == "a.width == 0.5*b.width + 0 @1000")
    // a.top + 8 == b.bottom  ⇒  a.top == b.bottom − 8
    #expect(try summary("a.top + 8 == b.bottom") == "a.top == 1*b.bottom + -8 @1000")
    // 100 <= a.width  ⇒  a.width >= 100 (sides swapped, the relation flipped)
    #expect(try summary("100 <= a.width") == "a.width >= + 100 @1000")
    // −a.width <= −50  ⇒  a.width >= 50 (divided by −1, the relation flipped)
    #expect(try summary("-a.width <= -50") == "a.width >= + 50 @1000")
    // a.width / 2 == b.width + 3  ⇒  a.width == 2·b.width + 6
    #expect(try summary("a.width / 2 == b.width + 3") == "a.width == 2*b.width + 6 @1000")
  }

  @Test(
    "errors carry Apple-style words and the offset of the character they are about",
    arguments: [
      ("", 0, "the equation is empty"),
      ("a.top = b.top", 6, "use '==' for equality"),
      ("a.top < b.top", 6, "Auto Layout has no strict inequalities; use '<='"),
      ("a.top b.top", 6, "expected '==', '<=' or '>=' here, found 'b'"),
      ("a.top == b.top == c.top", 15, "an equation has one relation"),
      (
        "a.top == b.top + c.top", 17,
        "a side of an equation holds one attribute; 'b' is already on this side"
      ),
      (
        "a.width == b.width * c.width", 21,
        "cannot multiply two attributes ('b' and 'c'); a constraint is linear"
      ),
      ("a.width == 10 / b.width", 16, "cannot divide by an attribute"),
      ("a.width == b.width / 0", 21, "division by zero"),
      (
        "a.top == b.topp", 11,
        "unknown attribute 'topp' of 'b'; expected one of: left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins"
      ),
      ("a.top == b.safeArea", 19, "expected an attribute of b.safeArea, such as 'b.safeArea.top'"),
      (
        "a.top == b.top + gap", 17, "unknown metric 'gap'; define it in 'metrics' or write a number"
      ),
      (
        "a.top == b.top + 8 @", 20,
        "expected a priority after '@' (a number from 1 to 1000), found the end of the equation"
      ),
      ("a.top == b.top @1001", 16, "a priority must be between 1 and 1000, not 1001"),
      ("a.top == b.top @0", 16, "a priority must be between 1 and 1000, not 0"),
      ("8 == 9", 0, "an equation needs an attribute such as 'card.top' on its left side"),
      ("0 * a.width == 5", 4, "the attribute on the left side is multiplied by 0"),
      ("a.top == b.top + 8px", 18, "a number cannot run into a name; write '*' to multiply"),
      ("a.top == b.top + 1e999", 17, "the number is too large"),
      ("a.top == b.top # comment", 15, "unexpected character '#' in an equation"),
      ("a.top == b.top.x", 14, "unexpected '.' after the attribute 'top'"),
      (
        "a.top == ", 9,
        "expected a number, a metric or an attribute such as 'card.top', found the end of the equation"
      ),
    ])
  func errors(text: String, offset: Int, message: String) {
    #expect(throws: EquationError(message: message, offset: offset)) {
      _ = try EquationParser.parse(text)
    }
  }

  @Test("parentheses group a sum, which a number may multiply or divide")
  func parentheses() throws {
    // (a.width + 8) * 2  ⇒  2·a.width + 16
    #expect(
      try summary("c.width == (a.width + 8) * 2") == "c.width == 2*a.width + 16 @1000")
    #expect(try summary("c.width == 2 * (a.width + 8)") == "c.width == 2*a.width + 16 @1000")
    #expect(try summary("c.width == (a.width + 8) / 2") == "c.width == 0.5*a.width + 4 @1000")
    #expect(try summary("c.width == -(a.width - 8)") == "c.width == -1*a.width + 8 @1000")
    #expect(
      try summary("c.width == ((a.width + 8) * 2 + 4) * 0.5 @750")
        == "c.width == 1*a.width + 10 @750")
    #expect(
      try summary("c.top == b.top + (gap + 2) * 3", metrics: ["gap": 4])
        == "c.top == 1*b.top + 18 @1000")
    // (a.width + 8) * 2 == b.width  ⇒  a.width == 0.5·b.width − 8
    #expect(try summary("(a.width + 8) * 2 == b.width") == "a.width == 0.5*b.width + -8 @1000")
    #expect(try summary("c.width == (a.width)") == "c.width == 1*a.width + 0 @1000")
  }

  @Test(
    "parentheses keep an equation linear, and each error points at its place",
    arguments: [
      (
        "c.width == (a.width + 8) * b.width", 27,
        "cannot multiply two attributes ('a' and 'b'); a constraint is linear"
      ),
      (
        "c.width == (a.width + 8) * (b.width - 2)", 28,
        "cannot multiply two attributes ('a' and 'b'); a constraint is linear"
      ),
      ("c.width == 10 / (a.width + 2)", 17, "cannot divide by an attribute"),
      ("c.width == a.width / (4 - 4)", 21, "division by zero"),
      (
        "c.width == (a.width + 8", 23,
        "expected ')' to close the '(', found the end of the equation"
      ),
      ("c.width == a.width + 8)", 22, "unexpected ')': it closes no '('"),
      ("(c.width == a.width)", 9, "a relation cannot be inside parentheses; close the '(' first"),
      (
        "c.width == ()", 12,
        "expected a number, a metric or an attribute such as 'card.top', found ')'"
      ),
      (
        "c.width == (a.width + b.width) * 2", 22,
        "a side of an equation holds one attribute; 'a' is already on this side"
      ),
    ])
  func parenthesesErrors(text: String, offset: Int, message: String) {
    #expect(throws: EquationError(message: message, offset: offset)) {
      _ = try EquationParser.parse(text)
    }
  }

  @Test("parentheses nested without end are an error, not a crash")
  func deepParentheses() {
    let deep = "a.width == " + String(repeating: "(", count: 100_000) + "b.width"
    #expect(
      throws: EquationError(message: "parentheses nest more than 64 deep", offset: 11 + 64)
    ) {
      _ = try EquationParser.parse(deep)
    }
  }

  @Test("a view named without an attribute is explained")
  func viewWithoutAttribute() {
    #expect(
      throws: EquationError(
        message: "'card' is a view: name one of its attributes, as in 'card.top'", offset: 9)
    ) {
      _ = try EquationParser.parse("a.top == card + 8", views: ["card"])
    }
  }
}
