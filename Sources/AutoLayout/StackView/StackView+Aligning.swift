// The constraints across the axis: the visible views lined up with the first of them, held
// inside the stack directly (fill) or through the alignment spanner (the other alignments).

extension StackView {
  /// The priority of the spanner's edge that the aligned edges share (`UISV-spanning-boundary`).
  static let spanningBoundaryPriority: LayoutPriority = 999.5
  /// The priority of the spanner's pull to no size (`UISV-spanning-fit`).
  static let spanningFitPriority: LayoutPriority = 51
  /// The priority of a view's pull to no size across the axis (`UISV-ambiguity-suppression`).
  static let ambiguitySuppressionPriority: LayoutPriority = 25
  /// The priority of the pull of baseline-aligned views to the spanner's top.
  static let baselineRestPriority: LayoutPriority = 48

  /// Adds the constraints across the axis.
  ///
  /// The visible views take part; a hidden view only follows the first visible one (its leading,
  /// centre or trailing edge across the axis, as the alignment says), so that it never sizes
  /// the stack. When no view is visible, the hidden ones take part as if they were.
  func addAlignmentSpecs(_ plan: StackArrangementPlan, to specs: inout StackConstraintSpecs) {
    let aligned = plan.visible.isEmpty ? plan.views : plan.visible
    guard let first = aligned.first else { return }
    let a = plan.attributes
    switch plan.alignment {
    case .fill:
      specs.add(.canvasConnection, canvas, a.crossStart, .equal, first, a.crossStart)
      specs.add(.canvasConnection, first, a.crossEnd, .equal, canvas, a.crossEnd)
      for view in aligned.dropFirst() {
        specs.add(.alignment, first, a.crossStart, .equal, view, a.crossStart)
        specs.add(.alignment, first, a.crossEnd, .equal, view, a.crossEnd)
      }
    case .leading, .center, .trailing:
      addEdgeAlignmentSpecs(plan, aligned, to: &specs)
    case .firstBaseline, .lastBaseline:
      addBaselineAlignmentSpecs(plan, aligned, to: &specs)
    }
    // The hidden views (none when no view is visible: they are aligned above) follow the
    // first visible view; a view's size across the axis is pulled to nothing where the
    // alignment does not set it.
    let hidden = plan.visible.isEmpty ? [] : plan.views.filter(\.isHidden)
    let followed: LayoutAttribute
    switch plan.alignment {
    case .center: followed = a.crossCenter
    case .trailing: followed = a.crossEnd
    default: followed = a.crossStart
    }
    for view in hidden {
      specs.add(.alignment, first, followed, .equal, view, followed)
    }
    let suppression = StackView.ambiguitySuppressionPriority
    for view in plan.alignment == .fill ? hidden : plan.views {
      specs.add(.ambiguitySuppression, view, a.crossLength, priority: suppression)
    }
  }

  /// Leading, centre and trailing: the views share that line, the spanner encloses them and
  /// hugs them, and the canvas holds the spanner and the first view's line.
  private func addEdgeAlignmentSpecs(
    _ plan: StackArrangementPlan, _ aligned: [View], to specs: inout StackConstraintSpecs
  ) {
    guard let spanner = alignmentSpanner, let first = aligned.first else { return }
    let a = plan.attributes
    let line: LayoutAttribute
    switch plan.alignment {
    case .center: line = a.crossCenter
    case .trailing: line = a.crossEnd
    default: line = a.crossStart
    }
    for view in aligned.dropFirst() {
      specs.add(.alignment, first, line, .equal, view, line)
    }
    let boundary = StackView.spanningBoundaryPriority
    for view in aligned {
      if plan.alignment == .leading {
        specs.add(.spanningBoundary, spanner, a.crossStart, .equal, view, priority: boundary)
      } else {
        specs.add(.spanningBoundary, spanner, a.crossStart, .lessThanOrEqual, view)
      }
      if plan.alignment == .trailing {
        specs.add(.spanningBoundary, spanner, a.crossEnd, .equal, view, priority: boundary)
      } else {
        specs.add(.spanningBoundary, spanner, a.crossEnd, .greaterThanOrEqual, view)
      }
    }
    specs.add(
      .spanningFit, spanner, a.crossLength, priority: StackView.spanningFitPriority)
    switch plan.alignment {
    case .leading:
      specs.add(.canvasConnection, canvas, a.crossStart, .equal, first)
      specs.add(.canvasConnection, spanner, a.crossEnd, .equal, canvas)
    case .trailing:
      specs.add(.canvasConnection, canvas, a.crossStart, .equal, spanner)
      specs.add(.canvasConnection, first, a.crossEnd, .equal, canvas)
    default:
      specs.add(.canvasConnection, canvas, a.crossStart, .equal, spanner)
      specs.add(.canvasConnection, spanner, a.crossEnd, .equal, canvas)
      specs.add(.canvasConnection, canvas, a.crossCenter, .equal, first)
    }
  }

  /// First and last baseline (rows only): the views share the baseline of the view that stands
  /// for each one's, the spanner encloses them and fills the canvas, the stack hugs them, and a
  /// weak pull rests the views at the top of a taller stack.
  private func addBaselineAlignmentSpecs(
    _ plan: StackArrangementPlan, _ aligned: [View], to specs: inout StackConstraintSpecs
  ) {
    guard let spanner = alignmentSpanner, let first = aligned.first else { return }
    let a = plan.attributes
    let isFirst = plan.alignment == .firstBaseline
    let baseline: LayoutAttribute = isFirst ? .firstBaseline : .lastBaseline
    func baselineView(_ view: View) -> View {
      isFirst ? view.firstBaselineView : view.lastBaselineView
    }
    let reference = baselineView(first)
    for view in aligned.dropFirst() {
      specs.add(.alignment, reference, baseline, .equal, baselineView(view), baseline)
    }
    for view in aligned {
      specs.add(.spanningBoundary, spanner, a.crossStart, .lessThanOrEqual, view)
      specs.add(.spanningBoundary, spanner, a.crossEnd, .greaterThanOrEqual, view)
    }
    specs.add(
      .spanningBoundary, spanner, a.crossStart, .equal, first,
      priority: StackView.baselineRestPriority)
    specs.add(
      .spanningFit, spanner, a.crossLength, priority: StackView.spanningFitPriority)
    specs.add(.canvasFit, self, a.crossLength, priority: StackView.canvasFitPriority)
    specs.add(.canvasConnection, canvas, a.crossStart, .equal, spanner)
    specs.add(.canvasConnection, spanner, a.crossEnd, .equal, canvas)
  }
}
