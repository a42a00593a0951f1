import Cassowary

// Width-dependent intrinsic sizes: wrapping text is as tall as its lines at the width it gets,
// and the width is known only once the layout is solved. The engine measures such a view at the
// width it had (or, before it had one, without a width limit), solves, and if the view's solved
// width differs from the one it was measured at, measures it again at the solved width and
// solves again — a handful of times at most, as Apple's multi-line labels take a second pass.

extension LayoutEngine {
  /// The intrinsic size to hold a view at: for a width-dependent view, measured at the width it
  /// was last measured at in this engine, else at its frame's width, else without a width limit.
  func intrinsicSize(of view: View) -> Size {
    guard view.intrinsicContentSizeDependsOnWidth else { return view.intrinsicContentSize }
    guard let width = widthDependentSizes.widthToMeasure(view) else {
      return view.intrinsicContentSize
    }
    return view.intrinsicContentSize(forWidth: width)
  }

  /// After a solve: measures again each width-dependent view whose solved width is not the one
  /// it was measured at, and solves again, until the widths hold or the passes run out.
  func settleWidthDependentSizes(solve: () -> Void) {
    guard !widthDependentSizes.isEmpty, let root else { return }
    let grid = PixelGrid(scale: root.root.scale)
    func snap(_ value: Double) -> Double { grid.snap(value) }
    for _ in 0..<WidthDependentSizes.passes {
      var changed = false
      for view in widthDependentSizes.views {
        // The width the frame will get: both edges rounded, as frames are.
        let left = view.minX.value
        let width = snap(left + view.width.value) - snap(left)
        guard widthDependentSizes.remeasure(view, at: width) else { continue }
        applyIntrinsicSizeChange(of: view)
        changed = true
      }
      guard changed else { return }
      solve()
    }
  }
}
