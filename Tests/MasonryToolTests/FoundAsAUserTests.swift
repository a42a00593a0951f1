import Foundation
import Testing

@testable import MasonryTool

/// The rough edges issue 14 found by using the tool as a user would, one test each: files
/// written whole or not at all, plain words for what went wrong, outputs that would destroy the
/// input refused, pipes and YAML read, terminal escapes defused, typos answered.
@Suite(
  "Found as a user would", .serialized,
  .enabled(
    if: ToolRun.executable != nil,
    "the masonry executable is not built beside the tests: run swift build first"))
struct FoundAsAUserTests {
  private let equations = packageRoot.appendingPathComponent("Examples/equations.json")

  private func text(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  @Test(
    "a write past the file-size limit leaves the earlier file intact, and says so",
    .disabled(
      if: ToolRun.underThreadSanitizer,
      "a ThreadSanitizer runtime cannot start under an 8-block file-size limit"))
  func atomicWrite() throws {
    let directory = try ToolRun.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let generated = try ToolRun.masonry(
      ["generate", "--views", "400", "--output", "big.json"], in: directory)
    #expect(generated.status == 0)
    let picture = directory.appendingPathComponent("out.svg")
    try Data("previous picture\n".utf8).write(to: picture)
    // 8 blocks of 512 or 1024 bytes: far less than the picture of 400 views.
    let run = try ToolRun.shell(
      #"ulimit -f 8; exec "$MASONRY" render big.json --svg out.svg --quiet"#, in: directory)
    #expect(run.status == 2)
    #expect(run.error.contains("out.svg: error: cannot write the file: "))
    #expect(run.error.contains("the file would be larger than the file-size limit (ulimit -f)"))
    #expect(run.error.contains("the file was left as it was"))
    #expect(try text(picture) == "previous picture\n")
    // No temporary file is left beside it.
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(Set(left) == ["big.json", "out.svg"])
    // Without the limit the picture replaces the file whole, keeping its permissions.
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: picture.path)
    let written = try ToolRun.masonry(
      ["render", "big.json", "--svg", "out.svg", "--quiet"], in: directory)
    #expect(written.status == 0)
    #expect(try text(picture).hasSuffix("</svg>\n"))
    let attributes = try FileManager.default.attributesOfItem(atPath: picture.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
  }

  @Test("a directory or a symbolic-link loop is said in plain words, for input and output")
  func plainWords() throws {
    let directory = try ToolRun.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let toDirectory = try ToolRun.masonry(
      ["render", equations.path, "--svg", directory.path])
    #expect(toDirectory.status == 2)
    #expect(
      toDirectory.error
        == "\(directory.path): error: cannot write the file: this is a directory; name a file to write in it\n"
    )
    let first = directory.appendingPathComponent("a.json").path
    let second = directory.appendingPathComponent("b.json").path
    try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: second)
    try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
    let loopIn = try ToolRun.masonry(["render", first])
    #expect(loopIn.status == 2)
    #expect(loopIn.error == "\(first):1:1: error: the symbolic links in the path form a loop\n")
    let loopOut = try ToolRun.masonry(["render", equations.path, "--json", first])
    #expect(loopOut.status == 2)
    #expect(loopOut.error.contains("the symbolic links in the path form a loop"))
    let dangling = directory.appendingPathComponent("gone.json").path
    try FileManager.default.createSymbolicLink(
      atPath: dangling, withDestinationPath: directory.appendingPathComponent("nothing").path)
    let danglingIn = try ToolRun.masonry(["check", dangling])
    #expect(
      danglingIn.error
        == "\(dangling):1:1: error: this is a symbolic link to a file that does not exist\n")
    let missing = try ToolRun.masonry(
      ["render", equations.path, "--svg", directory.path + "/no/such/dir/out.svg"])
    #expect(missing.status == 2)
    #expect(missing.error.contains("does not exist"))
    // The example's pictures directory, where a file stands.
    let blocked = try ToolRun.masonry(["--output", equations.path])
    #expect(blocked.status == 2)
    #expect(
      blocked.error
        == "\(equations.path): error: cannot create the directory: a file of that name is in the way\n"
    )
  }

  @Test("an output that is the input, or two outputs on standard output, are refused")
  func refusals() throws {
    let directory = try ToolRun.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let layout = directory.appendingPathComponent("same.json")
    let original = try text(equations)
    try Data(original.utf8).write(to: layout)
    let same = try ToolRun.masonry(["render", "same.json", "--json", "same.json"], in: directory)
    #expect(same.status == 2)
    #expect(
      same.error
        == "error: --json same.json is the layout file being read; writing it would destroy the input, so choose another path\n"
    )
    #expect(try text(layout) == original)
    // Through another name for the same file.
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("alias.svg").path, withDestinationPath: layout.path)
    let alias = try ToolRun.masonry(
      ["render", "./same.json", "--svg", "alias.svg"], in: directory)
    #expect(alias.status == 2)
    #expect(try text(layout) == original)
    let two = try ToolRun.masonry(["render", equations.path, "--svg", "-", "--json", "-"])
    #expect(two.status == 2)
    #expect(
      two.error
        == "error: --svg and --json all write to standard output ('-'), where they would run together; write all but one of them to files\n"
    )
    #expect(two.output.isEmpty)
    let twice = try ToolRun.masonry(
      ["render", equations.path, "--svg", "a.out", "--html", "./a.out"], in: directory)
    #expect(twice.status == 2)
    #expect(twice.error.contains("--svg and --html both write to a.out"))
  }

  @Test("input from a pipe is read; YAML is recognised on standard input and without an extension")
  func pipesAndYAML() throws {
    let json = try text(equations)
    let stdin = try ToolRun.masonry(["render", "/dev/stdin"], input: json)
    #expect(stdin.status == 0, "\(stdin.error)")
    #expect(stdin.output.hasPrefix("stdin: 375 × 300"))
    let substituted = try ToolRun.bash(#""$MASONRY" check <(cat Examples/equations.json)"#)
    #expect(substituted.status == 0, "\(substituted.error)")
    #expect(substituted.output.hasSuffix(": 0 unsatisfiable constraint sets, 0 ambiguous views\n"))

    let yaml = try text(packageRoot.appendingPathComponent("Examples/feed-cell.yaml"))
    let yamlIn = try ToolRun.masonry(["render", "-"], input: yaml)
    #expect(yamlIn.status == 0, "\(yamlIn.error)")
    let directory = try ToolRun.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(yaml.utf8).write(to: directory.appendingPathComponent("layout"))
    let bare = try ToolRun.masonry(["check", "layout"], in: directory)
    #expect(bare.status == 0, "\(bare.error)")
    // YAML named .json: the JSON error says what to do.
    try Data(yaml.utf8).write(to: directory.appendingPathComponent("cell.json"))
    let misnamed = try ToolRun.masonry(["check", "cell.json"], in: directory)
    #expect(misnamed.status == 2)
    #expect(misnamed.error.contains("if it is YAML, use --format yaml"))
    let told = try ToolRun.masonry(["check", "--format", "yaml", "cell.json"], in: directory)
    #expect(told.status == 0)
  }

  @Test("control characters from a layout file are escaped before they reach the terminal")
  func controlCharacters() throws {
    let escape = "\\u001b[31m"  // ESC in a JSON string
    let conflicting = """
      {"root": {"width": 100, "height": 100},
       "views": [{"id": "a"}],
       "constraints": [
         "H:|[a]|", {"equation": "a.width == 50", "identifier": "w\(escape)red\\u0007"},
         "V:|[a(10)]"
       ]}
      """
    let check = try ToolRun.masonry(["check", "-"], input: conflicting)
    #expect(check.status == 1)
    #expect(!check.outputBytes.contains(0x1B) && !check.outputBytes.contains(0x07))
    #expect(check.output.contains("'w\\u{1B}[31mred\\u{7}'"))
    // The JSON report keeps the identifier as JSON escapes it.
    let json = try ToolRun.masonry(["check", "--report", "json", "-"], input: conflicting)
    #expect(json.output.contains(#""identifier": "w\u001b[31mred\u0007""#))
    let badID = try ToolRun.masonry(
      ["render", "-"],
      input: #"{"root": {"width": 1, "height": 1}, "views": [{"id": "x\u001b]0;hi\u0007"}]}"#)
    #expect(badID.status == 2)
    #expect(!badID.error.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
    #expect(badID.error.contains("'x\\u{1B}]0;hi\\u{7}' is not a valid view id"))
  }

  @Test("a mistyped command is answered with the command meant")
  func typos() throws {
    let run = try ToolRun.masonry(["rendr", "Examples/equations.json"])
    #expect(run.status == 64)
    #expect(run.error.hasPrefix("error: unknown command 'rendr'; did you mean 'render'?\n"))
    #expect(!run.error.contains("unexpected argument"))
    #expect(MasonryCommand.unknownCommand(in: ["chekc", "x.json"])?.contains("'check'") == true)
    #expect(MasonryCommand.unknownCommand(in: ["render", "x.json"]) == nil)
    #expect(MasonryCommand.unknownCommand(in: ["--help"]) == nil)
    #expect(MasonryCommand.unknownCommand(in: []) == nil)
    #expect(
      MasonryCommand.unknownCommand(in: ["layout.json"])?.contains(
        "run 'masonry render layout.json'") == true)
    #expect(MasonryCommand.distance("rendr", "render") == 1)
    #expect(MasonryCommand.distance("chekc", "check") == 1)
    // The default command still runs without arguments' help.
    let help = try ToolRun.masonry(["--help"])
    #expect(help.status == 0)
  }

  @Test("--size says it is the root size to lay out at, and its error gives the range")
  func size() throws {
    let help = try ToolRun.masonry(["render", "--help"])
    #expect(help.output.contains("The root size to lay out at"))
    #expect(help.output.contains("default: the file's root size"))
    #expect(!help.output.contains("instead of the file's (390x844)"))
    let zero = try ToolRun.masonry(["render", "Examples/equations.json", "--size", "0x100"])
    #expect(zero.status == 64)
    #expect(zero.error.contains("the width must be from 1 to 10000000 points, not 0"))
    let negative = try ToolRun.masonry(["render", "Examples/equations.json", "--size", "-5x10"])
    #expect(negative.error.contains("not -5"))
    let shape = try ToolRun.masonry(["render", "Examples/equations.json", "--size", "big"])
    #expect(shape.error.contains("a size is WIDTHxHEIGHT in points, such as 390x844"))
  }

  @Test("generate --views with a negative number says it must be positive")
  func negativeViews() throws {
    let run = try ToolRun.masonry(["generate", "--views", "-5"])
    #expect(run.status == 64)
    #expect(run.error.contains("--views must be a positive number of views"))
    #expect(!run.error.contains("Missing value"))
  }

  @Test("equations take parentheses, and a product of attributes is a located error")
  func parentheses() throws {
    let layout = """
      {"root": {"width": 300, "height": 100},
       "views": [{"id": "a"}, {"id": "c"}],
       "constraints": ["H:|[a(40)]", "V:|[a(10)][c(10)]", "c.leading == root.leading",
                       "c.width == (a.width + 8) * 2"]}
      """
    let run = try ToolRun.masonry(["render", "-", "--json", "-"], input: layout)
    #expect(run.status == 0, "\(run.error)")
    #expect(
      run.output.contains(#""id": "c", "parent": "root", "frame": {"x": 0, "y": 10, "width": 96"#))
    let product = layout.replacingOccurrences(of: "* 2", with: "* a.height")
    let bad = try ToolRun.masonry(["render", "-"], input: product)
    #expect(bad.status == 2)
    #expect(
      bad.error.hasPrefix(
        "<stdin>:4:46: error: cannot multiply two attributes ('a' and 'a'); a constraint is linear")
    )
  }

  @Test("right-to-left text in the SVG is anchored inside its view")
  func rightToLeftSVG() throws {
    let run = try ToolRun.masonry([
      "render", "Examples/right-to-left.json", "--measurer", "estimator", "--svg", "-",
    ])
    #expect(
      run.output.contains(
        ##"<text x="252" y="49.3" font-size="17" fill="#1f2328" text-anchor="start" direction="rtl""##
      ))
  }
}
