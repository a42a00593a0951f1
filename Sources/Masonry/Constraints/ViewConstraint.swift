import AutoLayout

/// A DSL constraint on one attribute of one item: Masonry's `MASViewConstraint`.
///
/// Installing it makes one ``MasonryLayoutConstraint``. Without a second item, a location
/// relates to the same attribute of the item's superview (`make.left.equalTo(10)` means
/// `left == superview.left + 10`) and a size is a constant (`width == 10`). Without a relation
/// at all it is still installed, as an equality: `make.top.offset(10)`.
public final class ViewConstraint: MasonryConstraint {
  // The stored properties marked `@exclusivity(unchecked)` are read and written with plain
  // loads and stores only (none is passed `inout` to a call that could reach it again), so the
  // run-time exclusivity check, about 55 instructions an access and a tenth of making and
  // laying out a feed cell, is left out (see the article "Performance notes").
  //
  // The two sides are kept as their items' links (which read nil once an item is gone, as a
  // weak reference does, at a fraction of the cost: see `ItemLink`) and attributes.
  /// The link of the item on the left side: the maker's.
  @exclusivity(unchecked) private var firstLink: ItemLink?
  /// The item on the left side, while it exists.
  private var firstItem: LayoutItem? { firstLink?.item }
  /// The attribute on the left side.
  private let firstAttribute: LayoutAttribute
  /// The link of the item on the right side, when the relation named one.
  @exclusivity(unchecked) private var secondLink: ItemLink?
  /// The item on the right side, while it exists.
  private var secondItem: LayoutItem? { secondLink?.item }
  /// The attribute on the right side, when the relation named one; nil otherwise.
  @exclusivity(unchecked) private var secondAttribute: LayoutAttribute?
  /// The relation, once one was set (equality is used when none is).
  @exclusivity(unchecked) public private(set) var relation: LayoutRelation?
  /// The multiplier of the second attribute.
  @exclusivity(unchecked) public private(set) var multiplier: Double = 1
  /// The constant.
  @exclusivity(unchecked) public private(set) var constant: Double = 0
  /// The priority.
  @exclusivity(unchecked) public private(set) var priorityValue: LayoutPriority = .required
  /// The debug key given to the layout constraint.
  @exclusivity(unchecked) public private(set) var key: String?
  /// The engine's constraint, once installed.
  ///
  /// It is held strongly, so that an uninstalled constraint can always be installed again (Masonry
  /// held it weakly and lost it).
  @exclusivity(unchecked) public private(set) var layoutConstraint: LayoutConstraint?

  /// The insets last set, kept so that leading and trailing resolve in the direction of the view
  /// the constraint ends up installed on.
  @exclusivity(unchecked) private var directionalSource: ConstantSource?
  /// Where the relation (or, without one, the maker) was written.
  @exclusivity(unchecked) var site: CallSite

  // The item is borrowed (`__shared`): an owned argument would cost the caller a retain of the
  // view, through its side table, released once the weak reference is stored.
  init(item: __shared LayoutItem?, attribute: LayoutAttribute, at site: CallSite) {
    firstLink = item?.link
    firstAttribute = attribute
    self.site = site
  }

  /// The item and attribute on the left side.
  public var firstViewAttribute: ViewAttribute {
    ViewAttribute(optionalItem: firstItem, attribute: firstAttribute)
  }

  /// The item and attribute on the right side, when the relation named one.
  public var secondViewAttribute: ViewAttribute? {
    guard let secondAttribute else { return nil }
    return ViewAttribute(optionalItem: secondItem, attribute: secondAttribute)
  }

  /// Whether the engine's constraint is active.
  var isInstalled: Bool { layoutConstraint?.isActive ?? false }

  /// The constraint as the traps name it: `View:card.left → View:avatar.right`.
  var subject: String {
    var text = "\(describe(firstItem)).\(masonryName(firstAttribute))"
    if let secondAttribute {
      text += " to \(describe(secondItem)).\(masonryName(secondAttribute))"
    }
    return text
  }

  // MARK: Relations

  /// Sets the relation and its target: another attribute, or a constant.
  func relate(_ relation: LayoutRelation, to target: MasonryTarget, at site: CallSite) {
    switch target.kind {
    case .attribute(let attribute):
      relate(relation, toItem: target.item, attribute, at: site)
    case .constant(let source):
      relate(relation, toConstant: source, at: site)
    }
  }

  /// Sets the relation and its target, another item's attribute
  /// (`LayoutAttribute.notAnAttribute`: this constraint's own).
  ///
  /// The item is borrowed (`__shared`): a relation on several attributes passes the same one to
  /// each without retaining it.
  func relate(
    _ relation: LayoutRelation, toItem item: __shared LayoutItem?, _ attribute: LayoutAttribute,
    at site: CallSite
  ) {
    if self.relation != nil { misuse("Redefinition of constraint relation", subject, at: site) }
    self.relation = relation
    self.site = site
    secondLink = item?.link
    secondAttribute = attribute == .notAnAttribute ? firstAttribute : attribute
  }

  /// Sets the relation and its target, a constant.
  func relate(_ relation: LayoutRelation, toConstant source: ConstantSource, at site: CallSite) {
    // Masonry lets a constant follow the same relation (`equalTo(v).equalTo(10)`).
    if let existing = self.relation, existing != relation {
      misuse("Redefinition of constraint relation", subject, at: site)
    }
    self.relation = relation
    self.site = site
    setConstant(source)
  }

  /// One copy per target, each with this constraint's constant, multiplier and priority and
  /// related to its target: what takes this constraint's place for `equalTo([a, b])`.
  func copies(
    relatedBy relation: LayoutRelation, to targets: [MasonryTarget], at site: CallSite
  ) -> [MasonryConstraint] {
    if self.relation != nil { misuse("Redefinition of constraint relation", subject, at: site) }
    return targets.map { target in
      let copy = ViewConstraint(item: firstItem, attribute: firstAttribute, at: site)
      copy.constant = constant
      copy.directionalSource = directionalSource
      copy.priorityValue = priorityValue
      copy.multiplier = multiplier
      copy.relate(relation, to: target, at: site)
      return copy
    }
  }

  // MARK: Modifiers

  /// Sets the constant from `source`, mapped for this attribute; the engine's constraint, once
  /// made, follows.
  func setConstant(_ source: ConstantSource) {
    var direction = LayoutDirection.leftToRight
    switch source {
    case .insets, .directionalInsets:
      // Only insets depend on the direction: the installing view's, or until installed the
      // view's own.
      let space = layoutConstraint?.installedView ?? firstItem?.itemView
      direction = space?.effectiveLayoutDirection ?? .leftToRight
    case .offset, .size, .center:
      break
    }
    if let value = source.constant(for: firstAttribute, direction: direction) {
      constant = value
      switch source {
      case .insets, .directionalInsets: directionalSource = source
      case .offset, .size, .center: directionalSource = nil
      }
    }
    layoutConstraint?.constant = constant
  }

  /// Sets the multiplier; traps once installed.
  func setMultiplier(_ multiplier: Double, at site: CallSite) {
    if isInstalled {
      misuse("Cannot modify constraint multiplier after it has been installed", subject, at: site)
    }
    self.multiplier = multiplier
  }

  /// Sets the priority: before installation, or (`live`) at any time.
  func setPriority(_ priority: LayoutPriority, live: Bool, at site: CallSite) {
    if isInstalled && !live {
      misuse("Cannot modify constraint priority after it has been installed", subject, at: site)
    }
    priorityValue = priority
    layoutConstraint?.priority = priority
  }

  /// Names the constraint and the engine's constraint.
  func setKey(_ key: String) {
    self.key = key
    layoutConstraint?.identifier = key
  }

  // MARK: Installing

  /// Creates and activates the engine constraint: on the closest common superview of the two items,
  /// on the view itself for a constant size, or on the superview for a location without a second
  /// item.
  ///
  /// Reactivates the same engine constraint after ``MasonryConstraint/uninstall()``; when
  /// `updating`, changes the constant of a similar constraint instead. A maker installing the
  /// constraints it made passes its item as the first item (it holds the item, so the weak
  /// reference need not be loaded) and the root of the item's tree, found once for all of them.
  func installLayoutConstraint(
    recordingIn record: LayoutItem?, updating: Bool, firstItem heldItem: LayoutItem?,
    treeRoot: View?
  ) {
    if let layoutConstraint {
      if layoutConstraint.isActive { return }
      layoutConstraint.isActive = true
      if let item = firstItem { InstalledConstraints.insert(self, into: record ?? item) }
      return
    }
    // Not `if let`, and the weak reference loaded on another path: one call site for both
    // would have the held item retained to match the loaded one.
    guard heldItem != nil else {
      guard let firstItem else {
        misuse("The constrained view no longer exists", subject, at: site)
      }
      installLayoutConstraint(
        recordingIn: record, updating: updating, firstItem: firstItem, treeRoot: nil)
      return
    }
    makeLayoutConstraint(
      firstItem: heldItem.unsafelyUnwrapped, treeRoot: treeRoot, recordingIn: record,
      updating: updating)
  }

  /// Makes and activates the engine constraint the first time (see
  /// ``installLayoutConstraint(recordingIn:updating:firstItem:treeRoot:)``), with the first item
  /// alive and, when known, the root of its tree.
  // The items are borrowed (`__shared`): owned arguments would cost the caller a retain of
  // each, through the view's side table.
  private func makeLayoutConstraint(
    firstItem: __shared LayoutItem, treeRoot: __shared View?,
    recordingIn record: __shared LayoutItem?, updating: Bool
  ) {
    let attribute = firstAttribute
    var secondItem: LayoutItem?
    var secondAttribute = LayoutAttribute.notAnAttribute
    if let second = self.secondAttribute {
      secondItem = self.secondItem
      secondAttribute = second
    } else if !attribute.isSize {
      // A location needs a second item: the same attribute of the superview.
      guard let parent = firstItem.parentView else {
        misuse(
          "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs. The view has no superview to relate to",
          subject, at: site)
      }
      secondItem = parent
      secondAttribute = attribute
    }
    // Where it will be installed matters only to updates and to direction-dependent insets;
    // otherwise activation finds it.
    if updating || directionalSource != nil {
      let installView = commonSuperview(of: firstItem, secondItem, secondAttribute)
      if let directionalSource,
        let value = directionalSource.constant(
          for: attribute, direction: installView.effectiveLayoutDirection)
      {
        constant = value
      }
      if updating,
        let similar = MasonryLayoutConstraint.similar(
          in: installView, firstItem, attribute, relation ?? .equal, secondItem, secondAttribute,
          multiplier, priorityValue)
      {
        similar.constant = constant
        layoutConstraint = similar
        return
      }
    }
    let made = MasonryLayoutConstraint(
      item: firstItem, attribute: attribute, relatedBy: relation ?? .equal,
      toItem: secondItem, attribute: secondAttribute,
      multiplier: multiplier, constant: constant, priority: priorityValue,
      file: site.file, line: site.line)
    made.identifier = key
    guard secondAttribute == .notAnAttribute || secondItem != nil,
      made.activateInactive(firstItem: firstItem, secondItem: secondItem, treeRoot: treeRoot)
    else {
      noCommonSuperview(firstItem, secondItem)
    }
    layoutConstraint = made
    InstalledConstraints.appendNew(self, to: record ?? firstItem)
  }

  /// The view the constraint goes on: the closest common superview of the items' views, or the
  /// first item's view for a constant size.
  private func commonSuperview(
    of firstItem: LayoutItem, _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute
  ) -> View {
    guard let firstView = firstItem.itemView else { noCommonSuperview(firstItem, nil) }
    if secondAttribute == .notAnAttribute { return firstView }
    guard let secondView = secondItem?.itemView,
      let common = firstView.mas.closestCommonSuperview(secondView)
    else { noCommonSuperview(firstItem, secondItem) }
    return common
  }

  private func noCommonSuperview(_ firstItem: LayoutItem, _ secondItem: LayoutItem?) -> Never {
    misuse(
      "couldn't find a common superview for \(describe(firstItem.itemView ?? firstItem)) and \(describe(secondItem?.itemView ?? secondItem))",
      subject, at: site)
  }

  /// Deactivates the engine constraint, keeping it, and takes it off the first item's list.
  func uninstallLayoutConstraint() {
    guard let layoutConstraint else { return }
    // The engine may have deactivated it already (its view moved to another superview): it
    // still leaves the DSL's list, which holds only what the DSL owns.
    if layoutConstraint.isActive { layoutConstraint.isActive = false }
    // An update may have adopted an older DSL constraint's engine constraint: neither is
    // installed any more.
    if let item = firstItem {
      InstalledConstraints.removeAll(from: item) { $0.layoutConstraint === layoutConstraint }
    }
  }
}
