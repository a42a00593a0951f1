// The order of a view's subviews: later subviews are drawn above earlier ones. Reordering
// changes no frame, so it does not lay the tree out again.

extension View {
  /// Moves a subview to the front, above its siblings; does nothing for a view that is not a
  /// subview.
  ///
  /// ```swift
  /// container.bringSubviewToFront(badge)  // container.subviews.last === badge
  /// ```
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves a subview to the back, below its siblings; does nothing for a view that is not a
  /// subview.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Inserts a view just above `sibling`, one of the subviews.
  ///
  /// The view leaves its old superview first. Traps when `sibling` is not a subview.
  public func insertSubview(
    _ view: View, aboveSubview sibling: View, file: StaticString = #fileID, line: UInt = #line
  ) {
    insertSubview(view, nextTo: sibling, after: true, file: file, line: line)
  }

  /// Inserts a view just below `sibling`, one of the subviews.
  ///
  /// The view leaves its old superview first. Traps when `sibling` is not a subview.
  public func insertSubview(
    _ view: View, belowSubview sibling: View, file: StaticString = #fileID, line: UInt = #line
  ) {
    insertSubview(view, nextTo: sibling, after: false, file: file, line: line)
  }

  /// Swaps the subviews at two positions (0 is the back).
  ///
  /// Traps when a position is out of range.
  public func exchangeSubview(
    at first: Int, withSubviewAt second: Int, file: StaticString = #fileID, line: UInt = #line
  ) {
    guard subviews.indices.contains(first), subviews.indices.contains(second) else {
      fatalError(
        "exchangeSubview(at: \(first), withSubviewAt: \(second)): \(itemDescription) has "
          + "\(subviews.count) subviews (called at \(file):\(line))")
    }
    subviews.swapAt(first, second)
  }

  private func insertSubview(
    _ view: View, nextTo sibling: View, after: Bool, file: StaticString, line: UInt
  ) {
    guard sibling.superview === self else {
      let relation = after ? "aboveSubview" : "belowSubview"
      fatalError(
        "insertSubview(\(view.itemDescription), \(relation): \(sibling.itemDescription)): the "
          + "sibling is not a subview of \(itemDescription) (called at \(file):\(line))")
    }
    guard view !== sibling else { return }
    // The sibling's position once `view` has left its place among the subviews.
    let position = subviews.filter { $0 !== view }.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: after ? position + 1 : position)
  }
}
