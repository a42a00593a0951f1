import Cassowary

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The solver behind one tree of views: it lowers the tree's constraints into Cassowary
/// constraints on each item's four variables and turns the solution into frames.
///
/// Constraint changes (activation, deactivation, constants, priorities) are applied to the
/// solver incrementally; changes to the tree itself (views added or removed, margins, intrinsic
/// sizes, frames of views that keep their autoresizing constraints) rebuild it at the next layout.
final class LayoutEngine {
  weak var root: View?
  var solver = Solver()
  var needsRebuild = true
  var needsLayout = true
  /// The solver constraint each active layout constraint was lowered to.
  var lowered: [ObjectIdentifier: Constraint] = [:]
  /// What each solver constraint came from, for reports.
  var origins: [ObjectIdentifier: Origin] = [:]
  /// Every solver constraint added since the last rebuild, in order (for benchmarks).
  var added: [Constraint] = []
  /// The safe-area insets each view's guide was built with.
  var safeInsetsUsed: [ObjectIdentifier: EdgeInsets] = [:]
  /// Whether a view of the tree asked for ``View/updateConstraints()`` to run.
  var hasConstraintUpdates = false

  init(root: View) {
    self.root = root
  }

  func detach() { root = nil }

  // MARK: Changes

  /// The solver constraints that hold the root's size, and each view's intrinsic-size
  /// constraints, kept so that a change replaces just them.
  var rootSizePins: [Constraint] = []
  var intrinsicConstraints: [ObjectIdentifier: [Constraint]] = [:]
  /// The widths the width-dependent intrinsic sizes were measured at.
  var widthDependentSizes = WidthDependentSizes()

  func itemChanged(_ item: LayoutItem) { needsRebuild = true }

  func rootResized() {
    needsLayout = true
    guard !needsRebuild, let root else { return }
    for pin in rootSizePins { try? solver.removeConstraint(pin) }
    addRootSizePins(root)
  }

  func intrinsicSizeChanged(_ view: View) {
    needsLayout = true
    guard !needsRebuild else { return }
    for constraint in intrinsicConstraints[ObjectIdentifier(view)] ?? [] {
      try? solver.removeConstraint(constraint)
    }
    addIntrinsicConstraints(of: view)
  }

  /// When set, the engine computes a fitting size: the root's size is pulled towards the
  /// target at the given priorities instead of being pinned to its frame.
  var fitting: (target: Size, horizontal: LayoutPriority, vertical: LayoutPriority)?
  /// The engine whose diagnostics handler reports this one's conflicts.
  weak var reportsTo: LayoutEngine?
  /// In strict mode, the conflicts found during a layout pass, to be thrown after it.
  var strictReports: [UnsatisfiableConstraintsReport] = []
  /// The pulls left by exercising ambiguity; a rebuild drops them.
  var exercisePulls: [Constraint] = []
  var isStrict = false

  /// Solves the root's subtree for a fitting size without applying frames.
  func rebuildForFitting() {
    guard let root else { return }
    rebuild(root)
    solver.updateVariables()
    settleWidthDependentSizes()
  }

  private func addRootSizePins(_ root: View) {
    if let fitting {
      rootSizePins = [
        (root.width == fitting.target.width) | fitting.horizontal.strength,
        (root.height == fitting.target.height) | fitting.vertical.strength,
      ]
      add(rootSizePins[0], .system(root, ".width == (fitting) ", fitting.target.width))
      add(rootSizePins[1], .system(root, ".height == (fitting) ", fitting.target.height))
      return
    }
    rootSizePins = [root.width == root.frame.width, root.height == root.frame.height]
    add(rootSizePins[0], .system(root, ".width == ", root.frame.width))
    add(rootSizePins[1], .system(root, ".height == ", root.frame.height))
  }

  /// Compression resistance (`size >= intrinsic`) and hugging (`size <= intrinsic`) on each
  /// axis with an intrinsic size.
  private func addIntrinsicConstraints(of view: View) {
    let size = intrinsicSize(of: view)
    var made: [Constraint] = []
    let axes: [(Axis, Variable, Double, String, String)] = [
      (
        .horizontal, view.width, size.width, ".width >= (compression resistance) ",
        ".width <= (hugging) "
      ),
      (
        .vertical, view.height, size.height, ".height >= (compression resistance) ",
        ".height <= (hugging) "
      ),
    ]
    for (axis, variable, value, resisting, hugging) in axes where value != View.noIntrinsicMetric {
      let resist =
        (variable >= value) | view.contentCompressionResistancePriority(for: axis).strength
      let hug = (variable <= value) | view.contentHuggingPriority(for: axis).strength
      add(resist, .system(view, resisting, value))
      add(hug, .system(view, hugging, value))
      made += [resist, hug]
    }
    intrinsicConstraints[ObjectIdentifier(view)] = made
  }
  func subtreeAdded(_ view: View) { needsRebuild = true }
  func subtreeRemoved(_ view: View) { needsRebuild = true }
  func directionChanged() { needsRebuild = true }

  /// Constraints activated or changed since the last pass, lowered at the next layout so that
  /// conflicts are found (and reported or thrown) during layout.
  var pending: [LayoutConstraint] = []

  func constraintAdded(_ constraint: LayoutConstraint) {
    needsLayout = true
    if !needsRebuild { pending.append(constraint) }
  }

  func constraintRemoved(_ constraint: LayoutConstraint) {
    needsLayout = true
    guard !needsRebuild, let old = lowered.removeValue(forKey: ObjectIdentifier(constraint)) else {
      return
    }
    try? solver.removeConstraint(old)
    origins[ObjectIdentifier(old)] = nil
  }

  func constraintChanged(_ constraint: LayoutConstraint) {
    constraintRemoved(constraint)
    constraintAdded(constraint)
  }

  // MARK: Layout

  func layOut() {
    guard let root else { return }
    for _ in 0..<3 {
      if needsRebuild { rebuild(root) }
      let queued = pending
      pending = []
      for constraint in queued
      where constraint.isActive && lowered[ObjectIdentifier(constraint)] == nil {
        lower(constraint)
      }
      if !needsLayout { return }
      solver.updateVariables()
      settleWidthDependentSizes()
      applyFrames(root)
      needsLayout = false
      // A descendant's safe area depends on where it lands; lay out again if that moved it.
      if safeAreasMoved(root) { needsRebuild = true } else { return }
    }
  }

  func rebuild(_ root: View) {
    solver = Solver()
    safeInsetsUsed = [:]
    pending = []
    exercisePulls = []
    lowered = [:]
    origins = [:]
    added = []
    needsRebuild = false
    needsLayout = true
    add(root.minX == 0, .system(root, ".minX == ", 0))
    add(root.minY == 0, .system(root, ".minY == ", 0))
    intrinsicConstraints = [:]
    widthDependentSizes = WidthDependentSizes()
    addRootSizePins(root)
    root.forEachInSubtree { view in addSystemConstraints(of: view) }
    root.forEachInSubtree { view in
      for constraint in view.constraints { lower(constraint) }
    }
  }

  private func addSystemConstraints(of view: View) {
    add(view.width >= 0, .system(view, ".width >= ", 0))
    add(view.height >= 0, .system(view, ".height >= ", 0))
    if let parent = view.superview, view.translatesAutoresizingMaskIntoConstraints {
      addAutoresizingConstraints(of: view, in: parent)
    }
    addIntrinsicConstraints(of: view)
    // Only guides someone asked for exist; each is tied to its view's edges.
    for guide in view.systemGuides {
      if guide === view.layoutMarginsGuide {
        pin(guide, to: view, insetBy: view.layoutMargins)
      } else {
        let safe = safeAreaInsets(of: view)
        safeInsetsUsed[ObjectIdentifier(view)] = safe
        pin(guide, to: view, insetBy: safe)
      }
    }
  }

  private func pin(_ guide: LayoutGuide, to view: View, insetBy insets: EdgeInsets) {
    add(
      guide.minX == view.minX + insets.left, .system(guide, ".left == owner.left + ", insets.left))
    add(guide.minY == view.minY + insets.top, .system(guide, ".top == owner.top + ", insets.top))
    add(
      guide.width == view.width - insets.left - insets.right,
      .system(guide, ".width == owner.width - ", insets.left + insets.right))
    add(
      guide.height == view.height - insets.top - insets.bottom,
      .system(guide, ".height == owner.height - ", insets.top + insets.bottom))
  }

  /// A view's safe-area insets: the root's own, and for other views the part of the root's
  /// insets that reaches into the view where it was last laid out.
  func safeAreaInsets(of view: View) -> EdgeInsets {
    guard let root else { return .zero }
    let insets = root.rootSafeAreaInsets
    if view === root { return insets }
    let r = absoluteFrame(of: view)
    return EdgeInsets(
      top: max(0, insets.top - r.minY), left: max(0, insets.left - r.minX),
      bottom: max(0, r.maxY - (root.frame.height - insets.bottom)),
      right: max(0, r.maxX - (root.frame.width - insets.right)))
  }

  private func safeAreasMoved(_ root: View) -> Bool {
    var moved = false
    root.forEachInSubtree { view in
      if let used = safeInsetsUsed[ObjectIdentifier(view)], used != safeAreaInsets(of: view) {
        moved = true
      }
    }
    return moved
  }

  /// Where a solver constraint came from, described only when a report needs it. Items are held
  /// weakly: the root owns its engine, so a strong reference would keep the tree alive.
  enum Origin {
    /// A layout constraint.
    case user(LayoutConstraint)
    /// One the engine made for an item: the item, the rule, a number.
    case systemMade(Unretained<LayoutItem>, String, Double)
    /// One of a view's autoresizing constraints.
    case autoresizingMade(Unretained<View>, AutoresizingConstraintDescription)

    /// One the engine made for an item.
    static func system(_ item: LayoutItem, _ rule: String, _ value: Double) -> Origin {
      .systemMade(Unretained(item), rule, value)
    }

    /// One of a view's autoresizing constraints.
    static func autoresizing(_ view: View, _ made: AutoresizingConstraintDescription) -> Origin {
      .autoresizingMade(Unretained(view), made)
    }

    var description: String {
      switch self {
      case .user(let constraint): return constraint.description
      case .systemMade(let item, let rule, let value):
        return (item.object?.itemDescription ?? "(freed)") + rule + format(value)
      case .autoresizingMade(let view, let made):
        return view.object.map { made.text(for: $0) } ?? "(freed view's autoresizing constraint)"
      }
    }

    var callSite: String? {
      guard case .user(let constraint) = self else { return nil }
      return "\(constraint.location.file):\(constraint.location.line)"
    }
  }

  func add(_ constraint: Constraint, _ origin: Origin) {
    added.append(constraint)
    origins[ObjectIdentifier(constraint)] = origin
    do {
      try solver.addConstraint(constraint)
    } catch {
      report(error, adding: constraint)
    }
  }

  // MARK: Lowering

  /// Adds the solver form of a layout constraint, in the coordinates of the view it is
  /// installed on.
  func lower(_ constraint: LayoutConstraint) {
    guard let space = constraint.installedView else { return }
    let direction = space.effectiveLayoutDirection
    // In a right-to-left layout, positions in a leading/trailing constraint grow towards the
    // trailing edge: they are measured leftwards from the installing view's right edge.
    let mirrored =
      direction == .rightToLeft
      && (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
    func side(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Expression {
      let e = expression(item, attribute, in: space, direction)
      guard mirrored, attribute.isLocation, attribute.axis == .horizontal else { return e }
      return Expression(space.width) - e
    }
    guard let first = constraint.firstItem else { return }
    let lhs = side(first, constraint.firstAttribute)
    var rhs = Expression(constraint.constant)
    if constraint.hasSecondItem {
      guard let second = constraint.secondItem else { return }
      rhs = constraint.multiplier * side(second, constraint.secondAttribute) + constraint.constant
    }
    let relation: RelationalOperator
    switch constraint.relation {
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    let solverConstraint = Constraint(lhs - rhs, relation, strength: constraint.priority.strength)
    lowered[ObjectIdentifier(constraint)] = solverConstraint
    add(solverConstraint, .user(constraint))
  }

  /// The value of `attribute` of `item`, measured from the origin of `space`.
  func expression(
    _ item: LayoutItem, _ attribute: LayoutAttribute, in space: View, _ direction: LayoutDirection
  ) -> Expression {
    let margins = (item as? View)?.layoutMargins ?? .zero
    let x = Expression(item.minX) - space.minX
    let y = Expression(item.minY) - space.minY
    var resolved = attribute
    switch attribute {
    case .leading: resolved = direction == .leftToRight ? .left : .right
    case .trailing: resolved = direction == .leftToRight ? .right : .left
    case .leadingMargin: resolved = direction == .leftToRight ? .leftMargin : .rightMargin
    case .trailingMargin: resolved = direction == .leftToRight ? .rightMargin : .leftMargin
    default: break
    }
    switch resolved {
    case .left: return x
    case .right: return x + item.width
    case .centerX: return x + 0.5 * item.width
    case .top: return y
    case .bottom: return y + item.height
    case .centerY: return y + 0.5 * item.height
    case .width: return Expression(item.width)
    case .height: return Expression(item.height)
    case .leftMargin: return x + margins.left
    case .rightMargin: return x + item.width - margins.right
    case .topMargin: return y + margins.top
    case .bottomMargin: return y + item.height - margins.bottom
    case .centerXWithinMargins: return x + 0.5 * item.width + (margins.left - margins.right) / 2
    case .centerYWithinMargins: return y + 0.5 * item.height + (margins.top - margins.bottom) / 2
    case .firstBaseline: return y + ((item as? View)?.firstBaselineOffsetFromTop ?? 0)
    case .lastBaseline:
      return y + item.height - ((item as? View)?.lastBaselineOffsetFromBottom ?? 0)
    case .leading, .trailing, .leadingMargin, .trailingMargin, .notAnAttribute: return Expression(0)
    }
  }

  // MARK: Frames

  /// Sets every view's frame from the solution, rounding edges to the root's pixel grid in root
  /// coordinates so that adjacent edges never gap. An edge half a pixel off the grid rounds away
  /// from zero; the solver's rounding errors are dropped first (to a millionth of a pixel), so
  /// that they do not decide which way it goes.
  private func applyFrames(_ root: View) {
    let scale = max(1, root.scale)
    func snap(_ value: Double) -> Double {
      ((value * scale * 1e6).rounded() / 1e6).rounded() / scale
    }
    func rounded(_ item: LayoutItem) -> Rect {
      let x0 = snap(item.minX.value)
      let y0 = snap(item.minY.value)
      let x1 = snap(item.minX.value + item.width.value)
      let y1 = snap(item.minY.value + item.height.value)
      return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    func visit(_ view: View, parentOrigin: Point) {
      let absolute = rounded(view)
      if view !== root {
        view.layoutFrame = absolute.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
      }
      for guide in view.layoutGuides {
        guide.layoutFrame = rounded(guide).offsetBy(dx: -absolute.minX, dy: -absolute.minY)
      }
      for guide in view.systemGuides {
        guide.layoutFrame = rounded(guide).offsetBy(dx: -absolute.minX, dy: -absolute.minY)
      }
      for subview in view.subviews { visit(subview, parentOrigin: absolute.origin) }
    }
    visit(root, parentOrigin: .zero)
  }

  /// A view's frame in root coordinates, from the frames of the last layout.
  func absoluteFrame(of view: View) -> Rect {
    var rect = view.frame
    var parent = view.superview
    while let p = parent, p.superview != nil {
      rect = rect.offsetBy(dx: p.frame.minX, dy: p.frame.minY)
      parent = p.superview
    }
    return view.superview == nil ? Rect(origin: .zero, size: view.frame.size) : rect
  }

  // MARK: Diagnostics

  private func report(_ error: SolverError, adding broken: Constraint) {
    guard case .unsatisfiableConstraint(_, let conflicts) = error else { return }
    let involved = conflicts + [broken]
    let report = UnsatisfiableConstraintsReport(
      conflicting: involved.map { origins[ObjectIdentifier($0)]?.description ?? "\($0)" },
      madeAt: involved.map { origins[ObjectIdentifier($0)]?.callSite },
      broken: origins[ObjectIdentifier(broken)]?.description ?? "\(broken)")
    let owner = reportsTo ?? self
    if owner.isStrict {
      owner.strictReports.append(report)
    } else if let handler = owner.root?.diagnosticsHandler {
      handler(report)
    } else {
      print(report.consoleText)
    }
  }
}

/// A weak reference, for records that must not keep their object alive.
struct Unretained<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}
