// The safe area: a root view's insets (the status bar, a notch, the home indicator), and for
// each other view the part of them that reaches into it where it was last laid out, as Apple
// defines `safeAreaInsets`.

extension View {
  /// How far the root's safe-area insets reach into this view, edge by edge, where it was last
  /// laid out — the part of the view they cover, as Apple defines it: a root's own
  /// ``rootSafeAreaInsets``; zero for a view clear of them; at most the view's own height or
  /// width for a view wholly under them.
  ///
  /// ```swift
  /// let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 812))
  /// root.rootSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
  /// let header = View(frame: Rect(x: 0, y: 0, width: 375, height: 100))
  /// root.addSubview(header)
  /// header.safeAreaInsets  // top 44, the rest 0
  /// ```
  ///
  /// - Complexity: O(*d*), for *d* the view's depth.
  public var safeAreaInsets: EdgeInsets { safeAreaInsets(in: root) }

  /// The safe-area insets of this view in the tree below `root`, read from the frames of the
  /// last layout.
  func safeAreaInsets(in root: View) -> EdgeInsets {
    let insets = root.rootSafeAreaInsets
    if self === root { return insets }
    let r = frameInRoot
    // Only the part of the view that the insets cover: never more than the view's own extent.
    func covered(_ depth: Double, _ extent: Double) -> Double { min(max(0, depth), extent) }
    return EdgeInsets(
      top: covered(insets.top - r.minY, r.height), left: covered(insets.left - r.minX, r.width),
      bottom: covered(r.maxY - (root.frame.height - insets.bottom), r.height),
      right: covered(r.maxX - (root.frame.width - insets.right), r.width))
  }

  /// The view's frame in the coordinates of its tree's root, from the frames of the last layout.
  var frameInRoot: Rect {
    var rect = frame
    var parent = superview
    while let p = parent, p.superview != nil {
      rect = rect.offsetBy(dx: p.frame.minX, dy: p.frame.minY)
      parent = p.superview
    }
    return superview == nil ? Rect(origin: .zero, size: frame.size) : rect
  }
}
