import Cassowary

/// A linear relation between two layout attributes, as Apple's `NSLayoutConstraint`:
/// `firstItem.firstAttribute (==, <=, >=) multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint is interpreted in the coordinates of the view it is installed on — the closest
/// common ancestor of its items — so a multiplier on a location scales distances from that
/// view's origin: `view.centerX == superview.centerX × 0.5` puts the centre at a quarter of the
/// superview's width.
///
/// Creating a constraint that Apple's rules forbid traps with Apple's message and the call site.
///
/// The class is open so that layers built on the engine can mark their own constraints (the
/// Masonry DSL's subclass carries its debug key and prints Masonry's format); its stored
/// properties and its behaviour are not overridable.
open class LayoutConstraint: CustomStringConvertible {
  // The stored properties marked `@exclusivity(unchecked)` are read and written with plain
  // loads and stores only (none is passed `inout` to a call that could reach it again), so the
  // run-time exclusivity check, about 55 instructions an access and a tenth of making and
  // laying out a feed cell, is left out (see the article "Performance notes").
  /// The item on the left side.
  ///
  /// Constraints hold their items weakly, as Apple's do, so that a view and the constraints
  /// installed on it never keep each other alive: it reads nil once the item is gone.
  public var firstItem: LayoutItem? { firstLink.item }
  // The items are held through their links, which read nil once they are gone, as weak
  // references do, at a fraction of a weak reference's cost (see `ItemLink`).
  private let firstLink: ItemLink
  /// The attribute on the left side.
  public let firstAttribute: LayoutAttribute
  /// How the two sides compare.
  public let relation: LayoutRelation
  /// The item on the right side, or nil for a constant (or once it is gone).
  public var secondItem: LayoutItem? { secondLink?.item }
  private let secondLink: ItemLink?
  /// Whether the constraint was made with a second item (which may since have been freed).
  var hasSecondItem: Bool { secondItemKey != nil }
  /// The items' first variables, held strongly: the tree's engine finds the items in its table
  /// through them (see `ItemTable.position(ofItemKeyedBy:)`) without loading the weak references.
  ///
  /// When a key leads to no item of the table — the item left the tree or was freed, or the table
  /// is a fitting engine's, which does not tag — the engine loads the weak reference instead.
  let firstItemKey: Variable
  let secondItemKey: Variable?
  /// The attribute on the right side (``LayoutAttribute/notAnAttribute`` without an item).
  public let secondAttribute: LayoutAttribute
  /// The factor on the right side's attribute.
  public let multiplier: Double
  /// Where the constraint was made, for diagnostics.
  public let location: (file: String, line: Int)

  /// The constant on the right side.
  ///
  /// Changing it on an active constraint re-solves incrementally at the next layout: the solver
  /// moves the constant in place and only the frames that move are set again.
  ///
  /// - Complexity: O(*d*) to find the tree, for *d* the depth of the view the constraint is
  ///   installed on. At the next layout the solver moves the constant in place (its work: the
  ///   rows that mention the constraint, plus the pivots that follow) and the frames of the items
  ///   that moved are set.
  @exclusivity(unchecked) public var constant: Double {
    didSet { if constant != oldValue { installedView?.engineOfTree?.constraintChanged(self) } }
  }

  /// The priority, which may change while the constraint is active.
  ///
  /// Unlike Apple's engine, an active constraint may change between required and optional too.
  ///
  /// - Complexity: O(*d*) to find the tree, for *d* the depth of the view the constraint is
  ///   installed on. The solver removes the constraint now and the next layout adds it again
  ///   with its new strength (the solver's work for each).
  @exclusivity(unchecked) public var priority: LayoutPriority = .required {
    didSet { if priority != oldValue { installedView?.engineOfTree?.constraintChanged(self) } }
  }

  /// A name printed in descriptions and diagnostics.
  @exclusivity(unchecked) public var identifier: String?

  /// The view the constraint is installed on while active.
  public internal(set) var installedView: View? {
    get {
      guard let view = installedLink?.item else { return nil }
      return unsafeDowncast(view, to: View.self)
    }
    set { installedLink = newValue?.link }
  }
  /// The link of ``installedView`` (a view's, always).
  @exclusivity(unchecked) private var installedLink: ItemLink?

  /// The solver constraint the tree's engine lowered this one to, with the number of the
  /// engine's rebuild that did (see `LayoutEngine.lowered(_:)`).
  @exclusivity(unchecked) var lowering: (generation: UInt64, constraint: Constraint)?

  /// Creates an inactive constraint; activate it with ``isActive`` or ``activate(_:)``.
  public init(
    item: __shared LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
    toItem: __shared LayoutItem? = nil,
    attribute secondAttribute: LayoutAttribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
    file: String = #fileID, line: Int = #line
  ) {
    firstLink = item.link
    firstAttribute = attribute
    self.relation = relation
    secondLink = toItem?.link
    firstItemKey = item.minX
    secondItemKey = toItem?.minX
    self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    location = (file, line)
    if let problem = LayoutConstraint.validityProblem(
      attribute, toItem == nil ? nil : secondAttribute, multiplier: multiplier)
    {
      fatalError("\(problem) (\(description), made at \(file):\(line))")
    }
  }

  /// Apple's message for a constraint its rules forbid (what the initializer would trap with), or
  /// nil when they allow it.
  ///
  /// Code that makes constraints from data (a layout file) checks here first and reports the
  /// message as an error instead.
  ///
  /// ```swift
  /// LayoutConstraint.validityProblem(.leading, .left, multiplier: 1)
  /// // "A constraint cannot be made between a leading/trailing attribute and a right/left …"
  /// ```
  /// - Parameters:
  ///   - first: The left side's attribute.
  ///   - second: The right side's attribute, or nil for a constant.
  ///   - multiplier: The factor on the right side's attribute.
  /// - Returns: Apple's message, or nil when the rules allow the constraint.
  public static func validityProblem(
    _ first: LayoutAttribute, _ second: LayoutAttribute?, multiplier: Double
  ) -> String? {
    // An attribute related to the same attribute with a multiplier other than 0 (most
    // constraints) passes every rule below.
    if second == first && first != .notAnAttribute && multiplier != 0 { return nil }
    if first == .notAnAttribute { return "Invalid pairing of layout attributes" }
    if first.isLocation && (second == nil || second == .notAnAttribute || multiplier == 0) {
      return
        "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
    }
    guard let second, second != .notAnAttribute else { return nil }
    if (first.isDirectional && second.isLeftOrRight)
      || (first.isLeftOrRight && second.isDirectional)
    {
      return
        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
    }
    if first.isSize != second.isSize || (first.isLocation && first.axis != second.axis) {
      return "Invalid pairing of layout attributes"
    }
    return nil
  }

  /// Whether the constraint is installed and taking part in layout.
  ///
  /// - Complexity: Activating: O(*d*) to find the closest common ancestor, for *d* the depth
  ///   of the items' views; the next layout lowers the constraint (O(1)) and adds it to the
  ///   solver (the solver's work for one constraint). Deactivating: O(*d* + *k*) for the *k*
  ///   constraints installed on the same view, and the solver removes it at once (its work: the
  ///   rows that hold the constraint, plus the pivots that follow). Before the tree's first
  ///   layout, or with a rebuild pending, the solver is not touched: the rebuild takes the
  ///   constraints as they are.
  public var isActive: Bool {
    get { installedLink?.item != nil }
    set {
      if newValue { activateOne() } else { deactivateOne() }
    }
  }

  /// Activates every constraint.
  ///
  /// - Complexity: As setting ``isActive`` once for each constraint.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.activateOne() }
  }

  /// Deactivates every constraint.
  ///
  /// - Complexity: As setting ``isActive`` once for each constraint.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.deactivateOne() }
  }

  private func activateOne() {
    guard !activateIfPossible() else { return }
    fatalError(
      "Unable to activate constraint with anchors \(firstItem?.itemDescription ?? "nothing").\(firstAttribute.name) and \(secondItem.map { "\($0.itemDescription).\(secondAttribute.name)" } ?? "nothing") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal. (made at \(location.file):\(location.line))"
    )
  }

  /// Activates the constraint if its items share an ancestor, and tells whether it is active:
  /// where ``isActive`` traps on items in separate trees, this returns false and leaves the
  /// constraint inactive — for layers that report the problem in their own words.
  ///
  /// - Complexity: As activating through ``isActive``.
  @discardableResult
  public func activateIfPossible() -> Bool {
    if installedLink?.item != nil { return true }
    guard let firstItem else { return false }
    return activateInactive(firstItem: firstItem, secondItem: secondItem)
  }

  /// Activates an inactive constraint whose items the caller holds — `firstItem` and
  /// `secondItem` must be this constraint's — and tells whether its items share an ancestor, as
  /// ``activateIfPossible()`` does.
  ///
  /// It saves loading the weak references to the items, each of which retains and releases a
  /// view through its side table: for layers that activate constraints they have just made
  /// (the Masonry DSL). Such a layer, activating several constraints of one tree at once, may
  /// find the tree's root once and pass it as `treeRoot` (it must be the root of the first item's
  /// tree); otherwise it is found from the view the constraint is installed on.
  ///
  /// - Complexity: As activating through ``isActive``.
  package func activateInactive(
    firstItem: LayoutItem, secondItem: LayoutItem?, treeRoot: View? = nil
  ) -> Bool {
    // Not `if let`: binding the second item would retain it.
    if firstItem.isView, secondItem?.isView ?? false {
      // Found and used unretained: the caller holds both views, and their common ancestor, held
      // by its superview or by whoever holds the tree's root, is not released during the call.
      let first = Unmanaged.passUnretained(unsafeDowncast(firstItem, to: View.self))
      let second = Unmanaged.passUnretained(
        unsafeDowncast(secondItem.unsafelyUnwrapped, to: View.self))
      guard let view = View.closestCommonAncestor(first, second) else { return false }
      view._withUnsafeGuaranteedRef { install(on: $0, treeRoot: treeRoot) }
      return true
    }
    guard let view = LayoutConstraint.closestCommonAncestor(firstItem, secondItem) else {
      return false
    }
    install(on: view, treeRoot: treeRoot)
    return true
  }

  /// Installs the constraint on `view`, the closest common ancestor of its items, and tells the
  /// tree's engine (through `treeRoot`, when the caller found it).
  @inline(__always)
  private func install(on view: View, treeRoot: View?) {
    installedLink = view.link
    // Room for a few at once: most views hold several, and growing one at a time costs more
    // than the constraint's own bookkeeping.
    if view.constraints.capacity == 0 { view.constraints.reserveCapacity(8) }
    view.constraints.append(self)
    if let treeRoot {
      treeRoot.ownEngine?.constraintAdded(self)
    } else {
      view.engineOfTree?.constraintAdded(self)
    }
  }

  private func deactivateOne() {
    guard let view = installedView else { return }
    view.engineOfTree?.constraintRemoved(self)
    // Found and taken out in place: `removeAll(where:)` would move every constraint after it
    // one by one, retaining and releasing each.
    if let index = view.constraints.firstIndex(where: { $0 === self }) {
      view.constraints.remove(at: index)
    }
    installedView = nil
  }

  /// The view to install a constraint on: the closest common ancestor of the items' views (a
  /// guide counts as its owning view; a size constraint alone goes on its own view).
  ///
  /// ``activateInactive(firstItem:secondItem:treeRoot:)`` finds it for two views itself, without
  /// retaining one.
  static func closestCommonAncestor(_ a: LayoutItem, _ b: LayoutItem?) -> View? {
    guard let first = a.itemView else { return nil }
    guard let b else { return first }
    guard let second = b.itemView else { return nil }
    return first.closestCommonAncestor(with: second)
  }

  /// Whether an item of the constraint lies in the subtree of `view`.
  func touches(subtree view: View) -> Bool {
    func inside(_ item: LayoutItem?) -> Bool {
      item?.itemView?.isDescendant(of: view) ?? false
    }
    return inside(firstItem) || inside(secondItem)
  }

  /// The constraint in Apple's format:
  /// `<LayoutConstraint:0x… 'id' A.width == 2*B.height + 8   (active)>`.
  open var description: String {
    AppleFormat.layoutConstraint(self)
  }
}
