extension View {
  /// The target size for the smallest size the view's constraints allow.
  public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
  /// The target size for the largest size the view's constraints allow (a very large size).
  public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

  /// The size the view's own constraints give it when pulled towards `targetSize` with the
  /// given priorities: `.fittingSizeLevel` (50, the default) means "as close as the constraints
  /// allow", `.required` means "exactly".
  ///
  /// The view's subtree is solved on its own, as if the view were a root, so its frame and the
  /// rest of the tree are not changed; the view's own autoresizing constraints to its superview
  /// take no part. Views whose ``intrinsicContentSizeDependsOnWidth`` is true (wrapping text) are
  /// measured again at the width the fit gives them, as in layout, so a fixed width gives the
  /// height of the text wrapped at that width. The views that asked for
  /// ``updateConstraints()`` (a ``StackView`` that changed) make their constraints first.
  ///
  /// ```swift
  /// // A self-sizing cell: width fixed, height from the content.
  /// let size = cell.systemLayoutSizeFitting(
  ///   Size(width: 320, height: 0), horizontalFittingPriority: .required,
  ///   verticalFittingPriority: .fittingSizeLevel)
  /// ```
  ///
  /// - Complexity: Each call lowers the view's subtree into a new solver, with nothing kept
  ///   between calls: O(*n* + *c*) for its *n* views and guides and the *c* constraints
  ///   installed inside it, plus the solver's work to add them and solve (up to four solves more
  ///   for width-dependent views), plus O(*N*) to put back the variables of the tree's *N* items.
  public func systemLayoutSizeFitting(
    _ targetSize: Size, horizontalFittingPriority: LayoutPriority = .fittingSizeLevel,
    verticalFittingPriority: LayoutPriority = .fittingSizeLevel
  ) -> Size {
    // Views that make their constraints in `updateConstraints()` (a stack) make them first.
    updateConstraintsIfNeeded()
    let engine = LayoutEngine(root: self)
    engine.fitting = (targetSize, horizontalFittingPriority, verticalFittingPriority)
    engine.conflictLog.reportsTo = (engineOfTree ?? engine).conflictLog
    engine.rebuildForFitting()
    let size = Size(width: width.value, height: height.value)
    // The fit wrote its solution into the variables the tree's engine shares; put those back.
    engineOfTree?.solver.updateVariables()
    return size
  }
}
