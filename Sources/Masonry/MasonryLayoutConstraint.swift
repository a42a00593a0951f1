import AutoLayout

/// The engine constraint the DSL makes: a `LayoutConstraint` that prints itself in Masonry's
/// format and that `updateConstraints` may match (constraints made by other means never are).
///
/// ```
/// <MasonryLayoutConstraint:0x… View:newView.width >= 300 ^low>
/// <MasonryLayoutConstraint:helloConstraint View:newView1.baseline == View:newView2.top * 2 + 300>
/// ```
///
/// The key (Masonry's `mas_key`) is the `LayoutConstraint.identifier`; items print as
/// `Type:key` with the item's `LayoutItem.debugName` (set by `view.mas.key`), or its address.
public final class MasonryLayoutConstraint: LayoutConstraint {
  /// Masonry's description: the key or address, the items by their keys, `%g` numbers, the
  /// priority by name.
  ///
  /// The one writer of Masonry's format, which differs from the engine's (Apple's, written by
  /// `LayoutConstraint`): the multiplier follows the second item (`* 2`), numbers are `%g`,
  /// and the priority is named (`^low`) — what Masonry prints, and what its users search
  /// their logs for. The items are named as the engine names them.
  public override var description: String {
    let address = AppleFormat.hex(AppleFormat.address(of: self))
    var text = "<MasonryLayoutConstraint:\(identifier ?? "0x" + address) "
    text += "\(describe(firstItem)).\(masonryName(firstAttribute)) \(relation.symbol)"
    if let secondItem { text += " \(describe(secondItem))" }
    if secondAttribute != .notAnAttribute { text += ".\(masonryName(secondAttribute))" }
    if multiplier != 1 { text += " * \(formatG(multiplier))" }
    if secondAttribute == .notAnAttribute {
      text += " \(formatG(constant))"
    } else if constant != 0 {
      text += constant < 0 ? " - \(formatG(-constant))" : " + \(formatG(constant))"
    }
    if !priority.isRequired { text += " ^\(priorityName(priority))" }
    return text + ">"
  }

  /// The newest Masonry constraint installed on `view` with these items, attributes,
  /// relation, multiplier and priority — what `updateConstraints` changes instead of adding.
  static func similar(
    in view: View, _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute,
    _ relation: LayoutRelation, _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute,
    _ multiplier: Double, _ priority: LayoutPriority
  ) -> LayoutConstraint? {
    view.constraints.last { other in
      other is MasonryLayoutConstraint && other.firstItem === firstItem
        && other.secondItem === secondItem && other.firstAttribute == firstAttribute
        && other.secondAttribute == secondAttribute && other.relation == relation
        && other.multiplier == multiplier && other.priority == priority
    }
  }
}

/// Masonry's names of attributes (`baseline` for the last baseline, as Masonry prints it).
func masonryName(_ attribute: LayoutAttribute) -> String {
  attribute == .lastBaseline ? "baseline" : attribute.name
}

/// Masonry's names of the standard priorities, or the number.
func priorityName(_ priority: LayoutPriority) -> String {
  switch priority.rawValue {
  case 750: return "high"
  case 250: return "low"
  case 500: return "medium"
  case 1000: return "required"
  case 50: return "fitting size"
  default: return formatG(priority.rawValue)
  }
}
