import Cassowary

/// The items of one tree in the order the engine walks them — the views depth first, then the
/// guides of each view in turn — with the position of each one's parent (a view's superview, a
/// guide's owning view; -1 for the root) and each view's layout direction.
///
/// The engine walks this table instead of the tree, so that a layout visits each item through
/// one array instead of through weak parent links and recursion.
struct ItemTable {
  /// The items, by position.
  ///
  /// The table does not retain them itself: the root owns its engine and so this table, and a
  /// strong reference back to the root would keep the tree alive. The other items are retained by
  /// `keptAlive`; the root outlives the table (it owns it).
  private(set) var items = UnretainedItems()
  private var keptAlive: [LayoutItem] = []
  private(set) var parents: [Int32] = []
  /// Each item's four variables, unretained (the items keep them): lowering reads them here
  /// rather than through the items.
  private(set) var handles: [VariableHandles] = []
  /// The layout direction of each view (the first ``viewCount`` items).
  private(set) var directions: [LayoutDirection] = []
  private(set) var viewCount = 0
  /// Whether the items' variables were tagged as they were listed.
  private var tagging = false
  /// The positions by identity, for an untagged table, once asked for.
  private var positionsByIdentity: [ObjectIdentifier: Int]?

  /// Lists the tree below `root`; with `tagging`, also tags each item's variables with its
  /// position as it is listed.
  init(root: View, tagging: Bool = false) {
    self.tagging = tagging
    // Counted first, so that each list is allocated once at its size rather than grown.
    let (views, guides) = Self.count(below: root)
    items.reserveCapacity(views + guides)
    keptAlive.reserveCapacity(views + guides - 1)
    parents.reserveCapacity(views + guides)
    handles.reserveCapacity(views + guides)
    directions.reserveCapacity(views)
    visit(root, parent: -1, inherited: root.effectiveLayoutDirection)
    viewCount = items.count
    for index in 0..<viewCount {
      let (layoutGuides, systemGuides) = withView(at: index) { ($0.layoutGuides, $0.systemGuides) }
      for guide in layoutGuides { appendGuide(guide, owner: index) }
      for guide in systemGuides { appendGuide(guide, owner: index) }
    }
  }

  /// How many views the tree below `view` holds, `view` included, and how many guides they own.
  private static func count(below view: View) -> (views: Int, guides: Int) {
    var views = 1
    var guides = view.layoutGuides.count + view.systemGuides.count
    // Borrowed from the array, which the view holds (see `visit`).
    Unretained.forEach(in: view.subviews) { subview in
      let below = count(below: subview)
      views += below.views
      guides += below.guides
    }
    return (views, guides)
  }

  private mutating func appendGuide(_ guide: LayoutGuide, owner: Int) {
    if tagging { Self.tag(guide, items.count) }
    items.append(guide)
    handles.append(VariableHandles(guide))
    keptAlive.append(guide)
    parents.append(Int32(owner))
  }

  init() {}

  private mutating func visit(_ view: View, parent: Int32, inherited: LayoutDirection) {
    let direction = view.semanticLayoutDirection ?? inherited
    let index = Int32(items.count)
    if tagging { Self.tag(view, items.count) }
    items.append(view)
    handles.append(VariableHandles(view))
    if parent >= 0 { keptAlive.append(view) }
    parents.append(parent)
    directions.append(direction)
    // The subviews borrowed from the array, which the view holds: visiting one neither retains
    // nor releases it.
    Unretained.forEach(in: view.subviews) { visit($0, parent: index, inherited: direction) }
  }

  var count: Int { items.count }

  /// The view at a position below ``viewCount``.
  @inline(__always)
  func view(at index: Int) -> View { items.item(at: index, as: View.self) }

  /// Calls `body` with the view at a position below ``viewCount``, borrowed: the table keeps it
  /// alive, so the loops over every view neither retain nor release it (a view with weak
  /// references to it pays for each through its side table).
  @inline(__always)
  func withView<R>(at index: Int, _ body: (View) throws -> R) rethrows -> R {
    try items.withItem(at: index, as: View.self, body)
  }

  /// Calls `body` with the item at a position, borrowed (see ``withView(at:_:)``).
  @inline(__always)
  func withItem<R>(at index: Int, _ body: (LayoutItem) throws -> R) rethrows -> R {
    try items.withItem(at: index, body)
  }

  /// The guide at a position from ``viewCount`` on.
  @inline(__always)
  func guide(at index: Int) -> LayoutGuide { items.item(at: index, as: LayoutGuide.self) }

  /// Calls `body` with the guide at a position from ``viewCount`` on, borrowed (see
  /// ``withView(at:_:)``).
  @inline(__always)
  func withGuide<R>(at index: Int, _ body: (LayoutGuide) throws -> R) rethrows -> R {
    try items.withItem(at: index, as: LayoutGuide.self, body)
  }

  /// The position of the item whose first variable is `key` (see
  /// `LayoutConstraint.firstItemKey`), or nil when no item of the table has it — or when the
  /// table did not tag its items.
  func position(ofItemKeyedBy key: Variable) -> Int? {
    withLookup { $0.position(ofItemKeyedBy: key) }
  }

  /// Calls `body` with a look-up over the table's variables: a pass over many constraints
  /// finds their items through it.
  @inline(__always)
  func withLookup<R>(_ body: (ItemLookup) throws -> R) rethrows -> R {
    try body(ItemLookup(handles: handles, tagged: tagging))
  }

  /// The position of `item`, or nil when the table does not list it.
  ///
  /// A tagged table reads the item's tag; an untagged one (a fitting engine's) indexes its items on
  /// the first call.
  mutating func position(of item: LayoutItem) -> Int? {
    if tagging { return position(ofItemKeyedBy: item.minX) }
    if positionsByIdentity == nil {
      var index: [ObjectIdentifier: Int] = [:]
      index.reserveCapacity(items.count)
      for (position, item) in items.enumerated() { index[ObjectIdentifier(item)] = position }
      positionsByIdentity = index
    }
    return positionsByIdentity?[ObjectIdentifier(item)]
  }

  /// Tags an item's variables with its position, so that a variable leads back to its item.
  @inline(__always)
  private static func tag(_ item: LayoutItem, _ index: Int) {
    item.minX.tag = index
    item.minY.tag = index
    item.width.tag = index
    item.height.tag = index
  }
}

/// The table's items' variables, for a pass of lowering (see ``ItemTable/withLookup(_:)``).
struct ItemLookup {
  /// Each item's four variables, by position.
  let handles: [VariableHandles]
  /// Whether the table tagged its items' variables with their positions.
  let tagged: Bool

  /// The position of the item whose first variable is `key`, or nil when no item of the table has
  /// it.
  ///
  /// The item itself is not touched: a key that leads to no listed item may belong to one already
  /// freed.
  @inline(__always)
  func position(ofItemKeyedBy key: Variable) -> Int? {
    let index = key.tag
    guard tagged, index >= 0, index < handles.count,
      handles[index].minX.refers(to: key)
    else { return nil }
    return index
  }
}

/// Items held without retaining them (see ``Unretained``), read as a collection.
struct UnretainedItems: RandomAccessCollection {
  private var storage: [Unretained<LayoutItem>] = []

  var startIndex: Int { 0 }
  var endIndex: Int { storage.count }

  @inline(__always)
  subscript(index: Int) -> LayoutItem { storage[index].object }

  /// The item at `index` as `T`, which the caller knows it is.
  @inline(__always)
  func item<T: AnyObject>(at index: Int, as type: T.Type) -> T { storage[index].object(as: type) }

  /// Calls `body` with the item at `index` without retaining it: the caller guarantees that
  /// the item lives.
  @inline(__always)
  func withItem<R>(at index: Int, _ body: (LayoutItem) throws -> R) rethrows -> R {
    try storage[index].withObject(body)
  }

  /// Calls `body` with the item at `index` as `T`, which the caller knows it is, without
  /// retaining it.
  @inline(__always)
  func withItem<T: AnyObject, R>(
    at index: Int, as type: T.Type, _ body: (T) throws -> R
  ) rethrows -> R {
    try storage[index].withObject(as: type, body)
  }

  mutating func append(_ item: LayoutItem) { storage.append(Unretained(item)) }

  mutating func reserveCapacity(_ capacity: Int) { storage.reserveCapacity(capacity) }
}
