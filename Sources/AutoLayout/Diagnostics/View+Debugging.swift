import Cassowary

extension View {
  /// Whether the view's frame is not fully decided by its constraints: another frame would
  /// satisfy them equally well. For debugging; it solves the layout a few times.
  ///
  /// - Complexity: A layout first, if anything changed (see ``layoutIfNeeded()``); then at most
  ///   nine probes (each of the view's four variables pulled one point each way, and pulled back
  ///   once one moved), each adding and removing one pull in the solver (the solver's work for
  ///   each) and reading back only the variables the pull moved. The next layout sets the
  ///   frames the probes moved.
  public var hasAmbiguousLayout: Bool {
    treeEngine().isAmbiguous(self)
  }

  /// Moves an ambiguous view to another frame that satisfies its constraints equally well.
  ///
  /// - Complexity: As ``hasAmbiguousLayout``, then replacing the previous exercise pull in the
  ///   solver and an incremental layout that sets the frames that moved.
  public func exerciseAmbiguityInLayout() {
    treeEngine().exerciseAmbiguity(of: self)
  }

  /// The active constraints of the tree that name this view (or a guide it owns) on an axis.
  public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
    var found: [LayoutConstraint] = []
    func mine(_ item: LayoutItem?) -> Bool {
      item?.itemView === self
    }
    root.forEachInSubtree { view in
      for constraint in view.constraints
      where (mine(constraint.firstItem) && constraint.firstAttribute.axis == axis)
        || (mine(constraint.secondItem) && constraint.secondAttribute.axis == axis)
      {
        found.append(constraint)
      }
    }
    return found
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
  /// - Complexity: A layout first, if anything changed (see ``layoutIfNeeded()``); then, for
  ///   each of the *s* views of the subtree, the probes of ``hasAmbiguousLayout`` (at most
  ///   9 · *s* pulls added to and removed from the solver), each view's after an incremental
  ///   layout that sets the frames the previous view's probes moved.
  public func autolayoutTrace() -> String {
    let engine = treeEngine()
    engine.layOut()
    var lines: [String] = []
    func visit(_ view: View, depth: Int) {
      let indent = String(repeating: "|   ", count: depth)
      let mark = view.translatesAutoresizingMaskIntoConstraints && view.superview != nil ? "" : "*"
      let ambiguous = engine.isAmbiguous(view) ? " - AMBIGUOUS LAYOUT" : ""
      lines.append("\(indent)\(mark)\(view.itemDescription) \(view.frame)\(ambiguous)")
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(self, depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }
}

extension View {
  /// The solver constraints the tree's engine added since it last rebuilt, in order — what
  /// the layout costs in solver terms. For benchmarks; not API.
  public func _solverConstraints() -> [Constraint] {
    treeEngine().added.constraints
  }
}
