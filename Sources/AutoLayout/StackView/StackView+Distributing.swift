// The constraints along the axis: the ends, the spacing between neighbours, hidden views held at
// no length, and what each distribution adds.

extension StackView {
  /// The priority of the weak pulls to 0 that make a stack hug its views (`UISV-canvas-fit`).
  static let canvasFitPriority: LayoutPriority = 49

  /// Adds the constraints along the axis.
  ///
  /// Every arranged view, hidden or not, is in the chain from the stack's start to its end:
  /// the first view's start and the last view's end sit on the canvas (`UISV-canvas-connection`)
  /// and each view follows the one before it (`UISV-spacing`). A hidden view has no length
  /// (`UISV-hiding`) and follows the view before it at no distance; the spacing after the last
  /// visible view before it goes between that view and the next visible one instead.
  func addDistributionSpecs(_ plan: StackArrangementPlan, to specs: inout StackConstraintSpecs) {
    let views = plan.views
    guard let first = views.first, let last = views.last else { return }
    let a = plan.attributes
    let canvas = self.canvas
    specs.add(.canvasConnection, canvas, a.start, .equal, first, a.start)
    specs.add(.canvasConnection, last, a.end, .equal, canvas, a.end)
    let spacingTotal = addSpacingSpecs(plan, to: &specs)
    for (view, visible) in zip(views, plan.isVisible) where !visible {
      specs.add(.hiding, view, a.length)
    }
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      guard let reference = plan.visible.first else { break }
      for view in plan.visible.dropFirst() {
        specs.add(.fillEqually, view, a.length, .equal, reference, a.length)
      }
    case .fillProportionally:
      addProportionalSpecs(plan, spacingTotal: spacingTotal, to: &specs)
    case .equalSpacing, .equalCentering:
      addGapSpecs(plan, to: &specs)
    }
  }

  /// Adds a spacing constraint between each pair of neighbours, and returns the total spacing
  /// between the visible views.
  ///
  /// Into a hidden view the spacing is 0 and exact; into a visible one it is the spacing after
  /// the last visible view before it (0 when there is none), exact for the fill distributions
  /// and a least distance for the equal-spacing ones. In a column spaced by baselines, the
  /// spacing runs from the last baseline of a visible view that has a visible view after it to
  /// the first baseline of a visible view that has one before it; edges elsewhere.
  private func addSpacingSpecs(
    _ plan: StackArrangementPlan, to specs: inout StackConstraintSpecs
  ) -> Double {
    let views = plan.views
    let a = plan.attributes
    // Whether a visible view comes after each position.
    var visibleAfter = [Bool](repeating: false, count: views.count)
    var seen = false
    for k in views.indices.reversed() {
      visibleAfter[k] = seen
      seen = seen || plan.isVisible[k]
    }
    var lastVisible: View? = plan.isVisible[0] ? views[0] : nil
    var total = 0.0
    for k in views.indices.dropLast() {
      let previous = views[k]
      let next = views[k + 1]
      let carried = plan.isVisible[k + 1] ? lastVisible : nil
      let constant = carried.map(resolvedSpacing(after:)) ?? 0
      total += constant
      let relation: LayoutRelation =
        carried != nil && distribution.spacesEqually ? .greaterThanOrEqual : .equal
      let fromBaseline = plan.spacesBaselines && plan.isVisible[k] && visibleAfter[k]
      let toBaseline = plan.spacesBaselines && carried != nil
      specs.add(
        .spacing, toBaseline ? next.firstBaselineView : next,
        toBaseline ? .firstBaseline : a.start, relation,
        fromBaseline ? previous.lastBaselineView : previous,
        fromBaseline ? .lastBaseline : a.end, plus: constant)
      if plan.isVisible[k + 1] { lastVisible = next }
    }
    return total
  }

  /// Adds each visible view's share of the canvas: its intrinsic length over the visible views'
  /// total, of the canvas's length less the spacing, at priorities 999, 998, … (never below
  /// 751, so that they outrank compression resistance).
  ///
  /// A view without an intrinsic length counts as 0; when no visible view has one, all get
  /// equal shares.
  private func addProportionalSpecs(
    _ plan: StackArrangementPlan, spacingTotal: Double, to specs: inout StackConstraintSpecs
  ) {
    let a = plan.attributes
    var weights = plan.visible.map { view -> Double in
      let size = view.intrinsicContentSize
      let length = axis == .horizontal ? size.width : size.height
      return length == View.noIntrinsicMetric ? 0 : max(0, length)
    }
    var total = weights.reduce(0, +)
    if total <= 0 {
      weights = weights.map { _ in 1 }
      total = Double(weights.count)
    }
    for (k, view) in plan.visible.enumerated() {
      let share = weights[k] / total
      specs.add(
        .fillProportionally, view, a.length, .equal, canvas, a.length, times: share,
        plus: -share * spacingTotal, priority: LayoutPriority(max(999 - Double(k), 751)))
    }
  }

  /// Adds the gap guides between neighbouring visible views, tied to their edges
  /// (``Distribution/equalSpacing``) or centres (``Distribution/equalCentering``) and all as long
  /// as the first (required for equal spacing, at 149 for equal centring), and a weak pull of
  /// the stack's length to 0 so that an unsized stack takes the least gaps.
  private func addGapSpecs(_ plan: StackArrangementPlan, to specs: inout StackConstraintSpecs) {
    let a = plan.attributes
    var firstGap: LayoutGuide?
    for (previous, next) in zip(plan.visible, plan.visible.dropFirst()) {
      guard let gap = gapGuides[ObjectIdentifier(previous)] else { continue }
      if firstGap == nil { firstGap = gap }
      addGapSpecs(gap, between: previous, and: next, firstGap: firstGap, a, to: &specs)
    }
    specs.add(.canvasFit, self, a.length, priority: StackView.canvasFitPriority)
  }

  /// The constraints of the gap guide between two neighbouring visible views: tied to their
  /// edges (``Distribution/equalSpacing``) or centres (``Distribution/equalCentering``), and as
  /// long as the stack's first gap unless it is that gap (required for equal spacing, at 149 for
  /// equal centring).
  func addGapSpecs(
    _ gap: LayoutGuide, between previous: View, and next: View, firstGap: LayoutGuide?,
    _ a: StackAxisAttributes, to specs: inout StackConstraintSpecs
  ) {
    let centring = distribution == .equalCentering
    if centring {
      specs.add(.distributingEdge, gap, a.start, .equal, previous, a.center)
      specs.add(.distributingEdge, gap, a.end, .equal, next, a.center)
    } else {
      specs.add(.distributingEdge, gap, a.start, .equal, previous, a.end)
      specs.add(.distributingEdge, next, a.start, .equal, gap, a.end)
    }
    if let firstGap, gap !== firstGap {
      specs.add(
        .fillEqually, gap, a.length, .equal, firstGap, a.length,
        priority: centring ? 149 : .required)
    }
  }
}
