import Cassowary

extension View {
  /// Whether the view's frame is not fully decided by its constraints, so that another frame would
  /// satisfy them equally well.
  ///
  /// For debugging; it solves the layout a few times.
  ///
  /// - Complexity: A layout first, if anything changed (see ``layoutIfNeeded()``); then a read
  ///   of the solver's rows and definitions that the view's four variables reach, which clears
  ///   the variables no probe could move; then at most nine probes of the others (each pulled
  ///   one point each way, and pulled back once one moved), each adding and removing one pull
  ///   in the solver (the solver's work for each) and reading back only the variables the pull
  ///   moved. The next layout sets the frames the probes moved.
  public var hasAmbiguousLayout: Bool {
    treeEngine().isAmbiguous(self)
  }

  /// The view's ambiguity as a value: the axes on which its frame is not fully decided by its
  /// constraints, or nil when it is decided on both.
  ///
  /// For debugging and tools.
  ///
  /// - Returns: The finding, or nil for a view whose layout is not ambiguous.
  /// - Complexity: Like ``hasAmbiguousLayout``, up to eight probes; it goes on to the vertical
  ///   variables after a free horizontal one.
  public func findAmbiguity() -> AmbiguityFinding? {
    let axes = treeEngine().freeAxes(of: self)
    return axes.isEmpty ? nil : AmbiguityFinding(view: LayoutItemSnapshot(self), axes: axes)
  }

  /// What ``findAmbiguity()`` finds for each view of this view's subtree, asked of the whole
  /// subtree at once: the ambiguous views, depth first, each with its finding.
  ///
  /// The answers are those of ``findAmbiguity()`` on each view in turn, but the engine first
  /// reads from its solver, in one pass, which of the views' variables no probe could move,
  /// and probes only the others, so that a large tree with few ambiguous views costs little
  /// more than its layout:
  ///
  /// ```swift
  /// for (view, finding) in root.findAmbiguityInSubtree() {
  ///   print(view.itemDescription, finding.axes)
  /// }
  /// ```
  ///
  /// - Returns: The ambiguous views of the subtree, depth first, with their findings.
  /// - Complexity: A layout first, if anything changed (see ``layoutIfNeeded()``); then one
  ///   read of the solver's rows and definitions that the subtree's variables reach, and the
  ///   probes of ``findAmbiguity()`` for the variables it does not clear: the free ones, and
  ///   the few that only solving can clear.
  public func findAmbiguityInSubtree() -> [(view: View, finding: AmbiguityFinding)] {
    var views: [View] = []
    forEachInSubtree { views.append($0) }
    var found: [(view: View, finding: AmbiguityFinding)] = []
    treeEngine().freeAxes(of: views) { index, axes in
      guard !axes.isEmpty else { return }
      let view = views[index]
      found.append((view, AmbiguityFinding(view: LayoutItemSnapshot(view), axes: axes)))
    }
    return found
  }

  /// Moves an ambiguous view to another frame that satisfies its constraints equally well.
  ///
  /// - Complexity: As ``hasAmbiguousLayout``, then replacing the previous exercise pull in the
  ///   solver and an incremental layout that sets the frames that moved.
  public func exerciseAmbiguityInLayout() {
    treeEngine().exerciseAmbiguity(of: self)
  }

  /// The active constraints of the tree that name this view (or a guide it owns) on an axis.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The constraints, in the order of the views they are installed on (depth first
  ///   from the root) and then of each view's ``constraints``.
  /// - Complexity: O(*v* + *c*) for the *v* views and *c* constraints of the tree. To list the
  ///   constraints of every view, ``constraintsAffectingLayoutInSubtree()`` takes one pass.
  public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
    var found: [LayoutConstraint] = []
    root.forEachInSubtree { view in
      for constraint in view.constraints {
        var affects = false
        constraint.forEachAffected { affected, affectedAxis in
          if affected === self && affectedAxis == axis { affects = true }
        }
        if affects { found.append(constraint) }
      }
    }
    return found
  }

  /// What ``constraintsAffectingLayout(for:)`` gives each view of this view's subtree on each
  /// axis, found in one pass over the subtree's constraints rather than one per view and axis.
  ///
  /// For the root of a tree, each view's lists are those ``constraintsAffectingLayout(for:)``
  /// gives it; for another view, only the constraints installed in its subtree count.
  ///
  /// ```swift
  /// for (view, horizontal, vertical) in root.constraintsAffectingLayoutInSubtree() {
  ///   print(view.itemDescription, horizontal.count, vertical.count)
  /// }
  /// ```
  ///
  /// - Returns: Each view of the subtree, depth first, with its horizontal and its vertical
  ///   constraints, in the order ``constraintsAffectingLayout(for:)`` gives them.
  /// - Complexity: O(*v* + *c*) for the *v* views and *c* constraints of the subtree.
  public func constraintsAffectingLayoutInSubtree() -> [(
    view: View, horizontal: [LayoutConstraint], vertical: [LayoutConstraint]
  )] {
    var views: [View] = []
    forEachInSubtree { views.append($0) }
    var position: [ObjectIdentifier: Int] = [:]
    for (index, view) in views.enumerated() { position[ObjectIdentifier(view)] = index }
    var horizontal = Array(repeating: [LayoutConstraint](), count: views.count)
    var vertical = horizontal
    for view in views {
      for constraint in view.constraints {
        constraint.forEachAffected { affected, axis in
          guard let index = position[ObjectIdentifier(affected)] else { return }
          if axis == .horizontal {
            horizontal[index].append(constraint)
          } else {
            vertical[index].append(constraint)
          }
        }
      }
    }
    return views.indices.map { (views[$0], horizontal[$0], vertical[$0]) }
  }

  /// The tree below this view, one view a line with its frame, marking each ambiguous view
  /// with `AMBIGUOUS LAYOUT`.
  ///
  /// ```text
  /// *View:root (0, 0, 320, 480)
  /// |   *View:title (16, 20, 288, 24)
  /// |   *View:badge (0, 0, 0, 0) - AMBIGUOUS LAYOUT
  /// ```
  ///
  /// - Returns: The trace, a line per view, ending in a newline.
  /// - Complexity: A layout first, if anything changed (see ``layoutIfNeeded()``); then, as
  ///   ``findAmbiguityInSubtree()`` does, one read of the solver for the whole subtree, and for
  ///   each view the probes of ``hasAmbiguousLayout`` that the read does not clear, each view's
  ///   after an incremental layout that sets the frames the previous view's probes moved.
  public func autolayoutTrace() -> String {
    var views: [(view: View, depth: Int)] = []
    func collect(_ view: View, depth: Int) {
      views.append((view, depth))
      for subview in view.subviews { collect(subview, depth: depth + 1) }
    }
    collect(self, depth: 0)
    var lines: [String] = []
    treeEngine().ambiguity(of: views.map(\.view)) { index, isAmbiguous in
      let (view, depth) = views[index]
      let indent = String(repeating: "|   ", count: depth)
      let mark = view.translatesAutoresizingMaskIntoConstraints && view.superview != nil ? "" : "*"
      let ambiguous = isAmbiguous ? " - AMBIGUOUS LAYOUT" : ""
      lines.append("\(indent)\(mark)\(view.itemDescription) \(view.frame)\(ambiguous)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension View {
  /// The solver constraints the tree's engine added since it last rebuilt, in order: what the
  /// layout costs in solver terms.
  ///
  /// For benchmarks; not API.
  public func _solverConstraints() -> [Constraint] {
    treeEngine().added.constraints
  }

  /// The solver constraints a rebuild of the tree's engine adds now, in the order it adds them: the
  /// engine rebuilds and lays the tree out first (its frames do not move), so that the list holds
  /// no constraint replaced since.
  ///
  /// For benchmarks; not API.
  public func _solverConstraintsAsRebuilt() -> [Constraint] {
    let engine = treeEngine()
    engine.needsRebuild = true
    engine.layOut()
    return engine.added.constraints
  }
}

extension LayoutConstraint {
  /// Calls `body` with each view whose layout the constraint affects, and the axis: the first
  /// item's view on the first attribute's axis, then the second's on the second's, once each
  /// (a guide counts as its owning view).
  fileprivate func forEachAffected(_ body: (View, Axis) -> Void) {
    let first = firstItem?.itemView
    let firstAxis = firstAttribute.axis
    if let first, let firstAxis { body(first, firstAxis) }
    if let second = secondItem?.itemView, let secondAxis = secondAttribute.axis,
      second !== first || secondAxis != firstAxis
    {
      body(second, secondAxis)
    }
  }
}
