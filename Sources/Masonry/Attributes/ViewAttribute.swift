import AutoLayout

/// One attribute of a view or a layout guide, as a relation's target:
/// `view.mas.top`, `view.mas.safeAreaLayoutGuideBottom`, `guide.mas.leading`.
///
/// As Masonry's `MASViewAttribute`, it knows the ``item`` the constraint is made with (the view
/// itself, or a guide; held weakly) and the ``view`` used to find where the constraint is
/// installed (the view, or the view that owns the guide).
///
/// An attribute of `LayoutAttribute.notAnAttribute` means "the same attribute as the
/// constraint's first item": `make.edges.equalTo(view.mas.safeAreaLayoutGuide)` pins each edge
/// to the same edge of the safe area.
public struct ViewAttribute {
  /// The item the constraint is made with: the view or one of its guides; nil once it is gone.
  public var item: LayoutItem? { link?.item }
  // The item is held through its link, which reads nil once the item is gone, as a weak
  // reference does, and costs a retain to copy rather than a trip through a side table.
  private let link: ItemLink?
  /// The attribute, or `LayoutAttribute.notAnAttribute` for "the same as the first item's".
  public let attribute: LayoutAttribute

  /// An attribute of a view or a guide.
  public init(item: __shared LayoutItem, attribute: LayoutAttribute) {
    self.init(optionalItem: item, attribute: attribute)
  }

  init(optionalItem: __shared LayoutItem?, attribute: LayoutAttribute) {
    link = optionalItem?.link
    self.attribute = attribute
  }

  /// The view that decides where the constraint is installed: the item itself, or the view
  /// that owns the guide.
  public var view: View? { item?.itemView }

  /// Whether the attribute is a width or a height.
  public var isSizeAttribute: Bool { attribute.isSize }
}

extension ViewAttribute: Equatable {
  /// Masonry's equality: the same view and the same attribute (the item is not compared).
  public static func == (lhs: ViewAttribute, rhs: ViewAttribute) -> Bool {
    lhs.view === rhs.view && lhs.attribute == rhs.attribute
  }
}
