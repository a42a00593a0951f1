import Cassowary

// The constraints the engine makes of its own: the root at (0, 0) and its size (or a fitting
// size), `width >= 0` and `height >= 0` on every view, each intrinsic size as hugging and
// compression resistance, each view's autoresizing constraints (LayoutEngine+Autoresizing.swift)
// and its margins and safe-area guides tied to its edges. What a change replaces without a
// rebuild is kept in the engine's `SystemConstraints`.

extension LayoutEngine {
  /// The root's size changed: its two pins are replaced.
  func rootResized() {
    needsSolve = true
    guard !needsRebuild, let root else { return }
    whileBusy {
      for pin in system.rootSizePins { try? solver.removeConstraint(pin) }
      addRootSizePins(root)
    }
  }

  /// A view's intrinsic size (or its hugging or compression resistance) changed: its
  /// intrinsic-size constraints are replaced.
  func intrinsicSizeChanged(_ view: View) {
    needsSolve = true
    guard !needsRebuild, let position = table.position(of: view),
      let listed = system.intrinsicConstraints(at: position, listedCount: added.count)
    else { return }
    whileBusy {
      for k in listed {
        try? solver.removeConstraint(added.constraints[Int(k)])
      }
      addIntrinsicConstraints(of: view, at: position)
    }
  }

  /// Adds the constraints that hold the root's size: its frame's, or pulls towards the fitting
  /// size at the fitting priorities.
  func addRootSizePins(_ root: View) {
    if let fitting {
      system.rootSizePins = [
        (root.width == fitting.target.width) | fitting.horizontal.strength,
        (root.height == fitting.target.height) | fitting.vertical.strength,
      ]
      add(system.rootSizePins[0], .system(root, .fittingSize, .width, fitting.target.width))
      add(system.rootSizePins[1], .system(root, .fittingSize, .height, fitting.target.height))
      return
    }
    system.rootSizePins = [root.width == root.frame.width, root.height == root.frame.height]
    add(system.rootSizePins[0], .system(root, .rootSize, .width, root.frame.width))
    add(system.rootSizePins[1], .system(root, .rootSize, .height, root.frame.height))
  }

  /// Adds a view's own constraints: its size at least zero, its autoresizing constraints, its
  /// intrinsic size, and its margins and safe-area guides tied to its edges.
  func addSystemConstraints(of view: View, at position: Int) {
    add(nonNegative(view.width), .system(view, .nonNegativeSize, .width, 0))
    add(nonNegative(view.height), .system(view, .nonNegativeSize, .height, 0))
    if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
      addAutoresizingConstraints(of: view, in: parent)
    }
    addIntrinsicConstraints(of: view, at: position)
    // Only guides someone asked for exist; each is tied to its view's edges.
    for guide in view.systemGuides {
      switch guide.systemRole {
      case .layoutMargins:
        pin(
          guide, .layoutMargins, to: view, insetBy: effectiveLayoutMargins(of: view, direction: nil)
        )
      case .readableContent:
        addReadableContentGuideConstraints(guide, of: view)
      case .safeArea, nil:
        let safe = safeAreaInsets(of: view)
        // The root's own insets change only through `rootSafeAreaInsets`, which rebuilds; and a
        // record of the root would keep it alive through its engine.
        if view !== root { system.recordSafeInsets(safe, of: view) }
        pin(guide, .safeArea, to: view, insetBy: safe)
      }
    }
  }

  /// Compression resistance (`size >= intrinsic`) and hugging (`size <= intrinsic`) on each
  /// axis with an intrinsic size.
  private func addIntrinsicConstraints(of view: View, at position: Int) {
    let size = intrinsicSize(of: view)
    let hasWidth = size.width != View.noIntrinsicMetric
    let hasHeight = size.height != View.noIntrinsicMetric
    let start = Int32(added.count)
    defer { system.recordIntrinsicConstraints(start..<Int32(added.count), at: position) }
    guard hasWidth || hasHeight else { return }
    func addAxis(
      _ axis: Axis, _ variable: Variable, _ value: Double, _ attribute: LayoutAttribute
    ) {
      // `variable >= value` and `variable <= value`, made once each with their strengths.
      let expression = Expression([Term(variable)], constant: 0 + value * -1)
      let resist = Constraint(
        expression, .greaterThanOrEqual,
        strength: view.contentCompressionResistancePriority(for: axis).strength)
      let hug = Constraint(
        expression, .lessThanOrEqual, strength: view.contentHuggingPriority(for: axis).strength)
      add(resist, .system(view, .compressionResistance, attribute, value))
      add(hug, .system(view, .contentHugging, attribute, value))
    }
    if hasWidth { addAxis(.horizontal, view.width, size.width, .width) }
    if hasHeight { addAxis(.vertical, view.height, size.height, .height) }
  }

  /// `variable >= 0`, made straight from its one term: the constraint the operator gives.
  private func nonNegative(_ variable: Variable) -> Constraint {
    Constraint(Expression([Term(variable)], constant: 0), .greaterThanOrEqual)
  }

  /// Ties a guide's edges to its view's edges inset by `insets`; reports name the constraints
  /// with `kind`.
  func pin(
    _ guide: LayoutGuide, _ kind: ConstraintSnapshot.Kind, to view: View,
    insetBy insets: EdgeInsets
  ) {
    add(guide.minX == view.minX + insets.left, .system(guide, kind, .left, insets.left))
    add(guide.minY == view.minY + insets.top, .system(guide, kind, .top, insets.top))
    add(
      guide.width == view.width - insets.left - insets.right,
      .system(guide, kind, .width, -(insets.left + insets.right)))
    add(
      guide.height == view.height - insets.top - insets.bottom,
      .system(guide, kind, .height, -(insets.top + insets.bottom)))
  }

  /// A view's safe-area insets in this engine's tree (see ``View/safeAreaInsets``).
  func safeAreaInsets(of view: View) -> EdgeInsets {
    guard let root else { return .zero }
    return view.safeAreaInsets(in: root)
  }

  /// Whether a view's safe area moved since its guide was pinned: the layout goes again.
  func safeAreasMoved() -> Bool {
    system.safeAreasMoved { safeAreaInsets(of: $0) }
  }
}
