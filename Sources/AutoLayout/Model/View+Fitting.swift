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
  /// A root view (one without a superview, such as a cell) is fitted on its tree's own engine,
  /// which it keeps: the first call builds the engine as a layout would, later calls and
  /// layouts reuse it, and each fit only pulls the root's size towards the target instead of
  /// holding it at its frame, solves incrementally, and puts the frame's pins back for the next
  /// layout. Fitting a cell and then laying it out at the fitted size costs one build, and a
  /// reused cell given new texts costs what its changed intrinsic sizes cost.
  ///
  /// - Complexity: For a root: what ``layoutIfNeeded()`` costs to bring the engine up to date
  ///   (a rebuild the first time), plus the solver's incremental work for replacing the root's
  ///   two size constraints and re-solving (with the passes of width-dependent views), plus
  ///   O(*n*) to read the solution. For a view inside a tree, nothing is kept between calls:
  ///   O(*n* + *c*) to lower its subtree's *n* views and guides and the *c* constraints
  ///   installed inside it into a new solver, plus the solver's work to add them and solve (up
  ///   to four solves more for width-dependent views), plus O(*N*) to put back the variables of
  ///   the tree's *N* items.
  public func systemLayoutSizeFitting(
    _ targetSize: Size, horizontalFittingPriority: LayoutPriority = .fittingSizeLevel,
    verticalFittingPriority: LayoutPriority = .fittingSizeLevel
  ) -> Size {
    // Views that make their constraints in `updateConstraints()` (a stack) make them first.
    updateConstraintsIfNeeded()
    if superview == nil {
      return treeEngine().fitRoot(
        targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    let engine = LayoutEngine(root: self)
    engine.isTreeEngine = false
    engine.fitting = (targetSize, horizontalFittingPriority, verticalFittingPriority)
    engine.conflictLog.reportsTo = (engineOfTree ?? engine).conflictLog
    engine.rebuildForFitting()
    let size = Size(width: width.value, height: height.value)
    // The fit wrote its solution into the variables the tree's engine shares; put those back.
    engineOfTree?.solver.updateVariables()
    return size
  }
}
