import AutoLayout
import MasonryRender
import MasonryYAML
import Testing

/// Stacks in layout files: the `stack` object reaching a `StackView`, frames worked out by hand,
/// every error the format defines at its place, in JSON and YAML, and a conflict with a stack's
/// constraints reported with their `UISV-` identifiers.
@Suite("Layout files: stacks")
struct StackFileTests {
  /// A one-line file with the given views (JSON fragments), so that columns are easy to count:
  /// the first view starts at column 51.
  private func file(_ views: String, constraints: String = "") -> String {
    #"{"root": {"width": 320, "height": 480}, "views": ["# + views + #"], "constraints": ["#
      + constraints + "]}"
  }

  /// The frames of a laid-out layout, in the root's coordinates, by id.
  private func frames(_ layout: BuiltLayout) -> [String: Rect] {
    var frames: [String: Rect] = [:]
    for node in layout.scene().nodes { frames[node.id] = node.absoluteFrame }
    return frames
  }

  @Test("every key of a stack reaches the StackView; 'arranged' keeps its own order")
  func properties() throws {
    let layout = try build(
      file(
        #"""
        {"id": "form", "stack": {"axis": "vertical", "distribution": "equalSpacing", "alignment": "trailing", "spacing": "system", "marginsRelative": true, "baselineRelative": true, "customSpacing": {"a": 24, "b": "system"}, "arranged": ["b", "a"]}},
        {"id": "a", "parent": "form", "text": "A"}, {"id": "badge", "parent": "form"},
        {"id": "b", "parent": "form", "text": "B"}
        """#))
    let form = try #require(layout.views["form"] as? StackView)
    let a = try #require(layout.views["a"])
    let b = try #require(layout.views["b"])
    #expect(form.axis == .vertical)
    #expect(form.distribution == .equalSpacing)
    #expect(form.alignment == .trailing)
    #expect(form.spacing == StackView.spacingUseSystem)
    #expect(form.isLayoutMarginsRelativeArrangement)
    #expect(form.isBaselineRelativeArrangement)
    #expect(form.arrangedSubviews.map(\.debugName) == ["b", "a"])
    #expect(form.customSpacing(after: a) == 24)
    #expect(form.customSpacing(after: b) == StackView.spacingUseSystem)
    // The subviews keep the order they were declared in; `badge` is a subview, not arranged.
    #expect(form.subviews.map(\.debugName) == ["a", "badge", "b"])
  }

  @Test("without 'arranged' a stack arranges all its subviews, in the order declared")
  func defaultArrangement() throws {
    let layout = try build(
      file(
        #"""
        {"id": "row", "stack": {}}, {"id": "x", "parent": "row"}, {"id": "other"},
        {"id": "y", "parent": "row"}, {"id": "z", "parent": "row"}
        """#))
    let row = try #require(layout.views["row"] as? StackView)
    #expect(row.arrangedSubviews.map(\.debugName) == ["x", "y", "z"])
    // UIKit's defaults: a row that fills, with no spacing.
    #expect(row.axis == .horizontal && row.distribution == .fill && row.alignment == .fill)
    #expect(row.spacing == 0)
    #expect(!row.isLayoutMarginsRelativeArrangement && !row.isBaselineRelativeArrangement)
  }

  @Test("a column worked out by hand: spacing, a custom spacing, a hidden view collapsing")
  func column() throws {
    let layout = try build(
      file(
        #"""
        {"id": "form", "stack": {"axis": "vertical", "alignment": "leading", "spacing": 12, "customSpacing": {"title": 24}}},
        {"id": "title", "parent": "form", "text": "Hello", "fontSize": 20},
        {"id": "name", "parent": "form", "text": "Name", "fontSize": 20},
        {"id": "email", "parent": "form", "text": "Email", "fontSize": 20, "hidden": true},
        {"id": "phone", "parent": "form", "text": "Phone", "fontSize": 20}
        """#,
        constraints: #""H:|-[form]-|", "form.top == root.top + 20""#))
    layout.layOut()
    #expect(layout.reports.isEmpty)
    let frames = frames(layout)
    // Text at 20 points: 11 a character, 24 high. The form is 8 in from each side (304 wide);
    // leading alignment keeps each view's own width.
    #expect(frames["title"] == Rect(x: 8, y: 20, width: 55, height: 24))
    // 24 after the title (its custom spacing), not 12.
    #expect(frames["name"] == Rect(x: 8, y: 68, width: 44, height: 24))
    // The hidden view is 0 high at the end of the name, and only one spacing (12) is left
    // between the name and the phone: 92 + 12 = 104.
    #expect(frames["email"]?.height == 0)
    #expect(frames["email"]?.minY == 92)
    #expect(frames["phone"] == Rect(x: 8, y: 104, width: 55, height: 24))
    // Nothing sizes the form's height but its content: 20 to 128.
    #expect(frames["form"] == Rect(x: 8, y: 20, width: 304, height: 108))
  }

  @Test("a column spaced from baseline to baseline, inside its margins, worked out by hand")
  func baselineRelative() throws {
    let layout = try build(
      file(
        #"""
        {"id": "col", "stack": {"axis": "vertical", "baselineRelative": true, "spacing": 30, "marginsRelative": true}, "margins": 10},
        {"id": "a", "parent": "col", "text": "One", "fontSize": 20},
        {"id": "b", "parent": "col", "text": "Two", "fontSize": 20},
        {"id": "c", "parent": "col", "text": "Three\nlines", "fontSize": 20}
        """#,
        constraints: #""col.leading == root.leading", "col.top == root.top""#))
    layout.layOut()
    #expect(layout.reports.isEmpty)
    let frames = frames(layout)
    // Inside the margins: the first view at (10, 10).
    #expect(frames["a"] == Rect(x: 10, y: 10, width: 55, height: 24))
    // a's last baseline is 6 above its bottom, 28; b's first is 18 below its top: b.top + 18 ==
    // 28 + 30, so b.top = 40.
    #expect(frames["b"] == Rect(x: 10, y: 40, width: 55, height: 24))
    // The same from b (last baseline 58) to c (two lines, 48 high): c.top = 58 + 30 − 18 = 70.
    #expect(frames["c"] == Rect(x: 10, y: 70, width: 55, height: 48))
    // The column hugs its content and its margins: 55 + 20 wide, 118 + 10 high.
    #expect(frames["col"] == Rect(x: 0, y: 0, width: 75, height: 128))
  }

  @Test("a fill row whose views hug equally is reported ambiguous, as Apple's would be")
  func ambiguousFill() throws {
    let layout = try build(
      file(
        #"""
        {"id": "row", "stack": {"spacing": 8}}, {"id": "a", "parent": "row", "text": "Name"},
        {"id": "b", "parent": "row", "text": "Ada"}
        """#,
        constraints: #""H:|-[row]-|", "row.top == root.top + 20""#))
    layout.layOut()
    #expect(layout.diagnose(listsAffecting: false).ambiguousViews == ["a", "b"])
  }

  @Test("negative spacing overlaps the views, as in UIKit")
  func negativeSpacing() throws {
    let layout = try build(
      file(
        #"""
        {"id": "row", "stack": {"spacing": -10}},
        {"id": "a", "parent": "row", "intrinsicSize": {"width": 30, "height": 20}},
        {"id": "b", "parent": "row", "intrinsicSize": {"width": 30, "height": 20}}
        """#,
        constraints: #""row.leading == root.leading + 100", "row.top == root.top""#))
    layout.layOut()
    let frames = frames(layout)
    #expect(frames["a"] == Rect(x: 100, y: 0, width: 30, height: 20))
    // b starts 10 before a ends: 130 − 10 = 120; the row is 30 + 30 − 10 = 50 wide.
    #expect(frames["b"] == Rect(x: 120, y: 0, width: 30, height: 20))
    #expect(frames["row"] == Rect(x: 100, y: 0, width: 50, height: 20))
  }

  @Test("a stack in YAML and its JSON twin lay out the same")
  func yamlTwin() throws {
    let yaml = """
      root: {width: 320, height: 480}
      views:
        - id: bar
          stack: {distribution: fillEqually, alignment: center, spacing: system, customSpacing: {a: 20}}
        - {id: a, parent: bar, intrinsicSize: {width: 10, height: 10}}
        - {id: b, parent: bar, intrinsicSize: {width: 10, height: 30}}
        - {id: c, parent: bar, intrinsicSize: {width: 10, height: 20}}
      constraints:
        - H:|-10-[bar]-10-|
        - bar.top == root.top + 10
      """
    let json = file(
      #"""
      {"id": "bar", "stack": {"distribution": "fillEqually", "alignment": "center", "spacing": "system", "customSpacing": {"a": 20}}},
      {"id": "a", "parent": "bar", "intrinsicSize": {"width": 10, "height": 10}},
      {"id": "b", "parent": "bar", "intrinsicSize": {"width": 10, "height": 30}},
      {"id": "c", "parent": "bar", "intrinsicSize": {"width": 10, "height": 20}}
      """#,
      constraints: #""H:|-10-[bar]-10-|", "bar.top == root.top + 10""#)
    let fromYAML = try ExampleFiles.build(yaml, file: "t.yaml")
    let fromJSON = try ExampleFiles.build(json, file: "t.json")
    fromYAML.layOut()
    fromJSON.layOut()
    #expect(frames(fromYAML) == frames(fromJSON))
    // 300 wide: 20 after a, 8 (the system spacing) after b, so each view is (300 − 28) / 3 =
    // 90.667 wide, rounded on its edges; b (30 high) sets the height and the others are centred.
    let got = frames(fromYAML)
    #expect(got["bar"] == Rect(x: 10, y: 10, width: 300, height: 30))
    #expect(got["a"]?.minY == 20 && got["c"]?.minY == 15)
    #expect(got["b"]?.minX == 121 && got["c"]?.minX == 219)
  }

  @Test(
    "bad stacks are one error at the place of the problem",
    arguments: [
      // Names, with the near miss suggested.
      (
        #"{"id": "s", "stack": {"axis": "vertikal"}}"#, 81,
        "unknown axis 'vertikal' in stack 's'; did you mean 'vertical'? Expected horizontal or vertical"
      ),
      (
        #"{"id": "s", "stack": {"axis": "column"}}"#, 81,
        "unknown axis 'column' in stack 's'; did you mean 'vertical'? Expected horizontal or vertical"
      ),
      (
        #"{"id": "s", "stack": {"axis": "diagonal"}}"#, 81,
        "unknown axis 'diagonal' in stack 's'; expected horizontal or vertical"
      ),
      (
        #"{"id": "s", "stack": {"distribution": "equalSpaceing"}}"#, 89,
        "unknown distribution 'equalSpaceing' in stack 's'; did you mean 'equalSpacing'? Expected one of: fill, fillEqually, fillProportionally, equalSpacing, equalCentering"
      ),
      (
        #"{"id": "s", "stack": {"distribution": "FillEqually"}}"#, 89,
        "unknown distribution 'FillEqually' in stack 's'; did you mean 'fillEqually'? Expected one of: fill, fillEqually, fillProportionally, equalSpacing, equalCentering"
      ),
      (
        #"{"id": "s", "stack": {"distribution": "fillProp"}}"#, 89,
        "unknown distribution 'fillProp' in stack 's'; did you mean 'fillProportionally'? Expected one of: fill, fillEqually, fillProportionally, equalSpacing, equalCentering"
      ),
      (
        #"{"id": "s", "stack": {"distribution": "even"}}"#, 89,
        "unknown distribution 'even' in stack 's'; expected one of: fill, fillEqually, fillProportionally, equalSpacing, equalCentering"
      ),
      (
        #"{"id": "s", "stack": {"alignment": "centre"}}"#, 86,
        "unknown alignment 'centre' in stack 's'; did you mean 'center'? Expected one of: fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline"
      ),
      (
        #"{"id": "s", "stack": {"alignment": "baseline"}}"#, 86,
        "unknown alignment 'baseline' in stack 's'; did you mean 'firstBaseline'? Expected one of: fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline"
      ),
      (
        #"{"id": "s", "stack": {"alignment": 3}}"#, 86,
        "'alignment' of stack 's' must be a string, not a number"
      ),
      // Numbers: a spacing is a length (negative overlaps) or "system".
      (
        #"{"id": "s", "stack": {"spacing": "sytem"}}"#, 84,
        #"'spacing' of stack 's' must be a number or "system", not 'sytem'; did you mean 'system'?"#
      ),
      (
        #"{"id": "s", "stack": {"spacing": true}}"#, 84,
        #"'spacing' of stack 's' must be a number or "system", not a boolean"#
      ),
      (
        #"{"id": "s", "stack": {"spacing": 1e8}}"#, 84,
        "'spacing' of stack 's' must be between -10000000 and 10000000, not 100000000"
      ),
      (
        #"{"id": "s", "stack": {"spacing": 1e999}}"#, 84,
        "the number 1e999 is too large to represent"
      ),
      (
        #"{"id": "s", "stack": {"spacing": -1e999}}"#, 84,
        "the number -1e999 is too large to represent"
      ),
      (
        #"{"id": "s", "stack": {"customSpacing": {"a": -2e7}}}"#, 96,
        "the custom spacing after 'a' in stack 's' must be between -10000000 and 10000000, not -20000000"
      ),
      (
        #"{"id": "s", "stack": {"customSpacing": {"a": "wide"}}}"#, 96,
        #"the custom spacing after 'a' in stack 's' must be a number or "system", not 'wide'"#
      ),
      // Shapes and keys.
      (
        #"{"id": "s", "stack": {"customSpacing": [24]}}"#, 90,
        "'customSpacing' of stack 's' must be an object of spacings by arranged view, not an array"
      ),
      (
        #"{"id": "s", "stack": {"arranged": "a"}}"#, 85,
        "'arranged' of stack 's' must be an array of view ids, not a string"
      ),
      (
        #"{"id": "s", "stack": {"arranged": ["a", 1]}}"#, 91,
        "'arranged' of stack 's' lists view ids, so it cannot hold a number"
      ),
      (
        #"{"id": "s", "stack": {"spaceing": 8}}"#, 73,
        "unknown key 'spaceing' in stack 's'; expected one of: axis, distribution, alignment, spacing, marginsRelative, baselineRelative, customSpacing, arranged, comment"
      ),
      (
        #"{"id": "s", "stack": {"marginsRelative": "yes"}}"#, 92,
        "'marginsRelative' of stack 's' must be true or false, not a string"
      ),
      (#"{"id": "s", "stack": true}"#, 72, "stack 's' must be an object, not a boolean"),
      // A stack's keys on a view that is not a stack.
      (
        #"{"id": "s", "arranged": ["a"]}"#, 63,
        #"'arranged' is a stack's: write it inside the view's 'stack' object ("stack": {"arranged": …}), which makes view 's' a stack"#
      ),
      (
        #"{"id": "s", "spacing": 8}"#, 63,
        #"'spacing' is a stack's: write it inside the view's 'stack' object ("stack": {"spacing": …}), which makes view 's' a stack"#
      ),
      (
        #"{"id": "s", "stack": {}, "text": "Hi"}"#, 84,
        "stack 's' has no content of its own, so it cannot have 'text': arrange a view with it in the stack"
      ),
      // The arrangement, checked when the file is built.
      (
        #"{"id": "s", "stack": {"arranged": ["b"]}}, {"id": "a", "parent": "s"}"#, 86,
        "unknown view 'b' in the arrangement of stack 's'"
      ),
      (
        #"{"id": "s", "stack": {"arranged": ["a"]}}, {"id": "a"}"#, 86,
        #"view 'a' is not a subview of stack 's' (its parent is 'root'), so the stack cannot arrange it; declare it with "parent": "s""#
      ),
      (
        #"{"id": "s", "stack": {"arranged": ["a"]}}, {"id": "t", "stack": {"arranged": ["a"]}}, {"id": "a", "parent": "s"}"#,
        129,
        #"view 'a' is not a subview of stack 't' (its parent is 's'), so the stack cannot arrange it; declare it with "parent": "t""#
      ),
      (
        #"{"id": "s", "stack": {"arranged": ["a", "a"]}}, {"id": "a", "parent": "s"}"#, 91,
        "view 'a' is arranged twice in stack 's' (first at line 1)"
      ),
      (
        #"{"id": "s", "stack": {"arranged": ["s"]}}"#, 86, "stack 's' cannot arrange itself"
      ),
      (
        #"{"id": "s", "stack": {"arranged": ["root"]}}"#, 86,
        "the root cannot be arranged in stack 's'"
      ),
      (
        #"{"id": "s", "stack": {"customSpacing": {"b": 8}}}, {"id": "a", "parent": "s"}"#, 91,
        "unknown view 'b' in 'customSpacing' of stack 's'"
      ),
      (
        #"{"id": "s", "stack": {"arranged": [], "customSpacing": {"a": 8}}}, {"id": "a", "parent": "s"}"#,
        107, "a custom spacing after 'a', which stack 's' does not arrange"
      ),
      (
        #"{"id": "s", "stack": {}}, {"id": "a", "parent": "s", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}"#,
        113, "view 'a' is arranged in stack 's', which places it, so it cannot have a 'frame'"
      ),
    ])
  func errors(views: String, column: Int, message: String) {
    let error = buildError(file(views))
    #expect(error?.message == message)
    #expect(error?.location == SourceLocation(line: 1, column: column))
    #expect(error?.description == "test.json:1:\(column): error: \(message)")
  }

  @Test(
    "bad stacks in YAML are located errors too",
    arguments: [
      (
        "    stack: {axis: vertikal, spacing: 3}\n", 4, 19,
        "unknown axis 'vertikal' in stack 's'; did you mean 'vertical'? Expected horizontal or vertical"
      ),
      ("    stack: {spacing: .inf}\n", 4, 22, "non-finite numbers (.nan, .inf) are not allowed"),
      (
        "    stack: {spacing: -.inf}\n", 4, 22, "non-finite numbers (.nan, .inf) are not allowed"
      ),
      (
        "    stack:\n      customSpacing: {x: 8}\n", 5, 23,
        "unknown view 'x' in 'customSpacing' of stack 's'"
      ),
      (
        "    stack:\n      arranged: [a, b]\n", 5, 21,
        #"view 'b' is not a subview of stack 's' (its parent is 'root'), so the stack cannot arrange it; declare it with "parent": "s""#
      ),
      (
        "    arranged: [a]\n", 4, 5,
        #"'arranged' is a stack's: write it inside the view's 'stack' object ("stack": {"arranged": …}), which makes view 's' a stack"#
      ),
    ])
  func yamlErrors(stack: String, line: Int, column: Int, message: String) {
    let yaml =
      "root: {width: 320, height: 480}\nviews:\n  - id: s\n" + stack
      + "  - {id: a, parent: s}\n  - {id: b}\n"
    do {
      _ = try ExampleFiles.build(yaml, file: "t.yaml")
      Issue.record("no error for:\n\(yaml)")
    } catch {
      #expect(error.message == message)
      #expect(error.location == SourceLocation(line: line, column: column))
    }
  }

  @Test("a file made in code is checked as a read one: a stack with text is an error")
  func madeInCode() throws {
    var column = ViewSpec(id: "column", location: SourceLocation(line: 2, column: 1))
    var stack = StackSpec(location: SourceLocation(line: 2, column: 9))
    stack.axis = .vertical
    stack.arranged = [StackSpec.Reference(id: "a", location: SourceLocation(line: 2, column: 20))]
    column.stack = stack
    var a = ViewSpec(id: "a", location: SourceLocation(line: 3, column: 1))
    a.parent = "column"
    a.content = .intrinsicSize(Size(width: 10, height: 10))
    var file = LayoutFile(
      file: "code", root: RootSpec(size: Size(width: 100, height: 100)), views: [column, a])
    let built = try LayoutBuilder.build(file)
    let made = try #require(built.views["column"] as? StackView)
    #expect(made.axis == .vertical)
    #expect(made.arrangedSubviews.map(\.debugName) == ["a"])

    file.views[0].content = .text("Hi", fontSize: 17, wrapWidth: nil)
    do {
      _ = try LayoutBuilder.build(file)
      Issue.record("a stack with text was built")
    } catch {
      #expect(error.location == SourceLocation(line: 2, column: 9))
      #expect(
        error.message
          == "stack 'column' has no content of its own, so it cannot have text or an intrinsic size"
      )
    }
  }

  @Test("a conflict with a stack: reported with the UISV- identifiers, and the layout completes")
  func conflict() throws {
    let layout = try ExampleFiles.laidOut("stack-conflict.json")
    #expect(layout.reports.count == 1)
    let report = try #require(layout.reports.first)
    // The file's width is broken: the stack's constraints were there first.
    #expect(report.brokenConstraint.identifier == "search-width")
    let identifiers = report.constraints.compactMap(\.identifier)
    #expect(identifiers.filter { $0 == "UISV-fill-equally" }.count == 2)
    #expect(identifiers.filter { $0 == "UISV-spacing" }.count == 2)
    #expect(identifiers.filter { $0 == "UISV-canvas-connection" }.count == 2)
    // What `masonry check` prints names them.
    let diagnosis = layout.diagnose(listsAffecting: false)
    let text = CheckReport.text(diagnosis, title: "Examples/stack-conflict.json")
    #expect(text.contains("'UISV-fill-equally' TextView:search.width == TextView:home.width"))
    #expect(text.contains("Will attempt to recover by breaking constraint"))
    #expect(
      text.hasSuffix(
        "Examples/stack-conflict.json: 1 unsatisfiable constraint set, 0 ambiguous views\n"))
    // The JSON report lists them as constraints without a place in the file.
    let json = CheckJSONReport.write(diagnosis, file: "Examples/stack-conflict.json")
    #expect(json.contains(#""identifier": "UISV-fill-equally""#))
    // The layout went on without the width: a third of 320 each, rounded on the edges.
    let frames = frames(layout)
    #expect(frames["home"] == Rect(x: 0, y: 151, width: 107, height: 49))
    #expect(frames["search"] == Rect(x: 107, y: 151, width: 106, height: 49))
    #expect(frames["profile"] == Rect(x: 213, y: 151, width: 107, height: 49))
  }
}
