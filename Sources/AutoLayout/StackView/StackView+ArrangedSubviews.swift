// The arrangement: which subviews the stack lays out, and in what order. The arranged views are
// always subviews; their order in the stack is their own, not their order among the subviews.

extension StackView {
  /// Adds a view to the end of the arrangement, making it a subview first if it is not one (an
  /// existing subview keeps its place among the subviews).
  ///
  /// A view already arranged moves to the end. Like UIKit, the stack turns the view's
  /// ``View/translatesAutoresizingMaskIntoConstraints`` off.
  ///
  /// ```swift
  /// let row = StackView(name: "row")
  /// row.addArrangedSubview(icon)
  /// row.addArrangedSubview(title)  // row.arrangedSubviews == [icon, title]
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* arranged views.
  public func addArrangedSubview(_ view: View) {
    let end = arrangedSubviews.count - (isArranged(view) ? 1 : 0)
    insertArrangedSubview(view, at: end)
  }

  /// Inserts a view into the arrangement so that it is at `index` afterwards, making it a subview
  /// first if it is not one.
  ///
  /// Only the arrangement changes: an existing subview keeps its place among the subviews, and a
  /// view already arranged moves. Traps when `index` is out of range (above the number of arranged
  /// views, or not below it for a view already arranged).
  ///
  /// ```swift
  /// row.insertArrangedSubview(badge, at: 0)  // row.arrangedSubviews == [badge, icon, title]
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* arranged views.
  public func insertArrangedSubview(
    _ view: View, at index: Int, file: StaticString = #fileID, line: UInt = #line
  ) {
    let wasArranged = isArranged(view)
    let limit = arrangedSubviews.count - (wasArranged ? 1 : 0)
    guard index >= 0 && index <= limit else {
      fatalError(
        "insertArrangedSubview(\(view.itemDescription), at: \(index)): the index is out of range "
          + "0...\(limit) of \(itemDescription) (called at \(file):\(line))")
    }
    if wasArranged { arrangedSubviews.removeAll { $0 === view } }
    if view.superview !== self { addSubview(view) }
    arrangedSubviews.insert(view, at: index)
    arrangedIdentities.insert(ObjectIdentifier(view))
    if view.translatesAutoresizingMaskIntoConstraints {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    setNeedsArrangement()
  }

  /// Takes a view out of the arrangement; it stays a subview, without the stack's constraints (give
  /// it a place of your own, or remove it from the stack with ``View/removeFromSuperview()``).
  ///
  /// Its custom spacing is forgotten. Does nothing for a view that is not arranged.
  ///
  /// - Complexity: O(*n*) for *n* arranged views.
  public func removeArrangedSubview(_ view: View) {
    dropFromArrangement(view)
  }

  /// Whether the stack arranges `view`.
  func isArranged(_ view: View) -> Bool {
    arrangedIdentities.contains(ObjectIdentifier(view))
  }

  /// Takes a view out of the arrangement, with what the stack keeps for it.
  func dropFromArrangement(_ view: View) {
    let id = ObjectIdentifier(view)
    guard arrangedIdentities.remove(id) != nil else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[id] = nil
    if let gap = gapGuides.removeValue(forKey: id) { removeLayoutGuide(gap) }
    setNeedsArrangement()
  }

  /// The first arranged view that is not hidden.
  var firstVisibleArrangedSubview: View? { arrangedSubviews.first { !$0.isHidden } }

  /// The last arranged view that is not hidden.
  var lastVisibleArrangedSubview: View? { arrangedSubviews.last { !$0.isHidden } }
}
