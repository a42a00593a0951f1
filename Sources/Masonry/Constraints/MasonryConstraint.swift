import AutoLayout

/// A constraint made with the DSL — one attribute (``ViewConstraint``) or several
/// (``CompositeConstraint``) — as Masonry's `MASConstraint`.
///
/// The relation methods return it, so modifiers chain after them; keep it to change the
/// constraint later:
///
/// ```swift
/// var top: MasonryConstraint!
/// view.mas.makeConstraints { make in
///   top = make.top.equalTo(superview).offset(10)
///   make.left.right.equalTo(superview).inset(16)
/// }
/// top.offset(40)          // the installed constraint follows
/// top.deactivate()
/// ```
///
/// Changing the multiplier or the priority (with ``priority(_:file:line:)``) of an installed
/// constraint is a programmer error, as in Masonry; ``update(priority:file:line:)`` changes an
/// installed priority, including between required and optional.
///
/// ## A reference, not a value
///
/// The constraint a relation returns is the one the maker installs, so it is an object: what
/// you change on it changes the layout, and copies of a chain share it, as in Masonry —
/// `let width = make.width; width.equalTo(root); width.equalTo(10)` is one constraint,
/// `width == root.width + 10`. A value describing the constraint (SnapKit's shape: the chain
/// fills in items, attributes, relation, multiplier, constant and priority, and the result is
/// turned into layout constraints at the end) would not take this object's place; it would be
/// a second copy of the same fields, kept in step with it, and SnapKit's own description is a
/// class for that reason. What made the chain hard to follow was not the class but its
/// abstract methods, each a `fatalError` stub that the two kinds overrode: every operation is
/// now written once here, on the single-attribute constraints (``ViewConstraint``) the
/// constraint is made of, and the few that depend on the tree switch over its kind, which the
/// compiler checks.
public class MasonryConstraint {
  // The stored properties marked `@exclusivity(unchecked)` are read and written with plain
  // loads and stores only (none is passed `inout` to a call that could reach it again), so the
  // run-time exclusivity check, about 55 instructions an access and a tenth of making and
  // laying out a feed cell, is left out (see the article "Performance notes").
  /// The maker or composite that holds this constraint, while its maker builds it.
  ///
  /// Held strongly, and let go (``detachFromParents()``) when the maker installs or hands out
  /// its constraints: a weak reference would give every maker and composite a side table, and
  /// every retain of them the runtime's slow path, for a link that lives only inside the
  /// maker's closure.
  @exclusivity(unchecked) var parent: ConstraintParent?

  init() {}

  /// Lets go of the parent of this constraint and of each constraint inside it, once the maker
  /// is done: chaining an attribute afterwards traps, as it does outside a maker.
  func detachFromParents() {
    parent = nil
    if case .composite(let composite) = kind {
      for child in composite.children { child.detachFromParents() }
    }
  }

  // MARK: Constants

  /// Sets the constant for every attribute, before or after installation.
  @discardableResult
  public func offset(_ offset: Double) -> MasonryConstraint {
    forEachLeaf { $0.setConstant(.offset(offset)) }
    return self
  }

  /// Insets the edges: left and top by the value, right and bottom by its negation, leading and
  /// trailing as the layout direction says.
  ///
  /// Other attributes keep their constant.
  @discardableResult
  public func insets(_ insets: EdgeInsets) -> MasonryConstraint {
    forEachLeaf { $0.setConstant(.insets(insets)) }
    return self
  }

  /// Insets the edges by leading, trailing, top and bottom values.
  @discardableResult
  public func insets(_ insets: DirectionalEdgeInsets) -> MasonryConstraint {
    forEachLeaf { $0.setConstant(.directionalInsets(insets)) }
    return self
  }

  /// Insets every edge by the same amount: `make.edges.equalTo(superview).inset(8)`.
  @discardableResult
  public func inset(_ inset: Double) -> MasonryConstraint {
    insets(EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
  }

  /// Sets a width's constant to `size.width` and a height's to `size.height`.
  @discardableResult
  public func sizeOffset(_ size: Size) -> MasonryConstraint {
    forEachLeaf { $0.setConstant(.size(size)) }
    return self
  }

  /// Sets a centre x's constant to `point.x` and a centre y's to `point.y`.
  @discardableResult
  public func centerOffset(_ point: Point) -> MasonryConstraint {
    forEachLeaf { $0.setConstant(.center(point)) }
    return self
  }

  // MARK: Multiplier and priority

  /// Multiplies the second attribute; traps once the constraint is installed.
  @discardableResult
  public func multipliedBy(
    _ multiplier: Double, file: String = #fileID, line: Int = #line
  )
    -> MasonryConstraint
  {
    let site = CallSite(file: file, line: line)
    forEachLeaf { $0.setMultiplier(multiplier, at: site) }
    return self
  }

  /// Divides the second attribute (a multiplier of `1 / divider`); traps once installed.
  @discardableResult
  public func dividedBy(
    _ divider: Double, file: String = #fileID, line: Int = #line
  )
    -> MasonryConstraint
  {
    multipliedBy(1 / divider, file: file, line: line)
  }

  /// Sets the priority: `.priority(.high)`, `.priority(600)`.
  ///
  /// Traps once installed (use ``update(priority:file:line:)`` then).
  @discardableResult
  public func priority(
    _ priority: LayoutPriority, file: String = #fileID, line: Int = #line
  )
    -> MasonryConstraint
  {
    let site = CallSite(file: file, line: line)
    forEachLeaf { $0.setPriority(priority, live: false, at: site) }
    return self
  }

  /// Priority 250.
  @discardableResult
  public func priorityLow(file: String = #fileID, line: Int = #line) -> MasonryConstraint {
    priority(.low, file: file, line: line)
  }

  /// Priority 500.
  @discardableResult
  public func priorityMedium(file: String = #fileID, line: Int = #line) -> MasonryConstraint {
    priority(.medium, file: file, line: line)
  }

  /// Priority 750.
  @discardableResult
  public func priorityHigh(file: String = #fileID, line: Int = #line) -> MasonryConstraint {
    priority(.high, file: file, line: line)
  }

  // MARK: Names

  /// Names the constraint in descriptions and conflict reports; a composite names its children
  /// `key[0]`, `key[1]`, … in order.
  @discardableResult
  public func key(_ key: String) -> MasonryConstraint {
    setKey(key, label: false)
    return self
  }

  /// Gives every layout constraint this one makes the same name (SnapKit's `labeled`).
  @discardableResult
  public func labeled(_ label: String) -> MasonryConstraint {
    setKey(label, label: true)
    return self
  }

  /// Reads well and does nothing: `make.top.equalTo(v).with.offset(8)`.
  public var with: MasonryConstraint { self }
  /// Reads well and does nothing.
  public var and: MasonryConstraint { self }

  // MARK: Live updates (SnapKit's names)

  /// Changes the constant of an installed (or not yet installed) constraint.
  @discardableResult
  public func update(offset: Double) -> MasonryConstraint { self.offset(offset) }

  /// Changes the insets of an installed (or not yet installed) constraint.
  @discardableResult
  public func update(inset: Double) -> MasonryConstraint { self.inset(inset) }

  /// Changes the insets of an installed (or not yet installed) constraint.
  @discardableResult
  public func update(insets: EdgeInsets) -> MasonryConstraint { self.insets(insets) }

  /// Changes the directional insets of an installed (or not yet installed) constraint.
  @discardableResult
  public func update(insets: DirectionalEdgeInsets) -> MasonryConstraint { self.insets(insets) }

  /// Changes the priority, installed or not — between required and optional too.
  @discardableResult
  public func update(
    priority: LayoutPriority, file: String = #fileID, line: Int = #line
  )
    -> MasonryConstraint
  {
    let site = CallSite(file: file, line: line)
    forEachLeaf { $0.setPriority(priority, live: true, at: site) }
    return self
  }

  // MARK: Life cycle

  /// Adds the constraint to the layout (again, after ``uninstall()``).
  public func install() {
    install(recordingIn: nil, updating: false, firstItem: nil, treeRoot: nil, detaching: false)
  }

  /// Installs each single constraint, recording it in the list of `record` — the first item,
  /// which a maker holds for all its constraints — or, when nil, of the first item loaded each
  /// time; when `updating`, a similar installed constraint takes the constant instead.
  ///
  /// The maker that made the constraint gives its item, the first item of each single
  /// constraint, and the root of the item's tree, found once for all its constraints; when
  /// `detaching`, each constraint is let go of its parent before it is installed (what
  /// ``detachFromParents()`` does), in the same walk of the tree.
  func install(
    recordingIn record: LayoutItem?, updating: Bool, firstItem: LayoutItem?,
    treeRoot: View?, detaching: Bool
  ) {
    if detaching { parent = nil }
    // A loop rather than `forEachLeaf`: a closure capturing the items would retain them. Cast in
    // place rather than through `kind`, whose enum would hold (and retain) the constraint; the
    // module subclasses this class only with the two kinds.
    if let single = self as? ViewConstraint {
      single.installLayoutConstraint(
        recordingIn: record, updating: updating, firstItem: firstItem, treeRoot: treeRoot)
      return
    }
    for child in unsafeDowncast(self, to: CompositeConstraint.self).children {
      child.install(
        recordingIn: record, updating: updating, firstItem: firstItem, treeRoot: treeRoot,
        detaching: detaching)
    }
  }

  /// Removes the constraint from the layout, keeping it so that it can be installed again.
  public func uninstall() { forEachLeaf { $0.uninstallLayoutConstraint() } }

  /// The same as ``install()``.
  public func activate() { install() }

  /// The same as ``uninstall()``.
  public func deactivate() { uninstall() }

  /// Whether every layout constraint it made is installed; setting it installs or uninstalls.
  public var isActive: Bool {
    get { !leaves.isEmpty && leaves.allSatisfy(\.isInstalled) }
    set { if newValue { install() } else { uninstall() } }
  }

  /// The engine's constraints made so far (one per attribute, once installed).
  public var layoutConstraints: [LayoutConstraint] { leaves.compactMap(\.layoutConstraint) }
}

extension MasonryConstraint: CustomStringConvertible {
  /// The engine constraints in Masonry's format, one per line; a constraint not installed yet
  /// prints what it will make: `(not installed) View:a.width == View:b.height * 0.5 + 4`.
  public var description: String {
    leaves.map { leaf in
      if let made = leaf.layoutConstraint { return made.description }
      let first = leaf.firstViewAttribute
      var text = "(not installed) \(describe(first.item)).\(masonryName(first.attribute))"
      text += " \((leaf.relation ?? .equal).symbol)"
      if let second = leaf.secondViewAttribute {
        text += " \(describe(second.item)).\(masonryName(second.attribute))"
        if leaf.multiplier != 1 { text += " * \(formatG(leaf.multiplier))" }
        if leaf.constant != 0 {
          text += " \(leaf.constant < 0 ? "-" : "+") \(formatG(abs(leaf.constant)))"
        }
      } else {
        text += " \(formatG(leaf.constant))"
      }
      return text
    }.joined(separator: "\n")
  }
}
