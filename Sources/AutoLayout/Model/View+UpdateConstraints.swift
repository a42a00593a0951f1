extension View {
  /// Asks for ``updateConstraints()`` to run at the next layout pass (``layoutIfNeeded()``), or
  /// at the next ``updateConstraintsIfNeeded()``.
  ///
  /// ```swift
  /// final class Toolbar: View {
  ///   var compact = false { didSet { setNeedsUpdateConstraints() } }
  ///   override func updateConstraints() {
  ///     heightConstraint.constant = compact ? 32 : 44
  ///     super.updateConstraints()
  ///   }
  /// }
  /// ```
  ///
  /// - Complexity: O(*d*), for *d* the view's depth.
  public func setNeedsUpdateConstraints() {
    needsUpdateConstraints = true
    let engine = treeEngine()
    engine.needsLayout = true
    engine.hasConstraintUpdates = true
  }

  /// Runs ``updateConstraints()`` on every view of the tree that asked for it, subviews before
  /// their superview (Apple's order).
  ///
  /// A view asking again while this runs is updated in the same pass (up to ten rounds, so that a
  /// view asking every time cannot hang the layout). Nothing is walked when no view asked.
  ///
  /// - Complexity: O(*d*) to find the tree when no view asked; otherwise O(*n*) for each round
  ///   (at most ten) over the tree's *n* views, plus the ``updateConstraints()`` calls.
  public func updateConstraintsIfNeeded() {
    let engine = treeEngine()
    for _ in 0..<10 where engine.hasConstraintUpdates {
      engine.hasConstraintUpdates = false
      root.updateFlaggedViews()
    }
  }

  /// Updates the flagged views of the subtree, subviews first.
  private func updateFlaggedViews() {
    for view in subviews { view.updateFlaggedViews() }
    if needsUpdateConstraints {
      needsUpdateConstraints = false
      updateConstraints()
    }
  }
}
