import Cassowary

// Width-dependent intrinsic sizes: wrapping text is as tall as its lines at the width it gets,
// and the width is known only once the layout is solved. The engine measures such a view at the
// width it had (or, before it had one, without a width limit), solves, and if the view's solved
// width differs from the one it was measured at, measures it again at the solved width and
// solves again — a handful of times at most, as Apple's multi-line labels take a second pass.

/// The views whose intrinsic size depends on their width, each with the width it was last
/// measured at (nil: measured without a width limit), in the order the engine met them.
struct WidthDependentSizes {
  /// A view held weakly, so that a root whose own size depends on its width is still freed.
  private struct Entry {
    weak var view: View?
  }
  private var entries: [Entry] = []
  private var measuredWidths: [ObjectIdentifier: Double?] = [:]

  /// The views, in the order they were first measured.
  var views: [View] { entries.compactMap(\.view) }

  /// The width `view` was measured at: nil if it has not been, `.some(nil)` if it was measured
  /// without a width limit.
  func measuredWidth(of view: View) -> Double?? {
    measuredWidths[ObjectIdentifier(view)]
  }

  /// Whether no width-dependent view has been measured.
  var isEmpty: Bool { entries.isEmpty }

  /// Notes that `view` is measured at `width`.
  mutating func record(_ view: View, width: Double?) {
    if measuredWidths.updateValue(width, forKey: ObjectIdentifier(view)) == nil {
      entries.append(Entry(view: view))
    }
  }
}

extension LayoutEngine {
  /// How many times a layout pass measures width-dependent views again and re-solves, at most.
  /// Text whose width follows its constraints settles after one; text that sets its own width
  /// (hugging its widest line) after two. If widths still change after the last, the last
  /// solution stands.
  static let widthDependentPasses = 4

  /// The intrinsic size to hold a view at: for a width-dependent view, measured at the width it
  /// was last measured at in this engine, else at its frame's width, else without a width limit.
  func intrinsicSize(of view: View) -> Size {
    guard view.intrinsicContentSizeDependsOnWidth else { return view.intrinsicContentSize }
    let width =
      widthDependentSizes.measuredWidth(of: view)
      ?? (view.layoutFrame.width > 0 ? view.layoutFrame.width : nil)
    widthDependentSizes.record(view, width: width)
    guard let width else { return view.intrinsicContentSize }
    return view.intrinsicContentSize(forWidth: width)
  }

  /// After a solve: measures again each width-dependent view whose solved width is not the one
  /// it was measured at, and solves again, until the widths hold or the passes run out.
  func settleWidthDependentSizes(solve: () -> Void) {
    guard !widthDependentSizes.isEmpty, let root else { return }
    let grid = PixelGrid(scale: root.root.scale)
    func snap(_ value: Double) -> Double { grid.snap(value) }
    for _ in 0..<LayoutEngine.widthDependentPasses {
      var changed = false
      for view in widthDependentSizes.views {
        // The width the frame will get: both edges rounded, as frames are.
        let left = view.minX.value
        let width = snap(left + view.width.value) - snap(left)
        if case .some(.some(let measured)) = widthDependentSizes.measuredWidth(of: view),
          measured == width
        {
          continue
        }
        widthDependentSizes.record(view, width: width)
        intrinsicSizeChanged(view)
        changed = true
      }
      guard changed else { return }
      solve()
    }
  }
}
