#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A benchmark's command line: the options the benchmarks share, read the same way by each,
/// and the operands left for the benchmark to read (workloads, shapes, sizes).
///
/// ```swift
/// let commandLine = BenchmarkCommandLine(
///   program: "layout-bench", usage: "usage: layout-bench [--cpu] [--runs N] [SHAPE:N ...]",
///   options: [.cpu, .runs])
/// for item in commandLine.operands { … }
/// ```
///
/// Only the options a benchmark declares are read; any other argument is an operand, in the
/// order given. `-h` and `--help` print the usage and exit with code 0; a bad option value is
/// reported as `PROGRAM: MESSAGE` on standard error with exit code 2.
package struct BenchmarkCommandLine {
  /// The shared options a benchmark may take.
  package struct Options: OptionSet, Sendable {
    package let rawValue: Int

    /// Creates a set of options from its bits.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// `--runs N`: how many times each item is timed (a positive number).
    package static let runs = Options(rawValue: 1 << 0)
    /// `--cpu`: time with this thread's CPU clock rather than the wall clock.
    package static let cpu = Options(rawValue: 1 << 1)
    /// `--shared DIR`: the folder that holds `bench/` (else `MASONRY_SHARED`, else
    /// `../shared`).
    package static let shared = Options(rawValue: 1 << 2)
  }

  /// The program's name, for messages.
  package let program: String
  /// How many times each item is timed: `--runs`, else the default given.
  package private(set) var runs: Int
  /// The clock to time with: the thread's CPU clock for `--cpu`, else the wall clock.
  package private(set) var clock = BenchmarkClock.wall
  /// The folder of the shared benchmark files: `--shared`, else `MASONRY_SHARED`, else
  /// `../shared`.
  package private(set) var shared = "../shared"
  /// The arguments that are not options, in order.
  package private(set) var operands: [String] = []

  /// Reads the command line.
  /// - Parameters:
  ///   - program: The program's name, for messages.
  ///   - usage: What `--help` prints.
  ///   - options: The shared options this benchmark takes.
  ///   - runs: The number of runs without `--runs`.
  ///   - arguments: The arguments, without the program's path.
  package init(
    program: String, usage: String, options: Options, runs: Int = 5,
    arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) {
    self.program = program
    self.runs = runs
    if options.contains(.shared), let environment = getenv("MASONRY_SHARED") {
      shared = String(cString: environment)
    }
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--runs" where options.contains(.runs):
        guard let value = rest.first.flatMap({ Int($0) }), value > 0 else {
          fail("--runs needs a positive number")
        }
        self.runs = value
        rest.removeFirst()
      case "--shared" where options.contains(.shared):
        guard let value = rest.popFirst() else { fail("--shared needs a folder") }
        shared = value
      case "--cpu" where options.contains(.cpu):
        clock = .threadCPU
      case "-h", "--help":
        print(usage)
        exit(0)
      default:
        operands.append(argument)
      }
    }
  }

  /// Ends the program on an error: `PROGRAM: MESSAGE` on standard error, exit code 2.
  package func fail(_ message: String) -> Never {
    var text = "\(program): \(message)\n"
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    exit(2)
  }
}
