/// A reference to a layout item that reads nil once the item is gone, as a weak reference does,
/// for the constraints and the DSL objects that refer to items they do not own.
///
/// Storing, copying or destroying a weak reference goes through the item's side table: a separate
/// allocation, reached through the item, with an atomic count. The constraints of a feed cell
/// stored about 400 of them, 5 % of its first layout's time. A link is an ordinary object, held
/// strongly: the item makes it the first time something refers to it, and clears it as the item
/// goes away, so that whoever still holds the link reads nil.
///
/// Like the items themselves, links belong to one thread at a time.
package final class ItemLink {
  /// The item, or nil once it is gone.
  @inline(__always)
  package var item: LayoutItem? { pointer?.takeUnretainedValue() }

  /// The item, unretained; cleared by the item's deinitializer (`LayoutItem`'s, which runs after
  /// those of its subclasses), so it never points at a freed item. (A pointer rather than an
  /// `unowned(unsafe)` property: reading that from another module checked exclusive access.)
  @exclusivity(unchecked) fileprivate var pointer: Unmanaged<LayoutItem>?

  fileprivate init(_ item: LayoutItem) {
    pointer = Unmanaged.passUnretained(item)
  }
}

extension LayoutItem {
  /// The item's link, made the first time it is asked for.
  package var link: ItemLink {
    if let linkStorage { return linkStorage }
    let made = ItemLink(self)
    linkStorage = made
    return made
  }

  /// Clears the item's link (from the deinitializer).
  func clearLink() {
    linkStorage?.pointer = nil
  }
}
