import AutoLayout

extension ViewArrayDSL {
  /// Places the views in a row (or column) inside their common superview with equal gaps of
  /// `fixedSpacing`, `leadSpacing` before the first and `tailSpacing` after the last.
  ///
  /// As in Masonry, the views are also given equal lengths along the axis.
  ///
  /// For each view it makes, horizontally: the first `left == container.left + lead`; each
  /// next `width == previous.width` and `left == previous.right + spacing`; the last also
  /// `right == container.right - tail`. Vertically the same with top, bottom and height.
  /// Fewer than two views, or views without a common superview, trap.
  public func distributeViews(
    along axis: Axis, fixedSpacing: Double, leadSpacing: Double, tailSpacing: Double,
    file: String = #fileID, line: Int = #line
  ) {
    let container = commonSuperview(CallSite(file: file, line: line))
    let (lead, trail, length) = attributes(axis)
    var previous: View?
    for (index, view) in views.enumerated() {
      view.mas.makeConstraints(file: file, line: line) { make in
        guard let previous else {
          make.attribute(lead).equalTo(container.mas.attribute(lead), file: file, line: line)
            .offset(leadSpacing)
          return
        }
        make.attribute(length).equalTo(previous, file: file, line: line)
        make.attribute(lead).equalTo(previous.mas.attribute(trail), file: file, line: line).offset(
          fixedSpacing)
        if index == views.count - 1 {
          make.attribute(trail).equalTo(container.mas.attribute(trail), file: file, line: line)
            .offset(-tailSpacing)
        }
      }
      previous = view
    }
  }

  /// Places the views along the axis with a fixed length each, the first `leadSpacing` from
  /// the container's start, the last `tailSpacing` from its end, and equal gaps between them.
  ///
  /// Each view gets `length == itemLength`; the first `lead == container.lead + leadSpacing`;
  /// the last `trail == container.trail - tailSpacing`; the view at index `i` of `n` between
  /// them `trail == container.trail × i/(n−1) + (1 − i/(n−1))·(length + lead) − i·tail/(n−1)` —
  /// Masonry's formula, which relies on the container's trailing edge being its length in its
  /// own coordinates (the engine interprets constraints in the container's coordinates).
  public func distributeViews(
    along axis: Axis, fixedItemLength: Double, leadSpacing: Double, tailSpacing: Double,
    file: String = #fileID, line: Int = #line
  ) {
    let container = commonSuperview(CallSite(file: file, line: line))
    let (lead, trail, length) = attributes(axis)
    let last = Double(views.count - 1)
    for (index, view) in views.enumerated() {
      view.mas.makeConstraints(file: file, line: line) { make in
        make.attribute(length).equalTo(fixedItemLength, file: file, line: line)
        if index == 0 {
          make.attribute(lead).equalTo(container.mas.attribute(lead), file: file, line: line)
            .offset(leadSpacing)
        } else if index == views.count - 1 {
          make.attribute(trail).equalTo(container.mas.attribute(trail), file: file, line: line)
            .offset(-tailSpacing)
        } else {
          let share = Double(index) / last
          let offset =
            (1 - share) * (fixedItemLength + leadSpacing) - Double(index) * tailSpacing / last
          make.attribute(trail).equalTo(container.mas.attribute(trail), file: file, line: line)
            .multipliedBy(share)
            .offset(offset)
        }
      }
    }
  }

  /// The leading edge, trailing edge and length attributes of an axis.
  private func attributes(_ axis: Axis) -> (LayoutAttribute, LayoutAttribute, LayoutAttribute) {
    axis == .horizontal ? (.left, .right, .width) : (.top, .bottom, .height)
  }

  /// The closest superview all the views share; traps with Masonry's messages when there are
  /// fewer than two views or no such superview.
  private func commonSuperview(_ site: CallSite) -> View {
    let names = views.map { describe($0) }.joined(separator: ", ")
    if views.count < 2 {
      misuse("views to distribute need to bigger than one", "views: [\(names)]", at: site)
    }
    var common: View? = views[0]
    for view in views.dropFirst() {
      common = common.flatMap { view.mas.closestCommonSuperview($0) }
    }
    // A view that is the ancestor of the others is not a superview to distribute in.
    guard let container = common, !views.contains(where: { $0 === container }) else {
      misuse(
        "Can't constrain views that do not share a common superview. Make sure that all the views in this array have been added into the same view hierarchy.",
        "views: [\(names)]", at: site)
    }
    return container
  }
}
