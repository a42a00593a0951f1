/// Turns a parsed ``VisualFormatLine`` into constraints, in a fixed order.
///
/// The constraints come in this order:
///
/// 1. the items and connections left to right: each connection's spaces where the connection
///    stands (one per predicate, in their order), each view's size predicates where the view
///    stands;
/// 2. then, for each pair of neighbouring views left to right, one equality per alignment option
///    in ascending raw value (`alignAllTop` before `alignAllBottom`).
///
/// A space between an earlier item `A` and a later item `B` is measured along the format's
/// direction: `B.leading (rel) A.trailing + space` (or `top`/`bottom`, `left`/`right`); for
/// `directionRightToLeft`, where the line runs towards smaller x, `A.left (rel) B.right + space`.
/// A `|` takes part with its inner edge, so `[a]-8-|` is `superview.trailing == a.trailing + 8`.
struct VisualFormatBuilder {
  /// The edges a line runs between, and which way it runs.
  private struct Edges {
    /// An item's edge on the side the line starts from: leading, left or top (right when the
    /// line runs right to left).
    var start: LayoutAttribute
    /// An item's edge on the side the line ends on: trailing, right or bottom (left).
    var end: LayoutAttribute
    /// Whether the line runs towards larger coordinates.
    var isIncreasing: Bool
  }

  var options: LayoutFormatOptions
  var spacing: VisualFormatSpacing
  var file: String
  var line: Int

  /// The constraints of `format`, inactive.
  func constraints(for format: VisualFormatLine) -> [LayoutConstraint] {
    let edges = self.edges(for: format.axis)
    let sizeAttribute: LayoutAttribute = format.axis == .horizontal ? .width : .height
    var constraints: [LayoutConstraint] = []
    for (offset, item) in format.items.enumerated() {
      if offset > 0 {
        constraints += spaces(
          format.connections[offset - 1], between: format.items[offset - 1], and: item, edges)
      }
      if case .view(let view, let predicates) = item {
        for predicate in predicates {
          constraints.append(size(of: view, sizeAttribute, predicate))
        }
      }
    }
    let views = format.views
    let alignments = options.alignmentAttributes
    for (earlier, later) in zip(views, views.dropFirst()) {
      for attribute in alignments {
        constraints.append(
          LayoutConstraint(
            item: later, attribute: attribute, relatedBy: .equal, toItem: earlier,
            attribute: attribute, file: file, line: line))
      }
    }
    return constraints
  }

  private func edges(for axis: Axis) -> Edges {
    if axis == .vertical { return Edges(start: .top, end: .bottom, isIncreasing: true) }
    switch options.intersection(.directionMask) {
    case .directionLeftToRight: return Edges(start: .left, end: .right, isIncreasing: true)
    case .directionRightToLeft: return Edges(start: .right, end: .left, isIncreasing: false)
    default: return Edges(start: .leading, end: .trailing, isIncreasing: true)
    }
  }

  /// `view.width (rel) constant` or `view.width (rel) other.width`.
  private func size(
    of view: View, _ attribute: LayoutAttribute,
    _ predicate: VisualFormatLine.Predicate<VisualFormatLine.Size>
  ) -> LayoutConstraint {
    switch predicate.object {
    case .constant(let constant):
      return LayoutConstraint(
        item: view, attribute: attribute, relatedBy: predicate.relation, constant: constant,
        priority: predicate.priority, file: file, line: line)
    case .view(let other):
      return LayoutConstraint(
        item: view, attribute: attribute, relatedBy: predicate.relation, toItem: other,
        attribute: attribute, priority: predicate.priority, file: file, line: line)
    }
  }

  /// The constraints of one connection between the items either side of it.
  private func spaces(
    _ connection: VisualFormatLine.Connection, between earlier: VisualFormatLine.Item,
    and later: VisualFormatLine.Item, _ edges: Edges
  ) -> [LayoutConstraint] {
    let (a, aIsSuperview) = earlier.parts
    let (b, bIsSuperview) = later.parts
    let betweenViews = !aIsSuperview && !bIsSuperview
    let baselines = betweenViews && options.contains(.spacingBaselineToBaseline)
    var aAttribute = aIsSuperview ? edges.start : (baselines ? .lastBaseline : edges.end)
    var bAttribute = bIsSuperview ? edges.end : (baselines ? .firstBaseline : edges.start)

    let spaces: [VisualFormatLine.Predicate<Double>]
    switch connection {
    case .flush:
      spaces = [.init(relation: .equal, object: 0, priority: .required)]
    case .spaces(let list):
      spaces = list
    case .standard:
      var standard = spacing.betweenSiblings
      if !betweenViews {
        switch spacing.toSuperview {
        case .fixed(let distance):
          standard = distance
        case .layoutMargins:
          standard = 0
          if aIsSuperview { aAttribute = aAttribute.margin }
          if bIsSuperview { bAttribute = bAttribute.margin }
        }
      }
      spaces = [.init(relation: .equal, object: standard, priority: .required)]
    }

    return spaces.map { space in
      let (first, firstAttribute, second, secondAttribute) =
        edges.isIncreasing ? (b, bAttribute, a, aAttribute) : (a, aAttribute, b, bAttribute)
      return LayoutConstraint(
        item: first, attribute: firstAttribute, relatedBy: space.relation, toItem: second,
        attribute: secondAttribute, constant: space.object, priority: space.priority, file: file,
        line: line)
    }
  }
}

extension VisualFormatLine.Item {
  /// The view the item stands for, and whether it is a `|`.
  fileprivate var parts: (view: View, isSuperview: Bool) {
    switch self {
    case .superview(let view): return (view, true)
    case .view(let view, _): return (view, false)
    }
  }
}

extension LayoutAttribute {
  /// The margin attribute of an edge (`leading` → `leadingMargin`).
  fileprivate var margin: LayoutAttribute {
    switch self {
    case .left: return .leftMargin
    case .right: return .rightMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    default: return self
    }
  }
}
