import Cassowary

/// A command of a constraint script (../shared/bench/README.md, "Constraint scripts").
enum Command {
  case constraint(
    name: String, strength: Strength, lhs: [Token], op: RelationalOperator, rhs: [Token])
  case remove(name: String)
  case edit(variable: String, strength: Strength)
  case unedit(variable: String)
  case suggest(variable: String, value: Double)
  case update
}

/// A token of an expression.
enum Token: Equatable {
  case name(String)
  case number(Double)
  case plus, minus, times
}

/// A script that cannot be read, with the line it is on.
struct ScriptError: Error, CustomStringConvertible {
  var line: Int
  var message: String
  var description: String { "line \(line): \(message)" }
}

/// Reads one line of a script; nil for blank and comment lines.
func parseCommand(_ raw: Substring, line: Int) throws(ScriptError) -> Command? {
  let text = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
  let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
  guard let verb = words.first else { return nil }
  func fail(_ message: String) -> ScriptError { ScriptError(line: line, message: message) }
  func word(_ i: Int, _ what: String) throws(ScriptError) -> String {
    guard i < words.count else { throw fail("\(verb) needs \(what)") }
    return String(words[i])
  }
  switch verb {
  case "constraint":
    guard words.count >= 5 else { throw fail("expected: constraint NAME STRENGTH EXPR OP EXPR") }
    let strength = try parseStrength(String(words[2]), line: line)
    // The expression is everything after the third word.
    var rest = Substring(text)
    for _ in 0..<3 {
      rest = rest.drop(while: { $0 == " " || $0 == "\t" })
      rest = rest.drop(while: { $0 != " " && $0 != "\t" })
    }
    var tokens: [Token] = []
    var op: (index: Int, op: RelationalOperator)?
    var opCount = 0
    var i = rest.startIndex
    while i < rest.endIndex {
      let c = rest[i]
      if c == " " || c == "\t" || c == "\r" {
        i = rest.index(after: i)
        continue
      }
      let next = rest.index(after: i)
      if (c == "=" || c == "<" || c == ">") && next < rest.endIndex && rest[next] == "=" {
        opCount += 1
        op = (tokens.count, c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual)
        i = rest.index(after: next)
      } else if c == "+" || c == "-" || c == "*" {
        tokens.append(c == "+" ? .plus : c == "-" ? .minus : .times)
        i = next
      } else if c.isLetter || c == "_" {
        var j = i
        while j < rest.endIndex && (rest[j].isLetter || rest[j].isNumber || rest[j] == "_") {
          j = rest.index(after: j)
        }
        tokens.append(.name(String(rest[i..<j])))
        i = j
      } else if c.isNumber || c == "." {
        var j = i
        while j < rest.endIndex && (rest[j].isNumber || rest[j] == ".") { j = rest.index(after: j) }
        if j < rest.endIndex && (rest[j] == "e" || rest[j] == "E") {
          var k = rest.index(after: j)
          if k < rest.endIndex && (rest[k] == "+" || rest[k] == "-") { k = rest.index(after: k) }
          if k < rest.endIndex && rest[k].isNumber {
            j = k
            while j < rest.endIndex && rest[j].isNumber { j = rest.index(after: j) }
          }
        }
        guard let value = Double(rest[i..<j]) else {
          throw fail("cannot read number '\(rest[i..<j])'")
        }
        tokens.append(.number(value))
        i = j
      } else {
        throw fail("cannot read '\(rest[i...])'")
      }
    }
    guard opCount == 1, let op else { throw fail("a constraint needs exactly one of == <= >=") }
    return .constraint(
      name: String(words[1]), strength: strength, lhs: Array(tokens[..<op.index]), op: op.op,
      rhs: Array(tokens[op.index...]))
  case "remove":
    return .remove(name: try word(1, "a constraint name"))
  case "edit":
    return .edit(
      variable: try word(1, "a variable"),
      strength: try parseStrength(try word(2, "a strength"), line: line))
  case "unedit":
    return .unedit(variable: try word(1, "a variable"))
  case "suggest":
    let name = try word(1, "a variable")
    let text = try word(2, "a value")
    guard let value = Double(text) else { throw fail("cannot read value '\(text)'") }
    return .suggest(variable: name, value: value)
  case "update":
    return .update
  default:
    throw fail("unknown command '\(verb)'")
  }
}

func parseStrength(_ word: String, line: Int) throws(ScriptError) -> Strength {
  switch word {
  case "required": return .required
  case "strong": return .strong
  case "medium": return .medium
  case "weak": return .weak
  default:
    guard let value = Double(word) else {
      throw ScriptError(line: line, message: "bad strength '\(word)'")
    }
    return Strength(value)
  }
}

/// Turns `[+|-] term ((+|-) term)*` into an expression, creating variables through `variable`.
func parseExpression(
  _ tokens: [Token], line: Int, variable: (String) -> Variable
) throws(ScriptError) -> Expression {
  func fail(_ message: String) -> ScriptError { ScriptError(line: line, message: message) }
  var expression = Expression()
  var i = 0
  var sign = 1.0
  if i < tokens.count, tokens[i] == .plus || tokens[i] == .minus {
    sign = tokens[i] == .minus ? -1 : 1
    i += 1
  }
  while true {
    guard i < tokens.count else { throw fail("expression is empty or ends with an operator") }
    switch tokens[i] {
    case .name(let name):
      expression.terms.append(Term(variable(name), sign))
      i += 1
    case .number(let k):
      if i + 1 < tokens.count && tokens[i + 1] == .times {
        guard i + 2 < tokens.count, case .name(let name) = tokens[i + 2] else {
          throw fail("expected a variable after '*'")
        }
        expression.terms.append(Term(variable(name), sign * k))
        i += 3
      } else {
        expression.constant += sign * k
        i += 1
      }
    default:
      throw fail("unexpected operator in expression")
    }
    if i == tokens.count { return expression }
    guard tokens[i] == .plus || tokens[i] == .minus else { throw fail("expected + or -") }
    sign = tokens[i] == .minus ? -1 : 1
    i += 1
  }
}
