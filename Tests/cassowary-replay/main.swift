// cassowary-replay: runs a constraint script (the format of ../shared/bench/README.md) from
// standard input through the Cassowary solver and prints what the format specifies, so that
// its output can be compared with kiwi_replay.py's.

import Cassowary

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Formats a number as C's `%.17g` does.
func format17g(_ value: Double) -> String {
  var buffer = [CChar](repeating: 0, count: 40)
  _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.17g", $0) }
  return String(
    decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Writes a message to standard error.
func writeError(_ message: String) {
  var text = message
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

/// The state of one script run.
struct Replay {
  var variables: [String: Variable] = [:]
  var order: [String] = []
  let solver = Solver()
  var constraints: [String: Constraint] = [:]
  var edits = Set<String>()
  var output = ""

  mutating func variable(_ name: String) -> Variable {
    if let known = variables[name] { return known }
    let created = Variable(name)
    variables[name] = created
    order.append(name)
    return created
  }

  mutating func run(_ command: Command, line: Int) throws(ScriptError) {
    switch command {
    case .constraint(let name, let strength, let lhs, let op, let rhs):
      let left = try parseExpression(lhs, line: line) { variable($0) }
      let right = try parseExpression(rhs, line: line) { variable($0) }
      let constraint = Constraint(left - right, op, strength: strength)
      if let old = constraints[name], solver.hasConstraint(old) {
        output += "error duplicate-constraint \(name)\n"
        return
      }
      do {
        try solver.addConstraint(constraint)
        constraints[name] = constraint
      } catch .unsatisfiableConstraint {
        output += "error unsatisfiable-constraint \(name)\n"
      } catch {
        output += "error \(error)\n"
      }
    case .remove(let name):
      if let constraint = constraints[name], solver.hasConstraint(constraint) {
        try? solver.removeConstraint(constraint)
      } else {
        output += "error unknown-constraint \(name)\n"
      }
    case .edit(let name, let strength):
      do {
        try solver.addEditVariable(variable(name), strength: strength)
        edits.insert(name)
      } catch .duplicateEditVariable {
        output += "error duplicate-edit-variable \(name)\n"
      } catch .badRequiredStrength {
        output += "error bad-required-strength \(name)\n"
      } catch {
        output += "error \(error)\n"
      }
    case .unedit(let name):
      do {
        try solver.removeEditVariable(variable(name))
        edits.remove(name)
      } catch {
        output += "error unknown-edit-variable \(name)\n"
      }
    case .suggest(let name, let value):
      do {
        try solver.suggestValue(value, for: variable(name))
      } catch .unknownEditVariable {
        output += "error unknown-edit-variable \(name)\n"
      } catch {
        output += "error \(error)\n"
      }
    case .update:
      solver.updateVariables()
      var live = edits
      for constraint in constraints.values where solver.hasConstraint(constraint) {
        for term in constraint.expression.terms { live.insert(term.variable.name) }
      }
      output += "values\n"
      for name in order {
        let value = live.contains(name) ? variables[name]!.value : 0
        output += "\(name) \(format17g(value))\n"
      }
    }
  }
}

var replay = Replay()
var lineNumber = 0
/// `--check-invariants`: after every command, check the solver's internal invariants (slow).
let checksInvariants = CommandLine.arguments.contains("--check-invariants")
while let line = readLine(strippingNewline: true) {
  lineNumber += 1
  do {
    guard let command = try parseCommand(Substring(line), line: lineNumber) else { continue }
    try replay.run(command, line: lineNumber)
    if checksInvariants {
      let problems = replay.solver._invariantViolations()
      if !problems.isEmpty {
        print(replay.output, terminator: "")
        writeError(
          "cassowary-replay: stdin: line \(lineNumber): broken invariants: \(problems.prefix(5))\n")
        exit(3)
      }
    }
  } catch {
    print(replay.output, terminator: "")
    writeError("cassowary-replay: stdin: \(error)\n")
    exit(2)
  }
  if replay.output.utf8.count > 1 << 16 {
    print(replay.output, terminator: "")
    replay.output = ""
  }
}
print(replay.output, terminator: "")
