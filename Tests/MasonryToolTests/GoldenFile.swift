import Foundation
import Testing

/// A file in `Examples/golden/` that an output must match.
///
/// Run with `MASONRY_RECORD_GOLDEN=1` to write it anew after a deliberate change, then review the
/// diff.
enum GoldenFile {
  /// Compares `text` with the golden file `name`, or writes the file when recording.
  static func compare(_ text: String, _ name: String) throws {
    let url = packageRoot.appendingPathComponent("Examples/golden").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["MASONRY_RECORD_GOLDEN"] == "1" {
      try Data(text.utf8).write(to: url)
      return
    }
    let expected = try #require(
      try? String(contentsOf: url, encoding: .utf8),
      "Examples/golden/\(name) is missing: run with MASONRY_RECORD_GOLDEN=1")
    let got = text.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    guard got != want else { return }
    let line = got.indices.first { $0 >= want.count || got[$0] != want[$0] } ?? got.count
    Issue.record(
      """
      Examples/golden/\(name) differs at line \(line + 1):
        expected: \(line < want.count ? String(want[line]) : "(end)")
        got:      \(line < got.count ? String(got[line]) : "(end)")
      Re-record with MASONRY_RECORD_GOLDEN=1 if the change is intended.
      """)
  }
}
