import AutoLayout

/// What is wrong with a laid-out tree, found with the engine's own tools: the unsatisfiable
/// sets it reported while laying out, the views `View.hasAmbiguousLayout` calls
/// ambiguous (with `View.autolayoutTrace()` to show them), and, for each view, the
/// constraints that affect it.
///
/// Finding ambiguity solves the layout a few times per view, so a diagnosis costs more than a
/// layout, and grows with the square of the number of views (about 0.4 s for 1 000 views and
/// 80 s for 10 000 in a release build); the `check` command always looks for it, the HTML
/// inspector up to ``HTMLInspectorWriter/ambiguityLimit`` views.
public struct Diagnosis: Sendable {
  /// A constraint that affects a view on an axis.
  public struct Affecting: Hashable, Sendable {
    /// The axis the constraint affects the view on.
    public var axis: Axis
    /// The constraint as an equation with view names: `title.top == card.top + 20 @750`.
    public var equation: String
    /// Where it was written in a layout file, if it came from one.
    public var source: ConstraintSource?
  }

  /// The engine's reports of unsatisfiable constraints.
  public var reports: [UnsatisfiableConstraintsReport]
  /// The ids of the ambiguous views, in drawing order.
  public var ambiguousViews: [String]
  /// The ids of the views named in the reports.
  public var conflictingViews: Set<String>
  /// The engine's trace of the tree, marking ambiguous views; nil when none is.
  public var trace: String?
  /// The constraints affecting each view, by id: horizontal ones, then vertical ones, each in
  /// the order `View.constraintsAffectingLayout(for:)` gives them.
  public var affecting: [String: [Affecting]]

  /// Whether ambiguity was looked for.
  public var checkedAmbiguity: Bool

  /// Whether there is anything to fix.
  public var hasProblems: Bool { !reports.isEmpty || !ambiguousViews.isEmpty }

  /// Diagnoses a laid-out tree.
  /// - Parameters:
  ///   - root: The root, laid out.
  ///   - reports: The reports its layout produced.
  ///   - sources: Where each constraint was written, for a layout file.
  ///   - findsAmbiguity: Whether to look for ambiguous views (the costly part).
  public init(
    root: View, reports: [UnsatisfiableConstraintsReport],
    sources: [ObjectIdentifier: ConstraintSource] = [:], findsAmbiguity: Bool = true
  ) {
    self.reports = reports
    checkedAmbiguity = findsAmbiguity
    var views: [View] = []
    func collect(_ view: View) {
      views.append(view)
      for subview in view.subviews { collect(subview) }
    }
    collect(root)
    let ids = Scene(root: root, title: "").nodes.map(\.id)
    var idOfView: [ObjectIdentifier: String] = [:]
    for (view, id) in zip(views, ids) { idOfView[ObjectIdentifier(view)] = id }

    ambiguousViews =
      findsAmbiguity ? zip(views, ids).filter { $0.0.hasAmbiguousLayout }.map(\.1) : []
    trace = ambiguousViews.isEmpty ? nil : root.autolayoutTrace()
    conflictingViews = Diagnosis.viewsNamed(in: reports, ids: Set(ids))
    affecting = Diagnosis.affecting(views: views, idOfView: idOfView, sources: sources)
  }

  /// The view ids that the reports name, as `Type:id` in the engine's descriptions.
  static func viewsNamed(
    in reports: [UnsatisfiableConstraintsReport], ids: Set<String>
  )
    -> Set<String>
  {
    var named: Set<String> = []
    for line in reports.flatMap({ $0.conflicting }) {
      let scalars = Array(line.unicodeScalars)
      for (index, scalar) in scalars.enumerated() where scalar == ":" {
        // The type before the colon ends in "View" or "LayoutGuide"; the name follows it.
        var start = index
        while start > 0, scalars[start - 1].properties.isAlphabetic { start -= 1 }
        let type = String(String.UnicodeScalarView(scalars[start..<index]))
        guard type.hasSuffix("View") || type == "LayoutGuide" else { continue }
        var end = index + 1
        while end < scalars.count, scalars[end].isASCII,
          Names.isIdentifierStart(UInt8(scalars[end].value))
            || (scalars[end].value >= 48 && scalars[end].value <= 57)
        {
          end += 1
        }
        let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
        if ids.contains(name) { named.insert(name) }
      }
    }
    return named
  }

  /// For each view, the active constraints that name it or a guide it owns, by the rule of
  /// `View.constraintsAffectingLayout(for:)`, found in one pass over the tree.
  static func affecting(
    views: [View], idOfView: [ObjectIdentifier: String],
    sources: [ObjectIdentifier: ConstraintSource]
  ) -> [String: [Affecting]] {
    var lists: [ObjectIdentifier: (horizontal: [Affecting], vertical: [Affecting])] = [:]
    for view in views {
      for constraint in view.constraints {
        let entry = { (axis: Axis) in
          Affecting(
            axis: axis, equation: equation(constraint),
            source: sources[ObjectIdentifier(constraint)])
        }
        var touched: [(View, Axis)] = []
        if let first = constraint.firstItem?.itemView, let axis = constraint.firstAttribute.axis {
          touched.append((first, axis))
        }
        if let second = constraint.secondItem?.itemView, let axis = constraint.secondAttribute.axis
        {
          touched.append((second, axis))
        }
        // A constraint counts once per view and axis.
        for (index, (view, axis)) in touched.enumerated()
        where !touched[..<index].contains(where: { $0.0 === view && $0.1 == axis }) {
          let key = ObjectIdentifier(view)
          if axis == .horizontal {
            lists[key, default: ([], [])].horizontal.append(entry(axis))
          } else {
            lists[key, default: ([], [])].vertical.append(entry(axis))
          }
        }
      }
    }
    var result: [String: [Affecting]] = [:]
    for (key, list) in lists {
      if let id = idOfView[key] { result[id] = list.horizontal + list.vertical }
    }
    return result
  }

  /// A constraint as an equation with names: `title.top == 0.5*card.height + 20 @750`.
  public static func equation(_ constraint: LayoutConstraint) -> String {
    func name(_ item: LayoutItem?) -> String { item?.debugName ?? "?" }
    var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute.name) "
    text += constraint.relation.symbol
    if constraint.secondAttribute != .notAnAttribute {
      text += " "
      if constraint.multiplier != 1 { text += "\(NumberText.format(constraint.multiplier))*" }
      text += "\(name(constraint.secondItem)).\(constraint.secondAttribute.name)"
      if constraint.constant > 0 { text += " + \(NumberText.format(constraint.constant))" }
      if constraint.constant < 0 { text += " - \(NumberText.format(-constraint.constant))" }
    } else {
      text += " \(NumberText.format(constraint.constant))"
    }
    if !constraint.priority.isRequired {
      text += " @\(NumberText.format(constraint.priority.rawValue))"
    }
    return text
  }
}
