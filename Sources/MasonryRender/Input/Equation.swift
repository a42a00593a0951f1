import AutoLayout

/// A constraint written as an equation, parsed: `first (==, <=, >=) multiplier × second +
/// constant @priority`, with the names still to be looked up among the views.
///
/// ```swift
/// let equation = try EquationParser.parse("title.top == card.top + 20 @750")
/// // first: title.top, relation: ==, second: card.top, constant: 20, priority: 750
/// ```
public struct Equation: Hashable, Sendable {
  /// One side's attribute: an item, optionally one of its guides, and an attribute.
  public struct Reference: Hashable, Sendable {
    /// The view id, `root` or `superview`.
    public var item: String
    /// Which of the view's guides, if any.
    public var guide: Guide?
    /// The attribute.
    public var attribute: LayoutAttribute
    /// Where the item's name starts, in characters from the start of the equation.
    public var offset: Int
    /// Where the attribute's name starts.
    public var attributeOffset: Int

    /// Creates a reference.
    public init(
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
  public enum Guide: String, Hashable, Sendable {
    /// The view's layout-margins guide (`margins` or `layoutMarginsGuide`).
    case margins
    /// The view's safe-area guide (`safeArea` or `safeAreaLayoutGuide`).
    case safeArea
  }

  /// The left side's attribute.
  public var first: Reference
  /// How the sides compare.
  public var relation: LayoutRelation
  /// The right side's attribute, or nil for a constant.
  public var second: Reference?
  /// The factor on the right side's attribute.
  public var multiplier: Double
  /// The constant on the right side.
  public var constant: Double
  /// The priority (required when not written).
  public var priority: LayoutPriority
  /// Where the relation is, in characters from the start of the equation.
  public var relationOffset: Int

  /// Creates an equation.
  public init(
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
