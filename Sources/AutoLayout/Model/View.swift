/// A rectangle in a tree of views, laid out by constraints.
///
/// Build a tree with ``addSubview(_:)``, activate ``LayoutConstraint``s between views, then call
/// ``layoutIfNeeded()`` on any view of the tree to get every ``frame``.
///
/// ```swift
/// let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
/// let box = View(name: "box")
/// root.addSubview(box)
/// box.translatesAutoresizingMaskIntoConstraints = false
/// LayoutConstraint.activate([
///   LayoutConstraint(item: box, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, constant: 20),
///   LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 40),
///   LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, constant: 100),
///   LayoutConstraint(item: box, attribute: .height, relatedBy: .equal, constant: 50),
/// ])
/// root.layoutIfNeeded()
/// // box.frame == (20, 40, 100, 50)
/// ```
open class View: LayoutItem {
  /// The value of ``intrinsicContentSize`` on an axis where the view has no natural size.
  public static let noIntrinsicMetric: Double = -1

  // The stored properties marked `@exclusivity(unchecked)` are read and written with plain
  // loads and stores only (none is passed `inout` to a call that could reach it again), so the
  // run-time exclusivity check, about 55 instructions an access and a tenth of making and
  // laying out a feed cell, is left out (see the article "Performance notes").
  /// The view this one is a subview of, or nil.
  ///
  /// The view holds its superview as a weak reference would: the superview's deinitializer
  /// clears it.
  public var superview: View? { superviewUnretained?.takeUnretainedValue() }
  /// The superview, kept without a weak reference or a retain, for ``superview`` and for the
  /// walks up the tree (``root``, the closest common ancestor). (A weak reference to each view
  /// gave every view a side table, which every retain and release of the view then went
  /// through.)
  ///
  /// It is set by `insertSubview(_:at:)` and cleared by `removeFromSuperview()` and by the
  /// superview's deinitializer, so it never points at a freed view: the superview, which holds
  /// this view strongly in its subviews, is alive for as long as the pointer is set. A walk that
  /// neither releases a view nor changes the tree may follow it without retaining.
  @exclusivity(unchecked) private(set) var superviewUnretained: Unmanaged<View>?

  /// The superview of the view `view` points at, read without retaining either (see
  /// `superviewUnretained`): `view` must point at a live view.
  @inline(__always)
  static func superview(of view: Unmanaged<View>) -> Unmanaged<View>? {
    view._withUnsafeGuaranteedRef { $0.superviewUnretained }
  }
  /// The subviews, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [View] = []
  /// The layout guides this view owns.
  @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []

  /// The frame in the superview's coordinates.
  ///
  /// Layout sets it; setting it yourself moves a view whose
  /// ``translatesAutoresizingMaskIntoConstraints`` is true (the engine then holds it there,
  /// stretching it with the superview as its ``autoresizingMask`` says).
  ///
  /// - Complexity: O(*d*) to find the tree, for *d* the view's depth. On a root, its two size
  ///   pins are replaced in the solver now (the solver's work for removing and adding them); on a
  ///   view held by its autoresizing constraints, the next layout rebuilds (see
  ///   ``layoutIfNeeded()``); otherwise the next layout sets every frame (O(*n*)).
  public var frame: Rect {
    get { layoutFrame }
    set {
      guard newValue != layoutFrame else { return }
      layoutFrame = newValue
      recordAutoresizingReference()
      if superview == nil {
        ownEngine?.rootResized()
      } else if translatesAutoresizingMaskIntoConstraints {
        engineOfTree?.itemChanged(self)
      } else {
        engineOfTree?.frameOverridden()
      }
    }
  }

  /// The frame as the last layout left it; layout writes here without re-triggering itself.
  @exclusivity(unchecked) var layoutFrame: Rect

  /// The view's own rectangle: its size at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The centre of the frame, in the superview's coordinates.
  public var center: Point {
    get { Point(x: frame.midX, y: frame.midY) }
    set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// Whether the view is hidden.
  ///
  /// Hiding does not remove its constraints; a ``StackView`` collapses its hidden arranged views.
  @exclusivity(unchecked) public var isHidden = false {
    didSet { if isHidden != oldValue { superview?.subviewDidChangeHidden(self) } }
  }

  /// Whether the view's frame and ``autoresizingMask`` hold it in place (true, the default, as
  /// Apple does).
  ///
  /// Constraint makers such as the Masonry DSL turn it off for the views they constrain.
  @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      recordAutoresizingReference()
      engineOfTree?.itemChanged(self)
    }
  }

  /// How the view stretches when its superview changes size, if it translates its mask into
  /// constraints; empty (the default) keeps its frame.
  ///
  /// The proportions are those of the frame in the superview's size at the moment the frame,
  /// the mask or ``translatesAutoresizingMaskIntoConstraints`` was last set, or the view was
  /// added to its superview — not those at layout time. Set the frame after the superview has
  /// its size (or lay the superview out first): a view added to a superview that has not been
  /// laid out yet is measured against a zero size, as in Apple's views.
  ///
  /// ```swift
  /// let footer = View(frame: Rect(x: 0, y: 436, width: 320, height: 44))
  /// footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
  /// root.addSubview(footer)  // root is 320 × 480
  /// root.frame.size = Size(width: 480, height: 320)
  /// root.layoutIfNeeded()
  /// // footer.frame == (0, 276, 480, 44)
  /// ```
  public var autoresizingMask: AutoresizingMask = [] {
    didSet {
      recordAutoresizingReference()
      engineOfTree?.itemChanged(self)
    }
  }

  /// The frame and superview size the autoresizing constraints are made from.
  @exclusivity(unchecked) private(set) var autoresizingReference: AutoresizingReference

  /// Records the current frame and the superview's size for the autoresizing constraints.
  private func recordAutoresizingReference() {
    autoresizingReference = AutoresizingReference(
      frame: layoutFrame,
      superviewSize: superviewUnretained?._withUnsafeGuaranteedRef { $0.layoutFrame.size } ?? .zero)
  }

  /// The view's natural size, or ``noIntrinsicMetric`` on an axis without one.
  ///
  /// Override it in views with content, and call ``invalidateIntrinsicContentSize()`` when it
  /// changes.
  open var intrinsicContentSize: Size {
    Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Whether the view's intrinsic size depends on its width, as wrapping text's height does.
  ///
  /// When true, layout measures the view with ``intrinsicContentSize(forWidth:)`` at the width it
  /// is given and solves again while that width changes; false (the default) uses
  /// ``intrinsicContentSize`` alone.
  open var intrinsicContentSizeDependsOnWidth: Bool { false }

  /// The view's natural size when it is `width` points wide.
  ///
  /// For wrapping text, that is the height of the lines at that width (and, say, the width of the
  /// widest line). The default is ``intrinsicContentSize``.
  ///
  /// Layout calls it only for views whose ``intrinsicContentSizeDependsOnWidth`` is true, with
  /// the width the view's frame gets (rounded to the root's ``scale``; it may be 0). Before a
  /// view has any width, ``intrinsicContentSize`` stands in: the size without a width limit,
  /// such as the text on one line. See <doc:TextAndFittingSize> for the passes this takes.
  ///
  /// ```swift
  /// final class TextView: View {
  ///   var characters = 100  // 7 points each, 20 points a line
  ///   override var intrinsicContentSize: Size {
  ///     Size(width: Double(characters) * 7, height: 20)
  ///   }
  ///   override var intrinsicContentSizeDependsOnWidth: Bool { true }
  ///   override func intrinsicContentSize(forWidth width: Double) -> Size {
  ///     let perLine = max(1, Int(width / 7))
  ///     let lines = (characters + perLine - 1) / perLine
  ///     return Size(width: Double(min(characters, perLine)) * 7, height: Double(lines) * 20)
  ///   }
  /// }
  /// ```
  open func intrinsicContentSize(forWidth width: Double) -> Size {
    intrinsicContentSize
  }

  @exclusivity(unchecked) private var hugging:
    (horizontal: LayoutPriority, vertical: LayoutPriority) = (250, 250)
  @exclusivity(unchecked) private var compression:
    (horizontal: LayoutPriority, vertical: LayoutPriority) = (750, 750)

  /// How strongly the view resists growing beyond its intrinsic size on an axis (250).
  public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
    axis == .horizontal ? hugging.horizontal : hugging.vertical
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size on an axis.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
    if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
    invalidateIntrinsicContentSize()
  }

  /// How strongly the view resists shrinking below its intrinsic size on an axis (750).
  public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
    axis == .horizontal ? compression.horizontal : compression.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on an axis.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
    if axis == .horizontal {
      compression.horizontal = priority
    } else {
      compression.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// Tells the engine to read ``intrinsicContentSize`` again at the next layout; only this
  /// view's size constraints are replaced.
  ///
  /// - Complexity: O(*d*) for *d* the view's depth, plus the solver's work for removing and
  ///   adding the view's intrinsic-size constraints (at most four); the next layout solves
  ///   incrementally. Before the tree's first layout, or with a rebuild pending, only O(*d*).
  public func invalidateIntrinsicContentSize() {
    engineOfTree?.intrinsicSizeChanged(self)
    superview?.subviewDidInvalidateIntrinsicContentSize(self)
  }

  /// The margins you set, by leading and trailing side; 8 on each side unless set.
  ///
  /// The margin attributes and ``layoutMarginsGuide`` use them as ``effectiveLayoutMargins``: moved
  /// inside the safe area (``insetsLayoutMarginsFromSafeArea``) and widened to respect the
  /// superview's (``preservesSuperviewLayoutMargins``), as <doc:Margins> describes.
  public var directionalLayoutMargins = DirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  {
    didSet { engineOfTree?.itemChanged(self) }
  }

  /// The margins you set, by physical side, kept in step with ``directionalLayoutMargins``.
  ///
  /// Unlike UIKit's getter, it reads back what was set; the margins layout uses are
  /// ``effectiveLayoutMargins``.
  public var layoutMargins: EdgeInsets {
    get { directionalLayoutMargins.resolved(for: effectiveLayoutDirection) }
    set {
      directionalLayoutMargins =
        effectiveLayoutDirection == .leftToRight
        ? DirectionalEdgeInsets(
          top: newValue.top, leading: newValue.left, bottom: newValue.bottom,
          trailing: newValue.right)
        : DirectionalEdgeInsets(
          top: newValue.top, leading: newValue.right, bottom: newValue.bottom,
          trailing: newValue.left)
    }
  }

  /// A guide whose edges are the view's edges inset by its ``effectiveLayoutMargins``.
  public private(set) lazy var layoutMarginsGuide: LayoutGuide = makeSystemGuide(
    .layoutMargins, "layoutMarginsGuide", frame: bounds.inset(by: effectiveLayoutMargins))

  /// Whether margins that fall under the safe area are moved inside it (true, the default, as in
  /// UIKit).
  ///
  /// The view's ``safeAreaInsets`` are added to its margins, edge by edge. Set it to false to keep
  /// the margins where they are. See <doc:Margins>.
  ///
  /// - Complexity: O(*d*) for *d* the view's depth; the tree's next layout rebuilds.
  public var insetsLayoutMarginsFromSafeArea = true {
    didSet { engineOfTree?.itemChanged(self) }
  }

  /// Whether the view's margins also keep content inside its superview's margins (false, the
  /// default, as in UIKit).
  ///
  /// On each edge the margin grows, where needed, to the superview's effective margin less the
  /// view's distance from that edge of the superview. See <doc:Margins>.
  ///
  /// - Complexity: O(*d*) for *d* the view's depth; the tree's next layout rebuilds.
  public var preservesSuperviewLayoutMargins = false {
    didSet { engineOfTree?.itemChanged(self) }
  }

  /// The greatest width of ``readableContentGuide``: ``defaultReadableContentWidth`` (672 points)
  /// unless set.
  ///
  /// UIKit derives it from the Dynamic Type size; set it to follow a text size of your own. See
  /// <doc:Margins>.
  ///
  /// - Complexity: O(*d*) for *d* the view's depth; the tree's next layout rebuilds.
  public var readableContentWidth = View.defaultReadableContentWidth {
    didSet { engineOfTree?.itemChanged(self) }
  }

  /// A guide for a comfortable column of text: the ``layoutMarginsGuide``'s height, and a width of
  /// at most ``readableContentWidth``, centred between the margins.
  ///
  /// See <doc:Margins>.
  public private(set) lazy var readableContentGuide: LayoutGuide = makeSystemGuide(
    .readableContent, "readableContentGuide", frame: readableContentFrame)

  /// The insets of a root view's safe area (the status bar, a notch).
  ///
  /// Only a root view's value is used; every other view's safe area follows from it.
  public var rootSafeAreaInsets = EdgeInsets.zero {
    didSet { engineOfTree?.itemChanged(self) }
  }

  /// A guide for the part of the view inside the root's safe area.
  public private(set) lazy var safeAreaLayoutGuide: LayoutGuide = makeSystemGuide(
    .safeArea, "safeAreaLayoutGuide",
    frame: bounds.inset(by: engineOfTree?.safeAreaInsets(of: self) ?? .zero))

  /// The direction set for this view, or nil to inherit its superview's.
  @exclusivity(unchecked) public var semanticLayoutDirection: LayoutDirection? {
    didSet { engineOfTree?.directionChanged() }
  }

  /// The direction that decides this view's leading and trailing: its own, else inherited.
  public override var effectiveLayoutDirection: LayoutDirection {
    semanticLayoutDirection ?? superview?.effectiveLayoutDirection ?? .leftToRight
  }

  /// The view whose first baseline stands for this one's: a constraint on this view's
  /// ``LayoutAttribute/firstBaseline`` relates that view's, followed down to a view that names
  /// itself (only views in this one's subtree count).
  ///
  /// By default ``forLastBaselineLayout``, as in UIKit; a ``StackView`` names one of its arranged
  /// views. Override it in a view that holds its text in a subview; the engine reads it when it
  /// lowers the constraint.
  open var forFirstBaselineLayout: View { forLastBaselineLayout }

  /// The view whose last baseline stands for this one's (see ``forFirstBaselineLayout``): by
  /// default the view itself.
  open var forLastBaselineLayout: View { self }

  /// The distance from the top to the first baseline, or nil for a view without text (its
  /// first baseline is then its top).
  open var firstBaselineOffsetFromTop: Double? { nil }

  /// The distance from the bottom up to the last baseline, or nil for a view without text (its
  /// last baseline is then its bottom).
  open var lastBaselineOffsetFromBottom: Double? { nil }

  /// The constraints installed on this view: those whose closest common ancestor it is.
  @exclusivity(unchecked) public internal(set) var constraints: [LayoutConstraint] = []

  @exclusivity(unchecked) var ownEngine: LayoutEngine?
  var storedDiagnosticsHandler: ((UnsatisfiableConstraintsReport) -> Void)?

  /// The pixels per point of a root view's screen (1, 2 or 3): frames are rounded to it.
  ///
  /// - Complexity: O(*d*) for *d* the view's depth; the next layout sets every frame (O(*n*) for
  ///   the tree's *n* views and guides).
  public var scale: Double = 1 {
    didSet { engineOfTree?.needsLayout = true }
  }

  /// Creates a view with a frame and a name for descriptions.
  public init(frame: Rect = .zero, name: String? = nil) {
    layoutFrame = frame
    autoresizingReference = AutoresizingReference(frame: frame, superviewSize: .zero)
    super.init(debugName: name)
  }

  deinit {
    // The subviews that outlive this view must not keep pointing at it.
    for subview in subviews { subview.superviewUnretained = nil }
  }

  public override var parentView: View? { superview }

  public override var itemView: View? { self }

  package override var isView: Bool { true }

  override var typeName: String { String(describing: type(of: self)) }

  /// The root of the view's tree.
  ///
  /// - Complexity: O(*d*), for *d* the view's depth.
  public var root: View {
    // Each superview followed is alive: see `superviewUnretained`.
    var view = Unmanaged.passUnretained(self)
    while let parent = View.superview(of: view) { view = parent }
    return view.takeUnretainedValue()
  }

  var engineOfTree: LayoutEngine? { root.ownEngine }

  /// The margins and safe-area guides made so far: they are made on first use, and only the
  /// guides that exist get constraints, so that views nobody asks about stay cheap to lay out.
  @exclusivity(unchecked) private(set) var systemGuides: [LayoutGuide] = []

  /// Makes a margins or safe-area guide on first use, with the frame it has in the current
  /// layout, and has the next layout constrain it.
  private func makeSystemGuide(
    _ role: SystemGuideRole, _ name: String, frame: Rect
  )
    -> LayoutGuide
  {
    let guide = LayoutGuide(identifier: (debugName.map { $0 + "." } ?? "") + name)
    guide.systemRole = role
    guide.owningView = self
    guide.layoutFrame = frame
    systemGuides.append(guide)
    engineOfTree?.itemChanged(self)
    return guide
  }

  // MARK: The tree

  /// Adds a view at the front; it leaves its old superview first.
  ///
  /// - Complexity: As ``insertSubview(_:at:)``.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view among the subviews at `index` (0 is the back).
  ///
  /// - Complexity: O(*d* + *s*) for *d* the tree's depth and *s* this view's subviews, plus
  ///   ``removeFromSuperview()`` when the view had another superview; the tree's next layout
  ///   then rebuilds (see ``layoutIfNeeded()``). Reordering a subview changes no frame and
  ///   costs no layout.
  public func insertSubview(_ view: View, at index: Int) {
    precondition(view !== self, "a view cannot be its own subview: \(itemDescription)")
    precondition(
      !isDescendant(of: view),
      "adding \(view.itemDescription) to \(itemDescription) would make a cycle")
    if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: old)
      subviews.insert(view, at: min(max(0, index), subviews.count))
      return
    }
    view.removeFromSuperview()
    let updatesPending = view.ownEngine?.hasConstraintUpdates ?? false
    view.ownEngine?.detach()
    view.ownEngine = nil
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superviewUnretained = Unmanaged.passUnretained(self)
    view.recordAutoresizingReference()
    engineOfTree?.subtreeAdded(view)
    if updatesPending { treeEngine().hasConstraintUpdates = true }
    if view.needsUpdateConstraints || view.subviewsNeedUpdateConstraints {
      markSubviewsNeedUpdateConstraints()
    }
    didAddSubview(view)
  }

  /// Removes the view from its superview, deactivating the constraints that tie it to views that
  /// stay behind (as Apple does).
  ///
  /// - Complexity: O(*a* · *d* + *s*): each of the *a* constraints installed on the view's
  ///   ancestors is checked for an item in the subtree by walking up the tree (*d* its depth), and
  ///   the view leaves its superview's *s* subviews. Both trees rebuild at their next layout.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    let oldRoot = parent.root
    oldRoot.ownEngine?.subtreeRemoved(self)
    // Constraints between the subtree and the rest of the tree lose their common ancestor.
    var ancestor: View? = parent
    while let view = ancestor {
      for constraint in view.constraints where constraint.touches(subtree: self) {
        constraint.isActive = false
      }
      ancestor = view.superview
    }
    parent.subviews.removeAll { $0 === self }
    superviewUnretained = nil
    if oldRoot.ownEngine?.hasConstraintUpdates ?? false { treeEngine().hasConstraintUpdates = true }
  }

  /// Tells the view that `subview` was just added to it (by ``addSubview(_:)`` or one of the
  /// insertions); not called when a subview only changes places.
  ///
  /// Override it to react; the default does nothing.
  open func didAddSubview(_ subview: View) {}

  /// Tells the view that `subview` is about to leave it (``removeFromSuperview()``, or a move to
  /// another superview).
  ///
  /// Override it to react; the default does nothing. A ``StackView`` drops the subview from its
  /// arranged subviews here.
  open func willRemoveSubview(_ subview: View) {}

  /// A subview's ``isHidden`` changed.
  func subviewDidChangeHidden(_ subview: View) {}

  /// A subview's intrinsic content size was invalidated.
  func subviewDidInvalidateIntrinsicContentSize(_ subview: View) {}

  /// Whether this view is `view` or lies below it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let v = current {
      if v === view { return true }
      current = v.superview
    }
    return false
  }

  /// Adds a layout guide owned by this view.
  ///
  /// - Complexity: O(*d*) for *d* the view's depth; the tree's next layout rebuilds.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutGuides.append(guide)
    engineOfTree?.itemChanged(self)
  }

  /// Removes a layout guide this view owns, deactivating its constraints.
  ///
  /// - Complexity: O(*k* + *g*) for the view's *k* installed constraints and *g* guides, plus
  ///   deactivating the guide's constraints.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self else { return }
    for constraint in constraints
    where constraint.firstItem === guide || constraint.secondItem === guide {
      constraint.isActive = false
    }
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  // MARK: Layout

  /// Updates the view's own constraints; override it to make or change constraints in one place.
  ///
  /// Call `super.updateConstraints()` in the override, and call ``setNeedsUpdateConstraints()``
  /// when what it depends on changes. The layout pass calls it before solving, deepest views first.
  open func updateConstraints() {}

  /// Whether ``updateConstraints()`` runs at the next layout pass.
  @exclusivity(unchecked) public internal(set) var needsUpdateConstraints = false
  /// Whether a view below this one may have ``needsUpdateConstraints`` set, so that the layout
  /// pass walks down only where a view asked: set on every ancestor of a view that asks (and of a
  /// subtree added with such a view), cleared as the pass walks down.
  @exclusivity(unchecked) var subviewsNeedUpdateConstraints = false

  /// Marks the tree as needing layout; the next ``layoutIfNeeded()`` lays it out.
  ///
  /// - Complexity: O(*d*) for *d* the view's depth. The next layout reads every variable back
  ///   from the solver and sets every frame: O(*n*) for the tree's *n* views and guides.
  public func setNeedsLayout() {
    engineOfTree?.needsLayout = true
  }

  /// Solves the tree's constraints if anything changed and sets every view's frame.
  ///
  /// Required constraints that cannot all hold are reported through ``diagnosticsHandler``;
  /// the engine breaks one and goes on.
  ///
  /// - Complexity: For a tree of *n* views and guides and *c* active constraints:
  ///   - The first layout, and the first after a change to the tree (views, guides, margins, the
  ///     safe area, layout direction, autoresizing), rebuilds: O(*n* + *c*) to list the items
  ///     and lower every constraint (about 6 of the engine's own per view), plus the solver's work
  ///     to add each to a new solver and solve — about linear in *c* for the usual local layouts,
  ///     up to four solves more for width-dependent views — plus O(*n*) to set every frame.
  ///   - After constraint changes only (activation, deactivation, a constant, a priority, an
  ///     intrinsic size, the root's size): O(*k*) to lower the *k* changed constraints and the
  ///     solver's incremental work for them, then O(*m*) frames for the *m* items whose variables
  ///     moved and the views and guides inside a view whose rounded origin moved.
  ///   - With nothing to do: O(*d*) to find the tree, for *d* the view's depth.
  ///   ``updateConstraintsIfNeeded()`` runs first.
  public func layoutIfNeeded() {
    updateConstraintsIfNeeded()
    treeEngine().layOut()
  }

  /// Lays out like ``layoutIfNeeded()``, but throws the first conflict instead of reporting it:
  /// strict mode, for tests and tools.
  ///
  /// The layout is still done, without the broken constraint.
  ///
  /// - Complexity: As ``layoutIfNeeded()``.
  public func layoutIfNeededStrictly() throws(UnsatisfiableConstraintsReport) {
    updateConstraintsIfNeeded()
    let engine = treeEngine()
    if let first = engine.conflictLog.firstConflict(strictlyDuring: engine.layOut) { throw first }
  }

  func treeEngine() -> LayoutEngine {
    let top = root
    let engine = top.ownEngine ?? LayoutEngine(root: top)
    top.ownEngine = engine
    return engine
  }

  /// The view and its descendants, depth first.
  func forEachInSubtree(_ body: (View) -> Void) {
    body(self)
    for view in subviews { view.forEachInSubtree(body) }
  }
}
