import AutoLayout

/// What holds a DSL constraint: the maker, or a composite.
///
/// It is Masonry's "delegate": it swaps a constraint for the composite that replaces it (attribute
/// chaining, array relations) and makes new single-attribute constraints for the maker's item.
protocol ConstraintParent: AnyObject {
  /// Puts `new` where `old` was.
  func replace(_ old: MasonryConstraint, with new: MasonryConstraint)
  /// A new constraint on the maker's item with `attribute`, not yet recorded anywhere.
  func makeChild(_ attribute: LayoutAttribute) -> ViewConstraint
}
