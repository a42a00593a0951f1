/// The items of one tree in the order the engine walks them — the views depth first, then the
/// guides of each view in turn — with the position of each one's parent (a view's superview, a
/// guide's owning view; -1 for the root) and each view's layout direction.
///
/// The engine walks this table instead of the tree, so that a layout visits each item through
/// one array instead of through weak parent links and recursion.
struct ItemTable {
  /// The items, by position. The table does not retain them itself: the root owns its engine
  /// and so this table, and a strong reference back to the root would keep the tree alive. The
  /// other items are retained by `keptAlive`; the root outlives the table (it owns it).
  private(set) var items = UnretainedItems()
  private var keptAlive: [LayoutItem] = []
  private(set) var parents: [Int32] = []
  /// The layout direction of each view (the first ``viewCount`` items).
  private(set) var directions: [LayoutDirection] = []
  private(set) var viewCount = 0

  /// Lists the tree below `root`.
  init(root: View) {
    visit(root, parent: -1, inherited: root.effectiveLayoutDirection)
    viewCount = items.count
    for index in 0..<viewCount {
      let view = self.view(at: index)
      for guide in view.layoutGuides {
        items.append(guide)
        keptAlive.append(guide)
        parents.append(Int32(index))
      }
      for guide in view.systemGuides {
        items.append(guide)
        keptAlive.append(guide)
        parents.append(Int32(index))
      }
    }
  }

  init() {}

  private mutating func visit(_ view: View, parent: Int32, inherited: LayoutDirection) {
    let direction = view.semanticLayoutDirection ?? inherited
    let index = Int32(items.count)
    items.append(view)
    if parent >= 0 { keptAlive.append(view) }
    parents.append(parent)
    directions.append(direction)
    for subview in view.subviews { visit(subview, parent: index, inherited: direction) }
  }

  var count: Int { items.count }

  /// The view at a position below ``viewCount``.
  @inline(__always)
  func view(at index: Int) -> View { unsafeDowncast(items[index], to: View.self) }

  /// The guide at a position from ``viewCount`` on.
  @inline(__always)
  func guide(at index: Int) -> LayoutGuide { unsafeDowncast(items[index], to: LayoutGuide.self) }

  /// Tags each item's variables with its position, so that a variable leads back to its item.
  func tagVariables() {
    for (index, item) in items.enumerated() {
      item.minX.tag = index
      item.minY.tag = index
      item.width.tag = index
      item.height.tag = index
    }
  }
}

/// Items held without retaining them, read as a collection.
struct UnretainedItems: RandomAccessCollection {
  private var storage: [Unmanaged<LayoutItem>] = []

  var startIndex: Int { 0 }
  var endIndex: Int { storage.count }

  @inline(__always)
  subscript(index: Int) -> LayoutItem { storage[index].takeUnretainedValue() }

  mutating func append(_ item: LayoutItem) { storage.append(.passUnretained(item)) }
}
