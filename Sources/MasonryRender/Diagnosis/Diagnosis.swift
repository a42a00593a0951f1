import AutoLayout

/// What is wrong with a laid-out tree, found with the engine's own tools: the unsatisfiable
/// sets it reported while laying out, the views `View.findAmbiguityInSubtree()` finds
/// ambiguous, with their free axes (and `View.autolayoutTrace()` to show them), and, for each
/// view, the constraints that affect it.
///
/// Finding ambiguity reads the engine's solver once for the whole tree and probes only the
/// variables it cannot clear (the free ones), so a tree with few ambiguous views costs little
/// more than its layout; each ambiguous view costs a few solves. The `check` command always
/// looks for it, the HTML inspector up to ``HTMLInspectorWriter/ambiguityLimit`` views.
public struct Diagnosis: Sendable {
  /// A constraint that affects a view on an axis.
  public struct Affecting: Hashable, Sendable {
    /// The axis the constraint affects the view on.
    public var axis: Axis
    /// The constraint as an equation with view names: `title.top == card.top + 20 @750`.
    public var equation: String
    /// Where it was written in a layout file, if it came from one.
    public var source: ConstraintSource?
    /// Who made it: `ConstraintSnapshot.Kind.layoutConstraint` for the file's constraints,
    /// otherwise the engine's rule (the view's intrinsic size held by its hugging or its
    /// compression resistance, an autoresizing mask, the root's size, a guide's inset).
    public var kind: ConstraintSnapshot.Kind = .layoutConstraint
    /// Whether the engine broke it in a conflict: it is active, but left out of the layout.
    public var isBroken = false
  }

  /// The engine's reports of unsatisfiable constraints.
  public var reports: [UnsatisfiableConstraintsReport]
  /// The ids of the ambiguous views, in drawing order.
  public var ambiguousViews: [String]
  /// The axes on which each ambiguous view's frame is free, by id: horizontal, vertical or
  /// both, horizontal first (`AmbiguityFinding.axes`).
  public var ambiguousAxes: [String: [Axis]]
  /// The ids of the views named in the reports.
  public var conflictingViews: Set<String>
  /// The engine's trace of the tree, marking ambiguous views; nil when none is.
  public var trace: String?
  /// The constraints affecting each view, by id: horizontal ones, then vertical ones.
  ///
  /// On each axis the file's constraints come first, in the order
  /// `View.constraintsAffectingLayout(for:)` gives them, then the engine's own, as
  /// `View.systemConstraintsAffectingLayout(for:)` gives them (but for the `width >= 0` and
  /// `height >= 0` every view has). Empty when the diagnosis was made without `listsAffecting`.
  public var affecting: [String: [Affecting]]

  /// Whether ambiguity was looked for.
  public var checkedAmbiguity: Bool

  /// Where each layout constraint named in the reports was written in the layout file, by the
  /// constraint's address (`ConstraintSnapshot.address`): the line, column and text.
  public var constraintSources: [UInt: ConstraintSource]
  /// Where each view was written in the layout file, by id; empty for a tree not read from a
  /// file.
  public var viewLocations: [String: SourceLocation]

  /// Whether there is anything to fix.
  public var hasProblems: Bool { !reports.isEmpty || !ambiguousViews.isEmpty }

  /// Diagnoses a laid-out tree.
  /// - Parameters:
  ///   - root: The root, laid out.
  ///   - reports: The reports its layout produced.
  ///   - sources: Where each constraint was written, for a layout file.
  ///   - viewLocations: Where each view was written, by id, for a layout file.
  ///   - findsAmbiguity: Whether to look for ambiguous views.
  ///   - listsAffecting: Whether to list the constraints affecting each view (``affecting``),
  ///     the file's and the engine's own, which only the inspector shows; without, it is
  ///     empty (and the engine's constraints are not read at all).
  public init(
    root: View, reports: [UnsatisfiableConstraintsReport],
    sources: [ObjectIdentifier: ConstraintSource] = [:],
    viewLocations: [String: SourceLocation] = [:], findsAmbiguity: Bool = true,
    listsAffecting: Bool = true
  ) {
    self.reports = reports
    checkedAmbiguity = findsAmbiguity
    self.viewLocations = viewLocations
    var constraintSources: [UInt: ConstraintSource] = [:]
    if !reports.isEmpty {
      var byAddress: [UInt: ConstraintSource] = [:]
      for (key, source) in sources { byAddress[UInt(bitPattern: key)] = source }
      for constraint in reports.flatMap(\.constraints) {
        if let address = constraint.address, let source = byAddress[address] {
          constraintSources[address] = source
        }
      }
    }
    self.constraintSources = constraintSources
    var views: [View] = []
    func collect(_ view: View) {
      views.append(view)
      for subview in view.subviews { collect(subview) }
    }
    collect(root)
    let ids = Scene(root: root, title: "").nodes.map(\.id)
    var idOfView: [ObjectIdentifier: String] = [:]
    for (view, id) in zip(views, ids) { idOfView[ObjectIdentifier(view)] = id }

    var ambiguousAxes: [String: [Axis]] = [:]
    var ambiguousViews: [String] = []
    if findsAmbiguity {
      for (view, finding) in root.findAmbiguityInSubtree() {
        guard let id = idOfView[ObjectIdentifier(view)] else { continue }
        ambiguousViews.append(id)
        ambiguousAxes[id] = finding.axes
      }
    }
    self.ambiguousViews = ambiguousViews
    self.ambiguousAxes = ambiguousAxes
    trace = ambiguousViews.isEmpty ? nil : root.autolayoutTrace()
    conflictingViews = Diagnosis.viewsNamed(in: reports, ids: Set(ids))
    affecting =
      listsAffecting
      ? Diagnosis.affecting(
        root: root, idOfView: idOfView, sources: sources,
        broken: Set(reports.map(\.brokenConstraint).compactMap(\.address))) : [:]
  }

  /// The view ids that the reports name: the names of the views in their constraints, a guide
  /// standing for the view that owns it.
  static func viewsNamed(
    in reports: [UnsatisfiableConstraintsReport], ids: Set<String>
  ) -> Set<String> {
    var named: Set<String> = []
    for constraint in reports.flatMap(\.constraints) {
      for item in [constraint.firstItem, constraint.secondItem] {
        if let name = item?.view?.name, ids.contains(name) { named.insert(name) }
      }
    }
    return named
  }

  /// For each view, the active constraints that name it or a guide it owns, as
  /// `View.constraintsAffectingLayoutInSubtree()` finds them in one pass over the tree, then
  /// the engine's own (`View.systemConstraintsAffectingLayoutInSubtree()`); `broken` holds the
  /// addresses of the constraints the engine broke.
  static func affecting(
    root: View, idOfView: [ObjectIdentifier: String],
    sources: [ObjectIdentifier: ConstraintSource], broken: Set<UInt> = []
  ) -> [String: [Affecting]] {
    var system: [ObjectIdentifier: (horizontal: [Affecting], vertical: [Affecting])] = [:]
    for (view, horizontal, vertical) in root.systemConstraintsAffectingLayoutInSubtree() {
      func entries(_ snapshots: [ConstraintSnapshot], _ axis: Axis) -> [Affecting] {
        snapshots.filter { $0.kind != .nonNegativeSize }.map {
          Affecting(axis: axis, equation: equation($0), kind: $0.kind)
        }
      }
      system[ObjectIdentifier(view)] = (
        entries(horizontal, .horizontal), entries(vertical, .vertical)
      )
    }
    var result: [String: [Affecting]] = [:]
    for (view, horizontal, vertical) in root.constraintsAffectingLayoutInSubtree() {
      guard let id = idOfView[ObjectIdentifier(view)] else { continue }
      func entries(_ constraints: [LayoutConstraint], _ axis: Axis) -> [Affecting] {
        constraints.map {
          Affecting(
            axis: axis, equation: equation($0), source: sources[ObjectIdentifier($0)],
            isBroken: broken.contains(UInt(bitPattern: ObjectIdentifier($0))))
        }
      }
      let own = system[ObjectIdentifier(view)]
      let all =
        entries(horizontal, .horizontal) + (own?.horizontal ?? [])
        + entries(vertical, .vertical) + (own?.vertical ?? [])
      if !all.isEmpty { result[id] = all }
    }
    return result
  }

  /// A constraint of a report, or one of the engine's own, as an equation with names, like
  /// ``equation(_:)-(LayoutConstraint)``: `label.width >= 120 @750` for a compression
  /// resistance.
  public static func equation(_ snapshot: ConstraintSnapshot) -> String {
    func name(_ item: LayoutItemSnapshot?) -> String { item?.name ?? "?" }
    let second =
      snapshot.secondAttribute == .notAnAttribute || snapshot.secondItem == nil
      ? nil : "\(name(snapshot.secondItem)).\(snapshot.secondAttribute.name)"
    return AppleFormat.equation(
      "\(name(snapshot.firstItem)).\(snapshot.firstAttribute.name)", snapshot.relation, second,
      multiplier: snapshot.multiplier, constant: snapshot.constant, priority: snapshot.priority,
      number: NumberText.format)
  }

  /// A constraint as an equation with names: `title.top == 0.5*card.height + 20 @750`.
  ///
  /// The engine's equation (`AppleFormat.equation`) with the views' names for items and the
  /// numbers of the outputs (`NumberText`).
  public static func equation(_ constraint: LayoutConstraint) -> String {
    func name(_ item: LayoutItem?) -> String { item?.debugName ?? "?" }
    let second =
      constraint.secondAttribute == .notAnAttribute
      ? nil : "\(name(constraint.secondItem)).\(constraint.secondAttribute.name)"
    return AppleFormat.equation(
      "\(name(constraint.firstItem)).\(constraint.firstAttribute.name)", constraint.relation,
      second, multiplier: constraint.multiplier, constant: constraint.constant,
      priority: constraint.priority, number: NumberText.format)
  }
}

extension BuiltLayout {
  /// Diagnoses the laid-out tree with what the layout file tells: where each constraint and
  /// each view was written.
  ///
  /// ```swift
  /// layout.layOut()
  /// let diagnosis = layout.diagnose(listsAffecting: false)
  /// print(CheckJSONReport.write(diagnosis, file: "card.json"))
  /// ```
  ///
  /// - Parameters:
  ///   - findsAmbiguity: Whether to look for ambiguous views.
  ///   - listsAffecting: Whether to list the constraints affecting each view, for the inspector.
  /// - Returns: The layout's conflicts and ambiguous views, with where each was written.
  public func diagnose(findsAmbiguity: Bool = true, listsAffecting: Bool = true) -> Diagnosis {
    var viewLocations: [String: SourceLocation] = [:]
    for view in file.views { viewLocations[view.id] = view.location }
    return Diagnosis(
      root: root, reports: reports, sources: sources, viewLocations: viewLocations,
      findsAmbiguity: findsAmbiguity, listsAffecting: listsAffecting)
  }
}
