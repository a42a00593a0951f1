import AutoLayout
import MasonryRender
import Testing

@Suite("Layout files: decoding and building")
struct LayoutFileTests {
  @Test("a small file lays out to frames worked by hand")
  func frames() throws {
    let frames = try MasonryRenderTests.frames(
      layoutJSON(
        views: [
          #"{"id": "card"}"#,
          #"{"id": "avatar", "parent": "card"}"#,
          #"{"id": "title", "parent": "card", "text": "Hello", "fontSize": 20}"#,
        ],
        constraints: [
          #""H:|-16-[card]-16-|""#, #""card.top == root.top + 20""#, #""card.height == 100""#,
          #""avatar.leading == superview.leading + 8""#, #""avatar.top == card.top + 8""#,
          #""avatar.width == 40""#, #""avatar.width == avatar.height""#,
          #""title.leading >= avatar.trailing + 8""#, #""title.centerY == avatar.centerY""#,
        ]))
    // card: 16 from each side of 320 → x 16, width 288; y 20, height 100.
    #expect(frames["card"] == Rect(x: 16, y: 20, width: 288, height: 100))
    // avatar: card.x + 8 = 24, card.y + 8 = 28, 40 × 40.
    #expect(frames["avatar"] == Rect(x: 24, y: 28, width: 40, height: 40))
    // title: 5 × 0.55 × 20 = 55 wide, 1.2 × 20 = 24 high (its intrinsic size); leading at
    // avatar.trailing + 8 = 72 (the inequality is tight: nothing pulls it further); centred
    // on the avatar's centre y 48 → y 36.
    #expect(frames["title"] == Rect(x: 72, y: 36, width: 55, height: 24))
  }

  @Test("root options: size, scale, safe area, margins and direction reach the engine")
  func rootOptions() throws {
    let layout = try build(
      layoutJSON(
        views: [#"{"id": "bar"}"#],
        constraints: [
          #""bar.top == root.safeArea.top""#, #""bar.leading == root.leadingMargin""#,
          #""bar.width == 100""#, #""bar.height == 10.25""#,
        ],
        root: #""scale": 2, "safeArea": {"top": 44}, "margins": 20, "direction": "rtl""#))
    layout.layOut()
    #expect(layout.root.scale == 2)
    #expect(layout.root.rootSafeAreaInsets == EdgeInsets(top: 44))
    // Right to left: the leading margin is 20 from the right edge, so the bar ends at 300.
    // Height 10.25 rounds to the half-point grid of scale 2: 10.5 (edges 44 and 54.25 → 54.5).
    #expect(layout.views["bar"]?.frame == Rect(x: 200, y: 44, width: 100, height: 10.5))
  }

  @Test("view options: frames, priorities, intrinsic sizes, hidden, margins")
  func viewOptions() throws {
    let layout = try build(
      layoutJSON(views: [
        #"{"id": "fixed", "frame": {"x": 10, "y": 20, "width": 30, "height": 40}}"#,
        #"{"id": "icon", "intrinsicSize": {"width": 24, "height": null}, "hugging": 700, "compressionResistance": {"vertical": 900}}"#,
        #"{"id": "gone", "hidden": true, "margins": {"leading": 2}, "direction": "rightToLeft"}"#,
      ]))
    let fixed = try #require(layout.views["fixed"])
    #expect(fixed.translatesAutoresizingMaskIntoConstraints)
    #expect(fixed.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    let icon = try #require(layout.views["icon"])
    #expect(!icon.translatesAutoresizingMaskIntoConstraints)
    #expect(icon.intrinsicContentSize == Size(width: 24, height: View.noIntrinsicMetric))
    #expect(icon.contentHuggingPriority(for: .vertical) == 700)
    #expect(icon.contentCompressionResistancePriority(for: .horizontal) == 750)
    #expect(icon.contentCompressionResistancePriority(for: .vertical) == 900)
    let gone = try #require(layout.views["gone"])
    #expect(gone.isHidden)
    #expect(
      gone.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 8, leading: 2, bottom: 8, trailing: 8))
    #expect(gone.semanticLayoutDirection == .rightToLeft)
  }

  @Test("constraints keep where they were written and their identifiers")
  func sources() throws {
    let layout = try build(
      """
      {"root": {"width": 100, "height": 100},
       "views": [{"id": "a"}],
       "constraints": [
         {"equation": "a.width == 10", "identifier": "w"},
         "H:|[a]"
       ]}
      """)
    #expect(layout.constraints.count == 2)
    #expect(layout.constraints[0].identifier == "w")
    #expect(layout.constraints[0].location.file == "test.json")
    #expect(layout.constraints[0].location.line == 4)
    // The column is the first character's, inside the quotes.
    #expect(
      layout.sources[ObjectIdentifier(layout.constraints[1])]
        == ConstraintSource(line: 5, column: 5, text: "H:|[a]"))
    #expect(
      layout.sources[ObjectIdentifier(layout.constraints[0])]
        == ConstraintSource(line: 4, column: 18, text: "a.width == 10"))
    #expect(layout.constraints.allSatisfy { $0.isActive })
  }

  @Test(
    "bad files are one error at the place of the problem",
    arguments: [
      // Decoding: keys, types, ranges, names.
      (
        #"{"root": {"width": 320, "height": 480}, "view": []}"#, 1, 41,
        "unknown key 'view' in the layout file; expected one of: root, metrics, views, constraints, comment"
      ),
      (#"{"views": []}"#, 1, 1, "the layout file needs 'root'"),
      (#"{"root": {"width": 320}}"#, 1, 10, "the root needs a 'width' and a 'height'"),
      (
        #"{"root": {"width": "320", "height": 480}}"#, 1, 20,
        "'width' of the root must be a number, not a string"
      ),
      (
        #"{"root": {"width": 0, "height": 480}}"#, 1, 20,
        "'width' of the root must be between 1 and 10000000, not 0"
      ),
      (
        #"{"root": {"width": 9, "height": 9, "direction": "up"}}"#, 1, 49,
        "unknown direction 'up'; expected leftToRight or rightToLeft"
      ),
      (
        #"{"root": {"width": 9, "height": 9}, "views": [{"id": "1a"}]}"#, 1, 54,
        "'1a' is not a valid view id: use a letter or '_', then letters, digits and '_'"
      ),
      (
        #"{"root": {"width": 9, "height": 9}, "views": [{"id": "root"}]}"#, 1, 54,
        "'root' is reserved and cannot be a view id"
      ),
      (
        #"{"root": {"width": 9, "height": 9}, "views": [{"id": "a"}, {"id": "a"}]}"#, 1, 60,
        "a view named 'a' was already declared at line 1"
      ),
      (
        #"{"root": {"width": 9, "height": 9}, "views": [{"id": "a", "colour": "red"}]}"#, 1, 59,
        "unknown key 'colour' in view 'a'; expected one of: id, parent, intrinsicSize, text, fontSize, wrapWidth, font, maxLines, truncation, hugging, compressionResistance, margins, direction, hidden, frame, color, borderColor, textColor, cornerRadius, stack, comment"
      ),
      (
        #"{"root": {"width": 9, "height": 9}, "views": [{"id": "a", "color": "red;x"}]}"#, 1, 68,
        "'red;x' is not a colour: use #rgb, #rrggbb, #rrggbbaa or a CSS colour name"
      ),
      (
        #"{"root": {"width": 9, "height": 9}, "views": [{"id": "a", "hugging": 1001}]}"#, 1, 70,
        "'hugging' of view 'a' must be between 1 and 1000, not 1001"
      ),
      (
        #"{"root": {"width": 9, "height": 9}, "views": [{"id": "a", "text": "x", "intrinsicSize": {}}]}"#,
        1, 89,
        "view 'a' has text, which gives its intrinsic size; remove 'intrinsicSize'"
      ),
      (
        #"{"root": {"width": 9, "height": 9}, "views": [{"id": "a", "fontSize": 12}]}"#, 1, 71,
        "'fontSize' needs 'text' in view 'a'"
      ),
      (
        #"{"root": {"width": 9, "height": 9}, "metrics": {"pad": 1e8}}"#, 1, 56,
        "metric 'pad' must be between -10000000 and 10000000, not 100000000"
      ),
      (
        #"{"root": {"width": 9, "height": 9}, "constraints": [7]}"#, 1, 53,
        "a constraint must be an object, not a number"
      ),
      (
        #"{"root": {"width": 9, "height": 9}, "constraints": [{"vfl": "|[a]", "options": "alignAll"}]}"#,
        1, 80,
        "unknown option 'alignAll'; expected one of: alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllBaseline, alignAllFirstBaseline, directionLeadingToTrailing, directionLeftToRight, directionRightToLeft, spacingEdgeToEdge, spacingBaselineToBaseline"
      ),
      // Building: parents.
      (
        #"{"root": {"width": 9, "height": 9}, "views": [{"id": "a", "parent": "b"}]}"#, 1, 69,
        "unknown parent 'b'"
      ),
      (
        #"{"root": {"width": 9, "height": 9}, "views": [{"id": "a", "parent": "a"}]}"#, 1, 69,
        "view 'a' cannot be its own parent"
      ),
      (
        #"{"root": {"width": 9, "height": 9}, "views": [{"id": "a", "parent": "b"}, {"id": "b", "parent": "a"}]}"#,
        1, 69, "the parents form a cycle: a → b → a"
      ),
    ])
  func errors(json: String, line: Int, column: Int, message: String) {
    let error = buildError(json)
    #expect(error?.message == message)
    #expect(error?.location == SourceLocation(line: line, column: column))
  }

  @Test(
    "constraints that would trap the engine are errors inside the constraint's text",
    arguments: [
      // The constraint string opens with its quote at column 4, so its first character is at 5;
      // an error about the character at offset k is at column 5 + k.
      (#""b.top == a.top""#, 5, "unknown view 'b'"),
      (
        #""a.top == root.top + 8 + x""#, 29,
        "unknown metric 'x'; define it in 'metrics' or write a number"
      ),
      (
        #""a.top == 20""#, 11,
        "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
      ),
      (
        #""a.top == 0 * root.top + 5""#, 23,
        "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
      ),
      (
        #""a.leading == root.left""#, 23,
        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
      ),
      (#""a.top == root.width""#, 19, "Invalid pairing of layout attributes"),
      (#""a.top == root.left""#, 19, "Invalid pairing of layout attributes"),
      (#""a.width == root.top""#, 21, "Invalid pairing of layout attributes"),
      (
        #""superview.top == a.top""#, 5,
        "'superview' stands for the superview of the left side's view, so it cannot be on the left side"
      ),
      (#""root.top == superview.top""#, 17, "'root' has no superview for 'superview' to name"),
      (#""a.top == root.safeArea.topMargin""#, 28, "a layout guide has no margins: use 'top'"),
      (
        #""a.width == 2000000 * root.width""#, 26,
        "the multiplier 2000000 is out of range (at most 1000000 either way)"
      ),
      (
        #""a.width == 20000000""#, 5,
        "the constant 20000000 is out of range (at most 10000000 either way)"
      ),
      // Visual formats: Apple's messages at Apple's positions, moved into the file.
      (#""H:|-10-|""#, 12, "Expected a view"),
      (#""H:|-[a]-[zz]-|""#, 14, "zz is not a key in the views dictionary."),
      (
        #""V:[a(>=)]""#, 12,
        "Expected a number or key from the metrics dictionary, but encountered something else"
      ),
      (
        #""[root]-|""#, 12,
        "Unable to interpret '|' character, because the related view doesn't have a superview"
      ),
      (
        #""H:|-(1e300)-[a]""#, 5,
        "the space or size 1e+300 is out of range (at most 10000000 either way)"
      ),
      (
        #"{"vfl": "H:[a]", "options": "alignAllLeft"}"#, 13,
        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
      ),
    ])
  func constraintErrors(constraint: String, column: Int, message: String) {
    let json = """
      {"root": {"width": 9, "height": 9}, "views": [{"id": "a"}],
       "constraints": [
         \(constraint)]}
      """
    let error = buildError(json)
    #expect(error?.message == message)
    #expect(error?.location == SourceLocation(line: 3, column: column))
  }
}
