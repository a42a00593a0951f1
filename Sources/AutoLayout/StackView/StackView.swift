/// A view that lays out a row or a column of views — its *arranged subviews* — as UIKit's
/// `UIStackView` does: by making ordinary ``LayoutConstraint``s for them.
///
/// The stack's constraints carry Apple's identifiers (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-alignment`, …) and are installed on the stack like any other, so conflict reports,
/// ambiguity checks and constraint makers such as the Masonry DSL see them as they see yours.
/// The stack makes them when the tree is next laid out, and makes them again — changing only what
/// changed — whenever a property, the arrangement or an arranged view's ``View/isHidden`` changes.
///
/// A stack has no intrinsic size of its own: without a size constraint it takes its size from
/// its arranged views.
///
/// ```swift
/// let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480), name: "root")
/// let row = StackView(arrangedSubviews: [icon, title, badge], name: "row")
/// row.spacing = 8
/// row.alignment = .center
/// row.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(row)
/// LayoutConstraint.activate([
///   LayoutConstraint(item: row, attribute: .leading, relatedBy: .equal,
///                    toItem: root, attribute: .leadingMargin),
///   LayoutConstraint(item: row, attribute: .trailing, relatedBy: .equal,
///                    toItem: root, attribute: .trailingMargin),
///   LayoutConstraint(item: row, attribute: .top, relatedBy: .equal,
///                    toItem: root, attribute: .top, constant: 20),
/// ])
/// root.layoutIfNeeded()
/// ```
///
/// See <doc:StackViews> for the constraints each distribution and alignment makes.
open class StackView: View {
  /// What ``spacing`` or a custom spacing set to it means "the system spacing": 8 points between
  /// two views here (Apple's value is `FLT_MIN`, and so is this one).
  ///
  /// ```swift
  /// stack.spacing = StackView.spacingUseSystem  // 8 between each pair of views
  /// ```
  public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

  /// What a custom spacing set to it means "no custom spacing: use ``spacing``" (Apple's value is
  /// `FLT_MAX`, and so is this one).
  ///
  /// As ``spacing`` itself, it means 0.
  public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)

  /// The views the stack lays out, in order: always some of its ``View/subviews``, perhaps in
  /// another order.
  public internal(set) var arrangedSubviews: [View] = []

  /// The direction the arranged views run in: a row (`.horizontal`, the default) or a column.
  public var axis: Axis = .horizontal {
    didSet { if axis != oldValue { setNeedsArrangement() } }
  }

  /// How the arranged views share the stack's length along its ``axis`` (``Distribution/fill``
  /// by default).
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsArrangement() } }
  }

  /// How the arranged views sit across the stack's ``axis`` (``Alignment/fill`` by default).
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsArrangement() } }
  }

  /// The distance between neighbouring arranged views: exact for the fill distributions, the least
  /// distance for ``Distribution/equalSpacing`` and ``Distribution/equalCentering``.
  ///
  /// Negative values overlap the views; ``spacingUseSystem`` asks for the system spacing. 0 by
  /// default. A change only moves the constants of the stack's spacing constraints.
  public var spacing: Double = 0 {
    didSet { if spacing != oldValue { setNeedsArrangement() } }
  }

  /// Whether a column measures its spacing from the last baseline of one view to the first baseline
  /// of the next, rather than between their edges (false by default).
  ///
  /// Rows ignore it.
  public var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
  }

  /// Whether the arranged views sit inside the stack's layout margins rather than against its
  /// edges (false by default).
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
  }

  /// The arranged views, by identity, for membership tests that do not walk the list.
  var arrangedIdentities: Set<ObjectIdentifier> = []
  /// The spacings set with ``setCustomSpacing(_:after:)``, by arranged view.
  var customSpacings: [ObjectIdentifier: Double] = [:]
  /// The constraints the stack made at its last arrangement, by what they relate.
  var madeConstraints = StackConstraintSet()
  /// The guide the arranged views span across the axis, for the alignments that need one.
  var alignmentSpanner: LayoutGuide?
  /// The guide for the gap after each arranged view, for the equal-spacing distributions.
  var gapGuides: [ObjectIdentifier: LayoutGuide] = [:]
  /// Whether the stack's constraints are to be made again at the next layout.
  var needsArrangement = false
  /// Whether the next arrangement works out the whole set: anything but an arranged view's
  /// ``View/isHidden`` changed since the last one (see `StackView+Hiding.swift`).
  var needsFullArrangement = true
  /// The arranged views whose ``View/isHidden`` changed since the last arrangement, once for each
  /// change, while no full arrangement is due.
  var visibilityChanges: [View] = []
  /// Whether the last arrangement changed only the constraints around the views hidden or shown
  /// (the fast path) rather than working out the whole set.
  var lastArrangementWasPartial = false
  /// The views that stood for the stack's first and last baselines at its last arrangement.
  var baselineViews: (first: ObjectIdentifier, last: ObjectIdentifier)?

  /// Creates an empty stack.
  public override init(frame: Rect = .zero, name: String? = nil) {
    super.init(frame: frame, name: name)
  }

  /// Creates a stack that arranges `arrangedSubviews`, in order; each becomes a subview.
  ///
  /// ```swift
  /// let column = StackView(arrangedSubviews: [title, subtitle], name: "column")
  /// column.axis = .vertical
  /// ```
  public convenience init(arrangedSubviews: [View], name: String? = nil) {
    self.init(frame: .zero, name: name)
    for view in arrangedSubviews { addArrangedSubview(view) }
  }

  /// Makes the stack's constraints again if something changed since the last layout, then lets the
  /// view's own ``View/updateConstraints()`` run.
  ///
  /// A subclass that overrides it calls `super.updateConstraints()`.
  ///
  /// - Complexity: O(*n*) for *n* arranged views when the stack changed; constant otherwise.
  ///   When only arranged views were hidden or shown, O(*n*) comparisons of references and
  ///   O(*w*) for the *w* views around them (see <doc:StackViews>).
  open override func updateConstraints() {
    if needsArrangement { arrange() }
    super.updateConstraints()
  }

  /// Drops a subview that leaves the stack from its arranged subviews, as UIKit does.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    dropFromArrangement(subview)
  }

  override func subviewDidChangeHidden(_ subview: View) {
    if isArranged(subview) { arrangedViewDidChangeHidden(subview) }
  }

  override func subviewDidInvalidateIntrinsicContentSize(_ subview: View) {
    // Proportions and the tallest view come from intrinsic sizes.
    guard isArranged(subview) else { return }
    if distribution == .fillProportionally || (axis == .horizontal && usesBaselines)
      || (axis == .horizontal && baselineViews?.first != ObjectIdentifier(firstBaselineView))
    {
      setNeedsArrangement()
    }
  }

  /// The view whose first baseline stands for the stack's: in a column its first visible
  /// arranged view, in a row its tallest visible one (see <doc:StackViews>); the stack itself
  /// when it shows no view.
  ///
  /// - Complexity: O(*n*) for *n* arranged views; in a row, the natural height of an arranged
  ///   stack is worked out from its own arranged views.
  open override var forFirstBaselineLayout: View {
    (axis == .vertical ? firstVisibleArrangedSubview : tallestVisibleArrangedSubview) ?? self
  }

  /// The view whose last baseline stands for the stack's: in a column its last visible arranged
  /// view, in a row its tallest visible one; the stack itself when it shows no view.
  ///
  /// - Complexity: as ``forFirstBaselineLayout``.
  open override var forLastBaselineLayout: View {
    (axis == .vertical ? lastVisibleArrangedSubview : tallestVisibleArrangedSubview) ?? self
  }

  /// Asks for the stack's constraints to be made again at the next layout, and tells an
  /// enclosing stack whose baselines may come from this one.
  func setNeedsArrangement() {
    needsArrangement = true
    needsFullArrangement = true
    visibilityChanges = []
    setNeedsUpdateConstraints()
    (superview as? StackView)?.nestedStackDidChange()
  }

  /// An arranged stack changed: this stack aligns or spaces by baselines that may come from it.
  func nestedStackDidChange() {
    if usesBaselines {
      setNeedsArrangement()
    } else {
      (superview as? StackView)?.nestedStackDidChange()
    }
  }
}
