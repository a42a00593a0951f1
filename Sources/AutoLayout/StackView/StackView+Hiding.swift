// Hiding and showing arranged views: the fast path that changes only the constraints around the
// views whose `isHidden` changed, instead of working out the whole set again.
//
// Between two visible views that kept their visibility, every constraint the stack makes
// depends only on the views between them: the spacing into each view (the spacing carried from
// the last visible view before it), the hiding of each view, its place across the axis, and, for
// the equal-spacing distributions, the gap between each two neighbouring visible views. So the
// stretch from the last such view before a changed view to the first such view after it (a
// *window*) is worked out twice, as the last arrangement saw it and as it is now, and only the
// difference is applied. Everything else the stack makes depends on the first visible view (the
// alignment's reference and its canvas connections, fill-equally's reference, the first gap) or
// on every visible view (the proportional shares): when the first visible view changes, when no
// view is visible, and for ``StackView/Distribution/fillProportionally``, the whole set is worked
// out as before.

extension StackView {
  /// The most arranged views whose visibility changed since the last arrangement that the fast
  /// path takes; more are worked out the whole way.
  static let visibilityFastPathLimit = 8

  /// Notes that an arranged view was hidden or shown, for the next arrangement, and tells an
  /// enclosing stack whose baselines may come from this one.
  func arrangedViewDidChangeHidden(_ view: View) {
    if !needsFullArrangement {
      if visibilityChanges.count < 2 * StackView.visibilityFastPathLimit {
        visibilityChanges.append(view)
      } else {
        needsFullArrangement = true
        visibilityChanges = []
      }
    }
    needsArrangement = true
    setNeedsUpdateConstraints()
    (superview as? StackView)?.nestedStackDidChange()
  }

  /// Changes the constraints that depend on the arranged views whose ``View/isHidden`` changed
  /// since the last arrangement, when nothing else changed; returns false, having changed
  /// nothing, where the whole set must be worked out instead.
  ///
  /// The result is the set a whole arrangement makes: the same constraints, with the same
  /// constants and priorities.
  ///
  /// - Complexity: O(*n*) comparisons of references for *n* arranged views, to find the changed
  ///   views and the first visible one; then O(*w*) for the *w* views between the visible views
  ///   around the changed ones.
  func arrangeVisibilityChanges() -> Bool {
    guard distribution != .fillProportionally else { return false }
    let views = arrangedSubviews
    // The views hidden or shown an odd number of times, by position.
    var changed: [View] = []
    for view in visibilityChanges {
      if let k = changed.firstIndex(where: { $0 === view }) {
        changed.remove(at: k)
      } else {
        changed.append(view)
      }
    }
    guard changed.count <= StackView.visibilityFastPathLimit else { return false }
    var toggled: [Int] = []
    for view in changed {
      guard let index = views.firstIndex(where: { $0 === view }) else { return false }
      toggled.append(index)
    }
    toggled.sort()
    guard !toggled.isEmpty else { return true }
    func isVisible(_ k: Int) -> Bool { !views[k].isHidden }
    func wasVisible(_ k: Int) -> Bool { views[k].isHidden == toggled.contains(k) }
    func isSteady(_ k: Int) -> Bool { isVisible(k) && !toggled.contains(k) }
    // The first visible view must stay the first visible view (and a view must show).
    guard let first = views.indices.first(where: isVisible),
      views.indices.first(where: wasVisible) == first
    else { return false }
    // The windows: from the last steadily visible view before each changed view (the first
    // visible one at the least) to the first after it (or the last view), merged where they
    // overlap.
    var windows: [ClosedRange<Int>] = []
    for k in toggled {
      var low = k - 1
      while low > first && !isSteady(low) { low -= 1 }
      var high = k + 1
      while high < views.count - 1 && !isSteady(high) { high += 1 }
      let window = low...min(high, views.count - 1)
      if let last = windows.last, last.upperBound > window.lowerBound {
        windows[windows.count - 1] = last.lowerBound...max(last.upperBound, window.upperBound)
      } else {
        windows.append(window)
      }
    }
    let firstView = views[first]
    addMissingGapGuides(views, windows, isVisible)
    var old = StackConstraintSpecs()
    var new = StackConstraintSpecs()
    for window in windows {
      addWindowSpecs(views, window, firstView, wasVisible, to: &old)
      addWindowSpecs(views, window, firstView, isVisible, to: &new)
    }
    madeConstraints.update(replacing: old.all, with: new.all)
    return true
  }

  /// Adds a gap guide after each visible view of the windows that has a visible view after it
  /// and no guide yet, for the equal-spacing distributions (as a whole arrangement does).
  private func addMissingGapGuides(
    _ views: [View], _ windows: [ClosedRange<Int>], _ isVisible: (Int) -> Bool
  ) {
    guard distribution.spacesEqually else { return }
    for window in windows {
      var previous: View?
      for k in window where isVisible(k) {
        if let previous, gapGuides[ObjectIdentifier(previous)] == nil {
          let gap = LayoutGuide(identifier: StackConstraintRole.gapIdentifier)
          addLayoutGuide(gap)
          gapGuides[ObjectIdentifier(previous)] = gap
        }
        previous = views[k]
      }
    }
  }

  /// Adds the specs a whole arrangement makes that depend on the views of `window` (whose first
  /// view is visible and stays so, and whose last view is too or is the last arranged view),
  /// with each view's visibility as `isVisible` says: the spacing between the window's views,
  /// the hiding of its hidden views, their equal lengths or the gaps between them, and each
  /// view's constraints across the axis.
  ///
  /// `first` is the first visible arranged view, the same for either visibility.
  private func addWindowSpecs(
    _ views: [View], _ window: ClosedRange<Int>, _ first: View, _ isVisible: (Int) -> Bool,
    to specs: inout StackConstraintSpecs
  ) {
    let a = StackAxisAttributes(axis)
    addWindowSpacingSpecs(views, window, isVisible, to: &specs)
    for k in window where !isVisible(k) {
      specs.add(.hiding, views[k], a.length)
    }
    switch distribution {
    case .fillEqually:
      for k in window where isVisible(k) && views[k] !== first {
        specs.add(.fillEqually, views[k], a.length, .equal, first, a.length)
      }
    case .equalSpacing, .equalCentering:
      addWindowGapSpecs(views, window, first, isVisible, to: &specs)
    case .fill, .fillProportionally:
      break
    }
    for k in window {
      addAlignmentSpecs(of: views[k], visible: isVisible(k), first: first, to: &specs)
    }
  }

  /// The spacing constraints between the views of `window`, as `addSpacingSpecs` makes them.
  private func addWindowSpacingSpecs(
    _ views: [View], _ window: ClosedRange<Int>, _ isVisible: (Int) -> Bool,
    to specs: inout StackConstraintSpecs
  ) {
    let a = StackAxisAttributes(axis)
    let spacesBaselines = axis == .vertical && isBaselineRelativeArrangement
    let low = window.lowerBound
    // Whether a visible view comes after each position before the window's last (the window
    // ends at a visible view or at the last view, so the window's own views tell).
    var visibleAfter = [Bool](repeating: false, count: window.count)
    var seen = false
    for k in window.reversed() {
      visibleAfter[k - low] = seen
      seen = seen || isVisible(k)
    }
    var lastVisible: View? = isVisible(low) ? views[low] : nil
    for k in low..<window.upperBound {
      let previous = views[k]
      let next = views[k + 1]
      let carried = isVisible(k + 1) ? lastVisible : nil
      let constant = carried.map(resolvedSpacing(after:)) ?? 0
      let relation: LayoutRelation =
        carried != nil && distribution.spacesEqually ? .greaterThanOrEqual : .equal
      let fromBaseline = spacesBaselines && isVisible(k) && visibleAfter[k - low]
      let toBaseline = spacesBaselines && carried != nil
      specs.add(
        .spacing, toBaseline ? next.firstBaselineView : next,
        toBaseline ? .firstBaseline : a.start, relation,
        fromBaseline ? previous.lastBaselineView : previous,
        fromBaseline ? .lastBaseline : a.end, plus: constant)
      if isVisible(k + 1) { lastVisible = next }
    }
  }

  /// The gap constraints between the neighbouring visible views of `window`, as `addGapSpecs`
  /// makes them: the first gap of the stack is the one after the first visible view.
  private func addWindowGapSpecs(
    _ views: [View], _ window: ClosedRange<Int>, _ first: View, _ isVisible: (Int) -> Bool,
    to specs: inout StackConstraintSpecs
  ) {
    let a = StackAxisAttributes(axis)
    let firstGap = gapGuides[ObjectIdentifier(first)]
    var previous: View?
    for k in window where isVisible(k) {
      let next = views[k]
      defer { previous = next }
      guard let previous, let gap = gapGuides[ObjectIdentifier(previous)] else { continue }
      addGapSpecs(gap, between: previous, and: next, firstGap: firstGap, a, to: &specs)
    }
  }

  /// One arranged view's constraints across the axis, as `addAlignmentSpecs` makes them while
  /// some view is visible: `first` is the first visible view.
  private func addAlignmentSpecs(
    of view: View, visible: Bool, first: View, to specs: inout StackConstraintSpecs
  ) {
    let a = StackAxisAttributes(axis)
    let alignment = axis == .vertical && self.alignment.isBaseline ? .fill : self.alignment
    let suppression = StackView.ambiguitySuppressionPriority
    guard visible else {
      let followed: LayoutAttribute
      switch alignment {
      case .center: followed = a.crossCenter
      case .trailing: followed = a.crossEnd
      default: followed = a.crossStart
      }
      specs.add(.alignment, first, followed, .equal, view, followed)
      specs.add(.ambiguitySuppression, view, a.crossLength, priority: suppression)
      return
    }
    switch alignment {
    case .fill:
      guard view !== first else { return }
      specs.add(.alignment, first, a.crossStart, .equal, view, a.crossStart)
      specs.add(.alignment, first, a.crossEnd, .equal, view, a.crossEnd)
      return
    case .leading, .center, .trailing:
      guard let spanner = alignmentSpanner else { return }
      let line: LayoutAttribute
      switch alignment {
      case .center: line = a.crossCenter
      case .trailing: line = a.crossEnd
      default: line = a.crossStart
      }
      if view !== first { specs.add(.alignment, first, line, .equal, view, line) }
      let boundary = StackView.spanningBoundaryPriority
      if alignment == .leading {
        specs.add(.spanningBoundary, spanner, a.crossStart, .equal, view, priority: boundary)
      } else {
        specs.add(.spanningBoundary, spanner, a.crossStart, .lessThanOrEqual, view)
      }
      if alignment == .trailing {
        specs.add(.spanningBoundary, spanner, a.crossEnd, .equal, view, priority: boundary)
      } else {
        specs.add(.spanningBoundary, spanner, a.crossEnd, .greaterThanOrEqual, view)
      }
    case .firstBaseline, .lastBaseline:
      guard let spanner = alignmentSpanner else { return }
      let isFirst = alignment == .firstBaseline
      let baseline: LayoutAttribute = isFirst ? .firstBaseline : .lastBaseline
      if view !== first {
        let reference = isFirst ? first.firstBaselineView : first.lastBaselineView
        let own = isFirst ? view.firstBaselineView : view.lastBaselineView
        specs.add(.alignment, reference, baseline, .equal, own, baseline)
      }
      specs.add(.spanningBoundary, spanner, a.crossStart, .lessThanOrEqual, view)
      specs.add(.spanningBoundary, spanner, a.crossEnd, .greaterThanOrEqual, view)
    }
    specs.add(.ambiguitySuppression, view, a.crossLength, priority: suppression)
  }
}
