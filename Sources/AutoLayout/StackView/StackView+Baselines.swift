// Baselines: which view stands for a stack's baselines, and which view's baseline a stack
// constraint names when it aligns or spaces arranged views by their baselines.

extension StackView {
  /// Whether the stack's constraints name baselines: a row aligned by baselines, or a column
  /// spaced by them.
  var usesBaselines: Bool {
    axis == .horizontal
      ? alignment.isBaseline : isBaselineRelativeArrangement
  }

  /// The visible arranged view with the greatest natural height (the first of equals), which
  /// stands for a row's baselines.
  var tallestVisibleArrangedSubview: View? {
    var tallest: (view: View, height: Double)?
    for view in arrangedSubviews where !view.isHidden {
      let height = view.naturalHeight
      if height > tallest?.height ?? -.infinity { tallest = (view, height) }
    }
    return tallest?.view
  }
}

extension StackView {
  /// Notes the views that now stand for the stack's baselines; when they changed, the
  /// constraints that name a baseline of the stack or of a view around it are lowered again,
  /// so that the engine relates them to the new views (it follows ``View/forFirstBaselineLayout``
  /// when it lowers a constraint).
  ///
  /// - Complexity: O(*c*) for the *c* constraints installed on the stack and its ancestors,
  ///   when the views changed; constant otherwise.
  func baselineViewsDidChange() {
    let now = (first: ObjectIdentifier(firstBaselineView), last: ObjectIdentifier(lastBaselineView))
    // Before its first arrangement, an empty stack stands for its own baselines.
    let before = baselineViews ?? (ObjectIdentifier(self), ObjectIdentifier(self))
    guard before != now else { return }
    baselineViews = now
    var chain: [View] = []
    var ancestor: View? = self
    while let view = ancestor {
      chain.append(view)
      ancestor = view.superview
    }
    let named = Set(chain.map(ObjectIdentifier.init))
    func namesBaseline(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> Bool {
      guard attribute == .firstBaseline || attribute == .lastBaseline, let item else {
        return false
      }
      return named.contains(ObjectIdentifier(item))
    }
    for view in chain {
      for constraint in view.constraints
      where namesBaseline(constraint.firstItem, constraint.firstAttribute)
        || namesBaseline(constraint.secondItem, constraint.secondAttribute)
      {
        constraint.isActive = false
        constraint.isActive = true
      }
    }
  }
}

extension View {
  /// The height the view has of itself: its intrinsic height; for a stack, the height of its
  /// visible arranged views stacked up (a column) or of the tallest (a row); otherwise 0.
  var naturalHeight: Double {
    let intrinsic = intrinsicContentSize.height
    if intrinsic != View.noIntrinsicMetric { return intrinsic }
    guard let stack = self as? StackView else { return 0 }
    let visible = stack.arrangedSubviews.filter { !$0.isHidden }
    guard stack.axis == .vertical else { return visible.map(\.naturalHeight).max() ?? 0 }
    var total = 0.0
    for (k, view) in visible.enumerated() {
      total += view.naturalHeight
      if k + 1 < visible.count { total += stack.resolvedSpacing(after: view) }
    }
    return total
  }

  /// The view whose first baseline is this one's: ``forFirstBaselineLayout`` followed to the
  /// end, and only into this view's subtree.
  var firstBaselineView: View {
    resolvedBaselineView { $0.forFirstBaselineLayout }
  }

  /// The view whose last baseline is this one's: ``forLastBaselineLayout`` followed to the
  /// end, and only into this view's subtree.
  var lastBaselineView: View {
    resolvedBaselineView { $0.forLastBaselineLayout }
  }

  private func resolvedBaselineView(_ next: (View) -> View) -> View {
    var view = self
    // A bounded walk: an override that returns views in a circle cannot hang the layout.
    for _ in 0..<64 {
      let candidate = next(view)
      guard candidate !== view, candidate.isDescendant(of: view) else { break }
      view = candidate
    }
    return view
  }
}
