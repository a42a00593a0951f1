import Foundation
import Testing

/// The `masonry` executable as a user runs it: exit codes, where its words go, `--help`.
///
/// The suite is skipped, with a message, when the executable has not been built next to the tests.
@Suite(
  "The masonry command", .serialized,
  .enabled(
    if: CommandLine.masonry != nil,
    "the masonry executable is not built beside the tests: run swift build first"))
struct CommandLineTests {
  /// What a run printed and how it ended.
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs `masonry` from the package root, with `input` on standard input.
  private func masonry(_ arguments: [String], input: String = "") throws -> Run {
    let executable = try #require(CommandLine.masonry)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = ["in", "out", "err"].map { directory.appendingPathComponent($0) }
    try Data(input.utf8).write(to: files[0])
    for file in files.dropFirst() {
      _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    }
    let handles = try (
      FileHandle(forReadingFrom: files[0]), FileHandle(forWritingTo: files[1]),
      FileHandle(forWritingTo: files[2])
    )
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    process.standardInput = handles.0
    process.standardOutput = handles.1
    process.standardError = handles.2
    try process.run()
    process.waitUntilExit()
    for handle in [handles.0, handles.1, handles.2] { try handle.close() }
    return Run(
      status: process.terminationStatus,
      output: try String(contentsOf: files[1], encoding: .utf8),
      error: try String(contentsOf: files[2], encoding: .utf8))
  }

  @Test("render prints the table; check exits with 1 on a conflict and 0 on a clean file")
  func exitCodes() throws {
    let render = try masonry(["render", "Examples/equations.json"])
    #expect(render.status == 0)
    #expect(render.output.hasPrefix("equations.json: 375 × 300, scale 2\n"))
    let conflict = try masonry(["check", "Examples/conflict.json"])
    #expect(conflict.status == 1)
    #expect(conflict.output.contains("Unable to simultaneously satisfy constraints."))
    let clean = try masonry(["check", "Examples/equations.json"])
    #expect(clean.status == 0)
    #expect(
      clean.output
        == "Examples/equations.json: 0 unsatisfiable constraint sets, 0 ambiguous views\n")
  }

  @Test("bad input is one located error on standard error and exit code 2, never a crash")
  func badInput() throws {
    let missing = try masonry(["render", "Examples/none.json"])
    #expect(missing.status == 2)
    #expect(missing.error == "Examples/none.json:1:1: error: no such file\n")
    #expect(missing.output.isEmpty)
    let malformed = try masonry(["check", "-"], input: "{\"root\": {\"width\": 1,}}")
    #expect(malformed.status == 2)
    #expect(
      malformed.error == """
        <stdin>:1:22: error: a trailing comma is not allowed in JSON
        {"root": {"width": 1,}}
                             ^

        """)
    let yaml = try masonry(["render", "--format", "yaml", "-"], input: "root: [\n")
    #expect(yaml.status == 2)
    #expect(yaml.error.hasPrefix("<stdin>:2:1: error: invalid YAML: "))
  }

  @Test("outputs go to files or to standard output; a conflict is a warning on render")
  func outputs() throws {
    let json = try masonry(["render", "Examples/conflict.json", "--json", "-"])
    #expect(json.status == 0)
    #expect(json.output.hasPrefix("{\n  \"title\": \"conflict.json\""))
    #expect(
      json.error
        == "Examples/conflict.json: warning: 1 unsatisfiable constraint set; 'masonry check Examples/conflict.json' shows it\n"
    )
    let svg = try masonry([
      "render", "Examples/right-to-left.json", "--svg", "-", "--size", "400x200",
    ])
    #expect(svg.output.contains("width=\"400\" height=\"200\""))
  }

  @Test("every command has --help", arguments: [[], ["render"], ["check"], ["example"]])
  func help(command: [String]) throws {
    let run = try masonry(command + ["--help"])
    #expect(run.status == 0)
    #expect(run.output.contains("USAGE: masonry"))
  }

  @Test("--verbose prints the time of each stage to standard error")
  func verbose() throws {
    let run = try masonry(["render", "Examples/equations.json", "--quiet", "--verbose"])
    #expect(run.output.isEmpty)
    for stage in ["read", "parse", "build", "layout", "total"] {
      #expect(run.error.contains("  \(stage) "))
    }
  }
}

extension CommandLine {
  /// The `masonry` executable built beside the test bundle, if there is one.
  static let masonry: URL? = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent("masonry")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }()
}
