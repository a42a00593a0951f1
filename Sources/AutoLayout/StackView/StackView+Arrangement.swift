// Making the stack's constraints: the guides it needs, the constraints along the axis (the
// distribution) and across it (the alignment), and the change from the last set to this one.

extension StackView {
  /// Makes the stack's constraints for its current arrangement and properties, changing only
  /// what differs from the last time.
  ///
  /// When only arranged views' ``View/isHidden`` changed, the constraints around them are
  /// worked out alone where that gives the same set (``arrangeVisibilityChanges()``).
  ///
  /// - Complexity: O(*n*) for *n* arranged views.
  func arrange() {
    needsArrangement = false
    lastArrangementWasPartial = !needsFullArrangement && arrangeVisibilityChanges()
    if lastArrangementWasPartial {
      visibilityChanges = []
      baselineViewsDidChange()
      return
    }
    needsFullArrangement = false
    visibilityChanges = []
    let plan = StackArrangementPlan(self)
    updateGuides(for: plan)
    var specs = StackConstraintSpecs()
    specs.reserveCapacity(6 * arrangedSubviews.count + 8)
    addDistributionSpecs(plan, to: &specs)
    addAlignmentSpecs(plan, to: &specs)
    madeConstraints.update(to: specs.all)
    baselineViewsDidChange()
  }

  /// What the stack's constraints pin the arranged views to: the stack, or its margins.
  var canvas: LayoutItem {
    isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
  }

  /// Adds the guides the plan needs and removes those it does not: the alignment spanner, and a gap
  /// guide after every visible view but the last for the equal-spacing distributions.
  ///
  /// A hidden view keeps its gap guide, unused, so that hiding and showing it adds no item to the
  /// tree.
  private func updateGuides(for plan: StackArrangementPlan) {
    if plan.usesSpanner, alignmentSpanner == nil {
      let spanner = LayoutGuide(identifier: StackConstraintRole.spannerIdentifier)
      addLayoutGuide(spanner)
      alignmentSpanner = spanner
    } else if !plan.usesSpanner, let spanner = alignmentSpanner {
      removeLayoutGuide(spanner)
      alignmentSpanner = nil
    }
    guard distribution.spacesEqually else {
      for guide in gapGuides.values { removeLayoutGuide(guide) }
      gapGuides = [:]
      return
    }
    for view in plan.visible.dropLast() where gapGuides[ObjectIdentifier(view)] == nil {
      let gap = LayoutGuide(identifier: StackConstraintRole.gapIdentifier)
      addLayoutGuide(gap)
      gapGuides[ObjectIdentifier(view)] = gap
    }
  }
}

/// What one arrangement of a stack is made from, read once.
struct StackArrangementPlan {
  /// The arranged views, and which of them show.
  let views: [View]
  let isVisible: [Bool]
  /// The visible views, in order.
  let visible: [View]
  /// The attributes along and across the axis.
  let attributes: StackAxisAttributes
  /// The alignment in effect: a column treats the baseline alignments as fill.
  let alignment: StackView.Alignment
  /// Whether the spacing runs between baselines (a column with baseline-relative arrangement).
  let spacesBaselines: Bool

  init(_ stack: StackView) {
    views = stack.arrangedSubviews
    isVisible = views.map { !$0.isHidden }
    visible = views.filter { !$0.isHidden }
    attributes = StackAxisAttributes(stack.axis)
    alignment =
      stack.axis == .vertical && stack.alignment.isBaseline ? .fill : stack.alignment
    spacesBaselines = stack.axis == .vertical && stack.isBaselineRelativeArrangement
  }

  /// Whether the alignment needs the spanner guide: all but fill.
  var usesSpanner: Bool { alignment != .fill && !views.isEmpty }
}
