/// One constraint of a report, as data: what it relates, how, and who made it — a value that
/// stays true after the constraint has changed or gone, and that may cross to another thread.
///
/// Every constraint reads as an equation,
/// `firstItem.firstAttribute (==, <=, >=) multiplier × secondItem.secondAttribute + constant`
/// at a ``priority``, whether someone made it (a ``LayoutConstraint``, ``kind``
/// ``Kind/layoutConstraint``) or the engine did (autoresizing masks, intrinsic sizes, margins,
/// the root's frame; see ``Kind``). Its ``description`` is the constraint in the words of
/// Apple's console, as a report prints it.
///
/// ```swift
/// // <LayoutConstraint:0x7f… 'card width' View:card.width == 0.5*View:root.width + 8   (active)>
/// let made = report.constraints[0]
/// made.kind              // .layoutConstraint
/// made.firstItem?.name   // "card"
/// made.firstAttribute    // .width
/// made.relation          // .equal
/// made.secondItem?.name  // "root"
/// made.secondAttribute   // .width
/// made.multiplier        // 0.5
/// made.constant          // 8
/// made.priority          // .required
/// made.identifier        // "card width"
/// made.callSite          // CallSite(file: "MyApp/Card.swift", line: 12)
///
/// // h=-&- v=--& View:banner.height == 44
/// let held = report.constraints[1]
/// held.kind              // .autoresizing
/// held.autoresizingMask  // [.flexibleWidth, .flexibleBottomMargin]
/// held.firstAttribute    // .height
/// held.secondItem        // nil: a fixed height
/// held.constant          // 44
/// ```
public struct ConstraintSnapshot: Sendable, Hashable, CustomStringConvertible {
  /// Who made a constraint, and for the engine's own, what for.
  ///
  /// Each case shows the description a report gives such a constraint.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A ``LayoutConstraint`` (or a subclass, such as Masonry's) that someone made and
    /// activated. It prints as its own `description` did when reported:
    /// `<LayoutConstraint:0x… View:card.width == 100   (active)>`.
    case layoutConstraint
    /// One of the two constraints per axis that hold a view translating its autoresizing mask
    /// (see ``autoresizingMask``): its width or height, or its centre (`centerX`, `centerY`,
    /// printed `midX`, `midY`), from its superview's width or height:
    /// `h=-&- v=--- View:bar.width == View:root.width - 20`.
    case autoresizing
    /// An intrinsic size held from below at the view's compression resistance:
    /// `View:label.width >= (compression resistance) 120`.
    case compressionResistance
    /// An intrinsic size held from above at the view's content hugging:
    /// `View:label.width <= (hugging) 120`.
    case contentHugging
    /// A width or height that cannot be negative: `View:box.width >= 0`.
    case nonNegativeSize
    /// The root's left or top edge at 0, the origin of the layout: `View:root.minX == 0`.
    case rootOrigin
    /// The root's width or height held at its frame's: `View:root.width == 320`.
    case rootSize
    /// The root's width or height pulled towards the target of
    /// ``View/systemLayoutSizeFitting(_:horizontalFittingPriority:verticalFittingPriority:)``
    /// at the fitting priority: `View:cell.width == (fitting) 320`.
    case fittingSize
    /// An edge or length of a view's ``View/layoutMarginsGuide``, from the view's own by its
    /// ``View/layoutMargins``: `LayoutGuide:card.layoutMarginsGuide.left == owner.left + 8`.
    case layoutMargins
    /// An edge or length of a view's ``View/safeAreaLayoutGuide``, from the view's own by its
    /// safe-area insets: `LayoutGuide:root.safeAreaLayoutGuide.top == owner.top + 20`.
    case safeArea
    /// An edge or length of a view's ``View/readableContentGuide`` from the view's own, where
    /// the guide fills the margins or for its top and height:
    /// `LayoutGuide:text.readableContentGuide.top == owner.top + 8`.
    case readableContent
    /// The width of a view's ``View/readableContentGuide`` held at the readable width, or its
    /// centre held between the margins, when the margins are wider than the readable width:
    /// `LayoutGuide:text.readableContentGuide.width == 672`,
    /// `LayoutGuide:text.readableContentGuide.centerX == owner.centerX + 0`.
    case readableWidth
    /// A solver constraint the engine cannot trace to a constraint or an item of its tree. Only
    /// its ``ConstraintSnapshot/relation`` and its description (the solver's) are known; it has
    /// no items, and its multiplier is 1 and its constant 0.
    case untraced
  }

  /// Who made the constraint.
  public let kind: Kind
  /// The item on the left side; nil once freed (constraints hold their items weakly).
  public let firstItem: LayoutItemSnapshot?
  /// The attribute on the left side.
  public let firstAttribute: LayoutAttribute
  /// How the two sides compare.
  public let relation: LayoutRelation
  /// The item on the right side: nil for a constraint on a constant, or once freed (then
  /// ``secondAttribute`` is not ``LayoutAttribute/notAnAttribute``).
  public let secondItem: LayoutItemSnapshot?
  /// The attribute on the right side, ``LayoutAttribute/notAnAttribute`` for a constant.
  public let secondAttribute: LayoutAttribute
  /// The factor on the right side's attribute.
  public let multiplier: Double
  /// The constant on the right side.
  public let constant: Double
  /// The priority (always required in a report of constraints that cannot all hold).
  public let priority: LayoutPriority
  /// The constraint's ``LayoutConstraint/identifier`` (Masonry's key); nil for the engine's.
  public let identifier: String?
  /// Where the constraint was made; nil for the engine's own.
  public let callSite: CallSite?
  /// The class of a layout constraint: `LayoutConstraint`, or a subclass's name such as
  /// `MasonryLayoutConstraint`; nil for the engine's own.
  public let typeName: String?
  /// The address of a layout constraint, which tells it apart from others that read the same;
  /// nil for the engine's own.
  public let address: UInt?
  /// The mask of an ``Kind/autoresizing`` constraint's view; nil for the other kinds.
  public let autoresizingMask: AutoresizingMask?
  /// The description a layout constraint (or the solver, for an untraced one) gave itself when
  /// reported; the other kinds are described from their values.
  private let ownDescription: String?

  /// The constraint in the words of Apple's console, as a report lists it.
  public var description: String {
    ownDescription ?? AppleFormat.engineConstraint(self)
  }

  /// Takes a snapshot of a layout constraint, with the description it gives itself.
  init(_ constraint: LayoutConstraint) {
    kind = .layoutConstraint
    firstItem = constraint.firstItem.map(LayoutItemSnapshot.init)
    firstAttribute = constraint.firstAttribute
    relation = constraint.relation
    secondItem = constraint.secondItem.map(LayoutItemSnapshot.init)
    secondAttribute = constraint.secondAttribute
    multiplier = constraint.multiplier
    constant = constraint.constant
    priority = constraint.priority
    identifier = constraint.identifier
    callSite = CallSite(file: constraint.location.file, line: constraint.location.line)
    typeName = String(describing: type(of: constraint))
    address = AppleFormat.address(of: constraint)
    autoresizingMask = nil
    ownDescription = constraint.description
  }

  /// Describes a constraint the engine made:
  /// `first.firstAttribute relation multiplier × second.secondAttribute + constant`.
  init(
    _ kind: Kind, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
    _ relation: LayoutRelation, _ second: LayoutItem? = nil,
    _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
    constant: Double, priority: LayoutPriority = .required,
    autoresizingMask: AutoresizingMask? = nil
  ) {
    self.kind = kind
    firstItem = LayoutItemSnapshot(first)
    self.firstAttribute = firstAttribute
    self.relation = relation
    secondItem = second.map(LayoutItemSnapshot.init)
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    identifier = nil
    callSite = nil
    typeName = nil
    address = nil
    self.autoresizingMask = autoresizingMask
    ownDescription = nil
  }

  /// Describes a solver constraint the engine cannot trace, by what the solver says of it.
  init(untraced relation: LayoutRelation, description: String) {
    kind = .untraced
    firstItem = nil
    firstAttribute = .notAnAttribute
    self.relation = relation
    secondItem = nil
    secondAttribute = .notAnAttribute
    multiplier = 1
    constant = 0
    priority = .required
    identifier = nil
    callSite = nil
    typeName = nil
    address = nil
    autoresizingMask = nil
    ownDescription = description
  }
}
