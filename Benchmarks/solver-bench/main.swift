// solver-bench: times the Cassowary solver on the workloads of ../shared/bench/README.md and
// prints the same RESULT lines as kiwi_bench.py, so that the two can be compared line by line.
//
//     swift run -c release solver-bench                 # the default workloads
//     swift run -c release solver-bench W1:10000 W2:10000
//     swift run -c release solver-bench --runs 3 --shared ../shared W5A

import BenchmarkSupport

/// The large sizes for the scaling table: chains and grids of about 1 000, 10 000 and 100 000 views.
let scaling = ["W1:1000", "W1:10000", "W1:100000", "W2:1024", "W2:10000", "W2:99856"]
let defaults = ["W1:1000", "W1:2000", "W2:1024", "W3:1024", "W4:1000", "W5A:0", "W5B:0"]

let commandLine = BenchmarkCommandLine(
  program: "solver-bench",
  usage: """
    usage: solver-bench [--runs N] [--shared DIR] [--scaling] [WORKLOAD:N ...]
    workloads: W1 W2 W3 W4 W5A W5B; default: \(defaults.joined(separator: " "))
    """,
  options: [.runs, .shared])
var work = commandLine.operands.flatMap { $0 == "--scaling" ? scaling : [$0] }
if work.isEmpty { work = defaults }

do {
  var form: [FormLine]? = nil
  for item in work {
    let parts = item.split(separator: ":", maxSplits: 1)
    let name = parts[0].uppercased()
    guard let n = parts.count > 1 ? Int(parts[1]) : 0, n >= 0 else {
      commandLine.fail("bad size in \(item)")
    }
    var times: [Double] = []
    for _ in 0..<commandLine.runs {
      switch name {
      case "W1": times.append(try w1(n))
      case "W2": times.append(try w2(n))
      case "W3": times.append(try w3(n))
      case "W4": times.append(try w4(n))
      case "W5A", "W5B":
        let spec = try form ?? readForm(sharedDirectory: commandLine.shared)
        form = spec
        times.append(name == "W5A" ? try w5a(spec) : try w5b(spec))
      default: commandLine.fail("unknown workload \(name) (known: W1 W2 W3 W4 W5A W5B)")
      }
    }
    guard let fastest = times.min() else {
      preconditionFailure("--runs is positive, so every workload has at least one time")
    }
    printResult(
      "RESULT",
      [
        "impl": "masonry-cassowary", "workload": name, "n": n,
        "median_ms": decimals(median(times), 3), "min_ms": decimals(fastest, 3),
        "runs": commandLine.runs,
      ])
  }
} catch {
  commandLine.fail("CHECK FAILED: \(error)")
}
