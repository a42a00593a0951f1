/// The views whose intrinsic size depends on their width, each with the width it was last
/// measured at (nil: measured without a width limit), in the order the engine met them (see
/// `LayoutEngine+WidthDependentSize.swift`).
struct WidthDependentSizes {
  /// How many times a layout pass measures width-dependent views again and re-solves, at most.
  ///
  /// Text whose width follows its constraints settles after one; text that sets its own width
  /// (hugging its widest line) after two. If widths still change after the last, the last solution
  /// stands.
  static let passes = 4

  /// A view held weakly, so that a root whose own size depends on its width is still freed.
  private struct Entry {
    weak var view: View?
  }
  private var entries: [Entry] = []
  private var measuredWidths: [ObjectIdentifier: Double?] = [:]
  /// The views held at a stand-in size until the next solve shows their width.
  private var postponed: [Entry] = []

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

  /// The width to measure `view` at, noted as measured: the width it was last measured at,
  /// else its frame's width, else nil (without a width limit).
  mutating func widthToMeasure(_ view: View) -> Double? {
    let width =
      measuredWidth(of: view) ?? (view.layoutFrame.width > 0 ? view.layoutFrame.width : nil)
    record(view, width: width)
    return width
  }

  /// Notes that `view` is held at a stand-in size rather than measured: the pass after the next
  /// solve measures it (see ``LayoutEngine/settleWidthDependentSizes(solve:)``).
  mutating func postpone(_ view: View) {
    postponed.append(Entry(view: view))
  }

  /// The views postponed since the last call, in the order they were postponed.
  mutating func takePostponed() -> [View] {
    guard !postponed.isEmpty else { return [] }
    defer { postponed.removeAll(keepingCapacity: true) }
    return postponed.compactMap(\.view)
  }

  /// Notes that `view` is measured again at `width`, its solved width; returns false, noting
  /// nothing, when it was measured at that width already.
  mutating func remeasure(_ view: View, at width: Double) -> Bool {
    if case .some(.some(let measured)) = measuredWidth(of: view), measured == width {
      return false
    }
    record(view, width: width)
    return true
  }
}
