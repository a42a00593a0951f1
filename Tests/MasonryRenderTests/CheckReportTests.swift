import AutoLayout
import Foundation
import MasonryRender
import Testing

/// `check`'s machine-readable reports: JSON (the documented shape, version 1) and SARIF 2.1.0,
/// made from the diagnosis's values, and the SARIF checked against the official schema.
@Suite("Check reports: JSON and SARIF")
struct CheckReportTests {
  /// The diagnosis of an example, as `masonry check` makes it.
  private func diagnosis(_ name: String) throws -> Diagnosis {
    try ExampleFiles.laidOut(name).diagnose(listsAffecting: false)
  }

  /// A JSON document as Foundation reads it.
  private func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("JSON: each constraint of a conflict with its items, numbers and file:line:column")
  func conflictJSON() throws {
    let json = CheckJSONReport.write(try diagnosis("conflict.json"), file: "Examples/conflict.json")
    let report = try object(json)
    #expect(report["format"] as? String == "masonry-check")
    #expect(report["version"] as? Int == 1)
    #expect(report["file"] as? String == "Examples/conflict.json")
    let summary = try #require(report["summary"] as? [String: Any])
    #expect(summary["unsatisfiableSets"] as? Int == 1)
    #expect(summary["hasProblems"] as? Bool == true)
    let sets = try #require(report["unsatisfiable"] as? [[String: Any]])
    let constraints = try #require(sets.first?["constraints"] as? [[String: Any]])
    #expect(constraints.count == 4)
    #expect(sets.first?["broken"] as? Int == 3)
    #expect(
      constraints.map { $0["equation"] as? String } == [
        "root.width == 320", "card.leading == root.leading + 16",
        "root.trailing == card.trailing + 16", "card.width == 320",
      ])
    // The root's size is the engine's own: no place in the file.
    #expect(constraints[0]["kind"] as? String == "rootSize")
    #expect(constraints[0]["source"] is NSNull)
    // The broken one: written on line 10, its text starting at column 19.
    let broken = constraints[3]
    #expect(broken["kind"] as? String == "layoutConstraint")
    #expect(broken["broken"] as? Bool == true)
    #expect(broken["identifier"] as? String == "card-width")
    #expect(broken["relation"] as? String == "==")
    #expect(broken["multiplier"] as? Double == 1)
    #expect(broken["constant"] as? Double == 320)
    #expect(broken["priority"] as? Double == 1000)
    #expect(broken["second"] is NSNull)
    let first = try #require(broken["first"] as? [String: String])
    #expect(first == ["view": "card", "attribute": "width"])
    let source = try #require(broken["source"] as? [String: Any])
    #expect(source["file"] as? String == "Examples/conflict.json")
    #expect(source["line"] as? Int == 10)
    #expect(source["column"] as? Int == 19)
    #expect(source["text"] as? String == "card.width == 320")
    // Both constraints of the visual format point at it.
    let format = try #require(constraints[1]["source"] as? [String: Any])
    #expect(format["line"] as? Int == 9 && format["column"] as? Int == 6)
    #expect((constraints[1]["second"] as? [String: String])?["view"] == "root")
    #expect((report["ambiguous"] as? [Any])?.isEmpty == true)
  }

  @Test("JSON: ambiguous views with their free axes and where they were written")
  func ambiguityJSON() throws {
    let report = try object(CheckJSONReport.write(try diagnosis("ambiguity.json"), file: nil))
    #expect(report["file"] is NSNull)
    let ambiguous = try #require(report["ambiguous"] as? [[String: Any]])
    #expect(ambiguous.map { $0["view"] as? String } == ["note", "slider"])
    #expect(ambiguous.map { $0["axes"] as? [String] } == [["vertical"], ["horizontal"]])
    let note = try #require(ambiguous[0]["source"] as? [String: Any])
    #expect(note["line"] as? Int == 6 && note["column"] as? Int == 5)
  }

  @Test("JSON: a clean file has empty lists and no problems")
  func cleanJSON() throws {
    let report = try object(
      CheckJSONReport.write(try diagnosis("equations.json"), file: "equations.json"))
    #expect((report["unsatisfiable"] as? [Any])?.isEmpty == true)
    #expect((report["ambiguous"] as? [Any])?.isEmpty == true)
    #expect((report["summary"] as? [String: Any])?["hasProblems"] as? Bool == false)
  }

  @Test("JSON: a guide is named as equations name it, its view and `margins` or `safeArea`")
  func guides() throws {
    let layout = try build(
      layoutJSON(
        views: [#"{"id": "bar"}"#],
        constraints: [
          #""bar.top == root.safeArea.top""#, #""bar.top == root.top + 10""#,
          #""H:|[bar]|""#, #""bar.height == 10""#,
        ],
        root: #""safeArea": {"top": 20}"#))
    layout.layOut()
    let report = try object(
      CheckJSONReport.write(layout.diagnose(listsAffecting: false), file: "guides.json"))
    let sets = try #require(report["unsatisfiable"] as? [[String: Any]])
    let constraints = try #require(sets.first?["constraints"] as? [[String: Any]])
    let equations = constraints.compactMap { $0["equation"] as? String }
    #expect(equations.contains("bar.top == root.safeArea.top"))
    let guided = try #require(
      constraints.first { $0["equation"] as? String == "bar.top == root.safeArea.top" })
    #expect(
      guided["second"] as? [String: String]
        == ["view": "root", "guide": "safeArea", "attribute": "top"])
  }

  @Test("SARIF: one run of masonry, a result per set at the broken constraint, per ambiguous view")
  func sarif() throws {
    let uri = CheckSARIFReport.ArtifactURI(uri: "Examples/conflict.json", isRelative: true)
    let log = try object(CheckSARIFReport.write(try diagnosis("conflict.json"), artifactURI: uri))
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "masonry")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == ["unsatisfiable-constraints", "ambiguous-layout"])
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results[0]["ruleId"] as? String == "unsatisfiable-constraints")
    #expect(results[0]["level"] as? String == "error")
    let location = try #require((results[0]["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    let artifact = try #require(physical["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == "Examples/conflict.json")
    #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
    let region = try #require(physical["region"] as? [String: Int])
    #expect(region == ["startLine": 10, "startColumn": 19])
    let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
    // The other two written in the file (the root's size is the engine's own).
    #expect(related.count == 2)
    let message = try #require((results[0]["message"] as? [String: String])?["text"])
    #expect(message.contains("card.width == 320 ('card-width', line 10)"))
    #expect(message.contains("root.width == 320 (made by the engine: the root's size)"))

    let ambiguity = try object(
      CheckSARIFReport.write(
        try diagnosis("ambiguity.json"),
        artifactURI: CheckSARIFReport.ArtifactURI(uri: "a.json", isRelative: true)))
    let ambiguous = try #require(
      (ambiguity["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(ambiguous.map { $0["ruleId"] as? String } == ["ambiguous-layout", "ambiguous-layout"])
    #expect(ambiguous.allSatisfy { $0["level"] as? String == "warning" })
    let text = try #require((ambiguous[0]["message"] as? [String: String])?["text"])
    #expect(text.hasPrefix("The layout of 'note' is ambiguous vertically"))
  }

  @Test("SARIF: standard input has no artifact, and its results no locations")
  func sarifWithoutFile() throws {
    let log = try object(
      CheckSARIFReport.write(try diagnosis("conflict.json"), artifactURI: nil))
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect(run["artifacts"] == nil)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.allSatisfy { $0["locations"] == nil })
  }

  @Test("SARIF: artifact URIs are relative to the checkout where they can be, and encoded")
  func artifactURIs() {
    func uri(_ path: String, in directory: String = "/repo") -> CheckSARIFReport.ArtifactURI {
      CheckSARIFReport.artifactURI(path: path, currentDirectory: directory)
    }
    #expect(uri("Examples/conflict.json") == .init(uri: "Examples/conflict.json", isRelative: true))
    #expect(uri("./Examples//a.json") == .init(uri: "Examples/a.json", isRelative: true))
    #expect(uri("/repo/Examples/a.json") == .init(uri: "Examples/a.json", isRelative: true))
    #expect(uri("/repo/a.json", in: "/repo/") == .init(uri: "a.json", isRelative: true))
    #expect(uri("/tmp/a b.json") == .init(uri: "file:///tmp/a%20b.json", isRelative: false))
    #expect(uri("/repository/a.json") == .init(uri: "file:///repository/a.json", isRelative: false))
    #expect(uri("é#%.json") == .init(uri: "%C3%A9%23%25.json", isRelative: true))
  }

  @Test(
    "SARIF: every example's log is valid against the official SARIF 2.1.0 schema",
    .enabled(if: SchemaValidator.isAvailable, SchemaValidator.skipReason))
  func schema() throws {
    var logs: [String: String] = [:]
    for name in ExampleFiles.names {
      let uri = CheckSARIFReport.ArtifactURI(uri: "Examples/" + name, isRelative: true)
      logs[name] = CheckSARIFReport.write(try diagnosis(name), artifactURI: uri)
    }
    logs["stdin"] = CheckSARIFReport.write(try diagnosis("conflict.json"), artifactURI: nil)
    let (status, output) = try SchemaValidator.validate(logs)
    #expect(status == 0, "\(output)")
    #expect(output.components(separatedBy: "valid SARIF 2.1.0").count - 1 == logs.count)
  }

  /// Two devices and a diagnosis on each (the writers take the layouts as given).
  private func deviceChecks() throws -> [(device: CheckDevice, diagnosis: Diagnosis)] {
    [
      (
        CheckDevice(
          name: "phone", displayName: "A phone", size: Size(width: 375, height: 667), scale: 2,
          safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        try diagnosis("conflict.json")
      ),
      (
        CheckDevice(
          name: "tablet", displayName: "A tablet", size: Size(width: 820.5, height: 1180),
          scale: 2, safeArea: .zero),
        try diagnosis("ambiguity.json")
      ),
    ]
  }

  @Test("JSON on devices: an array of the reports, each with its device after the file")
  func devicesJSON() throws {
    let checks = try deviceChecks()
    let json = CheckJSONReport.write(devices: checks, file: "layout.json")
    let reports = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(reports.count == 2)
    let phone = try #require(reports[0]["device"] as? [String: Any])
    #expect(phone["name"] as? String == "phone")
    #expect(phone["displayName"] as? String == "A phone")
    #expect(phone["width"] as? Int == 375 && phone["height"] as? Int == 667)
    #expect(phone["scale"] as? Int == 2)
    #expect(
      phone["safeArea"] as? [String: Int] == ["top": 20, "left": 0, "bottom": 0, "right": 0])
    #expect((reports[1]["device"] as? [String: Any])?["width"] as? Double == 820.5)
    // Each element is the version 1 report of its diagnosis, with `device` added after `file`.
    for (report, check) in zip(reports, checks) {
      var alone = try object(CheckJSONReport.write(check.diagnosis, file: "layout.json"))
      alone["device"] = report["device"]
      #expect(NSDictionary(dictionary: report).isEqual(to: alone))
    }
    let keys = json.split(separator: "\n").filter { $0.hasPrefix("    \"") }.prefix(5)
    #expect(
      keys.map { String($0.split(separator: ":")[0]) } == [
        #"    "format""#, #"    "version""#, #"    "file""#, #"    "device""#, #"    "summary""#,
      ])
    #expect(CheckJSONReport.write(devices: [], file: nil) == "[]\n")
  }

  @Test("SARIF on devices: a run per device, its category and device, messages naming it")
  func devicesSARIF() throws {
    let checks = try deviceChecks()
    let uri = CheckSARIFReport.ArtifactURI(uri: "layout.json", isRelative: true)
    let log = try object(CheckSARIFReport.write(devices: checks, artifactURI: uri))
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 2)
    #expect(
      runs.map { ($0["automationDetails"] as? [String: String])?["id"] } == [
        "masonry-check/phone/", "masonry-check/tablet/",
      ])
    let device = (runs[1]["properties"] as? [String: Any])?["device"] as? [String: Any]
    #expect(device?["name"] as? String == "tablet")
    let phone = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(phone.map { $0["ruleId"] as? String } == ["unsatisfiable-constraints"])
    let text = (phone[0]["message"] as? [String: String])?["text"] ?? ""
    #expect(text.hasPrefix("On phone (375 × 667 @2x): Required constraints that cannot all hold"))
    let tablet = try #require(runs[1]["results"] as? [[String: Any]])
    #expect(tablet.map { $0["ruleId"] as? String } == ["ambiguous-layout", "ambiguous-layout"])
    let note = (tablet[0]["message"] as? [String: String])?["text"] ?? ""
    #expect(note.hasPrefix("On tablet (820.5 × 1180 @2x): The layout of 'note' is ambiguous"))
    // Each run locates its results in its own artifacts.
    #expect(runs.allSatisfy { ($0["artifacts"] as? [Any])?.count == 1 })
  }

  @Test(
    "SARIF on devices: valid against the official SARIF 2.1.0 schema",
    .enabled(if: SchemaValidator.isAvailable, SchemaValidator.skipReason))
  func devicesSchema() throws {
    let checks = try deviceChecks()
    let uri = CheckSARIFReport.ArtifactURI(uri: "layout.json", isRelative: true)
    let (status, output) = try SchemaValidator.validate([
      "devices": CheckSARIFReport.write(devices: checks, artifactURI: uri),
      "devices-stdin": CheckSARIFReport.write(devices: checks, artifactURI: nil),
      "no-devices": CheckSARIFReport.write(devices: [], artifactURI: uri),
    ])
    #expect(status == 0, "\(output)")
    #expect(output.components(separatedBy: "valid SARIF 2.1.0").count - 1 == 3)
  }

  @Test(
    "JSON and SARIF of the conflict, ambiguity and stack-conflict examples match the golden files")
  func golden() throws {
    for name in ["conflict", "ambiguity", "stack-conflict"] {
      let file = "Examples/\(name).json"
      let diagnosis = try diagnosis(name + ".json")
      try GoldenText.compare(
        CheckJSONReport.write(diagnosis, file: file), "\(name).check.json")
      try GoldenText.compare(
        CheckSARIFReport.write(
          diagnosis, artifactURI: CheckSARIFReport.artifactURI(path: file, currentDirectory: "/")),
        "\(name).check.sarif")
    }
  }
}

/// `Scripts/validate_sarif.py`, which checks logs against the schema in `Scripts/sarif/` with
/// Python's `jsonschema` package.
enum SchemaValidator {
  /// Whether python3 and jsonschema are there.
  static let isAvailable: Bool = {
    (try? run(["-c", "import jsonschema"]).status) == 0
  }()

  static let skipReason: Comment =
    "python3 with the jsonschema package is needed to check SARIF against its schema (python3 -m pip install jsonschema); CI installs it"

  /// Writes the logs to files and validates them; returns the script's status and output.
  static func validate(_ logs: [String: String]) throws -> (status: Int32, output: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-sarif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for (name, log) in logs.sorted(by: { $0.key < $1.key }) {
      let url = directory.appendingPathComponent(name + ".sarif")
      try Data(log.utf8).write(to: url)
      paths.append(url.path)
    }
    let script = packageRoot.appendingPathComponent("Scripts/validate_sarif.py").path
    return try run([script] + paths)
  }

  private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-python-\(UUID().uuidString).out")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
  }
}

/// A file of `Examples/golden/` that a text must match; `MASONRY_RECORD_GOLDEN=1` writes it.
enum GoldenText {
  static func compare(_ text: String, _ name: String) throws {
    let url = ExampleFiles.directory.appendingPathComponent("golden").appendingPathComponent(name)
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
