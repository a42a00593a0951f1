// Layout margins as Apple defines them: the margins a view is given, moved inside the safe area
// (`insetsLayoutMarginsFromSafeArea`) and widened to respect the superview's
// (`preservesSuperviewLayoutMargins`), and the readable content guide inside them. The rules and
// the evidence for each are in AutoLayout.docc/Margins.md.

/// Which of a view's own guides a guide is: each is made on first use and tied to its view's
/// edges by the engine (`LayoutEngine+SystemConstraints.swift`).
enum SystemGuideRole {
  /// ``View/layoutMarginsGuide``.
  case layoutMargins
  /// ``View/safeAreaLayoutGuide``.
  case safeArea
  /// ``View/readableContentGuide``.
  case readableContent
}

extension View {
  /// The width ``readableContentWidth`` starts at: 672 points, the readable width UIKit gives
  /// at the default Dynamic Type size (Large) on an iPad.
  public static let defaultReadableContentWidth: Double = 672

  /// The margins layout uses, by physical side, from the frames of the last layout.
  ///
  /// They are the ``layoutMargins`` you set, plus the view's ``safeAreaInsets`` while
  /// ``insetsLayoutMarginsFromSafeArea`` is true, then, while ``preservesSuperviewLayoutMargins``
  /// is true, at least the superview's effective margin less the view's distance from that edge of
  /// the superview. The margin attributes (`topMargin`, `leadingMargin`, …) and
  /// ``layoutMarginsGuide`` use these values; UIKit's `layoutMargins` getter reports the same.
  ///
  /// ```swift
  /// let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 812), name: "root")
  /// root.rootSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
  /// let header = View(frame: Rect(x: 0, y: 0, width: 375, height: 100), name: "header")
  /// root.addSubview(header)
  /// header.effectiveLayoutMargins  // top 44 + 8 = 52, left 8, bottom 8, right 8
  /// ```
  ///
  /// See <doc:Margins> for the rules and the evidence for them.
  ///
  /// - Complexity: O(*d*) for *d* the view's depth, times the length of the chain of
  ///   superviews whose margins it preserves.
  public var effectiveLayoutMargins: EdgeInsets { effectiveLayoutMargins(in: root) }

  /// The effective margins of this view in the tree below `root` (the tree's root, or the view
  /// a fitting solves as a root), with the margins it was given resolved for `direction` (the
  /// view's own direction when nil).
  func effectiveLayoutMargins(in root: View, direction: LayoutDirection? = nil) -> EdgeInsets {
    var margins = directionalLayoutMargins.resolved(for: direction ?? effectiveLayoutDirection)
    // Inside the safe area: the margins are measured from its edges, so the insets add. Only
    // a root with insets gives a view any (see `safeAreaInsets(in:)`).
    if insetsLayoutMarginsFromSafeArea && root.rootSafeAreaInsets != .zero {
      let safe = safeAreaInsets(in: root)
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    // Near an edge of the superview, at least as far in as the superview's margin there.
    guard preservesSuperviewLayoutMargins, self !== root, let parent = superview else {
      return margins
    }
    let inherited = parent.effectiveLayoutMargins(in: root)
    let frame = layoutFrame
    let outer = parent.layoutFrame.size
    margins.top = max(margins.top, inherited.top - frame.minY)
    margins.left = max(margins.left, inherited.left - frame.minX)
    margins.bottom = max(margins.bottom, inherited.bottom - (outer.height - frame.maxY))
    margins.right = max(margins.right, inherited.right - (outer.width - frame.maxX))
    return margins
  }

  /// Whether the view's effective margins in the tree below `root` depend on where the last
  /// layout put views (its safe area, or its place in its superview): the engine then checks
  /// them once the frames are set, and lays out again if they moved.
  func effectiveMarginsFollowFrames(in root: View) -> Bool {
    guard self !== root else { return false }
    return (insetsLayoutMarginsFromSafeArea && root.rootSafeAreaInsets != .zero)
      || (preservesSuperviewLayoutMargins && superview != nil)
  }

  /// Whether ``readableContentGuide`` is narrower than the margins, for a view `width` wide
  /// with effective margins `margins`: when the space between the margins is wider than
  /// ``readableContentWidth``.
  func readableContentIsCapped(width: Double, margins: EdgeInsets) -> Bool {
    width - margins.left - margins.right > max(0, readableContentWidth)
  }

  /// The readable content guide's frame in the view's bounds, from the last layout.
  var readableContentFrame: Rect {
    let margins = effectiveLayoutMargins
    let inside = bounds.inset(by: margins)
    guard readableContentIsCapped(width: bounds.width, margins: margins) else { return inside }
    let width = max(0, readableContentWidth)
    return Rect(
      x: inside.midX - width / 2, y: inside.minY, width: width, height: inside.height)
  }
}
