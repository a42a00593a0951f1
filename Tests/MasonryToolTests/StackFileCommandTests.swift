import Foundation
import Testing

/// Layout files with stacks, through the tool as a user runs it: the examples render and check,
/// a conflict with a stack is reported with the stack's `UISV-` identifiers, and a bad stack is
/// the tool's one located error.
@Suite(
  "masonry and stacks", .serialized,
  .enabled(
    if: ToolRun.executable != nil,
    "the masonry executable is not built beside the tests: run swift build first"))
struct StackFileCommandTests {
  @Test("the stack examples render and check clean")
  func examples() throws {
    for name in ["settings.json", "stack-distributions.yaml"] {
      let render = try ToolRun.masonry(["render", "Examples/\(name)"])
      #expect(render.status == 0, "\(render.error)")
      #expect(render.error.isEmpty)
      let check = try ToolRun.masonry(["check", "Examples/\(name)"])
      #expect(check.status == 0)
      #expect(
        check.output == "Examples/\(name): 0 unsatisfiable constraint sets, 0 ambiguous views\n")
    }
    let settings = try ToolRun.masonry(["render", "Examples/settings.json"])
    // The hidden row is listed, marked, with no height.
    let phone = settings.output.split(separator: "\n").first { $0.contains("phoneRow") }
    #expect(phone?.hasSuffix("0  hidden") == true)
  }

  @Test("check: a conflict with a stack names the stack's constraints; exit code 1")
  func conflict() throws {
    let run = try ToolRun.masonry(["check", "Examples/stack-conflict.json"])
    #expect(run.status == 1)
    #expect(run.output.contains("'UISV-fill-equally' TextView:search.width == TextView:home.width"))
    #expect(
      run.output.contains("'UISV-canvas-connection' StackView:bar.leading == TextView:home.leading")
    )
    #expect(run.output.contains("'UISV-spacing' TextView:search.leading == TextView:home.trailing"))
    #expect(
      run.output.contains(
        "Will attempt to recover by breaking constraint \n<LayoutConstraint:0x"))
    #expect(run.output.contains("'search-width' TextView:search.width == 120"))
    #expect(
      run.output.hasSuffix(
        "Examples/stack-conflict.json: 1 unsatisfiable constraint set, 0 ambiguous views\n"))

    let json = try ToolRun.masonry(["check", "--report", "json", "Examples/stack-conflict.json"])
    #expect(json.status == 1)
    let report = try #require(
      JSONSerialization.jsonObject(with: json.outputBytes) as? [String: Any])
    let sets = try #require(report["unsatisfiable"] as? [[String: Any]])
    let constraints = try #require(sets.first?["constraints"] as? [[String: Any]])
    let identifiers = constraints.compactMap { $0["identifier"] as? String }
    #expect(identifiers.contains("UISV-fill-equally"))
    #expect(identifiers.last == "search-width")
  }

  @Test("a bad stack is one error with file:line:column, the line and a caret; exit code 2")
  func badStack() throws {
    let directory = try ToolRun.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let json = """
      {
        "root": {"width": 320, "height": 480},
        "views": [
          {"id": "toolbar", "stack": {"distribution": "equalSpaceing"}}
        ]
      }
      """
    try Data(json.utf8).write(to: directory.appendingPathComponent("bad.json"))
    let run = try ToolRun.masonry(["render", "bad.json"], in: directory)
    #expect(run.status == 2)
    #expect(
      run.error == """
        bad.json:4:49: error: unknown distribution 'equalSpaceing' in stack 'toolbar'; did you mean 'equalSpacing'? Expected one of: fill, fillEqually, fillProportionally, equalSpacing, equalCentering
            {"id": "toolbar", "stack": {"distribution": "equalSpaceing"}}
                                                        ^

        """)

    let yaml = """
      root: {width: 320, height: 480}
      views:
        - id: form
          stack: {axis: vertical, arranged: [title, name]}
        - {id: title, parent: form, text: Title}
        - {id: name, text: Name}
      """
    try Data(yaml.utf8).write(to: directory.appendingPathComponent("bad.yaml"))
    let yamlRun = try ToolRun.masonry(["check", "bad.yaml"], in: directory)
    #expect(yamlRun.status == 2)
    #expect(
      yamlRun.error.hasPrefix(
        #"bad.yaml:4:47: error: view 'name' is not a subview of stack 'form' (its parent is 'root'), so the stack cannot arrange it; declare it with "parent": "form""#
          + "\n"))
  }
}
