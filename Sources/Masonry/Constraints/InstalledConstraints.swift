import AutoLayout

/// The DSL constraints installed with an item as their first item — Masonry's
/// `mas_installedConstraints`, what `remakeConstraints` and `removeConstraints()` take away.
final class InstalledConstraints {
  // Read and written with plain loads and stores, or changed in place by calls whose closures
  // never reach this object, so the run-time exclusivity check is left out (see the article
  // "Performance notes").
  @exclusivity(unchecked) private(set) var constraints: [ViewConstraint] = []

  /// The item's set, created on first use.
  static func of(_ item: LayoutItem) -> InstalledConstraints {
    if let existing = item.masonryInstalledConstraints as? InstalledConstraints {
      return existing
    }
    let made = InstalledConstraints()
    item.masonryInstalledConstraints = made
    return made
  }

  /// Records a constraint installed for the first time (so not yet listed).
  func appendNew(_ constraint: ViewConstraint) {
    // Room for a typical view's constraints at once, rather than growing one at a time.
    if constraints.capacity == 0 { constraints.reserveCapacity(8) }
    constraints.append(constraint)
  }

  func insert(_ constraint: ViewConstraint) {
    if !constraints.contains(where: { $0 === constraint }) { constraints.append(constraint) }
  }

  func removeAll(where shouldRemove: (ViewConstraint) -> Bool) {
    constraints.removeAll(where: shouldRemove)
  }
}
