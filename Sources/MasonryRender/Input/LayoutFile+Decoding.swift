import AutoLayout

extension LayoutFile {
  /// The range of every length in a file (positions, sizes, constants, margins): wide enough
  /// for any screen or a long generated list, narrow enough to keep the solver's arithmetic
  /// exact.
  static let lengths: ClosedRange<Double> = -10_000_000...10_000_000
  /// The range of priorities.
  static let priorities: ClosedRange<Double> = 1...1000

  /// Reads a layout file from its document, checking every key, type and range; the views'
  /// parents and the constraints' names are checked when the file is built
  /// (``LayoutBuilder``).
  ///
  /// - Parameters:
  ///   - document: The document, from ``JSONReader`` or the YAML reader.
  ///   - file: The file name, for errors.
  /// - Throws: A ``LayoutFileError`` at the offending value: an unknown key, a wrong type, or a
  ///   number out of range.
  package init(decoding document: SourceValue, file: String) throws(LayoutFileError) {
    let top = try ObjectFields(
      document, "the layout file", allowed: ["root", "metrics", "views", "constraints", "comment"],
      file: file)
    self.init(file: file, root: try Self.root(try top.required("root"), file: file))
    metrics = try Self.metrics(top["metrics"], "'metrics'", file: file)
    var seen: [String: SourceLocation] = [:]
    for element in try Self.elements(top["views"], "'views'", file: file) {
      let view = try Self.view(element, rootFont: root.font, file: file)
      if let first = seen[view.id] {
        throw LayoutFileError(
          file: file, location: view.location,
          message: "a view named '\(view.id)' was already declared at line \(first.line)")
      }
      seen[view.id] = view.location
      views.append(view)
    }
    for element in try Self.elements(top["constraints"], "'constraints'", file: file) {
      constraints.append(try Self.constraint(element, file: file))
    }
  }

  /// The elements of an optional array.
  private static func elements(
    _ value: SourceValue?, _ what: String, file: String
  )
    throws(LayoutFileError) -> [SourceValue]
  {
    guard let value else { return [] }
    guard case .array(let elements) = value.kind else {
      throw LayoutFileError(
        file: file, location: value.location,
        message: "\(what) must be an array, not \(value.kindName)")
    }
    return elements
  }

  // MARK: Root

  private static func root(_ value: SourceValue, file: String) throws(LayoutFileError) -> RootSpec {
    let fields = try ObjectFields(
      value, "the root",
      allowed: [
        "width", "height", "scale", "safeArea", "direction", "margins", "color", "borderColor",
        "cornerRadius", "font", "comment",
      ], file: file)
    let width = try fields.number("width", in: 1...10_000_000)
    let height = try fields.number("height", in: 1...10_000_000)
    guard let width, let height else {
      throw fields.failure(at: value, "the root needs a 'width' and a 'height'")
    }
    var root = RootSpec(size: Size(width: width, height: height))
    root.scale = try fields.number("scale", in: 1...10) ?? 1
    if let safe = fields["safeArea"] {
      root.safeArea = try edgeInsets(safe, "'safeArea' of the root", file: file)
    }
    root.direction = try direction(fields, file: file) ?? .leftToRight
    if let margins = fields["margins"] {
      root.margins = try directionalInsets(margins, "'margins' of the root", file: file)
    }
    root.style = try style(fields)
    if let font = fields["font"] {
      root.font = try self.font(font, "'font' of the root", over: Font(), file: file)
    }
    return root
  }

  // MARK: Views

  private static func view(
    _ value: SourceValue, rootFont: Font, file: String
  ) throws(LayoutFileError) -> ViewSpec {
    let allowed = [
      "id", "parent", "intrinsicSize", "text", "fontSize", "wrapWidth", "font", "maxLines",
      "truncation", "hugging", "compressionResistance", "margins", "direction", "hidden", "frame",
      "color", "borderColor", "textColor", "cornerRadius", "stack", "comment",
    ]
    // The id first, so that every later message can name the view.
    let idFields = try ObjectFields(
      value, "a view", allowed: allowed + ObjectFields.keys(of: value), file: file)
    guard let id = try idFields.string("id") else {
      throw idFields.failure(at: value, "a view needs an 'id'")
    }
    guard Names.isIdentifier(id) else {
      throw idFields.failure(
        "id",
        "'\(id)' is not a valid view id: use a letter or '_', then letters, digits and '_'")
    }
    guard id != Names.root, id != Names.superview else {
      throw idFields.failure("id", "'\(id)' is reserved and cannot be a view id")
    }
    try checkNoStackKeys(value, id: id, file: file)
    let fields = try ObjectFields(value, "view '\(id)'", allowed: allowed, file: file)
    var view = ViewSpec(id: id, location: value.location)
    if let parentValue = fields["parent"], let parent = try fields.string("parent") {
      view.parent = parent
      view.parentLocation = parentValue.location
    }
    (view.content, view.textOptions) = try content(fields, rootFont: rootFont, file: file)
    if let hugging = fields["hugging"] {
      view.hugging = try axisPriorities(
        hugging, "'hugging' of view '\(id)'", default: view.hugging, file: file)
    }
    if let resistance = fields["compressionResistance"] {
      view.compressionResistance = try axisPriorities(
        resistance, "'compressionResistance' of view '\(id)'",
        default: view.compressionResistance, file: file)
    }
    if let margins = fields["margins"] {
      view.margins = try directionalInsets(margins, "'margins' of view '\(id)'", file: file)
    }
    view.direction = try direction(fields, file: file)
    view.isHidden = try fields.bool("hidden") ?? false
    if let frame = fields["frame"] {
      view.frame = try rect(frame, "'frame' of view '\(id)'", file: file)
      view.frameLocation = frame.location
    }
    view.style = try style(fields)
    view.stack = try stack(fields, id: id, file: file)
    return view
  }

  // MARK: Stacks

  /// The keys of a `stack` object.
  static let stackKeys = [
    "axis", "distribution", "alignment", "spacing", "marginsRelative", "baselineRelative",
    "customSpacing", "arranged", "comment",
  ]

  /// A stack's key written on the view itself is an error that says where it goes.
  private static func checkNoStackKeys(
    _ value: SourceValue, id: String, file: String
  ) throws(LayoutFileError) {
    guard case .object(let members) = value.kind else { return }
    for member in members where member.key != "comment" && stackKeys.contains(member.key) {
      throw LayoutFileError(
        file: file, location: member.keyLocation,
        message:
          "'\(member.key)' is a stack's: write it inside the view's 'stack' object (\"stack\": {\"\(member.key)\": …}), which makes view '\(id)' a stack"
      )
    }
  }

  /// The `stack` object of view `id`, if it has one; a stack has no content of its own.
  private static func stack(
    _ viewFields: ObjectFields, id: String, file: String
  ) throws(LayoutFileError) -> StackSpec? {
    guard let value = viewFields["stack"] else { return nil }
    for key in ["text", "intrinsicSize"] where viewFields[key] != nil {
      throw viewFields.failure(
        key,
        "stack '\(id)' has no content of its own, so it cannot have '\(key)': arrange a view with it in the stack"
      )
    }
    let fields = try ObjectFields(value, "stack '\(id)'", allowed: stackKeys, file: file)
    var stack = StackSpec(location: value.location)
    stack.axis =
      try named(fields, "axis", Names.axes, hints: Names.axisHints, id: id) ?? .horizontal
    stack.distribution = try named(fields, "distribution", Names.distributions, id: id) ?? .fill
    stack.alignment =
      try named(fields, "alignment", Names.alignments, hints: Names.alignmentHints, id: id) ?? .fill
    if let spacing = fields["spacing"] {
      stack.spacing = try self.spacing(spacing, "'spacing' of stack '\(id)'", file: file)
    }
    stack.isLayoutMarginsRelativeArrangement = try fields.bool("marginsRelative") ?? false
    stack.isBaselineRelativeArrangement = try fields.bool("baselineRelative") ?? false
    if let custom = fields["customSpacing"] {
      guard case .object(let members) = custom.kind else {
        throw fields.failure(
          at: custom,
          "'customSpacing' of stack '\(id)' must be an object of spacings by arranged view, not \(custom.kindName)"
        )
      }
      for member in members {
        let spacing = try self.spacing(
          member.value, "the custom spacing after '\(member.key)' in stack '\(id)'", file: file)
        stack.customSpacings.append(
          StackSpec.CustomSpacing(
            after: StackSpec.Reference(id: member.key, location: member.keyLocation),
            spacing: spacing))
      }
    }
    if let arranged = fields["arranged"] {
      guard case .array(let elements) = arranged.kind else {
        throw fields.failure(
          at: arranged,
          "'arranged' of stack '\(id)' must be an array of view ids, not \(arranged.kindName)")
      }
      var references: [StackSpec.Reference] = []
      for element in elements {
        guard case .string(let name) = element.kind else {
          throw fields.failure(
            at: element,
            "'arranged' of stack '\(id)' lists view ids, so it cannot hold \(element.kindName)")
        }
        references.append(StackSpec.Reference(id: name, location: element.location))
      }
      stack.arranged = references
    }
    return stack
  }

  /// The value of one of `names`, written at `key` of stack `id`, if present.
  private static func named<T>(
    _ fields: ObjectFields, _ key: String, _ names: [(String, T)], hints: [String: String] = [:],
    id: String
  ) throws(LayoutFileError) -> T? {
    guard let text = try fields.string(key) else { return nil }
    guard let match = names.first(where: { $0.0 == text })?.1 else {
      throw fields.failure(
        key, Names.unknown(key, text, in: "stack '\(id)'", among: names.map(\.0), hints: hints))
    }
    return match
  }

  /// A spacing: a number of points (negative overlaps the views) or `"system"`.
  private static func spacing(
    _ value: SourceValue, _ what: String, file: String
  ) throws(LayoutFileError) -> Double {
    switch value.kind {
    case .number:
      return try ObjectFields.number(value, what, in: lengths, file: file)
    case .string(let text) where text == Names.systemSpacing:
      return StackView.spacingUseSystem
    case .string(let text):
      let near = Names.nearest(to: text, among: [Names.systemSpacing]).map {
        "; did you mean '\($0)'?"
      }
      throw LayoutFileError(
        file: file, location: value.location,
        message: "\(what) must be a number or \"system\", not '\(text)'\(near ?? "")")
    default:
      throw LayoutFileError(
        file: file, location: value.location,
        message: "\(what) must be a number or \"system\", not \(value.kindName)")
    }
  }

  /// Text or an intrinsic size, never both; for text, how it is set.
  private static func content(
    _ fields: ObjectFields, rootFont: Font, file: String
  ) throws(LayoutFileError)
    -> (ViewSpec.Content, TextOptions)
  {
    let fontSize = try fields.number("fontSize", in: fontSizes)
    let wrapWidth = try fields.number("wrapWidth", in: 1...10_000_000)
    let textKeys = ["fontSize", "wrapWidth", "font", "maxLines", "truncation"]
    guard let text = try fields.string("text") else {
      for key in textKeys where fields[key] != nil {
        throw fields.failure(key, "'\(key)' needs 'text' in \(fields.context)")
      }
      return (try intrinsicSize(fields, file: file), TextOptions(font: rootFont))
    }
    if fields["intrinsicSize"] != nil {
      throw fields.failure(
        "intrinsicSize",
        "\(fields.context) has text, which gives its intrinsic size; remove 'intrinsicSize'")
    }
    var font = rootFont
    if let fontSize { font.size = fontSize }
    if let value = fields["font"] {
      if fontSize != nil, case .object(let members) = value.kind,
        members.contains(where: { $0.key == "size" })
      {
        throw fields.failure(
          "fontSize", "\(fields.context) gives its size twice: in 'fontSize' and in 'font'")
      }
      font = try self.font(value, "'font' of \(fields.context)", over: font, file: file)
    }
    var options = TextOptions(font: font)
    if let maxLines = try fields.number("maxLines", in: 0...1_000_000) {
      guard maxLines == maxLines.rounded() else {
        throw fields.failure(
          "maxLines",
          "'maxLines' of \(fields.context) must be a whole number, not \(NumberText.format(maxLines))"
        )
      }
      options.maxLines = Int(maxLines)
    }
    if let name = try fields.string("truncation") {
      guard let truncation = Truncation(rawValue: name) else {
        throw fields.failure(
          "truncation", "unknown truncation '\(name)'; expected one of: tail, head, middle")
      }
      options.truncation = truncation
    }
    return (.text(text, fontSize: font.size, wrapWidth: wrapWidth), options)
  }

  /// The range of font sizes.
  static let fontSizes: ClosedRange<Double> = 1...1000

  /// A font: `{"family", "size", "weight", "italic"}`, each part optional, missing parts taken
  /// from `base`.
  private static func font(
    _ value: SourceValue, _ what: String, over base: Font, file: String
  ) throws(LayoutFileError) -> Font {
    let fields = try ObjectFields(
      value, what, allowed: ["family", "size", "weight", "italic"], file: file)
    var font = base
    if let family = try fields.string("family") {
      let names = Font(family: family).familyNames
      guard !names.isEmpty, family.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) else {
        throw fields.failure(
          "family", "'family' of \(what) must name a font family, as CSS's font-family does")
      }
      font.family = family
    }
    if let size = try fields.number("size", in: fontSizes) { font.size = size }
    if let weight = fields["weight"] {
      switch weight.kind {
      case .number(let number):
        guard (1...1000).contains(number), number == number.rounded() else {
          throw fields.failure(
            "weight",
            "'weight' of \(what) must be a whole number from 1 to 1000, not \(NumberText.format(number))"
          )
        }
        font.weight = Font.Weight(Int(number))
      case .string(let name):
        guard let named = Font.Weight.names.first(where: { $0.name == name }) else {
          throw fields.failure(
            "weight",
            "unknown weight '\(name)'; expected a number from 1 to 1000 or one of: \(Font.Weight.names.map(\.name).joined(separator: ", "))"
          )
        }
        font.weight = named.weight
      default:
        throw fields.failure(
          "weight", "'weight' of \(what) must be a name or a number, not \(weight.kindName)")
      }
    }
    if let italic = try fields.bool("italic") { font.isItalic = italic }
    return font
  }

  /// A view's `intrinsicSize`, or no content.
  private static func intrinsicSize(
    _ fields: ObjectFields, file: String
  ) throws(LayoutFileError) -> ViewSpec.Content {
    guard let size = fields["intrinsicSize"] else { return .none }
    let sizeFields = try ObjectFields(
      size, "'intrinsicSize' of \(fields.context)", allowed: ["width", "height"], file: file)
    func axis(_ key: String) throws(LayoutFileError) -> Double {
      if let value = sizeFields[key], case .null = value.kind { return View.noIntrinsicMetric }
      return try sizeFields.number(key, in: 0...10_000_000) ?? View.noIntrinsicMetric
    }
    return .intrinsicSize(Size(width: try axis("width"), height: try axis("height")))
  }

  /// A priority for both axes, or `{ "horizontal": …, "vertical": … }` (a missing axis keeps
  /// its default).
  private static func axisPriorities(
    _ value: SourceValue, _ what: String,
    default defaults: (horizontal: LayoutPriority, vertical: LayoutPriority), file: String
  ) throws(LayoutFileError) -> (horizontal: LayoutPriority, vertical: LayoutPriority) {
    if case .number = value.kind {
      let both = LayoutPriority(try ObjectFields.number(value, what, in: priorities, file: file))
      return (both, both)
    }
    let fields = try ObjectFields(value, what, allowed: ["horizontal", "vertical"], file: file)
    var result = defaults
    if let horizontal = try fields.number("horizontal", in: priorities) {
      result.horizontal = LayoutPriority(horizontal)
    }
    if let vertical = try fields.number("vertical", in: priorities) {
      result.vertical = LayoutPriority(vertical)
    }
    return result
  }

  // MARK: Constraints

  private static func constraint(
    _ value: SourceValue, file: String
  ) throws(LayoutFileError)
    -> ConstraintSpec
  {
    if case .string(let text) = value.kind {
      return ConstraintSpec(kind: kind(of: text), source: value)
    }
    let fields = try ObjectFields(
      value, "a constraint",
      allowed: ["equation", "visualFormat", "vfl", "options", "metrics", "identifier", "comment"],
      file: file)
    let identifier = try fields.string("identifier")
    let formats = ["visualFormat", "vfl"].filter { fields[$0] != nil }
    if let equation = fields["equation"] {
      guard formats.isEmpty else {
        throw fields.failure(formats[0], "a constraint is an equation or a visual format, not both")
      }
      for key in ["options", "metrics"] where fields[key] != nil {
        throw fields.failure(key, "'\(key)' applies to visual formats only")
      }
      guard case .string(let text) = equation.kind else {
        throw fields.failure(at: equation, "'equation' must be a string, not \(equation.kindName)")
      }
      return ConstraintSpec(kind: .equation(text), source: equation, identifier: identifier)
    }
    guard formats.count == 1, let format = fields[formats[0]] else {
      throw fields.failure(
        at: value, "a constraint object needs an 'equation' or a 'visualFormat' (not both)")
    }
    guard case .string(let text) = format.kind else {
      throw fields.failure(at: format, "'\(formats[0])' must be a string, not \(format.kindName)")
    }
    return ConstraintSpec(
      kind: .visualFormat(
        text, options: try options(fields["options"], file: file),
        metrics: try metrics(fields["metrics"], "'metrics' of a constraint", file: file)),
      source: format, identifier: identifier)
  }

  /// A constraint string is a visual format when it starts as one (`H:`, `V:`, `|` or `[`),
  /// otherwise an equation.
  static func kind(of text: String) -> ConstraintSpec.Kind {
    let isFormat =
      text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
    return isFormat ? .visualFormat(text, options: [], metrics: [:]) : .equation(text)
  }

  /// Option names, one or an array: `"alignAllCenterY"`, `["alignAllTop", "directionLeftToRight"]`.
  private static func options(
    _ value: SourceValue?, file: String
  ) throws(LayoutFileError)
    -> LayoutFormatOptions
  {
    guard let value else { return [] }
    var names: [SourceValue] = [value]
    if case .array(let elements) = value.kind { names = elements }
    var options: LayoutFormatOptions = []
    for name in names {
      guard case .string(let text) = name.kind else {
        throw LayoutFileError(
          file: file, location: name.location,
          message: "'options' must be option names, not \(name.kindName)")
      }
      guard let option = Names.formatOptions.first(where: { $0.0 == text })?.1 else {
        throw LayoutFileError(
          file: file, location: name.location,
          message:
            "unknown option '\(text)'; expected one of: \(Names.formatOptions.map(\.0).joined(separator: ", "))"
        )
      }
      options.formUnion(option)
    }
    return options
  }

  // MARK: Shared values

  /// Named numbers: `{ "pad": 16 }`.
  private static func metrics(
    _ value: SourceValue?, _ what: String, file: String
  )
    throws(LayoutFileError) -> [String: Double]
  {
    guard let value else { return [:] }
    guard case .object(let members) = value.kind else {
      throw LayoutFileError(
        file: file, location: value.location,
        message: "\(what) must be an object, not \(value.kindName)")
    }
    var metrics: [String: Double] = [:]
    for member in members {
      guard Names.isIdentifier(member.key) else {
        throw LayoutFileError(
          file: file, location: member.keyLocation,
          message:
            "'\(member.key)' is not a valid metric name: use a letter or '_', then letters, digits and '_'"
        )
      }
      metrics[member.key] = try ObjectFields.number(
        member.value, "metric '\(member.key)'", in: lengths, file: file)
    }
    return metrics
  }

  private static func direction(
    _ fields: ObjectFields, file: String
  ) throws(LayoutFileError)
    -> LayoutDirection?
  {
    guard let name = try fields.string("direction") else { return nil }
    guard let direction = Names.directions.first(where: { $0.0 == name })?.1 else {
      throw fields.failure(
        "direction", "unknown direction '\(name)'; expected leftToRight or rightToLeft")
    }
    return direction
  }

  private static func style(_ fields: ObjectFields) throws(LayoutFileError) -> ViewStyle {
    func color(_ key: String) throws(LayoutFileError) -> String? {
      guard let text = try fields.string(key) else { return nil }
      guard Names.isColor(text) else {
        throw fields.failure(
          key, "'\(text)' is not a colour: use #rgb, #rrggbb, #rrggbbaa or a CSS colour name")
      }
      return text
    }
    return ViewStyle(
      fill: try color("color"), stroke: try color("borderColor"),
      textColor: try color("textColor"),
      cornerRadius: try fields.number("cornerRadius", in: 0...10_000_000) ?? 0)
  }

  /// Physical insets: one number for every side, or `{ "top", "left", "bottom", "right" }`
  /// (missing sides are 0).
  private static func edgeInsets(
    _ value: SourceValue, _ what: String, file: String
  )
    throws(LayoutFileError) -> EdgeInsets
  {
    let sides = try fourSides(
      value, what, ["top", "left", "bottom", "right"], in: 0...10_000_000, missing: 0, file: file)
    return EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
  }

  /// Directional insets: one number for every side, or `{ "top", "leading", "bottom",
  /// "trailing" }` (missing sides keep the default 8).
  private static func directionalInsets(
    _ value: SourceValue, _ what: String, file: String
  )
    throws(LayoutFileError) -> DirectionalEdgeInsets
  {
    let sides = try fourSides(
      value, what, ["top", "leading", "bottom", "trailing"], in: lengths, missing: 8, file: file)
    return DirectionalEdgeInsets(
      top: sides[0], leading: sides[1], bottom: sides[2], trailing: sides[3])
  }

  /// The four sides of insets, in the order of `keys`: one number for every side, or an object
  /// with those keys (a missing side is `missing`).
  private static func fourSides(
    _ value: SourceValue, _ what: String, _ keys: [String], in range: ClosedRange<Double>,
    missing: Double, file: String
  ) throws(LayoutFileError) -> [Double] {
    if case .number = value.kind {
      let all = try ObjectFields.number(value, what, in: range, file: file)
      return [all, all, all, all]
    }
    let fields = try ObjectFields(value, what, allowed: keys, file: file)
    var sides: [Double] = []
    for key in keys { sides.append(try fields.number(key, in: range) ?? missing) }
    return sides
  }

  /// `{ "x", "y", "width", "height" }`, all required.
  private static func rect(
    _ value: SourceValue, _ what: String, file: String
  )
    throws(LayoutFileError) -> Rect
  {
    let fields = try ObjectFields(value, what, allowed: ["x", "y", "width", "height"], file: file)
    let x = try fields.number("x", in: lengths)
    let y = try fields.number("y", in: lengths)
    let width = try fields.number("width", in: 0...10_000_000)
    let height = try fields.number("height", in: 0...10_000_000)
    guard let x, let y, let width, let height else {
      throw fields.failure(at: value, "\(what) needs 'x', 'y', 'width' and 'height'")
    }
    return Rect(x: x, y: y, width: width, height: height)
  }
}
