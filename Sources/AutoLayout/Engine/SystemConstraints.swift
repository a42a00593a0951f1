import Cassowary

/// What the engine keeps of the constraints it makes of its own (see
/// `LayoutEngine+SystemConstraints.swift`) so that a change replaces just them: the root's size
/// pins, where each view's intrinsic-size constraints are listed, the safe-area insets each
/// safe-area guide was pinned with, and the margins laid out with (``MarginRules``).
struct SystemConstraints {
  /// The solver constraints that hold the root's size (or pull it towards a fitting size),
  /// where the engine listed them, and what they hold it to.
  var rootSizePins: [Constraint] = []
  var rootSizePinsListedAt = 0
  var rootSizeHold = RootSizeHold.frame(Size(width: 0, height: 0))

  /// What the root's two size constraints hold it to.
  enum RootSizeHold: Equatable {
    /// Its frame's size, required.
    case frame(Size)
    /// A fitting target, at the fitting priorities.
    case fit(target: Size, horizontal: LayoutPriority, vertical: LayoutPriority)
  }
  /// Where each view's intrinsic-size constraints are listed in the engine's added
  /// constraints, by table position.
  private var intrinsicRanges: [Range<Int32>] = []
  /// The safe-area insets each view's guide was built with.
  private var safeInsetsUsed: [(view: View, insets: EdgeInsets)] = []
  /// The effective margins used where they follow the frames, and the readable guides'
  /// regimes.
  var margins = MarginRules()

  /// Starts a rebuild of a tree of `viewCount` views: no view has intrinsic-size constraints
  /// listed yet, nor a safe-area guide pinned.
  mutating func startRebuild(viewCount: Int) {
    intrinsicRanges = Array(repeating: 0..<0, count: viewCount)
    safeInsetsUsed = []
    margins.startRebuild()
  }

  /// Where the intrinsic-size constraints of the view at `position` are listed, when the
  /// rebuild listed the view and the list (`listedCount` long) still holds them.
  func intrinsicConstraints(at position: Int, listedCount: Int) -> Range<Int32>? {
    guard position < intrinsicRanges.count,
      Int(intrinsicRanges[position].upperBound) <= listedCount
    else { return nil }
    return intrinsicRanges[position]
  }

  /// Notes where the intrinsic-size constraints of the view at `position` were listed.
  ///
  /// Most views have none: their empty record is left as the rebuild made it.
  mutating func recordIntrinsicConstraints(_ range: Range<Int32>, at position: Int) {
    if !range.isEmpty || !intrinsicRanges[position].isEmpty {
      intrinsicRanges[position] = range
    }
  }

  /// Notes that the safe-area guide of `view` was pinned with `insets`.
  mutating func recordSafeInsets(_ insets: EdgeInsets, of view: View) {
    safeInsetsUsed.append((view, insets))
  }

  /// Whether a view's safe-area insets, as `insets` gives them now, differ from those its
  /// guide was pinned with.
  func safeAreasMoved(_ insets: (View) -> EdgeInsets) -> Bool {
    safeInsetsUsed.contains { $0.insets != insets($0.view) }
  }
}
