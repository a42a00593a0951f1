// solver-bench: times the Cassowary solver on the workloads of ../shared/bench/README.md and
// prints the same RESULT lines as kiwi_bench.py, so that the two can be compared line by line.
//
//     swift run -c release solver-bench                 # the default workloads
//     swift run -c release solver-bench W1:10000 W2:10000
//     swift run -c release solver-bench --runs 3 --shared ../shared W5A

import Cassowary

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The large sizes for the scaling table: chains and grids of about 1 000, 10 000 and 100 000 views.
let scaling = ["W1:1000", "W1:10000", "W1:100000", "W2:1024", "W2:10000", "W2:99856"]
let defaults = ["W1:1000", "W1:2000", "W2:1024", "W3:1024", "W4:1000", "W5A:0", "W5B:0"]
let sizes: [(Double, Double)] = [
  (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
]

func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
}

func time(_ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  try body()
  return milliseconds(clock.now - start)
}

func w1(_ n: Int) throws -> Double {
  let chain = Chain(n)
  let t = try time {
    let solver = Solver()
    for c in chain.constraints { try solver.addConstraint(c) }
    solver.updateVariables()
  }
  try chain.check()
  return t
}

func w2(_ n: Int) throws -> Double {
  let grid = try Grid(n)
  let pins = [grid.cw == 1920, grid.ch == 1080]
  let t = try time {
    let solver = Solver()
    for c in pins + grid.constraints { try solver.addConstraint(c) }
    solver.updateVariables()
  }
  try grid.check(1920, 1080)
  return t
}

func w3(_ n: Int) throws -> Double {
  let grid = try Grid(n)
  let solver = Solver()
  try solver.addEditVariable(grid.cw, strength: .strong)
  try solver.addEditVariable(grid.ch, strength: .strong)
  for c in grid.constraints { try solver.addConstraint(c) }
  try solver.suggestValue(1920, for: grid.cw)
  try solver.suggestValue(1080, for: grid.ch)
  solver.updateVariables()
  try grid.check(1920, 1080)
  let t = try time {
    for i in 0..<1000 {
      try solver.suggestValue(Double(300 + i % 500), for: grid.cw)
      try solver.suggestValue(Double(300 + (i * 7) % 500), for: grid.ch)
      solver.updateVariables()
    }
  }
  try grid.check(Double(300 + 999 % 500), Double(300 + (999 * 7) % 500))
  return t
}

func w4(_ n: Int) throws -> Double {
  let chain = Chain(n)
  let solver = Solver()
  for c in chain.constraints { try solver.addConstraint(c) }
  solver.updateVariables()
  var rng = Lcg()
  let t = try time {
    for _ in 0..<1000 {
      let j = rng.next() % n
      try solver.removeConstraint(chain.widthEquals[j])
      try solver.addConstraint(chain.widthEquals[j])
      solver.updateVariables()
    }
  }
  try chain.check()
  return t
}

func w5a(_ spec: [FormLine]) throws -> Double {
  let forms = (0..<200).map { _ in Form(spec: spec) }
  return try time {
    for form in forms {
      let solver = Solver()
      try solver.addEditVariable(form.variables["width"]!, strength: .strong)
      try solver.addEditVariable(form.variables["height"]!, strength: .strong)
      for c in form.constraints { try solver.addConstraint(c) }
    }
  }
}

func w5b(_ spec: [FormLine]) throws -> Double {
  let form = Form(spec: spec)
  let solver = Solver()
  let width = form.variables["width"]!
  let height = form.variables["height"]!
  try solver.addEditVariable(width, strength: .strong)
  try solver.addEditVariable(height, strength: .strong)
  for c in form.constraints { try solver.addConstraint(c) }
  let t = try time {
    for _ in 0..<1000 {
      for (w, h) in sizes {
        try solver.suggestValue(w, for: width)
        try solver.suggestValue(h, for: height)
        solver.updateVariables()
      }
    }
  }
  // Values that are unique at 800x400 (lb1top has equal-cost alternatives; see the bench README).
  let expected = [
    "contents_right": 790.0, "fl1width": 703.0, "ctwidth": 703.0, "contents_bottom": 390.0,
  ]
  for (name, value) in expected where !near(form.variables[name]!.value, value) {
    throw CheckFailed(
      description:
        "enaml solution at 800x400: \(name)=\(form.variables[name]!.value), expected \(value)")
  }
  return t
}

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
    number += 1
    let text = String(cString: line!)
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

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let mid = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

func format3(_ value: Double) -> String {
  var buffer = [CChar](repeating: 0, count: 40)
  _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.3f", $0) }
  return String(
    decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

func fail(_ message: String) -> Never {
  var text = "solver-bench: \(message)\n"
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 5
var shared = "../shared"
if let env = getenv("MASONRY_SHARED") { shared = String(cString: env) }
var work: [String] = []
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--runs":
    guard let value = arguments.first.flatMap({ Int($0) }), value > 0 else {
      fail("--runs needs a positive number")
    }
    runs = value
    arguments.removeFirst()
  case "--shared":
    guard let value = arguments.first else { fail("--shared needs a folder") }
    shared = value
    arguments.removeFirst()
  case "--scaling":
    work += scaling
  case "-h", "--help":
    print(
      "usage: solver-bench [--runs N] [--shared DIR] [--scaling] [WORKLOAD:N ...]\nworkloads: W1 W2 W3 W4 W5A W5B; default: \(defaults.joined(separator: " "))"
    )
    exit(0)
  default:
    work.append(argument)
  }
}
if work.isEmpty { work = defaults }

do {
  var form: [FormLine]? = nil
  for item in work {
    let parts = item.split(separator: ":", maxSplits: 1)
    let name = parts[0].uppercased()
    guard let n = parts.count > 1 ? Int(parts[1]) : 0, n >= 0 else { fail("bad size in \(item)") }
    var times: [Double] = []
    for _ in 0..<runs {
      switch name {
      case "W1": times.append(try w1(n))
      case "W2": times.append(try w2(n))
      case "W3": times.append(try w3(n))
      case "W4": times.append(try w4(n))
      case "W5A", "W5B":
        if form == nil { form = try readForm(sharedDirectory: shared) }
        times.append(name == "W5A" ? try w5a(form!) : try w5b(form!))
      default: fail("unknown workload \(name) (known: W1 W2 W3 W4 W5A W5B)")
      }
    }
    print(
      "RESULT impl=masonry-cassowary workload=\(name) n=\(n) median_ms=\(format3(median(times))) min_ms=\(format3(times.min()!)) runs=\(runs)"
    )
  }
} catch {
  fail("CHECK FAILED: \(error)")
}
