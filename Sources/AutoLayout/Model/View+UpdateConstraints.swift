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
    superview?.markSubviewsNeedUpdateConstraints()
    // The layout that runs the update solves if a constraint changed; nothing else is asked of
    // it, so that the frames the change did not move are not set again.
    treeEngine().hasConstraintUpdates = true
  }

  /// Notes on this view and its ancestors that a view below may need ``updateConstraints()``,
  /// up to the first that knows it already.
  func markSubviewsNeedUpdateConstraints() {
    var ancestor: View? = self
    while let view = ancestor, !view.subviewsNeedUpdateConstraints {
      view.subviewsNeedUpdateConstraints = true
      ancestor = view.superview
    }
  }

  /// Runs ``updateConstraints()`` on every view of the tree that asked for it, subviews before
  /// their superview (Apple's order).
  ///
  /// A view asking again while this runs is updated in the same pass (up to ten rounds, so that a
  /// view asking every time cannot hang the layout). Nothing is walked when no view asked.
  ///
  /// - Complexity: O(*d*) to find the tree when no view asked; otherwise, for each round (at
  ///   most ten), the views that asked, their ancestors and those ancestors' subviews, plus the
  ///   ``updateConstraints()`` calls.
  public func updateConstraintsIfNeeded() {
    let engine = treeEngine()
    for _ in 0..<10 where engine.hasConstraintUpdates {
      engine.hasConstraintUpdates = false
      root.updateFlaggedViews()
    }
  }

  /// Updates the flagged views of the subtree, subviews first, going down only where a view below
  /// asked.
  private func updateFlaggedViews() {
    if subviewsNeedUpdateConstraints {
      subviewsNeedUpdateConstraints = false
      for view in subviews { view.updateFlaggedViews() }
    }
    if needsUpdateConstraints {
      needsUpdateConstraints = false
      updateConstraints()
    }
  }
}
