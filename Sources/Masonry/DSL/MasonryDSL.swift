import AutoLayout

extension View {
  /// The Masonry namespace: attributes (`view.mas.top`) and the constraint makers
  /// (`view.mas.makeConstraints { make in … }`).
  public var mas: MasonryDSL<View> { MasonryDSL(item: self) }
}

extension LayoutGuide {
  /// The Masonry namespace of a guide: its attributes as targets (`guide.mas.top`) and makers
  /// that constrain the guide itself, as SnapKit allows.
  public var mas: MasonryDSL<LayoutGuide> { MasonryDSL(item: self) }
}

/// The `mas` namespace of a view or a layout guide.
public struct MasonryDSL<Item: LayoutItem>: NamedAttributes {
  /// The view or guide.
  public let item: Item

  // MARK: Attributes

  /// Any attribute: `view.mas.attribute(.centerY)`.
  ///
  /// The properties named after the attributes (`view.mas.top`, see ``NamedAttributes``) give
  /// theirs with it.
  public func attribute(_ attribute: LayoutAttribute) -> ViewAttribute {
    ViewAttribute(item: item, attribute: attribute)
  }

  // MARK: Makers

  /// Makes constraints and installs them; returns the top-level constraints made, in order (a
  /// composite such as `edges` counts once).
  ///
  /// Turns the view's `translatesAutoresizingMaskIntoConstraints` off.
  @discardableResult
  public func makeConstraints(
    file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
  ) -> [MasonryConstraint] {
    run(closure, CallSite(file: file, line: line))
  }

  /// Makes constraints, changing the constant of a similar installed constraint (the same
  /// items, attributes, relation, multiplier and priority, newest first) instead of adding it;
  /// constraints that match none are added.
  @discardableResult
  public func updateConstraints(
    file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
  ) -> [MasonryConstraint] {
    run(closure, CallSite(file: file, line: line)) { $0.updateExisting = true }
  }

  /// Removes the constraints the DSL installed with this item as the first item, then makes new
  /// ones.
  ///
  /// Constraints made otherwise, or where the item is the second item, stay.
  @discardableResult
  public func remakeConstraints(
    file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
  ) -> [MasonryConstraint] {
    run(closure, CallSite(file: file, line: line)) { $0.removeExisting = true }
  }

  /// Makes constraints without installing them; install them later with
  /// ``MasonryConstraint/install()`` or ``MasonryConstraint/activate()``.
  public func prepareConstraints(
    file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
  ) -> [MasonryConstraint] {
    stopTranslatingAutoresizingMask()
    let maker = ConstraintMaker(item: item, at: CallSite(file: file, line: line))
    closure(maker)
    return maker.prepared()
  }

  /// Uninstalls every constraint the DSL installed with this item as the first item.
  public func removeConstraints() {
    for constraint in InstalledConstraints.of(item) { constraint.uninstall() }
  }

  /// The DSL constraints installed with this item as the first item.
  ///
  /// Only active constraints are listed: one the engine deactivated — because its view moved to
  /// another superview, or into a stack made with ``ViewArrayDSL/stack(axis:spacing:distribution:alignment:name:file:line:)``
  /// — is not, though ``MasonryConstraint/activate()`` can still put it back.
  public var installedConstraints: [ViewConstraint] {
    InstalledConstraints.of(item).filter(\.isInstalled)
  }

  /// Turns off a view's autoresizing translation, as Masonry does before making constraints; a
  /// guide has none.
  private func stopTranslatingAutoresizingMask() {
    if item.isView {
      unsafeDowncast(item, to: View.self).translatesAutoresizingMaskIntoConstraints = false
    }
  }

  private func run(
    _ closure: (ConstraintMaker) -> Void, _ site: CallSite,
    configure: (ConstraintMaker) -> Void = { _ in }
  ) -> [MasonryConstraint] {
    stopTranslatingAutoresizingMask()
    let maker = ConstraintMaker(item: item, at: site)
    configure(maker)
    closure(maker)
    return maker.install()
  }
}

extension MasonryDSL where Item == View {
  /// The view's debug name in descriptions (Masonry's `mas_key`): `View:avatar`.
  public var key: String? {
    get { item.debugName }
    nonmutating set { item.debugName = newValue }
  }

  /// The closest view that is an ancestor of both (or either) views, or nil in separate trees:
  /// Masonry's `mas_closestCommonSuperview:`, the engine's
  /// `View.closestCommonAncestor(with:)`.
  ///
  /// - Parameter other: The other view.
  /// - Returns: The closest common superview, or nil.
  /// - Complexity: O(*m* + *n*) for views *m* and *n* deep in their trees.
  public func closestCommonSuperview(_ other: View) -> View? {
    item.closestCommonAncestor(with: other)
  }

  private func safeArea(_ attribute: LayoutAttribute) -> ViewAttribute {
    ViewAttribute(item: item.safeAreaLayoutGuide, attribute: attribute)
  }

  /// The safe-area guide with "the same attribute as the constraint's":
  /// `make.edges.equalTo(view.mas.safeAreaLayoutGuide)`.
  public var safeAreaLayoutGuide: ViewAttribute { safeArea(.notAnAttribute) }
  /// The safe area's leading edge.
  public var safeAreaLayoutGuideLeading: ViewAttribute { safeArea(.leading) }
  /// The safe area's trailing edge.
  public var safeAreaLayoutGuideTrailing: ViewAttribute { safeArea(.trailing) }
  /// The safe area's left edge.
  public var safeAreaLayoutGuideLeft: ViewAttribute { safeArea(.left) }
  /// The safe area's right edge.
  public var safeAreaLayoutGuideRight: ViewAttribute { safeArea(.right) }
  /// The safe area's top edge.
  public var safeAreaLayoutGuideTop: ViewAttribute { safeArea(.top) }
  /// The safe area's bottom edge.
  public var safeAreaLayoutGuideBottom: ViewAttribute { safeArea(.bottom) }
  /// The safe area's width.
  public var safeAreaLayoutGuideWidth: ViewAttribute { safeArea(.width) }
  /// The safe area's height.
  public var safeAreaLayoutGuideHeight: ViewAttribute { safeArea(.height) }
  /// The safe area's horizontal centre.
  public var safeAreaLayoutGuideCenterX: ViewAttribute { safeArea(.centerX) }
  /// The safe area's vertical centre.
  public var safeAreaLayoutGuideCenterY: ViewAttribute { safeArea(.centerY) }
}

/// Gives each view its name as its debug key (Masonry's `MASAttachKeys`):
/// `attachKeys(["avatar": avatar, "name": name])`.
public func attachKeys(_ items: KeyValuePairs<String, LayoutItem>) {
  for (key, item) in items { item.debugName = key }
}
