import Foundation
import Testing

/// `masonry check --report json|sarif` as CI runs it.
@Suite(
  "masonry check --report", .serialized,
  .enabled(
    if: ToolRun.executable != nil,
    "the masonry executable is not built beside the tests: run swift build first"))
struct CheckReportCommandTests {
  @Test("--report json: the conflict's constraints with file:line:column, exit code 1")
  func json() throws {
    let run = try ToolRun.masonry(["check", "--report", "json", "Examples/conflict.json"])
    #expect(run.status == 1)
    let report = try #require(
      JSONSerialization.jsonObject(with: run.outputBytes) as? [String: Any])
    #expect(report["format"] as? String == "masonry-check")
    #expect(report["version"] as? Int == 1)
    let sets = try #require(report["unsatisfiable"] as? [[String: Any]])
    let constraints = try #require(sets.first?["constraints"] as? [[String: Any]])
    let broken = try #require(constraints.last)
    #expect(broken["broken"] as? Bool == true)
    let source = try #require(broken["source"] as? [String: Any])
    #expect(source["file"] as? String == "Examples/conflict.json")
    #expect(source["line"] as? Int == 10)
    #expect(source["column"] as? Int == 19)
    // Nothing else on standard output: the document alone.
    #expect(run.output.hasSuffix("}\n"))
    #expect(run.error.isEmpty)
  }

  @Test("--report json: ambiguous views with their axes; standard input has no file")
  func jsonAmbiguity() throws {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("Examples/ambiguity.json"), encoding: .utf8)
    let run = try ToolRun.masonry(["check", "--report", "json", "-"], input: text)
    #expect(run.status == 1)
    let report = try #require(
      JSONSerialization.jsonObject(with: run.outputBytes) as? [String: Any])
    #expect(report["file"] is NSNull)
    let ambiguous = try #require(report["ambiguous"] as? [[String: Any]])
    #expect(ambiguous.map { $0["axes"] as? [String] } == [["vertical"], ["horizontal"]])
  }

  @Test("--report sarif: a SARIF 2.1.0 log valid against the official schema")
  func sarif() throws {
    let directory = try ToolRun.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for name in ["conflict", "ambiguity", "equations"] {
      let run = try ToolRun.masonry(["check", "--report", "sarif", "Examples/\(name).json"])
      #expect(run.status == (name == "equations" ? 0 : 1))
      let log = try #require(JSONSerialization.jsonObject(with: run.outputBytes) as? [String: Any])
      #expect(log["version"] as? String == "2.1.0")
      let url = directory.appendingPathComponent("\(name).sarif")
      try run.outputBytes.write(to: url)
      paths.append(url.path)
    }
    let validation = try ToolRun.shell(
      "python3 -c 'import jsonschema' 2>/dev/null || exit 77; python3 Scripts/validate_sarif.py "
        + paths.joined(separator: " "))
    guard validation.status != 77 else {
      // Without jsonschema there is nothing to validate with; CI installs it.
      return
    }
    #expect(validation.status == 0, "\(validation.output)")
  }

  @Test("--report text is the default; an unknown report format is a usage error")
  func text() throws {
    let run = try ToolRun.masonry(["check", "--report", "text", "Examples/equations.json"])
    #expect(run.status == 0)
    #expect(
      run.output == "Examples/equations.json: 0 unsatisfiable constraint sets, 0 ambiguous views\n")
    let bad = try ToolRun.masonry(["check", "--report", "xml", "Examples/equations.json"])
    #expect(bad.status == 64)
    #expect(bad.error.contains("xml"))
  }
}
