import Cassowary

extension View {
  /// The constraints the engine made of its own that affect this view on an axis, as snapshots:
  /// what ``constraintsAffectingLayout(for:)`` leaves out because no ``LayoutConstraint``
  /// stands for them.
  ///
  /// These are the view's intrinsic size, held from below at its compression resistance and
  /// from above at its hugging (``ConstraintSnapshot/Kind/compressionResistance``,
  /// ``ConstraintSnapshot/Kind/contentHugging``); its size that cannot be negative; its
  /// autoresizing constraints, and those of its subviews that name it; for the root, its origin
  /// and size; and the constraints that hold its margins, safe-area and readable-content guides
  /// to its edges (and the readable guide's width). Each reads as a report would print it, with
  /// the priority it has now:
  ///
  /// ```swift
  /// // A `Label` (a view subclass) 120 points wide by its text, at the default priorities:
  /// for snapshot in label.systemConstraintsAffectingLayout(for: .horizontal) {
  ///   print(snapshot.kind, snapshot, snapshot.priority)
  /// }
  /// // nonNegativeSize Label:label.width >= 0 1000
  /// // compressionResistance Label:label.width >= (compression resistance) 120 750
  /// // contentHugging Label:label.width <= (hugging) 120 250
  /// ```
  ///
  /// Only the constraints in the engine's solver count: one the engine broke in a conflict (see
  /// ``UnsatisfiableConstraintsReport/brokenConstraint``) is not listed.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The snapshots, in the order the engine added the constraints.
  /// - Complexity: A layout first, if anything changed (see ``layoutIfNeeded()``); then
  ///   O(*i* + *s*) for the *i* items of the tree and the *s* constraints the engine made. To
  ///   list those of every view, ``systemConstraintsAffectingLayoutInSubtree()`` takes one pass.
  public func systemConstraintsAffectingLayout(for axis: Axis) -> [ConstraintSnapshot] {
    var found: [ConstraintSnapshot] = []
    treeEngine().forEachSystemConstraint { snapshot, affected in
      if affected.contains(where: { $0.view === self && $0.axis == axis }) {
        found.append(snapshot)
      }
    }
    return found
  }

  /// What ``systemConstraintsAffectingLayout(for:)`` gives each view of this view's subtree on
  /// each axis, found in one pass over the engine's own constraints.
  ///
  /// ```swift
  /// for (view, horizontal, vertical) in root.systemConstraintsAffectingLayoutInSubtree() {
  ///   let hugging = (horizontal + vertical).filter { $0.kind == .contentHugging }
  ///   print(view.itemDescription, hugging)
  /// }
  /// ```
  ///
  /// - Returns: Each view of the subtree, depth first, with its horizontal and its vertical
  ///   snapshots, in the order ``systemConstraintsAffectingLayout(for:)`` gives them.
  /// - Complexity: As one call of ``systemConstraintsAffectingLayout(for:)``, plus O(*v*) for the
  ///   *v* views of the subtree.
  public func systemConstraintsAffectingLayoutInSubtree() -> [(
    view: View, horizontal: [ConstraintSnapshot], vertical: [ConstraintSnapshot]
  )] {
    var views: [View] = []
    forEachInSubtree { views.append($0) }
    var position: [ObjectIdentifier: Int] = [:]
    for (index, view) in views.enumerated() { position[ObjectIdentifier(view)] = index }
    var horizontal = Array(repeating: [ConstraintSnapshot](), count: views.count)
    var vertical = horizontal
    treeEngine().forEachSystemConstraint { snapshot, affected in
      for (view, axis) in affected {
        guard let index = position[ObjectIdentifier(view)] else { continue }
        if axis == .horizontal {
          horizontal[index].append(snapshot)
        } else {
          vertical[index].append(snapshot)
        }
      }
    }
    return views.indices.map { (views[$0], horizontal[$0], vertical[$0]) }
  }
}

extension LayoutEngine {
  /// Lays out, then calls `body` with each constraint the engine made of its own that is in the
  /// solver, as a report shows it, and the views it affects with the axis: the first item's view
  /// on the first attribute's axis, then the second's on the second's, once each (a guide
  /// counts as its owning view).
  func forEachSystemConstraint(_ body: (ConstraintSnapshot, [(view: View, axis: Axis)]) -> Void) {
    layOut()
    var items: [ObjectIdentifier: LayoutItem] = [:]
    var views: [UInt: View] = [:]
    for index in 0..<table.count {
      table.withItem(at: index) { item in
        items[ObjectIdentifier(item)] = item
        if let view = item as? View { views[AppleFormat.address(of: view)] = view }
      }
    }
    let priorities = fitting.map { ($0.horizontal, $0.vertical) }
    // Each with the views it affects.
    func report(_ snapshot: ConstraintSnapshot) {
      var affected: [(view: View, axis: Axis)] = []
      for (item, attribute) in [
        (snapshot.firstItem, snapshot.firstAttribute),
        (snapshot.secondItem, snapshot.secondAttribute),
      ] {
        guard let address = item?.view?.address, let view = views[address],
          let axis = attribute.axis,
          !affected.contains(where: { $0.view === view && $0.axis == axis })
        else { continue }
        affected.append((view, axis))
      }
      body(snapshot, affected)
    }
    added.forEach { constraint, origin in
      if case .user = origin { return }
      guard solver.hasConstraint(constraint) else { return }
      for snapshot in origin.snapshots(fitting: priorities, item: { items[$0] }) {
        report(snapshot)
      }
    }
  }
}
