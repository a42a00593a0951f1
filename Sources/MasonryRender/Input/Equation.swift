import AutoLayout

/// A constraint written as an equation, parsed: `first (==, <=, >=) multiplier × second +
/// constant @priority`, with the names still to be looked up among the views.
///
/// ```swift
/// let equation = try EquationParser.parse("title.top == card.top + 20 @750")
/// // first: title.top, relation: ==, second: card.top, constant: 20, priority: 750
/// ```
package struct Equation: Hashable, Sendable {
  /// One side's attribute: an item, optionally one of its guides, and an attribute.
  package struct Reference: Hashable, Sendable {
    /// The view id, `root` or `superview`.
    package var item: String
    /// Which of the view's guides, if any.
    package var guide: Guide?
    /// The attribute.
    package var attribute: LayoutAttribute
    /// Where the item's name starts, in characters from the start of the equation.
    package var offset: Int
    /// Where the attribute's name starts.
    package var attributeOffset: Int

    /// Creates a reference.
    package init(
      item: String, guide: Guide? = nil, attribute: LayoutAttribute, offset: Int = 0,
      attributeOffset: Int = 0
    ) {
      self.item = item
      self.guide = guide
      self.attribute = attribute
      self.offset = offset
      self.attributeOffset = attributeOffset
    }
  }

  /// The guides a view has for equations to name: `card.margins.top`, `root.safeArea.bottom`.
  package enum Guide: String, Hashable, Sendable {
    /// The view's layout-margins guide (`margins` or `layoutMarginsGuide`).
    case margins
    /// The view's safe-area guide (`safeArea` or `safeAreaLayoutGuide`).
    case safeArea
  }

  /// The left side's attribute.
  package var first: Reference
  /// How the sides compare.
  package var relation: LayoutRelation
  /// The right side's attribute, or nil for a constant.
  package var second: Reference?
  /// The factor on the right side's attribute.
  package var multiplier: Double
  /// The constant on the right side.
  package var constant: Double
  /// The priority (required when not written).
  package var priority: LayoutPriority
  /// Where the relation is, in characters from the start of the equation.
  package var relationOffset: Int

  /// Creates an equation.
  package init(
    first: Reference, relation: LayoutRelation, second: Reference? = nil, multiplier: Double = 1,
    constant: Double = 0, priority: LayoutPriority = .required, relationOffset: Int = 0
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.relationOffset = relationOffset
  }
}
