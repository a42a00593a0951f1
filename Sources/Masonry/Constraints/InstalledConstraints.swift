import AutoLayout

/// The DSL constraints installed with an item as their first item — Masonry's
/// `mas_installedConstraints`, what `remakeConstraints` and `removeConstraints()` take away.
///
/// The list lives in the item's own slot (`LayoutItem.masonryInstalledConstraints`), an array of
/// the DSL's ``ViewConstraint``s: no object of its own a view (a feed cell's 20 constrained views
/// allocated 20), and no cast to find it.
enum InstalledConstraints {
  /// The item's list.
  static func of(_ item: LayoutItem) -> [ViewConstraint] {
    item.masonryInstalledConstraints.map { unsafeDowncast($0, to: ViewConstraint.self) }
  }

  /// Records a constraint installed for the first time (so not yet listed).
  static func appendNew(_ constraint: ViewConstraint, to item: LayoutItem) {
    item.appendMasonryInstalledConstraint(constraint)
  }

  /// Records a constraint installed again, unless it is listed already.
  static func insert(_ constraint: ViewConstraint, into item: LayoutItem) {
    if !item.masonryInstalledConstraints.contains(where: { $0 === constraint }) {
      item.masonryInstalledConstraints.append(constraint)
    }
  }

  /// Takes out of the item's list every constraint `shouldRemove` picks.
  static func removeAll(from item: LayoutItem, where shouldRemove: (ViewConstraint) -> Bool) {
    item.masonryInstalledConstraints.removeAll {
      shouldRemove(unsafeDowncast($0, to: ViewConstraint.self))
    }
  }
}
