import AutoLayout

/// Turns the constraints of a layout file into inactive `LayoutConstraint`s,
/// looking names up among the built views and checking each constraint before it is made.
struct ConstraintContext {
  let file: LayoutFile
  let views: [String: View]
  private let viewIDs: Set<String>
  /// The views by id, as a visual format names them.
  private let formatViews: [String: LayoutItem]
  private(set) var constraints: [LayoutConstraint] = []
  private(set) var sources: [ObjectIdentifier: ConstraintSource] = [:]

  init(file: LayoutFile, views: [String: View]) {
    self.file = file
    self.views = views
    viewIDs = Set(views.keys)
    formatViews = views
  }

  /// Makes the constraints of one entry.
  mutating func add(_ spec: ConstraintSpec) throws(LayoutFileError) {
    guard case .string(let text) = spec.source.kind else { return }
    let made: [LayoutConstraint]
    switch spec.kind {
    case .equation(let equation):
      made = [try constraint(for: equation, spec)]
    case .visualFormat(let format, let options, let metrics):
      made = try formatConstraints(format, options, metrics, spec)
    }
    let start = spec.source.location(ofCharacter: 0)
    let source = ConstraintSource(line: start.line, column: start.column, text: text)
    for constraint in made {
      constraint.identifier = spec.identifier
      sources[ObjectIdentifier(constraint)] = source
    }
    constraints += made
  }

  // MARK: Equations

  private func constraint(
    for text: String, _ spec: ConstraintSpec
  ) throws(LayoutFileError)
    -> LayoutConstraint
  {
    let equation: Equation
    do {
      equation = try EquationParser.parse(text, metrics: file.metrics, views: viewIDs)
    } catch {
      throw failure(spec, at: error.offset, error.message)
    }
    if equation.first.item == Names.superview {
      throw failure(
        spec, at: equation.first.offset,
        "'superview' stands for the superview of the left side's view, so it cannot be on the left side"
      )
    }
    let (firstItem, firstView) = try item(for: equation.first, leftView: nil, spec)
    let second = try equation.second.map { reference throws(LayoutFileError) in
      try item(for: reference, leftView: firstView, spec)
    }
    let secondAttribute = equation.second?.attribute
    if let problem = LayoutConstraint.validityProblem(
      equation.first.attribute, secondAttribute, multiplier: equation.multiplier)
    {
      throw failure(spec, at: equation.second?.attributeOffset ?? equation.relationOffset, problem)
    }
    guard LayoutBuilder.multipliers.contains(equation.multiplier) else {
      throw failure(
        spec, at: equation.second?.offset ?? 0,
        "the multiplier \(NumberText.format(equation.multiplier)) is out of range (at most 1000000 either way)"
      )
    }
    guard LayoutFile.lengths.contains(equation.constant) else {
      throw failure(
        spec, at: 0,
        "the constant \(NumberText.format(equation.constant)) is out of range (at most 10000000 either way)"
      )
    }
    return LayoutConstraint(
      item: firstItem, attribute: equation.first.attribute, relatedBy: equation.relation,
      toItem: second?.item, attribute: secondAttribute ?? .notAnAttribute,
      multiplier: equation.multiplier, constant: equation.constant,
      priority: equation.priority, file: file.file, line: spec.line)
  }

  /// The item a reference names, and the view it belongs to.
  private func item(
    for reference: Equation.Reference, leftView: View?, _ spec: ConstraintSpec
  ) throws(LayoutFileError) -> (item: LayoutItem, view: View) {
    let view: View
    if reference.item == Names.superview {
      guard let left = leftView, let parent = left.superview else {
        throw failure(
          spec, at: reference.offset,
          "'\(leftView?.debugName ?? "root")' has no superview for 'superview' to name")
      }
      view = parent
    } else {
      guard let named = views[reference.item] else {
        throw failure(spec, at: reference.offset, "unknown view '\(reference.item)'")
      }
      view = named
    }
    guard let guide = reference.guide else { return (view, view) }
    if reference.attribute.isMargin {
      throw failure(
        spec, at: reference.attributeOffset,
        "a layout guide has no margins: use '\(reference.attribute.withoutMargin.name)'")
    }
    switch guide {
    case .margins: return (view.layoutMarginsGuide, view)
    case .safeArea: return (view.safeAreaLayoutGuide, view)
    }
  }

  // MARK: Visual formats

  private func formatConstraints(
    _ format: String, _ options: LayoutFormatOptions, _ localMetrics: [String: Double],
    _ spec: ConstraintSpec
  ) throws(LayoutFileError) -> [LayoutConstraint] {
    let metrics = file.metrics.merging(localMetrics) { _, local in local }
    let made: [LayoutConstraint]
    do {
      made = try LayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metrics, views: formatViews,
        file: file.file, line: spec.line)
    } catch {
      throw failure(spec, at: error.position, error.message)
    }
    // Numbers written in the format are checked here: the parser takes any finite number.
    for constraint in made where !LayoutFile.lengths.contains(constraint.constant) {
      throw failure(
        spec, at: 0,
        "the space or size \(NumberText.format(constraint.constant)) is out of range (at most 10000000 either way)"
      )
    }
    return made
  }

  private func failure(
    _ spec: ConstraintSpec, at offset: Int, _ message: String
  )
    -> LayoutFileError
  {
    LayoutFileError(
      file: file.file, location: spec.source.location(ofCharacter: offset), message: message)
  }
}
