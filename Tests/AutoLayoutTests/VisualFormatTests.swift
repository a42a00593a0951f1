import TestSupport
import Testing

@testable import AutoLayout

/// A root view 300 × 200 with constrained subviews named as asked.
private struct VFLScene {
  let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200), name: "root")
  var views: [String: View] = [:]

  init(_ names: String...) {
    for name in names {
      views[name] = constrained(name, in: root)
    }
  }

  subscript(name: String) -> View { views[name]! }

  /// The constraints of a format, as equations.
  func equations(
    _ format: String, options: LayoutFormatOptions = [], metrics: [String: Double] = [:],
    spacing: VisualFormatSpacing = .standard
  ) throws -> [String] {
    try LayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: metrics, views: views,
      spacing: spacing
    ).map(vflEquation)
  }

  /// Activates the constraints of every format, lays out, and returns the frames by name.
  func layOut(_ formats: [String], options: LayoutFormatOptions = []) throws -> [String: Rect] {
    for format in formats {
      LayoutConstraint.activate(
        try LayoutConstraint.constraints(
          withVisualFormat: format, options: options, views: views))
    }
    root.layoutIfNeeded()
    return views.mapValues(\.frame)
  }
}

/// A constraint as `first.attribute relation second.attribute * multiplier + constant @priority`
/// (without `second … +` when it has no second item).
private func vflEquation(_ constraint: LayoutConstraint) -> String {
  func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
  }
  var text =
    "\(constraint.firstItem?.debugName ?? "?").\(constraint.firstAttribute.name) "
    + "\(constraint.relation.symbol) "
  if let second = constraint.secondItem {
    text +=
      "\(second.debugName ?? "?").\(constraint.secondAttribute.name) * "
      + "\(number(constraint.multiplier)) + "
  }
  return text + "\(number(constraint.constant)) @\(number(constraint.priority.rawValue))"
}

@Suite("Visual format: constraints")
struct VisualFormatConstraintTests {
  @Test("a bare - between views is the standard space of 8")
  func standardSpace() throws {
    let scene = VFLScene("a", "b")
    #expect(try scene.equations("[a]-[b]") == ["b.leading == a.trailing * 1 + 8 @1000"])
  }

  @Test("a predicate in a view's brackets constrains its width, or its height in V")
  func widthAndHeight() throws {
    let scene = VFLScene("a")
    #expect(try scene.equations("[a(>=50)]") == ["a.width >= 50 @1000"])
    #expect(try scene.equations("V:[a(<=50)]") == ["a.height <= 50 @1000"])
    #expect(try scene.equations("H:[a(50)]") == ["a.width == 50 @1000"])
  }

  @Test("|-50-[a]-50-| pins both edges to the superview, the later item first")
  func superviewConnections() throws {
    let scene = VFLScene("a")
    #expect(
      try scene.equations("|-50-[a]-50-|") == [
        "a.leading == root.leading * 1 + 50 @1000",
        "root.trailing == a.trailing * 1 + 50 @1000",
      ])
    let frames = try scene.layOut(["|-50-[a]-50-|", "V:|-10-[a(20)]"])
    // 300 wide, 50 off each side: x 50, width 200; y 10, height 20.
    #expect(frames["a"] == Rect(x: 50, y: 10, width: 200, height: 20))
  }

  @Test("V: spaces tops from bottoms")
  func vertical() throws {
    let scene = VFLScene("top", "bottom")
    #expect(
      try scene.equations("V:[top]-10-[bottom]") == ["bottom.top == top.bottom * 1 + 10 @1000"])
    #expect(
      try scene.equations("V:|[top]|") == [
        "top.top == root.top * 1 + 0 @1000", "root.bottom == top.bottom * 1 + 0 @1000",
      ])
  }

  @Test("views side by side are flush: a space of 0")
  func flush() throws {
    let scene = VFLScene("a", "b")
    #expect(try scene.equations("[a][b]") == ["b.leading == a.trailing * 1 + 0 @1000"])
    #expect(
      try scene.equations("|[a][b]|") == [
        "a.leading == root.leading * 1 + 0 @1000", "b.leading == a.trailing * 1 + 0 @1000",
        "root.trailing == b.trailing * 1 + 0 @1000",
      ])
  }

  @Test("priorities after @, as numbers or metrics")
  func priorities() throws {
    let scene = VFLScene("a", "b")
    #expect(try scene.equations("[a(100@20)]") == ["a.width == 100 @20"])
    #expect(
      try scene.equations("[a(==40@p)]-(>=10@p)-[b]", metrics: ["p": 300]) == [
        "a.width == 40 @300", "b.leading >= a.trailing * 1 + 10 @300",
      ])
    // Between 0 and 1 Apple accepts the priority; ours are at least 1.
    #expect(try scene.equations("[a(1@0.5)]") == ["a.width == 1 @1"])
  }

  @Test("[a(==b)] relates the same dimension of another view")
  func relationToAnotherView() throws {
    let scene = VFLScene("a", "b")
    #expect(try scene.equations("[a(==b)]") == ["a.width == b.width * 1 + 0 @1000"])
    #expect(try scene.equations("V:[a(<=b@500)]") == ["a.height <= b.height * 1 + 0 @500"])
    #expect(try scene.equations("[a(b)]") == ["a.width == b.width * 1 + 0 @1000"])
    let frames = try scene.layOut(["|[a(==b)][b]|", "V:|[a(10)]", "V:|[b(10)]"])
    // Two equal widths filling 300: 150 each.
    #expect(frames["a"] == Rect(x: 0, y: 0, width: 150, height: 10))
    #expect(frames["b"] == Rect(x: 150, y: 0, width: 150, height: 10))
  }

  @Test("a predicate list makes one constraint per predicate, in order")
  func predicateLists() throws {
    let scene = VFLScene("a", "b")
    #expect(
      try scene.equations("[a(>=70,<=100)]") == ["a.width >= 70 @1000", "a.width <= 100 @1000"])
    #expect(
      try scene.equations("[a]-(>=20@750,<=100)-[b]") == [
        "b.leading >= a.trailing * 1 + 20 @750", "b.leading <= a.trailing * 1 + 100 @1000",
      ])
  }

  @Test("metrics stand for numbers in spaces and sizes")
  func metrics() throws {
    let scene = VFLScene("a", "b")
    #expect(
      try scene.equations("|-m-[a(w)]-(>=m)-[b]", metrics: ["m": 12, "w": 40]) == [
        "a.leading == root.leading * 1 + 12 @1000", "a.width == 40 @1000",
        "b.leading >= a.trailing * 1 + 12 @1000",
      ])
    // A name in both dictionaries is read as the metric.
    let both = VFLScene("a", "x")
    #expect(try both.equations("[a(==x)]", metrics: ["x": 5]) == ["a.width == 5 @1000"])
  }

  @Test("numbers: negative in parentheses, signs, fractions and exponents")
  func numbers() throws {
    let scene = VFLScene("a", "b")
    #expect(try scene.equations("[a]-(-5)-[b]") == ["b.leading == a.trailing * 1 + -5 @1000"])
    #expect(try scene.equations("[a]-(+5)-[b]") == ["b.leading == a.trailing * 1 + 5 @1000"])
    #expect(try scene.equations("[a]-2.5-[b]") == ["b.leading == a.trailing * 1 + 2.5 @1000"])
    #expect(try scene.equations("[a]-.5-[b]") == ["b.leading == a.trailing * 1 + 0.5 @1000"])
    #expect(try scene.equations("[a]-1e1-[b]") == ["b.leading == a.trailing * 1 + 10 @1000"])
    #expect(try scene.equations("[a(2E+2)]") == ["a.width == 200 @1000"])
    let frames = try scene.layOut(["|[a(100)]-(-20)-[b(50)]", "V:|[a(10)]", "V:|[b(10)]"])
    // b starts 20 before a ends: 100 - 20 = 80.
    #expect(frames["b"] == Rect(x: 80, y: 0, width: 50, height: 10))
  }

  @Test("a complete line: |- and -| sit on the superview's margins")
  func completeLine() throws {
    let scene = VFLScene("find", "findNext", "findField")
    #expect(
      try scene.equations("|-[find]-[findNext]-[findField(>=20)]-|") == [
        "find.leading == root.leadingMargin * 1 + 0 @1000",
        "findNext.leading == find.trailing * 1 + 8 @1000",
        "findField.leading == findNext.trailing * 1 + 8 @1000",
        "findField.width >= 20 @1000",
        "root.trailingMargin == findField.trailing * 1 + 0 @1000",
      ])
    _ = try scene.layOut(["V:|-5-[find(30)]"])
    let frames = try scene.layOut(
      ["|-[find(50)]-[findNext(60)]-[findField(>=20)]-|"], options: [.alignAllTop, .alignAllBottom])
    // Margins 8: find 8…58, findNext 66…126, findField 134…292 (300 - 8). The vertical line
    // puts find at y 5, height 30, and the alignments put the others there too.
    #expect(frames["find"] == Rect(x: 8, y: 5, width: 50, height: 30))
    #expect(frames["findNext"] == Rect(x: 66, y: 5, width: 60, height: 30))
    #expect(frames["findField"] == Rect(x: 134, y: 5, width: 158, height: 30))
  }

  @Test("the standard space to the superview: margins, or 20 from the edge in classic spacing")
  func superviewStandardSpace() throws {
    let scene = VFLScene("a")
    #expect(
      try scene.equations("V:|-[a]-|") == [
        "a.top == root.topMargin * 1 + 0 @1000", "root.bottomMargin == a.bottom * 1 + 0 @1000",
      ])
    #expect(
      try scene.equations("|-[a]-|", spacing: .classic) == [
        "a.leading == root.leading * 1 + 20 @1000",
        "root.trailing == a.trailing * 1 + 20 @1000",
      ])
    let custom = VisualFormatSpacing(betweenSiblings: 4, toSuperview: .fixed(16))
    let pair = VFLScene("a", "b")
    #expect(
      try pair.equations("|-[a]-[b]", spacing: custom) == [
        "a.leading == root.leading * 1 + 16 @1000", "b.leading == a.trailing * 1 + 4 @1000",
      ])
    let frames = try scene.layOut(["V:|-[a]-|", "|-[a]-|"])
    // Margins of 8 on a 300 × 200 root.
    #expect(frames["a"] == Rect(x: 8, y: 8, width: 284, height: 184))
  }

  @Test("alignment options align every pair of neighbouring views, after the spaces")
  func alignment() throws {
    let scene = VFLScene("a", "b", "c")
    #expect(
      try scene.equations("[a]-[b][c]", options: [.alignAllCenterY, .alignAllTop]) == [
        "b.leading == a.trailing * 1 + 8 @1000",
        "c.leading == b.trailing * 1 + 0 @1000",
        "b.top == a.top * 1 + 0 @1000",
        "b.centerY == a.centerY * 1 + 0 @1000",
        "c.top == b.top * 1 + 0 @1000",
        "c.centerY == b.centerY * 1 + 0 @1000",
      ])
    #expect(
      try scene.equations("V:|[a][b]", options: .alignAllLeading) == [
        "a.top == root.top * 1 + 0 @1000", "b.top == a.bottom * 1 + 0 @1000",
        "b.leading == a.leading * 1 + 0 @1000",
      ])
    // One view: nothing to align.
    #expect(try scene.equations("[a]", options: .alignAllBaseline) == [])
    _ = try scene.layOut(["|-30-[a(100)]", "[b(20)]", "[c(40)]"])
    let frames = try scene.layOut(["V:|-10-[a(40)]-[b(20)]-[c(30)]"], options: .alignAllCenterX)
    // a 30…130 centred on 80; b and c share the centre. Vertically 10…50, 58…78, 86…116.
    #expect(frames["a"] == Rect(x: 30, y: 10, width: 100, height: 40))
    #expect(frames["b"]?.midX == 80)
    #expect(frames["c"]?.midX == 80)
    #expect(frames["b"]?.minY == 58)
    #expect(frames["c"]?.minY == 86)
  }

  @Test("direction options: left to right, right to left, or leading to trailing")
  func directions() throws {
    let scene = VFLScene("a", "b")
    #expect(
      try scene.equations("|-10-[a]-[b]-|", options: .directionLeftToRight) == [
        "a.left == root.left * 1 + 10 @1000", "b.left == a.right * 1 + 8 @1000",
        "root.rightMargin == b.right * 1 + 0 @1000",
      ])
    // Right to left, the earlier item is first, so that a positive space is a gap.
    #expect(
      try scene.equations("|-[a]-[b]-10-|", options: .directionRightToLeft) == [
        "root.rightMargin == a.right * 1 + 0 @1000", "a.left == b.right * 1 + 8 @1000",
        "b.left == root.left * 1 + 10 @1000",
      ])
    // Vertical lines ignore the direction.
    #expect(
      try scene.equations("V:[a]-[b]", options: .directionRightToLeft) == [
        "b.top == a.bottom * 1 + 8 @1000"
      ])

    let rtl = try scene.layOut(
      ["|-10-[a(50)]-[b]-10-|", "V:|[a(10)]", "V:|[b(10)]"], options: .directionRightToLeft)
    // From the right: a 290 back to 240, 8 of space, b 232 back to 10.
    #expect(rtl["a"] == Rect(x: 240, y: 0, width: 50, height: 10))
    #expect(rtl["b"] == Rect(x: 10, y: 0, width: 222, height: 10))
  }

  @Test("leading to trailing follows the layout direction; left to right does not")
  func leadingToTrailingInRightToLeft() throws {
    let scene = VFLScene("a", "b")
    scene.root.semanticLayoutDirection = .rightToLeft
    let frames = try scene.layOut(["|-10-[a(50)]-[b]-10-|", "V:|[a(10)]", "V:|[b(10)]"])
    // Leading is the right edge: the same frames as directionRightToLeft.
    #expect(frames["a"] == Rect(x: 240, y: 0, width: 50, height: 10))
    #expect(frames["b"] == Rect(x: 10, y: 0, width: 222, height: 10))

    let physical = VFLScene("a")
    physical.root.semanticLayoutDirection = .rightToLeft
    let left = try physical.layOut(
      ["|-10-[a(50)]", "V:|[a(10)]"], options: .directionLeftToRight)
    #expect(left["a"] == Rect(x: 10, y: 0, width: 50, height: 10))
  }

  @Test("baseline-to-baseline spacing relates baselines between views, edges to the superview")
  func baselineSpacing() throws {
    let scene = VFLScene()
    let root = scene.root
    // Text: the first baseline 12 below the top, the last 4 above the bottom.
    let a = Label("a", descent: 4, ascent: 12)
    let b = Label("b", descent: 4, ascent: 12)
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: "V:|-10-[a(30)]-20-[b(30)]", options: .spacingBaselineToBaseline,
      views: ["a": a, "b": b])
    #expect(
      constraints.map(vflEquation) == [
        "a.top == root.top * 1 + 10 @1000", "a.height == 30 @1000",
        "b.firstBaseline == a.lastBaseline * 1 + 20 @1000", "b.height == 30 @1000",
      ])
    LayoutConstraint.activate(constraints)
    for view in [a, b] {
      LayoutConstraint.activate(
        try LayoutConstraint.constraints(withVisualFormat: "|[v(10)]", views: ["v": view]))
    }
    root.layoutIfNeeded()
    // a: top 10, bottom 40, last baseline 40 - 4 = 36. b's first baseline 36 + 20 = 56, so
    // its top is 56 - 12 = 44.
    #expect(a.frame == Rect(x: 0, y: 10, width: 10, height: 30))
    #expect(b.frame == Rect(x: 0, y: 44, width: 10, height: 30))
  }

  @Test("every constraint is inactive, with multiplier 1, recorded at the caller's file and line")
  func inactiveAndLocated() throws {
    let scene = VFLScene("a", "b")
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: "|-[a(==b)]-(>=4)-[b(20@300)]-|", options: .alignAllTop,
      views: scene.views, file: "Layout.vfl", line: 7)
    #expect(constraints.count == 6)
    #expect(constraints.allSatisfy { !$0.isActive && $0.multiplier == 1 })
    #expect(constraints.allSatisfy { $0.location.file == "Layout.vfl" && $0.location.line == 7 })
    let nothing = try LayoutConstraint.constraints(withVisualFormat: "[a]", views: scene.views)
    #expect(nothing.isEmpty)
  }

  @Test("names in the views dictionary that the format does not use are ignored")
  func unusedNames() throws {
    var scene = VFLScene("a")
    scene.views["lonely"] = View(name: "lonely")
    #expect(try scene.equations("|[a]") == ["a.leading == root.leading * 1 + 0 @1000"])
  }

  @Test("the example of the Visual Format Language article")
  func articleExample() throws {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 100), name: "root")
    let label = View(name: "label")
    let field = View(name: "field")
    for view in [label, field] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let views = ["label": label, "field": field]
    LayoutConstraint.activate(
      try LayoutConstraint.constraints(
        withVisualFormat: "|-[label(80)]-[field(>=100)]-|", options: .alignAllCenterY,
        views: views)
        + LayoutConstraint.constraints(withVisualFormat: "V:|-[field(30)]", views: views)
        + LayoutConstraint.constraints(withVisualFormat: "V:[label(==field)]", views: views))
    root.layoutIfNeeded()
    // Margins 8: label 8…88; field 88 + 8 = 96 up to 320 - 8 = 312; 30 high at y 8, and the
    // label's centre Y is the field's.
    #expect(label.frame == Rect(x: 8, y: 8, width: 80, height: 30))
    #expect(field.frame == Rect(x: 96, y: 8, width: 216, height: 30))
  }

  @Test("a view related to itself lays out without trouble")
  func selfReference() throws {
    let scene = VFLScene("a")
    let frames = try scene.layOut(["|[a(==a)]", "[a(40)]", "V:|[a(10)]"])
    #expect(frames["a"] == Rect(x: 0, y: 0, width: 40, height: 10))
  }
}

@Suite("Visual format: errors")
struct VisualFormatErrorTests {
  /// Parses `format` against views a and b (in a root), lonely (without a superview) and guide
  /// (a layout guide), with metrics m = 10, nan, big = 2000; returns the error it throws.
  private func failure(_ format: String, options: LayoutFormatOptions = []) -> VisualFormatError? {
    let scene = VFLScene("a", "b")
    let guide = LayoutGuide(identifier: "guide")
    scene.root.addLayoutGuide(guide)
    var views: [String: LayoutItem] = scene.views
    views["lonely"] = View(name: "lonely")
    views["guide"] = guide
    do {
      _ = try LayoutConstraint.constraints(
        withVisualFormat: format, options: options,
        metrics: ["m": 10, "nan": .nan, "big": 2000], views: views)
      return nil
    } catch {
      return error
    }
  }

  private static let valueNotSpecified =
    ", but value was not specified in metrics or views dictionaries"
  private static let numberOrMetric =
    "Expected a number or key from the metrics dictionary, but encountered something else"

  /// (format, message, position) for every message the parser has.
  private static let cases: [(String, String, Int)] = [
    ("", "It's an empty string.", 0),
    ("[a]-\u{E9}-[b]", "It contains non-ASCII characters.", 4),
    ("Hx[a]", "Expected ':' after 'H' to specify horizontal arrangement", 1),
    ("V[a]", "Expected ':' after 'V' to specify vertical arrangement", 1),
    ("H:", "No view was specified for this constraint", 2),
    ("|", "No view was specified for this constraint", 1),
    ("H:|-10-|", "Expected a view", 7),
    ("||", "Expected a view", 1),
    ("|x", "Expected a connection after the '|' character", 1),
    ("x", "Expected a view or '|'", 0),
    ("[a]-10-x", "Expected a view or '|'", 7),
    ("[a]x", "Expected the end of the format string", 3),
    ("[a] ", "Expected the end of the format string", 3),
    ("[a]|x", "Expected the end of the format string", 4),
    ("|-[a]-|-", "Expected the end of the format string", 7),
    ("[a]-", "Expected more input", 4),
    ("[a]-(", "Expected more input", 5),
    ("[a(>=", "Expected more input", 5),
    ("[a(1@", "Expected more input", 5),
    ("[a]-x-[b]", "Encountered metric with name \"x\"" + valueNotSpecified, 4),
    ("[a(q)]", "Encountered metric with name \"q\"" + valueNotSpecified, 3),
    ("[a(1@p)]", "Encountered metric with name \"p\"" + valueNotSpecified, 5),
    (
      "[a]-10]",
      "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
      6
    ),
    (
      "[a]-(10)[b]",
      "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
      8
    ),
    (
      "[a]--5-[b]",
      "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
      4
    ),
    (
      "[a]-(10[b]",
      "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier",
      7
    ),
    (
      "[a(10", "A predicate on a view's thickness must end with ')' and the view must end with ']'",
      5
    ),
    ("[a(10)", "Expected ']' after specifying thickness.", 6),
    ("[a", "Expected a ']' here. That is how you give the end of a view.", 2),
    ("[a-b]", "Expected a ']' here. That is how you give the end of a view.", 2),
    (
      "[1a]",
      "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
      1
    ),
    ("[zz]", "zz is not a key in the views dictionary.", 1),
    ("[a(==zz)]", "Encountered metric with name \"zz\"" + valueNotSpecified, 5),
    ("[guide]", "guide is a layout guide. A visual format can only lay out views.", 1),
    ("[a(==guide)]", "guide is a layout guide. A visual format can only lay out views.", 5),
    (
      "|-[lonely]",
      "Unable to interpret '|' character, because the related view doesn't have a superview", 0
    ),
    (
      "H:[a]-[lonely]-|",
      "Unable to interpret '|' character, because the related view doesn't have a superview", 15
    ),
    ("[a(=10)]", "Unknown relation. Must be ==, >=, or <=", 3),
    ("[a(=>10)]", "Unknown relation. Must be ==, >=, or <=", 3),
    ("[a(>=)]", numberOrMetric, 5),
    ("[a(10,)]", numberOrMetric, 6),
    ("[a(-)]", numberOrMetric, 3),
    ("[a]-+5-[b]", numberOrMetric, 4),
    ("[a(10@b)]", numberOrMetric, 6),
    ("[a(10@)]", numberOrMetric, 6),
    (
      "[a]-(>=b)-[b]",
      "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
      7
    ),
    (
      "[a]-b-[b]",
      "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
      4
    ),
    ("[a(10@0)]", "Invalid priority specified: 0. Priority must be greater than 0", 6),
    ("[a(10@-2.5)]", "Invalid priority specified: -2.5. Priority must be greater than 0", 6),
    ("[a(10@nan)]", "Invalid priority specified: nan. Priority must be greater than 0", 6),
    (
      "[a(10@1001)]",
      "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
      6
    ),
    (
      "[a(10@big)]",
      "Invalid priority specified: 2000. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
      6
    ),
    (
      "[a(1@1e7)]",
      "Invalid priority specified: 1e+07. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
      5
    ),
    ("[a(nan)]", "nan is not a finite number.", 3),
    ("[a]-1e999-[b]", "1e999 is not a finite number.", 4),
  ]

  @Test("each malformed format throws Apple's message at the right position")
  func messagesAndPositions() {
    for (format, message, position) in Self.cases {
      let error = failure(format)
      #expect(error?.message == message, "\(format)")
      #expect(error?.position == position, "\(format)")
      #expect(error?.format == format)
    }
  }

  @Test("options that do not fit the orientation or each other")
  func invalidOptions() {
    let horizontal =
      "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
    let vertical =
      "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
    let cases: [(String, LayoutFormatOptions, String)] = [
      ("[a]", .alignAllLeft, horizontal),
      ("H:[a]", .alignAllCenterX, horizontal),
      ("[a]", [.alignAllTop, .alignAllLeading], horizontal),
      ("V:[a]", .alignAllTop, vertical),
      ("V:[a]", .alignAllFirstBaseline, vertical),
      (
        "[a]", .spacingBaselineToBaseline,
        "BaselineToBaseline format option not valid for horizontal layout"
      ),
      (
        "[a]", [.directionLeftToRight, .directionRightToLeft],
        "Only one direction option can be given."
      ),
      (
        "[a]", LayoutFormatOptions(rawValue: 1 << 7),
        "Unknown format options 0x80. Use only alignment, direction and spacing options."
      ),
      (
        "[a]", LayoutFormatOptions(rawValue: 1 << 20 | 1),
        "Unknown format options 0x100001. Use only alignment, direction and spacing options."
      ),
    ]
    for (format, options, message) in cases {
      let error = failure(format, options: options)
      #expect(error?.message == message, "\(format) \(options.rawValue)")
      #expect(error?.position == 0)
    }
  }

  @Test("the description prints Apple's four lines with a caret under the position")
  func description() {
    let error = failure("H:|-10-|")
    #expect(
      error?.description
        == "Unable to parse constraint format: \nExpected a view \nH:|-10-| \n       ^")
    #expect(
      VisualFormatError(message: "m", format: "", position: 0).description
        == "Unable to parse constraint format: \nm \n \n^")
  }

  @Test("the options keep Apple's raw values")
  func rawValues() {
    let values: [(LayoutFormatOptions, UInt)] = [
      (.alignAllLeft, 2), (.alignAllRight, 4), (.alignAllTop, 8), (.alignAllBottom, 16),
      (.alignAllLeading, 32), (.alignAllTrailing, 64), (.alignAllCenterX, 512),
      (.alignAllCenterY, 1024), (.alignAllLastBaseline, 2048), (.alignAllBaseline, 2048),
      (.alignAllFirstBaseline, 4096), (.alignmentMask, 0xFFFF),
      (.directionLeadingToTrailing, 0), (.directionLeftToRight, 0x10000),
      (.directionRightToLeft, 0x20000), (.directionMask, 0x30000), (.spacingEdgeToEdge, 0),
      (.spacingBaselineToBaseline, 0x80000), (.spacingMask, 0x80000),
    ]
    for (option, raw) in values { #expect(option.rawValue == raw) }
    // An alignment bit is 1 << the attribute's raw value.
    #expect(LayoutFormatOptions.alignAllCenterY.rawValue == 1 << LayoutAttribute.centerY.rawValue)
  }
}

@Suite("Visual format: fuzz")
struct VisualFormatFuzzTests {
  private static let seeds = [
    "H:|-[a]-[b]-|", "V:|-10-[a(==b)]-(>=m@750)-[b(50)]-|", "[a(>=70,<=100@p)]-(-5)-[b]",
    "|[a][b]|", "H:[a]-(m,<=20)-[b(a)]", "V:[a]-1.5e1-|", "|-(>=0@p)-[b(<=a@250,>=10)]",
  ]
  private static let alphabet = Array("[]()|-:@,=<>HV0123456789.eabmpg_ +\u{E9}")

  @Test("mutated formats either parse or throw an error positioned inside the format")
  func mutations() {
    var random = SplitMix64(seed: 0x5EED)
    var parsed = 0
    var rejected = 0
    var problems: [String] = []
    for _ in 0..<3000 {
      var characters = Array(Self.seeds[random.below(Self.seeds.count)])
      for _ in 0...random.below(3) {
        let position = random.below(characters.count + 1)
        let character = Self.alphabet[random.below(Self.alphabet.count)]
        switch random.below(3) {
        case 0:
          characters.insert(character, at: position)
        case 1 where position < characters.count:
          characters.remove(at: position)
        default:
          if position < characters.count { characters[position] = character }
        }
      }
      let format = String(characters)
      let scene = VFLScene("a", "b")
      scene.root.diagnosticsHandler = { _ in }
      let guide = LayoutGuide(identifier: "g")
      scene.root.addLayoutGuide(guide)
      var views: [String: LayoutItem] = scene.views
      views["g"] = guide
      do {
        let constraints = try LayoutConstraint.constraints(
          withVisualFormat: format, metrics: ["m": 8, "p": 500, "e": 3], views: views)
        parsed += 1
        // Whatever parsed can be activated and laid out.
        LayoutConstraint.activate(constraints)
        scene.root.layoutIfNeeded()
        if !scene.views.values.allSatisfy({ $0.frame.width.isFinite && $0.frame.minX.isFinite }) {
          problems.append("non-finite frame for \(format)")
        }
      } catch {
        // The typed throw guarantees a VisualFormatError; check what it carries.
        rejected += 1
        if !(0...format.count).contains(error.position) || error.message.isEmpty
          || error.format != format
        {
          problems.append("\(format): \(error.message) at \(error.position)")
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    // Both paths are exercised.
    #expect(parsed > 100)
    #expect(rejected > 1000)
  }
}
