import Cassowary

// The constraints the engine makes of its own: the root at (0, 0) and its size (or a fitting
// size), `width >= 0` and `height >= 0` on every view, each intrinsic size as hugging and
// compression resistance, each view's autoresizing constraints (LayoutEngine+Autoresizing.swift)
// and its margins and safe-area guides tied to its edges. What a change replaces without a
// rebuild is kept in the engine's `SystemConstraints`.

extension LayoutEngine {
  /// The root's size changed: its two pins follow.
  ///
  /// A root given the size its last fit gave it, with nothing changed since the fit, keeps the
  /// fit's pulls: the fit's solution is the layout's, and the next layout sets the frames from it
  /// without solving.
  func rootResized() {
    guard let root else { return }
    if rootPinnedForFitting && !needsSolve && root.frame.size == fittedSize {
      needsLayout = true
      return
    }
    needsSolve = true
    guard !needsRebuild else { return }
    pinRootToFrame(root)
  }

  /// Holds the root at its frame's size: the pins' constants move in place when they pin it
  /// already (a resize, as an edit would); a fit's pulls are replaced by pins.
  func pinRootToFrame(_ root: View) {
    needsSolve = true
    rootPinnedForFitting = false
    whileBusy { holdRootSize(.frame(root.frame.size), root) }
  }

  /// Makes the root's two size constraints hold `hold`: nothing when they do already; their
  /// constants moved in place when only the sizes differ (same strengths), so that the solver
  /// re-solves from where it was; else they are replaced, which costs the solver a removal each.
  func holdRootSize(_ hold: SystemConstraints.RootSizeHold, _ root: View) {
    if system.rootSizeHold == hold { return }
    let sizes: (old: Size, new: Size)?
    switch (system.rootSizeHold, hold) {
    case (.frame(let old), .frame(let new)): sizes = (old, new)
    case (.fit(let old, let h, let v), .fit(let new, let h2, let v2)) where h == h2 && v == v2:
      sizes = (old, new)
    default: sizes = nil
    }
    if let sizes, system.rootSizePins.count == 2,
      moveRootSizeConstants(from: sizes.old, to: sizes.new)
    {
      system.rootSizeHold = hold
      return
    }
    for pin in system.rootSizePins { try? solver.removeConstraint(pin) }
    switch hold {
    case .frame: fitting = nil
    case .fit(let target, let h, let v): fitting = (target, h, v)
    }
    addRootSizePins(root)
  }

  /// Moves the constants of the root's two size constraints (`root.width == w`, held as
  /// `width - w`) from the sizes of `old` to those of `new`; false if one cannot hold.
  private func moveRootSizeConstants(from old: Size, to new: Size) -> Bool {
    for (k, (was, now)) in [(old.width, new.width), (old.height, new.height)].enumerated()
    where was != now {
      guard moveListedConstant(at: system.rootSizePinsListedAt + k, to: now) else { return false }
    }
    return true
  }

  /// Moves the constant of the constraint listed at `index`, which the engine made as
  /// `variable + (0 + value * -1)` (a root's size pin, an intrinsic size), to `value` in place;
  /// false, with nothing changed, when it cannot hold.
  private func moveListedConstant(at index: Int, to value: Double) -> Bool {
    do {
      try solver.setConstant(0 + value * -1, for: added.constraints[index])
    } catch {
      return false
    }
    added.setConstant(value, at: index)
    return true
  }

  /// A view's intrinsic size (or its hugging or compression resistance) changed: the next pass
  /// measures it and moves its intrinsic-size constraints, as Apple's engine asks for the size
  /// again at the next layout rather than when it is invalidated.
  ///
  /// Waiting measures a view once however many times it changes before the pass (a reused cell
  /// given new texts one by one), and measures it when the pass needs it.
  func intrinsicSizeChanged(_ view: View) {
    needsSolve = true
    guard !needsRebuild else { return }
    pendingIntrinsicSizes.insert(view, at: table.position(of: view))
  }

  /// Applies the intrinsic-size changes waiting for this pass, in the order they came.
  func applyPendingIntrinsicSizes() {
    guard !pendingIntrinsicSizes.isEmpty else { return }
    // Both callers rebuild first when a rebuild is due, and a rebuild empties the list.
    let views = pendingIntrinsicSizes.take()
    // Every view measured first, then every change applied: text measuring and the solver's
    // work each run together, rather than taking turns in the caches.
    let sizes = views.map { intrinsicSize(of: $0) }
    for (view, size) in zip(views, sizes) { applyIntrinsicSizeChange(of: view, size: size) }
    pendingIntrinsicSizes.recycle(consume views)
  }

  /// Moves a view's intrinsic-size constraints to its intrinsic size now: in place when only the
  /// size changed (new text in a label), replaced otherwise.
  func applyIntrinsicSizeChange(of view: View, size known: Size? = nil) {
    needsSolve = true
    guard !needsRebuild, let position = table.position(of: view),
      let listed = system.intrinsicConstraints(at: position, listedCount: added.count)
    else { return }
    whileBusy {
      let size = known ?? intrinsicSize(of: view)
      if moveIntrinsicConstants(of: view, size: size, listed) { return }
      for k in listed {
        try? solver.removeConstraint(added.constraints[Int(k)])
      }
      addIntrinsicConstraints(of: view, size: size, at: position)
    }
  }

  /// Moves the constants of a view's intrinsic-size constraints (listed at `listed`) to `size`,
  /// its intrinsic size now, with ``Solver/setConstant(_:for:)``: no constraint is removed or added,
  /// and the solver re-solves from where it was.
  ///
  /// Returns false, having changed nothing that a replacement does not undo, when the constraints
  /// are not those the size would make (an axis gained or lost its size, a priority changed, one
  /// was broken by a conflict) or a new constant cannot hold.
  private func moveIntrinsicConstants(
    of view: View, size: Size, _ listed: Range<Int32>
  )
    -> Bool
  {
    let hasWidth = size.width != View.noIntrinsicMetric
    let hasHeight = size.height != View.noIntrinsicMetric
    let horizontal = ContentStrengths(of: view, on: .horizontal)
    let vertical = ContentStrengths(of: view, on: .vertical)
    let widthCount = hasWidth ? horizontal.constraintCount : 0
    let heightCount = hasHeight ? vertical.constraintCount : 0
    guard listed.count == widthCount + heightCount, !listed.isEmpty else { return false }
    // Each axis the view has a size on, in the order `addIntrinsicConstraints` makes them. All
    // are checked before any moves (and without building arrays: this runs for every label
    // whose text changed).
    let first = Int(listed.lowerBound)
    if hasWidth && !isIntrinsic(first, horizontal, .width) { return false }
    if hasHeight && !isIntrinsic(first + widthCount, vertical, .height) { return false }
    for k in listed {
      let index = Int(k)
      guard moveListedConstant(at: index, to: index < first + widthCount ? size.width : size.height)
      else { return false }
    }
    return true
  }

  /// Whether the constraints listed from `k` are in the solver, made for `attribute`'s intrinsic
  /// size at the view's content strengths on its axis now: one equality, or compression
  /// resistance then hugging.
  private func isIntrinsic(
    _ k: Int, _ strengths: ContentStrengths, _ attribute: LayoutAttribute
  ) -> Bool {
    let hugging = strengths.hugging
    let resistance = strengths.resistance
    if strengths.heldByOne {
      return isIntrinsic(k, .equal, above: hugging, below: resistance, attribute)
    }
    return isIntrinsic(k, .greaterThanOrEqual, above: resistance, below: resistance, attribute)
      && isIntrinsic(k + 1, .lessThanOrEqual, above: hugging, below: hugging, attribute)
  }

  /// Whether the constraint listed at `k` is in the solver, made for `attribute`'s intrinsic
  /// size with `relation` at the strengths `above` and `below`.
  private func isIntrinsic(
    _ k: Int, _ relation: RelationalOperator, above: Strength, below: Strength,
    _ attribute: LayoutAttribute
  )
    -> Bool
  {
    let constraint = added.constraints[k]
    guard constraint.relation == relation, constraint.strength == above,
      constraint.strengthBelow == below, solver.hasConstraint(constraint),
      case .made(_, let rule, _) = added.origin(at: k)
    else { return false }
    return rule.attribute == attribute
  }

  /// Adds the constraints that hold the root's size: its frame's, or pulls towards the fitting
  /// size at the fitting priorities.
  func addRootSizePins(_ root: View) {
    system.rootSizePinsListedAt = added.count
    if let fitting {
      system.rootSizeHold = .fit(
        target: fitting.target, horizontal: fitting.horizontal, vertical: fitting.vertical)
      system.rootSizePins = [
        (root.width == fitting.target.width) | fitting.horizontal.strength,
        (root.height == fitting.target.height) | fitting.vertical.strength,
      ]
      add(system.rootSizePins[0], .system(root, .fittingSize, .width, fitting.target.width))
      add(system.rootSizePins[1], .system(root, .fittingSize, .height, fitting.target.height))
      return
    }
    system.rootSizeHold = .frame(root.frame.size)
    system.rootSizePins = [root.width == root.frame.width, root.height == root.frame.height]
    add(system.rootSizePins[0], .system(root, .rootSize, .width, root.frame.width))
    add(system.rootSizePins[1], .system(root, .rootSize, .height, root.frame.height))
  }

  /// Adds a view's own constraints: its size at least zero, its autoresizing constraints, its
  /// intrinsic size (`size`, measured by the caller), and its margins and safe-area guides tied
  /// to its edges.
  func addSystemConstraints(of view: View, at position: Int, size: Size) {
    // Each axis's one term, listed once for the size at least zero and the intrinsic size.
    let terms = SizeTerms(of: view)
    add(nonNegative(terms.width), .system(view, .nonNegativeSize, .width, 0))
    add(nonNegative(terms.height), .system(view, .nonNegativeSize, .height, 0))
    if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
      addAutoresizingConstraints(of: view, in: parent)
    }
    addIntrinsicConstraints(of: view, size: size, at: position, terms)
    // Only guides someone asked for exist; each is tied to its view's edges.
    for guide in view.systemGuides {
      switch guide.systemRole {
      case .layoutMargins:
        pin(
          guide, .layoutMargins, to: view, insetBy: effectiveLayoutMargins(of: view, direction: nil)
        )
      case .readableContent:
        addReadableContentGuideConstraints(guide, of: view)
      case .safeArea, nil:
        let safe = safeAreaInsets(of: view)
        // The root's own insets change only through `rootSafeAreaInsets`, which rebuilds; and a
        // record of the root would keep it alive through its engine.
        if view !== root { system.recordSafeInsets(safe, of: view) }
        pin(guide, .safeArea, to: view, insetBy: safe)
      }
    }
  }

  /// Compression resistance (`size >= intrinsic`) and hugging (`size <= intrinsic`) on each
  /// axis with an intrinsic size (`size`, measured by the caller): one equality whose two sides
  /// cost those priorities when neither is required, else two inequalities.
  ///
  /// `terms` are the view's one-term lists, when the caller made them already.
  private func addIntrinsicConstraints(
    of view: View, size: Size, at position: Int, _ terms: SizeTerms? = nil
  ) {
    let hasWidth = size.width != View.noIntrinsicMetric
    let hasHeight = size.height != View.noIntrinsicMetric
    let start = Int32(added.count)
    defer { system.recordIntrinsicConstraints(start..<Int32(added.count), at: position) }
    guard hasWidth || hasHeight else { return }
    let terms = terms ?? SizeTerms(of: view)
    func addAxis(_ axis: Axis, _ term: [Term], _ value: Double, _ attribute: LayoutAttribute) {
      let expression = Expression(term, constant: 0 + value * -1)
      let strengths = ContentStrengths(of: view, on: axis)
      let resistance = strengths.resistance
      let hugging = strengths.hugging
      // Both optional: one equality, whose error above the size costs the hugging and below it
      // the compression resistance, as Apple's engine holds an intrinsic size in one
      // `NSContentSizeLayoutConstraint`. It holds as the two inequalities would, with half the
      // rows and symbols.
      if strengths.heldByOne {
        let size = Constraint(reduced: expression, above: hugging, below: resistance)
        add(size, .intrinsicSize(view, attribute, value))
        return
      }
      // `variable >= value` and `variable <= value`, made once each with their strengths, from
      // the one term (reduced as it is).
      let resist = Constraint(reduced: expression, .greaterThanOrEqual, strength: resistance)
      let hug = Constraint(reduced: expression, .lessThanOrEqual, strength: hugging)
      add(resist, .system(view, .compressionResistance, attribute, value))
      add(hug, .system(view, .contentHugging, attribute, value))
    }
    if hasWidth { addAxis(.horizontal, terms.width, size.width, .width) }
    if hasHeight { addAxis(.vertical, terms.height, size.height, .height) }
  }

  /// A view's width and its height each as a list of one term, `1 * variable`: made once per
  /// view for the constraints on its size, which share them.
  struct SizeTerms {
    let width: [Term]
    let height: [Term]

    init(of view: View) {
      width = [Term(view.width)]
      height = [Term(view.height)]
    }
  }

  /// A view's content hugging and compression resistance on one axis, as solver strengths, and
  /// how they hold its intrinsic size there.
  struct ContentStrengths {
    let hugging: Strength
    let resistance: Strength

    init(of view: View, on axis: Axis) {
      hugging = view.contentHuggingPriority(for: axis).strength
      resistance = view.contentCompressionResistancePriority(for: axis).strength
    }

    /// Whether the size is held by one equality rather than two inequalities: when neither side
    /// is required (a required side must be an inequality of its own).
    var heldByOne: Bool { !hugging.isRequired && !resistance.isRequired }

    /// How many constraints hold the size: one equality, or two inequalities.
    var constraintCount: Int { heldByOne ? 1 : 2 }
  }

  /// `variable >= 0` from its one term (`term`): the constraint the operator gives.
  private func nonNegative(_ term: [Term]) -> Constraint {
    Constraint(reduced: Expression(term, constant: 0), .greaterThanOrEqual)
  }

  /// Ties a guide's edges to its view's edges inset by `insets`; reports name the constraints
  /// with `kind`.
  func pin(
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

  /// Whether a view's safe area moved since its guide was pinned: the layout goes again.
  func safeAreasMoved() -> Bool {
    system.safeAreasMoved { safeAreaInsets(of: $0) }
  }
}
