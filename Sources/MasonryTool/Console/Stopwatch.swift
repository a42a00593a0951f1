/// Times the stages of a command for `--verbose`.
struct Stopwatch {
  private let clock = ContinuousClock()
  private var last: ContinuousClock.Instant
  private let start: ContinuousClock.Instant
  private(set) var stages: [(name: String, milliseconds: Double)] = []

  init() {
    start = clock.now
    last = start
  }

  /// Ends a stage: the time since the previous one.
  mutating func lap(_ name: String) {
    let now = clock.now
    stages.append((name, Stopwatch.milliseconds(now - last)))
    last = now
  }

  /// The stages and the total, one a line.
  func report(heading: String) -> String {
    let total = Stopwatch.milliseconds(last - start)
    var text = heading + "\n"
    for (name, time) in stages + [("total", total)] {
      let padded = name + String(repeating: " ", count: max(0, 12 - name.count))
      text += "  \(padded)\(formatted(time)) ms\n"
    }
    return text
  }

  private func formatted(_ milliseconds: Double) -> String {
    let tenths = (milliseconds * 10).rounded() / 10
    let text = String(tenths)
    return String(repeating: " ", count: max(0, 9 - text.count)) + text
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
