#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The clock a benchmark times its runs with.
///
/// ```swift
/// let clock: BenchmarkClock = commandLine.usesCPUClock ? .threadCPU : .wall
/// let elapsed = clock.milliseconds { root.layoutIfNeeded() }
/// ```
package enum BenchmarkClock: Sendable {
  /// The wall clock (`ContinuousClock`): what a user waits.
  case wall
  /// This thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`, `--cpu`): on a machine shared with
  /// other work, it leaves out the time spent waiting for a core.
  case threadCPU

  /// The milliseconds `body` took on this clock.
  package func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    switch self {
    case .wall:
      let clock = ContinuousClock()
      let start = clock.now
      try body()
      let (seconds, attoseconds) = (clock.now - start).components
      return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
    case .threadCPU:
      let start = BenchmarkClock.threadCPUSeconds()
      try body()
      return (BenchmarkClock.threadCPUSeconds() - start) * 1e3
    }
  }

  /// The CPU time this thread has used, in seconds.
  private static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}
