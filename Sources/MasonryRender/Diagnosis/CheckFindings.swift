import AutoLayout

/// What `check` found, as the machine-readable reports tell it: each unsatisfiable set's
/// constraints with the items they relate and where each was written, and each ambiguous view with
/// its free axes and where it was written.
///
/// Built from a ``Diagnosis``'s values alone.
struct CheckFindings {
  /// An item of a constraint, as a layout file names it: a view, or one of its guides.
  struct Item {
    /// The view's id (for a guide, its view's).
    var view: String
    /// `margins` or `safeArea` for a view's guide, as equations name them; nil for the view.
    var guide: String?
    /// The attribute.
    var attribute: LayoutAttribute

    /// `card.top`, `root.safeArea.top`.
    var path: String {
      view + (guide.map { "." + $0 } ?? "") + "." + attribute.name
    }
  }

  /// One constraint of an unsatisfiable set.
  struct Constraint {
    var snapshot: ConstraintSnapshot
    var first: Item?
    var second: Item?
    /// The constraint as a layout file's equation: `card.width == 320`.
    var equation: String
    /// Where it was written, for a constraint of the layout file.
    var source: ConstraintSource?
  }

  /// An unsatisfiable set: its constraints, the broken one last.
  struct Conflict {
    var constraints: [Constraint]
    var broken: Constraint { constraints[constraints.count - 1] }
  }

  /// An ambiguous view.
  struct Ambiguity {
    var view: String
    var axes: [Axis]
    var location: SourceLocation?
  }

  var conflicts: [Conflict]
  var ambiguities: [Ambiguity]
  var checkedAmbiguity: Bool

  init(_ diagnosis: Diagnosis) {
    checkedAmbiguity = diagnosis.checkedAmbiguity
    conflicts = diagnosis.reports.map { report in
      Conflict(
        constraints: report.constraints.map { snapshot in
          CheckFindings.constraint(snapshot, diagnosis.constraintSources)
        })
    }
    ambiguities = diagnosis.ambiguousViews.map { id in
      Ambiguity(
        view: id, axes: diagnosis.ambiguousAxes[id] ?? [], location: diagnosis.viewLocations[id])
    }
  }

  private static func constraint(
    _ snapshot: ConstraintSnapshot, _ sources: [UInt: ConstraintSource]
  ) -> Constraint {
    let first = item(snapshot.firstItem, snapshot.firstAttribute)
    let second = item(snapshot.secondItem, snapshot.secondAttribute)
    let equation = AppleFormat.equation(
      first?.path ?? "?", snapshot.relation,
      snapshot.secondAttribute == .notAnAttribute ? nil : second?.path ?? "?",
      multiplier: snapshot.multiplier, constant: snapshot.constant,
      priority: snapshot.priority, number: NumberText.format)
    return Constraint(
      snapshot: snapshot, first: first, second: second, equation: equation,
      source: snapshot.address.flatMap { sources[$0] })
  }

  private static func item(_ item: LayoutItemSnapshot?, _ attribute: LayoutAttribute) -> Item? {
    guard let item, attribute != .notAnAttribute else { return nil }
    switch item.kind {
    case .view:
      return Item(view: item.name ?? "?", guide: nil, attribute: attribute)
    case .layoutGuide(let owner):
      let name = item.name ?? ""
      let guide =
        name.hasSuffix("layoutMarginsGuide")
        ? "margins" : (name.hasSuffix("safeAreaLayoutGuide") ? "safeArea" : name)
      return Item(view: owner?.name ?? "?", guide: guide, attribute: attribute)
    }
  }
}

extension Axis {
  /// `horizontal` or `vertical`, as the reports write it.
  var reportName: String {
    switch self {
    case .horizontal: return "horizontal"
    case .vertical: return "vertical"
    }
  }
}
