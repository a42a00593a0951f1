#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends a benchmark whose answer is wrong: `message` on standard output, exit code 1, so that
/// a fast wrong result cannot pass for a result.
package func failCheck(_ message: String) -> Never {
  print(message)
  exit(1)
}
