import Cassowary

// Fitting a root on its own engine: the fitting size of a view without a superview (a cell
// sized before it is laid out) comes from the engine that lays the view out, so that the build
// is shared between the fit and the layout, and a reused cell is fitted again incrementally.

extension LayoutEngine {
  /// The size the root's constraints give it when its width and height are pulled towards
  /// `target` at the given priorities (see ``View/systemLayoutSizeFitting(_:horizontalFittingPriority:verticalFittingPriority:)``).
  ///
  /// The engine is brought up to date as a layout would (a rebuild if the tree changed, the
  /// pending constraints), the root's two size pins are replaced by pulls towards the target,
  /// and the solver solves incrementally, with the passes of width-dependent views; the pulls
  /// stay until the next layout or frame change puts the frame's pins back
  /// (``rootPinnedForFitting``), and the next layout sets every frame, since the variables hold
  /// the fit's solution. No frame changes.
  func fitRoot(_ target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
    guard let root else { return .zero }
    return whileBusy {
      // While the root is pulled towards the target, its size constraints are the pulls
      // (``addRootSizePins(_:)``), and reports describe them at the fitting priorities. A
      // rebuild makes them from the start: the frame (zero, for a cell not yet laid out) would
      // conflict with the content. Pulls already in place move to a new target in place.
      let hold = SystemConstraints.RootSizeHold.fit(
        target: target, horizontal: horizontal, vertical: vertical)
      fitting = (target, horizontal, vertical)
      defer { fitting = nil }
      if rebuildsAtNextLayout { needsRebuild = true }
      if needsRebuild {
        rebuild(root)
      } else {
        holdRootSize(hold, root)
      }
      rootPinnedForFitting = true
      applyPending()
      solver.updateVariables()
      settleWidthDependentSizes { solver.updateVariables() }
      // The variables hold the fit's solution, not the frames': the next layout sets every
      // frame, from this solution if the root is given the fitted size and nothing changes.
      needsSolve = false
      needsLayout = true
      fittedSize = Size(width: root.width.value, height: root.height.value)
      return fittedSize
    }
  }
}
