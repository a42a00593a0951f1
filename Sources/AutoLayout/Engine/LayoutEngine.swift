import Cassowary

/// The solver behind one tree of views: it lowers the tree's constraints into Cassowary
/// constraints on each item's four variables and turns the solution into frames.
///
/// Constraint changes (activation, deactivation, constants, priorities) are applied to the
/// solver incrementally — a new constant moves in place — and only the frames whose variables
/// moved are set again; changes to the tree itself (views added or removed, margins, intrinsic
/// sizes, frames of views that keep their autoresizing constraints) rebuild it at the next layout.
///
/// The engine coordinates; each concern's state is a part of its own (see <doc:EnginesModel>):
/// ``LoweredTree`` (the table, the solver constraints added, the rebuild's number, the pending
/// constraints), ``SystemConstraints`` (the constraints the engine makes of its own),
/// ``IncrementalFrames`` (setting the frames that moved), ``AmbiguityPulls``,
/// ``WidthDependentSizes``, and the conflict log (the reports, in the diagnostics files).
final class LayoutEngine {
  // The stored properties marked `@exclusivity(unchecked)` are read and written with plain
  // loads and stores only (none is passed `inout` to a call that could reach it again), so the
  // run-time exclusivity check, about 55 instructions an access and a tenth of making and
  // laying out a feed cell, is left out (see the article "Performance notes").
  @exclusivity(unchecked) weak var root: View?
  @exclusivity(unchecked) var solver = Solver()
  /// Set by changes to the tree: the next layout rebuilds.
  @exclusivity(unchecked) var needsRebuild = true
  /// Set from outside (``View/setNeedsLayout()``, a new scale): the next layout solves and sets
  /// every frame.
  @exclusivity(unchecked) var needsLayout = true {
    didSet { if needsLayout { frames.needsAll = true } }
  }
  /// Set by constraint changes: the next layout solves and sets the frames that moved.
  @exclusivity(unchecked) var needsSolve = false
  /// Whether a view of the tree asked for ``View/updateConstraints()`` to run.
  @exclusivity(unchecked) var hasConstraintUpdates = false
  /// Whether this is the tree's own engine (``View/layoutIfNeeded()``'s), rather than one that
  /// computes a fitting size of a view inside the tree over the same constraints.
  @exclusivity(unchecked) var isTreeEngine = true
  /// Whether layout constraints record their lowering here: only the tree's own engine does.
  var recordsLowering: Bool { isTreeEngine }
  /// Whether the root's size is still pulled towards the last fitting target (the tree's own engine
  /// fits its root without a rebuild; see `LayoutEngine+Fitting.swift`), and the size that fit gave
  /// it.
  ///
  /// The pulls stay while the fit's solution is the layout's — the root's frame set to that size,
  /// nothing changed since — and are replaced by the frame's pins otherwise, before the next solve.
  @exclusivity(unchecked) var rootPinnedForFitting = false
  @exclusivity(unchecked) var fittedSize = Size(width: 0, height: 0)

  /// The tree as the last rebuild lowered it, and what was added and lowered since.
  @exclusivity(unchecked) var tree = LoweredTree()
  /// The constraints the engine makes of its own that a change replaces without a rebuild.
  @exclusivity(unchecked) var system = SystemConstraints()
  /// Setting the frames, every one or only those that moved.
  @exclusivity(unchecked) var frames = IncrementalFrames()
  /// The pulls that exercising ambiguity left in the solver.
  @exclusivity(unchecked) var ambiguityPulls = AmbiguityPulls()
  /// The widths the width-dependent intrinsic sizes were measured at.
  @exclusivity(unchecked) var widthDependentSizes = WidthDependentSizes()
  /// The views whose intrinsic size changed since the last pass.
  @exclusivity(unchecked) var pendingIntrinsicSizes = PendingViews()

  init(root: View) {
    self.root = root
  }

  func detach() { root = nil }

  // MARK: The lowered tree's parts, by the names the diagnostics files and the tests use

  /// The tree's items as of the last rebuild (``LoweredTree/table``).
  var table: ItemTable {
    _read { yield tree.table }
    _modify { yield &tree.table }
  }
  /// Every solver constraint added since the last rebuild (``LoweredTree/added``).
  var added: AddedConstraints {
    _read { yield tree.added }
    _modify { yield &tree.added }
  }
  /// How many constraints the last rebuild listed (``LoweredTree/addedByRebuild``).
  var addedByRebuild: Int {
    get { tree.addedByRebuild }
    set { tree.addedByRebuild = newValue }
  }
  /// Whether the next layout rebuilds to let replaced constraints go
  /// (``LoweredTree/rebuildsAtNextLayout``).
  var rebuildsAtNextLayout: Bool {
    get { tree.rebuildsAtNextLayout }
    set { tree.rebuildsAtNextLayout = newValue }
  }

  // MARK: Fitting, and the conflict log

  /// When set, the engine computes a fitting size: the root's size is pulled towards the
  /// target at the given priorities instead of being pinned to its frame.
  @exclusivity(unchecked) var fitting:
    (target: Size, horizontal: LayoutPriority, vertical: LayoutPriority)?
  /// The conflicts found, held back, thrown and remembered; reported to the tree's handler.
  lazy var conflictLog = ConflictLog { [weak self] in self?.root?.diagnosticsHandler }

  /// Solves the root's subtree for a fitting size without applying frames.
  func rebuildForFitting() {
    guard let root else { return }
    whileBusy {
      rebuild(root)
      solver.updateVariables()
      settleWidthDependentSizes { solver.updateVariables() }
    }
  }

  // MARK: Changes

  func itemChanged(_ item: LayoutItem) { needsRebuild = true }

  /// A view's frame was set by hand: the next layout sets every frame again, as a full pass
  /// always did.
  func frameOverridden() { frames.needsAll = true }

  func subtreeAdded(_ view: View) { needsRebuild = true }
  func subtreeRemoved(_ view: View) { needsRebuild = true }
  func directionChanged() { needsRebuild = true }

  /// An activated constraint is lowered at the next layout (see ``LoweredTree/pending``).
  func constraintAdded(_ constraint: LayoutConstraint) {
    needsSolve = true
    if !needsRebuild { tree.pending.append(constraint) }
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
      tree.pending.append(constraint)
      return
    }
    constraintRemoved(constraint)
    constraintAdded(constraint)
  }

  /// The solver constraint this engine lowered `constraint` to since its last rebuild.
  func lowered(_ constraint: LayoutConstraint) -> Constraint? {
    tree.lowered(constraint)
  }

  /// Lowers the constraints activated since the last pass and moves the constants changed.
  func applyPending() {
    applyPendingIntrinsicSizes()
    for constraint in tree.takePending() where constraint.isActive {
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
  /// moved.
  ///
  /// Conflicts found on the way are reported once the pass is done.
  func layOut() {
    guard let root else { return }
    whileBusy { layOut(root) }
  }

  private func layOut(_ root: View) {
    if rebuildsAtNextLayout { needsRebuild = true }
    for _ in 0..<3 {
      if needsRebuild { rebuild(root) }
      if rootPinnedForFitting && (needsSolve || root.frame.size != fittedSize) {
        pinRootToFrame(root)
      }
      applyPending()
      if !needsLayout && !needsSolve { return }
      if !frames.canSetMovedOnly(rootScale: root.scale) {
        solver.updateVariables()
        settleWidthDependentSizes { solver.updateVariables() }
        frames.setAll(table, scale: root.scale)
      } else {
        solver.updateVariables(reportingChanges: variableMoved)
        settleWidthDependentSizes { solver.updateVariables(reportingChanges: variableMoved) }
        if !frames.needsAll { frames.setMoved(table, scale: root.scale) }
        if frames.needsAll {
          // A variable that leads to no item: set every frame.
          frames.endPass()
          frames.setAll(table, scale: root.scale)
        }
      }
      needsLayout = false
      needsSolve = false
      // A descendant's safe area, and the margins that follow it or a superview's, depend on
      // where it lands; lay out again if that moved them.
      if safeAreasMoved() || marginsMoved() { needsRebuild = true } else { return }
    }
  }

  func rebuild(_ root: View) {
    // A new solver, unless the one the engine holds was never used (its first rebuild).
    if !solver.isUntouched { solver = Solver() }
    rootPinnedForFitting = false
    tree.startRebuild()
    ambiguityPulls.removeAll()
    // The rebuild measures every view: nothing waits.
    pendingIntrinsicSizes.removeAll()
    needsRebuild = false
    needsLayout = true
    // The tree's own engine tags the variables as the table lists them.
    let table = ItemTable(root: root, tagging: recordsLowering)
    tree.table = table
    let views = table.viewCount
    if recordsLowering { frames.prepare(count: table.count) }
    // Room for the engine's own constraints and every layout constraint, in one step: growing
    // the list halfway copied it (a feed cell's 146 constraints passed an estimate without the
    // layout constraints). A view has two for its size at least zero and usually one an axis
    // for its intrinsic size (two with a required priority: then the list may grow once), four
    // more when its autoresizing mask is translated; a guide has four.
    var expected = 4 + 4 * (table.count - views)
    for index in 0..<views {
      table.withView(at: index) { view in
        expected += 4 + view.constraints.count
        if view.translatesAutoresizingMaskIntoConstraints && view.superview != nil { expected += 4 }
      }
    }
    added.reserveCapacity(expected)
    added.isGathering = true
    add(root.minX == 0, .system(root, .rootOrigin, .left, 0))
    add(root.minY == 0, .system(root, .rootOrigin, .top, 0))
    system.startRebuild(viewCount: views)
    widthDependentSizes = WidthDependentSizes()
    addRootSizePins(root)
    // Every view's own constraints first, then the layout constraints, each in the coordinates
    // and direction of the view it is installed on; all gathered, then added in one run.
    // Every intrinsic size is measured first, in the views' order, back to back (text measuring
    // keeps its caches warm), and the constraints are made with the sizes measured.
    var sizes: [Size] = []
    sizes.reserveCapacity(views)
    for index in 0..<views {
      table.withView(at: index) { sizes.append(intrinsicSize(of: $0)) }
    }
    for index in 0..<views {
      table.withView(at: index) { addSystemConstraints(of: $0, at: index, size: sizes[index]) }
    }
    // The layout constraints are listed in a list of the engine's own, moved out for the loop
    // and back, so that appending to it checks no access to the engine.
    var list = AddedConstraints()
    swap(&list, &tree.added)
    table.withLookup { lookup in
      var lowering = Lowering(
        generation: tree.generation, records: recordsLowering, lookup: lookup)
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
    swap(&list, &tree.added)
    // The whole tree is known: size the solver's tables once rather than growing them.
    solver.reserveCapacity(for: added.constraints, variables: 4 * table.count)
    conflictLog.rebuilding { addGathered(from: 0) }
    addedByRebuild = added.count
    rebuildsAtNextLayout = false
    // Changes are tracked from here on: listing what each definition names in one sweep, before
    // the first (full) solve, costs a little less than listing it as each definition is made.
    solver.tracksChanges = recordsLowering
  }
}
