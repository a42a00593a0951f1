#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints one result as a line of fields after a tag, each `key=value`, for scripts to read.
///
/// For example:
///
/// ```swift
/// printResult("RESULT", ["workload": "W1", "n": 1000, "median_ms": "0.412"])
/// // RESULT workload=W1 n=1000 median_ms=0.412
/// ```
///
/// Values print as Swift prints them (`description`); a benchmark that wants fixed decimals
/// formats them first, with ``decimals(_:_:)``.
package func printResult(
  _ tag: String, _ fields: KeyValuePairs<String, any CustomStringConvertible>
) {
  print(tag + fields.map { " \($0.key)=\($0.value.description)" }.joined())
}

/// `value` with `places` decimals, as C's `%.Nf` writes it: `decimals(0.41249, 3)` is
/// `"0.412"`.
package func decimals(_ value: Double, _ places: Int) -> String {
  var buffer = [CChar](repeating: 0, count: 64)
  _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.\(places)f", $0) }
  return String(
    decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
