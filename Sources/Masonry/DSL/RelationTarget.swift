import AutoLayout

/// What a relation (`equalTo`, `greaterThanOrEqualTo`, `lessThanOrEqualTo`) can take: a view, a
/// layout guide, a ``ViewAttribute``, a number, a `Size`, a `Point` or `EdgeInsets` — or an
/// array mixing them, which makes one constraint per element.
///
/// ```swift
/// make.top.equalTo(header.mas.bottom)      // an attribute
/// make.left.equalTo(header)                // a view: the same attribute (left)
/// make.width.equalTo(120)                  // a number: the constant
/// make.size.equalTo(Size(width: 40, height: 40))
/// make.edges.equalTo(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// make.height.greaterThanOrEqualTo([title, 44])   // one constraint each
/// ```
///
/// A type of your own becomes a target by handing over one of these:
///
/// ```swift
/// extension Card: RelationTarget {
///   var masonryTarget: MasonryTarget { contentView.masonryTarget }
/// }
/// ```
public protocol RelationTarget {
  /// The target as the DSL reads it.
  var masonryTarget: MasonryTarget { get }
}

/// A relation's target, as the DSL reads it; made by the types that conform to
/// ``RelationTarget``.
public struct MasonryTarget {
  enum Kind {
    /// Another item's attribute (`LayoutAttribute.notAnAttribute`: the first item's); the item
    /// is ``item``.
    case attribute(LayoutAttribute)
    /// A constant, mapped per attribute as Masonry does.
    case constant(ConstantSource)
  }

  let kind: Kind
  /// The item whose attribute is the target; nil for a constant (or an item already freed).
  ///
  /// Held strongly, as the target lives only for the relation, and kept apart from ``kind`` so
  /// that the relation can lend it to each attribute it sets: a weak reference (a
  /// ``ViewAttribute``) would be loaded again for each, and copying it out of the enum would
  /// retain it, each time through the item's side table.
  let item: LayoutItem?

  /// Another item's attribute.
  init(item: __shared LayoutItem?, attribute: LayoutAttribute) {
    self.item = item
    kind = .attribute(attribute)
  }

  /// A constant.
  init(constant: ConstantSource) {
    item = nil
    kind = .constant(constant)
  }
}

extension View: RelationTarget {
  /// The view's attribute that matches the constraint's own.
  public var masonryTarget: MasonryTarget {
    MasonryTarget(item: self, attribute: .notAnAttribute)
  }
}

extension LayoutGuide: RelationTarget {
  /// The guide's attribute that matches the constraint's own.
  public var masonryTarget: MasonryTarget {
    MasonryTarget(item: self, attribute: .notAnAttribute)
  }
}

extension ViewAttribute: RelationTarget {
  /// The attribute itself.
  public var masonryTarget: MasonryTarget { MasonryTarget(item: item, attribute: attribute) }
}

extension Double: RelationTarget {
  /// The number as the constant.
  public var masonryTarget: MasonryTarget { MasonryTarget(constant: .offset(self)) }
}

extension Int: RelationTarget {
  /// The number as the constant.
  public var masonryTarget: MasonryTarget {
    MasonryTarget(constant: .offset(Double(self)))
  }
}

extension Float: RelationTarget {
  /// The number as the constant.
  public var masonryTarget: MasonryTarget {
    MasonryTarget(constant: .offset(Double(self)))
  }
}

extension Size: RelationTarget {
  /// Width for a width, height for a height.
  public var masonryTarget: MasonryTarget { MasonryTarget(constant: .size(self)) }
}

extension Point: RelationTarget {
  /// x for a centre x, y for a centre y.
  public var masonryTarget: MasonryTarget { MasonryTarget(constant: .center(self)) }
}

extension EdgeInsets: RelationTarget {
  /// Each edge inset by its side's value.
  public var masonryTarget: MasonryTarget { MasonryTarget(constant: .insets(self)) }
}

extension DirectionalEdgeInsets: RelationTarget {
  /// Each edge inset by its side's value, leading and trailing following the layout direction.
  public var masonryTarget: MasonryTarget {
    MasonryTarget(constant: .directionalInsets(self))
  }
}
