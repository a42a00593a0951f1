import Foundation
import Testing

/// Runs the `masonry` executable as a user does — from the package root, with arguments, text on
/// standard input, or through `/bin/sh` for what only a shell gives (a file-size limit, a
/// process substitution) — and collects what it printed and how it ended.
///
/// `MASONRY_EXECUTABLE` names another build of the tool to run the same tests against (an older
/// one, to see a test fail before its fix).
enum ToolRun {
  /// What a run printed and how it ended.
  struct Result {
    var status: Int32
    var output: String
    var error: String
    /// Standard output's bytes, for checks on raw characters.
    var outputBytes: Data
  }

  /// Whether these tests (and so the tool beside them) run with ThreadSanitizer's runtime
  /// (`swift test --sanitize=thread`), found by its entry point.
  static let underThreadSanitizer: Bool = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil

  /// The executable: `MASONRY_EXECUTABLE`, else the one built beside the tests.
  static let executable: URL? = {
    if let path = ProcessInfo.processInfo.environment["MASONRY_EXECUTABLE"] {
      return URL(fileURLWithPath: path)
    }
    return CommandLine.masonry
  }()

  /// Runs `masonry ARGUMENTS` in `directory` (the package root by default).
  static func masonry(
    _ arguments: [String], input: String = "", in directory: URL = packageRoot
  ) throws -> Result {
    let executable = try #require(executable)
    return try run(executable, arguments, input: input, in: directory)
  }

  /// Runs a `/bin/sh -c` script in which `$MASONRY` is the executable.
  static func shell(_ script: String, in directory: URL = packageRoot) throws -> Result {
    let executable = try #require(executable)
    return try run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script], input: "", in: directory,
      environment: ["MASONRY": executable.path])
  }

  /// Runs `bash -c` (for `<(…)`), with `$MASONRY` set.
  static func bash(_ script: String, in directory: URL = packageRoot) throws -> Result {
    let executable = try #require(executable)
    return try run(
      URL(fileURLWithPath: "/usr/bin/env"), ["bash", "-c", script], input: "", in: directory,
      environment: ["MASONRY": executable.path])
  }

  /// A new empty directory, removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "masonry-tool-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  private static func run(
    _ executable: URL, _ arguments: [String], input: String, in directory: URL,
    environment: [String: String] = [:]
  ) throws -> Result {
    let scratch = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let files = ["in", "out", "err"].map { scratch.appendingPathComponent($0) }
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
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = handles.0
    process.standardOutput = handles.1
    process.standardError = handles.2
    try process.run()
    process.waitUntilExit()
    for handle in [handles.0, handles.1, handles.2] { try handle.close() }
    let output = try Data(contentsOf: files[1])
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      error: try String(contentsOf: files[2], encoding: .utf8), outputBytes: output)
  }
}
