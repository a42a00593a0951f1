import AutoLayout

/// One attribute of a view or a layout guide, as a relation's target:
/// `view.mas.top`, `view.mas.safeAreaLayoutGuideBottom`, `guide.mas.leading`.
///
/// It names two objects, as Masonry's `MASViewAttribute` does: the ``item`` the constraint is
/// made with (the view itself, or a guide) and the ``view`` used to find where the constraint is
/// installed (the view, or the view that owns the guide). Both are held weakly.
///
/// An attribute of `LayoutAttribute.notAnAttribute` means "the same attribute as the
/// constraint's first item": `make.edges.equalTo(view.mas.safeAreaLayoutGuide)` pins each edge
/// to the same edge of the safe area.
public struct ViewAttribute {
  /// The view that decides where the constraint is installed.
  public private(set) weak var view: View?
  /// The item the constraint is made with: the view or one of its guides.
  public private(set) weak var item: LayoutItem?
  /// The attribute, or `LayoutAttribute.notAnAttribute` for "the same as the first item's".
  public let attribute: LayoutAttribute

  /// An attribute of `item`, installed through `view`.
  public init(view: View?, item: LayoutItem, attribute: LayoutAttribute) {
    self.init(view: view, optionalItem: item, attribute: attribute)
  }

  init(view: View?, optionalItem: LayoutItem?, attribute: LayoutAttribute) {
    self.view = view
    self.item = optionalItem
    self.attribute = attribute
  }

  /// An attribute of a view.
  public init(view: View, attribute: LayoutAttribute) {
    self.init(view: view, item: view, attribute: attribute)
  }

  /// Whether the attribute is a width or a height.
  public var isSizeAttribute: Bool { attribute.isSize }

  /// The same view and item with another attribute.
  func with(_ attribute: LayoutAttribute) -> ViewAttribute {
    ViewAttribute(view: view, optionalItem: item, attribute: attribute)
  }
}

extension ViewAttribute: Equatable {
  /// Masonry's equality: the same view and the same attribute (the item is not compared).
  public static func == (lhs: ViewAttribute, rhs: ViewAttribute) -> Bool {
    lhs.view === rhs.view && lhs.attribute == rhs.attribute
  }
}
