import Cassowary
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers every rebuild of every engine, so that what an engine leaves on a layout constraint
/// is recognised as its own and as current.
private let engineGenerations = Atomic<UInt64>(1)

/// The solver behind one tree of views: it lowers the tree's constraints into Cassowary
/// constraints on each item's four variables and turns the solution into frames.
///
/// Constraint changes (activation, deactivation, constants, priorities) are applied to the
/// solver incrementally — a new constant moves in place — and only the frames whose variables
/// moved are set again; changes to the tree itself (views added or removed, margins, intrinsic
/// sizes, frames of views that keep their autoresizing constraints) rebuild it at the next layout.
final class LayoutEngine {
  weak var root: View?
  var solver = Solver()
  var needsRebuild = true
  /// Set from outside (``View/setNeedsLayout()``, a new scale): the next layout solves and sets
  /// every frame.
  var needsLayout = true {
    didSet { if needsLayout { needsFullFrames = true } }
  }
  /// Set by constraint changes: the next layout solves and sets the frames that moved.
  var needsSolve = false
  /// Whether the next layout sets every frame rather than only those that moved.
  var needsFullFrames = true
  /// Every rebuild's number: a layout constraint lowered in this rebuild carries it.
  private(set) var generation: UInt64 = 0
  /// Whether layout constraints record their lowering here: only the tree's own engine does,
  /// not one that computes a fitting size over the same constraints.
  var recordsLowering: Bool { fitting == nil }
  /// Every solver constraint added since the last rebuild, in order, and where each came from.
  var added = AddedConstraints()
  /// How many constraints the last rebuild listed in ``added``, and whether the list has
  /// grown enough since to rebuild when the next layout starts.
  var addedByRebuild = 0
  var rebuildsAtNextLayout = false
  /// The safe-area insets each view's guide was built with.
  var safeInsetsUsed: [(view: View, insets: EdgeInsets)] = []

  /// The tree's items as of the last rebuild; the tree engine tags their variables with their
  /// positions, so that a variable the solver moved leads back to its item.
  var table = ItemTable()
  // What incremental frames need: each item's rounded origin in root coordinates as last set,
  // and the items whose variables moved in this pass.
  var roundedOrigins: [Point] = []
  var movedItems: [Int] = []
  var movedStamp: [UInt32] = []
  var movedEpoch: UInt32 = 1
  /// The scale the frames were last rounded to.
  var framesScale = 0.0
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
  /// Where each view's intrinsic-size constraints are listed in ``added``, by table position.
  var intrinsicConstraints: [Range<Int32>] = []
  /// The widths the width-dependent intrinsic sizes were measured at.
  var widthDependentSizes = WidthDependentSizes()

  func itemChanged(_ item: LayoutItem) { needsRebuild = true }

  func rootResized() {
    needsSolve = true
    guard !needsRebuild, let root else { return }
    whileBusy {
      for pin in rootSizePins { try? solver.removeConstraint(pin) }
      addRootSizePins(root)
    }
  }

  func intrinsicSizeChanged(_ view: View) {
    needsSolve = true
    guard !needsRebuild, let position = table.position(of: view),
      position < intrinsicConstraints.count,
      Int(intrinsicConstraints[position].upperBound) <= added.count
    else { return }
    whileBusy {
      for k in intrinsicConstraints[position] {
        try? solver.removeConstraint(added.constraints[Int(k)])
      }
      addIntrinsicConstraints(of: view, at: position)
    }
  }

  /// A view's frame was set by hand: the next layout sets every frame again, as a full pass
  /// always did.
  func frameOverridden() { needsFullFrames = true }

  /// When set, the engine computes a fitting size: the root's size is pulled towards the
  /// target at the given priorities instead of being pinned to its frame.
  var fitting: (target: Size, horizontal: LayoutPriority, vertical: LayoutPriority)?
  /// The conflicts found, held back, thrown and remembered; reported to the tree's handler.
  lazy var conflictLog = ConflictLog { [weak self] in self?.root?.diagnosticsHandler }
  /// The pulls left by exercising ambiguity; a rebuild drops them.
  var exercisePulls: [Constraint] = []

  /// Solves the root's subtree for a fitting size without applying frames.
  func rebuildForFitting() {
    guard let root else { return }
    whileBusy {
      rebuild(root)
      solver.updateVariables()
      settleWidthDependentSizes { solver.updateVariables() }
    }
  }

  private func addRootSizePins(_ root: View) {
    if let fitting {
      rootSizePins = [
        (root.width == fitting.target.width) | fitting.horizontal.strength,
        (root.height == fitting.target.height) | fitting.vertical.strength,
      ]
      add(rootSizePins[0], .system(root, .fittingSize, .width, fitting.target.width))
      add(rootSizePins[1], .system(root, .fittingSize, .height, fitting.target.height))
      return
    }
    rootSizePins = [root.width == root.frame.width, root.height == root.frame.height]
    add(rootSizePins[0], .system(root, .rootSize, .width, root.frame.width))
    add(rootSizePins[1], .system(root, .rootSize, .height, root.frame.height))
  }

  /// Compression resistance (`size >= intrinsic`) and hugging (`size <= intrinsic`) on each
  /// axis with an intrinsic size.
  private func addIntrinsicConstraints(of view: View, at position: Int) {
    let size = intrinsicSize(of: view)
    let hasWidth = size.width != View.noIntrinsicMetric
    let hasHeight = size.height != View.noIntrinsicMetric
    let start = Int32(added.count)
    defer {
      // Most views have no intrinsic size: their empty record is left as the rebuild made it.
      let end = Int32(added.count)
      if end != start || !intrinsicConstraints[position].isEmpty {
        intrinsicConstraints[position] = start..<end
      }
    }
    guard hasWidth || hasHeight else { return }
    func addAxis(
      _ axis: Axis, _ variable: Variable, _ value: Double, _ attribute: LayoutAttribute
    ) {
      // `variable >= value` and `variable <= value`, made once each with their strengths.
      let expression = Expression([Term(variable)], constant: 0 + value * -1)
      let resist = Constraint(
        expression, .greaterThanOrEqual,
        strength: view.contentCompressionResistancePriority(for: axis).strength)
      let hug = Constraint(
        expression, .lessThanOrEqual, strength: view.contentHuggingPriority(for: axis).strength)
      add(resist, .system(view, .compressionResistance, attribute, value))
      add(hug, .system(view, .contentHugging, attribute, value))
    }
    if hasWidth { addAxis(.horizontal, view.width, size.width, .width) }
    if hasHeight { addAxis(.vertical, view.height, size.height, .height) }
  }
  func subtreeAdded(_ view: View) { needsRebuild = true }
  func subtreeRemoved(_ view: View) { needsRebuild = true }
  func directionChanged() { needsRebuild = true }

  /// Constraints activated or changed since the last pass, lowered at the next layout so that
  /// conflicts are found (and reported or thrown) during layout.
  var pending: [LayoutConstraint] = []

  func constraintAdded(_ constraint: LayoutConstraint) {
    needsSolve = true
    if !needsRebuild { pending.append(constraint) }
  }

  func constraintRemoved(_ constraint: LayoutConstraint) {
    needsSolve = true
    guard !needsRebuild, let old = lowered(constraint) else { return }
    constraint.lowering = nil
    try? solver.removeConstraint(old)
  }

  /// A new constant is moved in place at the next layout (a lowered constraint in the pending
  /// list); a new priority replaces the solver constraint, since its strength changes.
  func constraintChanged(_ constraint: LayoutConstraint) {
    if let old = lowered(constraint), old.strength == constraint.priority.strength {
      needsSolve = true
      pending.append(constraint)
      return
    }
    constraintRemoved(constraint)
    constraintAdded(constraint)
  }

  /// The solver constraint this engine lowered `constraint` to since its last rebuild.
  func lowered(_ constraint: LayoutConstraint) -> Constraint? {
    guard let lowering = constraint.lowering, lowering.generation == generation else {
      return nil
    }
    return lowering.constraint
  }

  /// Lowers the constraints activated since the last pass and moves the constants changed.
  private func applyPending() {
    let queued = pending
    pending = []
    for constraint in queued where constraint.isActive {
      guard let old = lowered(constraint) else {
        lower(constraint)
        continue
      }
      guard let constant = solverConstant(of: constraint) else { continue }
      do {
        try solver.setConstant(constant, for: old)
      } catch {
        // The new constant cannot hold: replace the constraint, so that adding it reports the
        // conflict as any new constraint's.
        constraint.lowering = nil
        try? solver.removeConstraint(old)
        lower(constraint)
      }
    }
  }

  // MARK: Layout

  /// Brings the frames up to date: rebuilds, adds what changed, solves and sets the frames that
  /// moved. Conflicts found on the way are reported once the pass is done.
  func layOut() {
    guard let root else { return }
    whileBusy { layOut(root) }
  }

  private func layOut(_ root: View) {
    if rebuildsAtNextLayout { needsRebuild = true }
    for _ in 0..<3 {
      if needsRebuild { rebuild(root) }
      applyPending()
      if !needsLayout && !needsSolve { return }
      if needsFullFrames || framesScale != max(1, root.scale) {
        solver.updateVariables()
        settleWidthDependentSizes { solver.updateVariables() }
        applyFrames(root)
      } else {
        solver.updateVariables(reportingChanges: variableMoved)
        settleWidthDependentSizes { solver.updateVariables(reportingChanges: variableMoved) }
        if !needsFullFrames { applyMovedFrames(root) }
        if needsFullFrames {
          // A variable that leads to no item: set every frame.
          endMovedPass()
          applyFrames(root)
        }
      }
      needsLayout = false
      needsSolve = false
      // A descendant's safe area depends on where it lands; lay out again if that moved it.
      if safeAreasMoved() { needsRebuild = true } else { return }
    }
  }

  func rebuild(_ root: View) {
    solver = Solver()
    generation = engineGenerations.add(1, ordering: .relaxed).newValue
    safeInsetsUsed = []
    pending = []
    exercisePulls = []
    added = AddedConstraints()
    needsRebuild = false
    needsLayout = true
    // The tree's own engine tags the variables as the table lists them.
    let table = ItemTable(root: root, tagging: recordsLowering)
    self.table = table
    let views = table.viewCount
    if recordsLowering { prepareIncrementalFrames() }
    added.reserveCapacity(4 + 6 * views + 4 * (table.count - views))
    added.isGathering = true
    add(root.minX == 0, .system(root, .rootOrigin, .left, 0))
    add(root.minY == 0, .system(root, .rootOrigin, .top, 0))
    intrinsicConstraints = Array(repeating: 0..<0, count: views)
    widthDependentSizes = WidthDependentSizes()
    addRootSizePins(root)
    // Every view's own constraints first, then the layout constraints, each in the coordinates
    // and direction of the view it is installed on; all gathered, then added in one run.
    for index in 0..<views {
      table.withView(at: index) { addSystemConstraints(of: $0, at: index) }
    }
    // The layout constraints are listed in a list of the engine's own, moved out for the loop
    // and back, so that appending to it checks no access to the engine.
    var list = AddedConstraints()
    swap(&list, &added)
    table.withLookup { lookup in
      var lowering = Lowering(generation: generation, records: recordsLowering, lookup: lookup)
      for index in 0..<views {
        let direction = table.directions[index]
        let spaceHandles = lookup.handles[index]
        table.withView(at: index) { view in
          let constraints = view.constraints
          for k in constraints.indices {
            let constraint = constraints[k]
            if let lowered = lower(
              constraint, in: view, spaceHandles, direction: direction, &lowering)
            {
              list.append(lowered, .user(constraint))
            }
          }
        }
      }
    }
    swap(&list, &added)
    // The whole tree is known: size the solver's tables once rather than growing them.
    solver.reserveCapacity(constraints: added.count, variables: 4 * table.count)
    conflictLog.rebuilding { addGathered(from: 0) }
    addedByRebuild = added.count
    rebuildsAtNextLayout = false
    // Changes are tracked from here on: listing what each definition names in one sweep, before
    // the first (full) solve, costs a little less than listing it as each definition is made.
    solver.tracksChanges = recordsLowering
  }

  /// Sizes the arrays that incremental frames use (the table tagged the items' variables).
  private func prepareIncrementalFrames() {
    roundedOrigins = Array(repeating: Point(x: .nan, y: .nan), count: table.count)
    movedStamp = Array(repeating: 0, count: table.count)
    movedItems.removeAll(keepingCapacity: true)
    movedEpoch = 1
    needsFullFrames = true
  }

  private func addSystemConstraints(of view: View, at position: Int) {
    add(nonNegative(view.width), .system(view, .nonNegativeSize, .width, 0))
    add(nonNegative(view.height), .system(view, .nonNegativeSize, .height, 0))
    if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
      addAutoresizingConstraints(of: view, in: parent)
    }
    addIntrinsicConstraints(of: view, at: position)
    // Only guides someone asked for exist; each is tied to its view's edges.
    for guide in view.systemGuides {
      if guide === view.layoutMarginsGuide {
        pin(guide, .layoutMargins, to: view, insetBy: view.layoutMargins)
      } else {
        let safe = safeAreaInsets(of: view)
        // The root's own insets change only through `rootSafeAreaInsets`, which rebuilds; and a
        // record of the root would keep it alive through its engine.
        if view !== root { safeInsetsUsed.append((view, safe)) }
        pin(guide, .safeArea, to: view, insetBy: safe)
      }
    }
  }

  /// `variable >= 0`, made straight from its one term: the constraint the operator gives.
  private func nonNegative(_ variable: Variable) -> Constraint {
    Constraint(Expression([Term(variable)], constant: 0), .greaterThanOrEqual)
  }

  private func pin(
    _ guide: LayoutGuide, _ kind: ConstraintSnapshot.Kind, to view: View,
    insetBy insets: EdgeInsets
  ) {
    add(guide.minX == view.minX + insets.left, .system(guide, kind, .left, insets.left))
    add(guide.minY == view.minY + insets.top, .system(guide, kind, .top, insets.top))
    add(
      guide.width == view.width - insets.left - insets.right,
      .system(guide, kind, .width, -(insets.left + insets.right)))
    add(
      guide.height == view.height - insets.top - insets.bottom,
      .system(guide, kind, .height, -(insets.top + insets.bottom)))
  }

  /// A view's safe-area insets in this engine's tree (see ``View/safeAreaInsets``).
  func safeAreaInsets(of view: View) -> EdgeInsets {
    guard let root else { return .zero }
    return view.safeAreaInsets(in: root)
  }

  private func safeAreasMoved() -> Bool {
    safeInsetsUsed.contains { $0.insets != safeAreaInsets(of: $0.view) }
  }
}
