/// A view or a layout guide as a report names it, in a value that stays true after the item has
/// changed or gone, and that may cross to another thread.
///
/// Reports describe their items with what a reader needs to find them again: whether the item is
/// a view or a guide, its type, its address and its name (a view's ``LayoutItem/debugName``,
/// which Masonry calls its key; a guide's ``LayoutGuide/identifier``). Its description is the
/// item as Apple's console prints it:
///
/// ```swift
/// let item = report.constraints[0].firstItem
/// item?.kind          // .view
/// item?.typeName      // "View"
/// item?.name          // "banner"
/// item?.description   // "View:banner" ("View:0x7f…" without a name)
/// ```
public struct LayoutItemSnapshot: Sendable, Hashable, CustomStringConvertible {
  /// Whether an item is a view or a layout guide.
  public indirect enum Kind: Sendable, Hashable {
    /// A ``View``, or an instance of a subclass.
    case view
    /// A ``LayoutGuide``, with the view that owned it when the snapshot was taken (nil when the
    /// guide had been removed from its view).
    case layoutGuide(owningView: LayoutItemSnapshot?)
  }

  /// Whether the item is a view or a guide (and then which view owns it).
  public let kind: Kind
  /// The item's class name: `View`, a subclass's name such as `Label`, or `LayoutGuide`.
  public let typeName: String
  /// The item's address, which tells apart items that have the same name (or none).
  public let address: UInt
  /// The view's ``LayoutItem/debugName`` or the guide's ``LayoutGuide/identifier``; nil when
  /// the item has none.
  public let name: String?

  /// Takes a snapshot of an item.
  init(_ item: LayoutItem) {
    if let guide = item as? LayoutGuide {
      kind = .layoutGuide(owningView: guide.owningView.map(LayoutItemSnapshot.init))
    } else {
      kind = .view
    }
    typeName = item.typeName
    address = AppleFormat.address(of: item)
    name = item.debugName
  }

  /// The view that stands for the item in the tree, as ``LayoutItem/itemView`` says: the view
  /// itself, or the view that owns the guide.
  public var view: LayoutItemSnapshot? {
    switch kind {
    case .view: return self
    case .layoutGuide(let owningView): return owningView
    }
  }

  /// The item as Apple prints it in constraints: `Type:name`, or `Type:0x…` without a name.
  public var description: String {
    AppleFormat.item(typeName: typeName, name: name, address: address)
  }
}
