import Cassowary

// Width-dependent intrinsic sizes: wrapping text is as tall as its lines at the width it gets,
// and the width is known only once the layout is solved. The engine measures such a view at the
// width it had (or, before it had one, without a width limit), solves, and if the view's solved
// width differs from the one it was measured at, measures it again at the solved width and
// solves again — a handful of times at most, as Apple's multi-line labels take a second pass.
//
// A view with no width yet (a new cell's label) is not measured on one line straight away: its
// intrinsic-size constraints start at a stand-in size, and after the first solve the engine asks
// the solver whether the view's width is held by constraints no pull at the view's own content
// priorities can move (a label between required leading and trailing constraints). If so, the
// width the solve gave it is the width it ends up with, and the view is measured once, there;
// the one-line measurement, whose only use is to find that width, is skipped. Otherwise it is
// measured on one line after all, and the passes go on as they would have.

extension LayoutEngine {
  /// The intrinsic size to hold a view at: for a width-dependent view, measured at the width it
  /// was last measured at in this engine, else at its frame's width, else without a width limit.
  ///
  /// A width-dependent view with no width yet whose content priorities are all optional is not
  /// measured: it is postponed to the next ``settleWidthDependentSizes(solve:)`` and held at a
  /// stand-in size of zero until then.
  func intrinsicSize(of view: View) -> Size {
    guard view.intrinsicContentSizeDependsOnWidth else { return view.intrinsicContentSize }
    guard let width = widthDependentSizes.widthToMeasure(view) else {
      guard canPostponeMeasuring(view) else { return view.intrinsicContentSize }
      widthDependentSizes.postpone(view)
      return .zero
    }
    return view.intrinsicContentSize(forWidth: width)
  }

  /// Whether a view's measuring may wait for the first solve: none of its content priorities is
  /// required, so that its stand-in constraints cannot conflict with anything.
  ///
  /// (The same answer as ``ContentStrengths/heldByOne`` on both axes, since only a priority of
  /// 1000 maps to a required strength; asked of the priorities, it computes no strength.)
  private func canPostponeMeasuring(_ view: View) -> Bool {
    for axis in [Axis.horizontal, .vertical] {
      if view.contentHuggingPriority(for: axis).isRequired
        || view.contentCompressionResistancePriority(for: axis).isRequired
      {
        return false
      }
    }
    return true
  }

  /// After a solve: measures the postponed views, then measures again each width-dependent view
  /// whose solved width is not the one it was measured at, and solves again, until the widths
  /// hold or the passes run out.
  func settleWidthDependentSizes(solve: () -> Void) {
    guard !widthDependentSizes.isEmpty, let root else { return }
    let grid = PixelGrid(scale: root.root.scale)
    // The width the frame will get: both edges rounded, as frames are.
    func solvedWidth(of view: View) -> Double {
      let left = view.minX.value
      return grid.snap(left + view.width.value) - grid.snap(left)
    }
    measurePostponed(solvedWidth: solvedWidth, solve: solve)
    for _ in 0..<WidthDependentSizes.passes {
      var changed = false
      for view in widthDependentSizes.views {
        guard widthDependentSizes.remeasure(view, at: solvedWidth(of: view)) else { continue }
        applyIntrinsicSizeChange(of: view)
        changed = true
      }
      guard changed else { return }
      solve()
    }
  }

  /// Measures the views held at a stand-in size since the last solve, and solves again: each at
  /// the width the solve gave it when that width resists its content pulls, else on one line.
  ///
  /// A view measured at its held width that still moves once its size is in (a width tied to its
  /// own height) starts again from one line, so that the passes run as if it had never been
  /// postponed.
  private func measurePostponed(solvedWidth: (View) -> Double, solve: () -> Void) {
    let postponed = widthDependentSizes.takePostponed()
    guard !postponed.isEmpty else { return }
    let held = solver.resistsPull(
      of: Strength(postponed.map(contentPullWeight).max() ?? 0), postponed.map(\.width))
    var guessed: [(view: View, width: Double)] = []
    // Every view measured first, then every size applied, as pending sizes are.
    let sizes = zip(postponed, held).map { view, held in
      guard held else { return view.intrinsicContentSize }
      let width = solvedWidth(view)
      widthDependentSizes.record(view, width: width)
      guessed.append((view, width))
      return view.intrinsicContentSize(forWidth: width)
    }
    for (view, size) in zip(postponed, sizes) { applyIntrinsicSizeChange(of: view, size: size) }
    solve()
    var missed = false
    for (view, width) in guessed where solvedWidth(view) != width {
      widthDependentSizes.record(view, width: nil)
      applyIntrinsicSizeChange(of: view, size: view.intrinsicContentSize)
      missed = true
    }
    if missed { solve() }
  }

  /// The most a view's stand-in width constraints, once moved to its measured size, can pull on
  /// its width: the hugging that held it at the stand-in, let go, plus the stronger of the two
  /// that hold it at its size.
  private func contentPullWeight(of view: View) -> Double {
    let strengths = ContentStrengths(of: view, on: .horizontal)
    let hug = strengths.hugging.value
    return hug + Swift.max(hug, strengths.resistance.value)
  }
}
