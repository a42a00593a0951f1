import AutoLayout

/// Builds a ``LayoutFile`` into views and active constraints, checking everything the engine
/// would trap on — unknown or cyclic parents, unknown views and attributes, pairings Apple
/// forbids, numbers out of range — and reporting it as a ``LayoutFileError`` at the place in
/// the file.
///
/// Views become ``TextView``s when they have text, views with a fixed intrinsic size when they
/// have one, and plain views otherwise. A view is placed by its constraints alone
/// (`translatesAutoresizingMaskIntoConstraints` off) unless it has a `frame`.
public enum LayoutBuilder {
  /// The largest factor an equation may put on an attribute.
  static let multipliers: ClosedRange<Double> = -1_000_000...1_000_000

  /// Builds the views and constraints of a layout file.
  ///
  /// - Parameters:
  ///   - file: The file.
  ///   - measurer: How the text views measure their text: the built-in estimator unless given.
  /// - Returns: The views and constraints, ready to lay out.
  /// - Throws: A ``LayoutFileError`` at the place in the file that cannot be built.
  public static func build(
    _ file: LayoutFile, measurer: any TextMeasuring = TextMeasurer()
  ) throws(LayoutFileError) -> BuiltLayout {
    let root = View(
      frame: Rect(origin: .zero, size: file.root.size), name: Names.root)
    root.scale = file.root.scale
    root.rootSafeAreaInsets = file.root.safeArea
    root.semanticLayoutDirection = file.root.direction
    if let margins = file.root.margins { root.directionalLayoutMargins = margins }

    var views: [String: View] = [Names.root: root]
    var styles: [ObjectIdentifier: ViewStyle] = [ObjectIdentifier(root): file.root.style]
    for spec in file.views {
      let view = makeView(spec, measurer: measurer)
      views[spec.id] = view
      styles[ObjectIdentifier(view)] = spec.style
    }
    // The specs by id, as the last of an id has it.
    var specs: [String: ViewSpec] = [:]
    for spec in file.views { specs[spec.id] = spec }
    try checkParents(file, specs)
    for spec in file.views {
      guard let view = views[spec.id], let parent = views[spec.parent] else { continue }
      parent.addSubview(view)
    }
    try arrangeStacks(file, specs, views: views)

    var context = ConstraintContext(file: file, views: views)
    for spec in file.constraints {
      try context.add(spec)
    }
    LayoutConstraint.activate(context.constraints)
    return BuiltLayout(
      file: file, root: root, views: views, constraints: context.constraints,
      sources: context.sources, styles: styles, measurer: measurer)
  }

  private static func makeView(_ spec: ViewSpec, measurer: any TextMeasuring) -> View {
    let view: View
    switch spec.content {
    case .none where spec.stack != nil:
      view = StackView(name: spec.id)
    case .none:
      view = View(name: spec.id)
    case .intrinsicSize(let size):
      view = SizedView(size: size, name: spec.id)
    case .text(let text, let fontSize, let wrapWidth):
      let options = spec.textOptions
      let textView = TextView(
        text: text, font: options.font(size: fontSize), maxLines: options.maxLines,
        measurer: measurer, name: spec.id)
      textView.wrapWidth = wrapWidth
      textView.truncation = options.truncation
      view = textView
    }
    if let frame = spec.frame {
      view.frame = frame
    } else {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    view.setContentHuggingPriority(spec.hugging.horizontal, for: .horizontal)
    view.setContentHuggingPriority(spec.hugging.vertical, for: .vertical)
    view.setContentCompressionResistancePriority(
      spec.compressionResistance.horizontal, for: .horizontal)
    view.setContentCompressionResistancePriority(
      spec.compressionResistance.vertical, for: .vertical)
    if let margins = spec.margins { view.directionalLayoutMargins = margins }
    view.semanticLayoutDirection = spec.direction
    view.isHidden = spec.isHidden
    return view
  }

  /// Sets each stack's properties and arranges its views, after checking that each arranged
  /// view is a subview of the stack, arranged once and not held by a frame, and that each
  /// custom spacing follows an arranged view.
  private static func arrangeStacks(
    _ file: LayoutFile, _ specs: [String: ViewSpec], views: [String: View]
  ) throws(LayoutFileError) {
    var children: [String: [ViewSpec]] = [:]
    for spec in file.views { children[spec.parent, default: []].append(spec) }
    for spec in file.views {
      guard let stackSpec = spec.stack else { continue }
      let name = "stack '\(spec.id)'"
      // The decoder refuses content on a stack; a file made in code is checked here.
      guard spec.content == .none, let stack = views[spec.id] as? StackView else {
        throw LayoutFileError(
          file: file.file, location: stackSpec.location,
          message: "\(name) has no content of its own, so it cannot have text or an intrinsic size")
      }
      let references =
        stackSpec.arranged
        ?? (children[spec.id] ?? []).map { StackSpec.Reference(id: $0.id, location: $0.location) }
      var arranged: [String: SourceLocation] = [:]
      var arrangedViews: [View] = []
      for reference in references {
        func failure(_ message: String) -> LayoutFileError {
          LayoutFileError(file: file.file, location: reference.location, message: message)
        }
        if reference.id == spec.id { throw failure("\(name) cannot arrange itself") }
        guard let view = views[reference.id] else {
          throw failure("unknown view '\(reference.id)' in the arrangement of \(name)")
        }
        guard let child = specs[reference.id] else {
          throw failure("the root cannot be arranged in \(name)")
        }
        guard child.parent == spec.id else {
          throw failure(
            "view '\(reference.id)' is not a subview of \(name) (its parent is '\(child.parent)'), so the stack cannot arrange it; declare it with \"parent\": \"\(spec.id)\""
          )
        }
        if let first = arranged[reference.id] {
          throw failure(
            "view '\(reference.id)' is arranged twice in \(name) (first at line \(first.line))")
        }
        if child.frame != nil {
          throw LayoutFileError(
            file: file.file, location: child.frameLocation ?? child.location,
            message:
              "view '\(child.id)' is arranged in \(name), which places it, so it cannot have a 'frame'"
          )
        }
        arranged[reference.id] = reference.location
        arrangedViews.append(view)
      }
      for custom in stackSpec.customSpacings where arranged[custom.after.id] == nil {
        let message =
          views[custom.after.id] == nil
          ? "unknown view '\(custom.after.id)' in 'customSpacing' of \(name)"
          : "a custom spacing after '\(custom.after.id)', which \(name) does not arrange"
        throw LayoutFileError(file: file.file, location: custom.after.location, message: message)
      }
      stack.axis = stackSpec.axis
      stack.distribution = stackSpec.distribution
      stack.alignment = stackSpec.alignment
      stack.spacing = stackSpec.spacing
      stack.isLayoutMarginsRelativeArrangement = stackSpec.isLayoutMarginsRelativeArrangement
      stack.isBaselineRelativeArrangement = stackSpec.isBaselineRelativeArrangement
      for view in arrangedViews { stack.addArrangedSubview(view) }
      for custom in stackSpec.customSpacings {
        guard let view = views[custom.after.id] else { continue }
        stack.setCustomSpacing(custom.spacing, after: view)
      }
    }
  }

  /// How deep views may nest: the engine walks the tree recursively.
  public static let maximumDepth = 500

  /// Every parent exists, every chain of parents ends at the root, and no chain is longer than
  /// ``maximumDepth``.
  private static func checkParents(
    _ file: LayoutFile, _ specs: [String: ViewSpec]
  ) throws(LayoutFileError) {
    for spec in file.views {
      if spec.parent == spec.id {
        throw LayoutFileError(
          file: file.file, location: spec.parentLocation,
          message: "view '\(spec.id)' cannot be its own parent")
      }
      if spec.parent != Names.root && specs[spec.parent] == nil {
        throw LayoutFileError(
          file: file.file, location: spec.parentLocation,
          message: "unknown parent '\(spec.parent)'")
      }
    }
    // The depth of each view known to reach the root; each walk stops at one of them, so all
    // the walks together are linear.
    var depths: [String: Int] = [Names.root: 0]
    for spec in file.views where depths[spec.id] == nil {
      var chain: [String] = []
      var onChain: Set<String> = []
      var id = spec.id
      while depths[id] == nil {
        if onChain.contains(id) {
          let loop = chain.drop(while: { $0 != id }) + [id]
          throw LayoutFileError(
            file: file.file, location: specs[id]?.parentLocation ?? spec.parentLocation,
            message: "the parents form a cycle: \(loop.joined(separator: " → "))")
        }
        chain.append(id)
        onChain.insert(id)
        id = specs[id]?.parent ?? Names.root
      }
      var depth = depths[id] ?? 0
      for id in chain.reversed() {
        depth += 1
        depths[id] = depth
        if depth > maximumDepth {
          throw LayoutFileError(
            file: file.file, location: specs[id]?.parentLocation ?? spec.parentLocation,
            message: "views nest more than \(maximumDepth) deep")
        }
      }
    }
  }
}
