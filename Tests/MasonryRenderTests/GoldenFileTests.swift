import AutoLayout
import Foundation
import MasonryRender
import Testing

/// The outputs for every file in `Examples/` against the files in `Examples/golden/`: `NAME.svg`,
/// `NAME.json`, `NAME.txt` (the table) and `NAME.check.txt` (`masonry check`, with addresses masked
/// as `0x…`).
///
/// Run with `MASONRY_RECORD_GOLDEN=1` to write them anew after a deliberate change, then review the
/// diff.
@Suite("Examples: golden files")
struct GoldenFileTests {
  static let recording = ProcessInfo.processInfo.environment["MASONRY_RECORD_GOLDEN"] == "1"
  static let goldenDirectory = ExampleFiles.directory.appendingPathComponent("golden")

  @Test("there are examples of each kind the issue asks for")
  func coverage() {
    // Equations, VFL with options, margins and safe area, right-to-left, a conflict, an
    // ambiguity, and a YAML file; stacks: nested (a settings screen), the distributions and
    // alignments (in YAML), and a conflict with a stack's constraints.
    for name in [
      "equations.json", "visual-format.json", "margins-safe-area.json", "right-to-left.json",
      "conflict.json", "ambiguity.json", "feed-cell.yaml", "settings.json",
      "stack-distributions.yaml", "stack-conflict.json",
    ] {
      #expect(ExampleFiles.names.contains(name), "Examples/\(name) is missing")
    }
  }

  @Test("SVG, JSON, table and check report match the golden files", arguments: ExampleFiles.names)
  func outputs(name: String) throws {
    let layout = try ExampleFiles.laidOut(name)
    let scene = layout.scene()
    let base = (name as NSString).deletingPathExtension
    try compare(SVGWriter.write(scene), base + ".svg")
    try compare(FramesJSONWriter.write(scene), base + ".json")
    try compare(FrameTableWriter.write(scene), base + ".txt")
    let diagnosis = Diagnosis(root: layout.root, reports: layout.reports, sources: layout.sources)
    let check = CheckReport.text(diagnosis, title: "Examples/" + name)
    try compare(GoldenFileTests.masked(check), base + ".check.txt")
  }

  /// A check report with what changes from run to run or with the engine's code masked: the
  /// addresses (`0x…`), and the lines of the engine's files where a stack's constraints were
  /// made (`made at AutoLayout/StackConstraintSpec.swift:…`).
  static func masked(_ check: String) -> String {
    check.replacing(/0x[0-9a-f]+/, with: "0x…")
      .replacing(/\(made at (AutoLayout\/[A-Za-z0-9_+]+\.swift):[0-9]+\)/) { match in
        "(made at \(match.output.1):…)"
      }
  }

  /// Compares `text` with a golden file, or writes the file when recording.
  private func compare(_ text: String, _ golden: String) throws {
    let url = GoldenFileTests.goldenDirectory.appendingPathComponent(golden)
    if GoldenFileTests.recording {
      try FileManager.default.createDirectory(
        at: GoldenFileTests.goldenDirectory, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("Examples/golden/\(golden) is missing: run with MASONRY_RECORD_GOLDEN=1")
      return
    }
    if text != expected {
      let got = text.split(separator: "\n", omittingEmptySubsequences: false)
      let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(got.count, want.count)
      Issue.record(
        """
        Examples/golden/\(golden) differs at line \(line + 1):
          expected: \(line < want.count ? String(want[line]) : "(end)")
          got:      \(line < got.count ? String(got[line]) : "(end)")
        Re-record with MASONRY_RECORD_GOLDEN=1 if the change is intended.
        """)
    }
  }
}
