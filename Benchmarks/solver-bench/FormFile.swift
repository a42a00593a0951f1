import Cassowary

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of `bench/enaml_constraints.txt` in the shared folder, for W5A and W5B.
func readForm(sharedDirectory: String) throws -> [FormLine] {
  let path = sharedDirectory + "/bench/enaml_constraints.txt"
  guard let file = fopen(path, "r") else {
    throw CheckFailed(
      description: "cannot open \(path) (pass --shared DIR, the folder that holds bench/)")
  }
  defer { fclose(file) }
  var spec: [FormLine] = []
  var line: UnsafeMutablePointer<CChar>? = nil
  var capacity = 0
  var number = 0
  while getline(&line, &capacity, file) > 0 {
    guard let buffer = line else {
      preconditionFailure("getline read a line, so it has allocated the buffer it read into")
    }
    number += 1
    let text = String(cString: buffer)
    if text.hasPrefix("#") || text.allSatisfy(\.isWhitespace) { continue }
    let f = text.split(whereSeparator: \.isWhitespace).map(String.init)
    let ops: [String: RelationalOperator] = [
      "==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual,
    ]
    guard f.count >= 4, let op = ops[f[0]], let strength = Double(f[1]),
      let constant = Double(f[2]),
      let count = Int(f[3]), f.count == 4 + 2 * count
    else { throw CheckFailed(description: "\(path):\(number): cannot read this line") }
    var terms: [(String, Double)] = []
    for i in 0..<count {
      guard let k = Double(f[5 + 2 * i]) else {
        throw CheckFailed(description: "\(path):\(number): bad coefficient")
      }
      terms.append((f[4 + 2 * i], k))
    }
    spec.append(FormLine(op: op, strength: strength, constant: constant, terms: terms))
  }
  free(line)
  return spec
}
