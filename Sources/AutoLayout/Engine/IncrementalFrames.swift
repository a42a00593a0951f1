@_spi(Package) import Cassowary

// Frames: the solution, rounded to the root's pixel grid in root coordinates, turned into each
// view's frame in its superview and each guide's frame in its owning view. After a rebuild (or
// when asked to) every frame is set; after constraint changes only the items whose variables
// moved are visited, with the views and guides inside a view whose rounded origin moved.

/// Setting the frames from the solution, every frame or only those that moved: each item's
/// rounded origin as last set, the items whose variables moved in this pass, and whether the
/// next layout must set every frame.
///
/// The engine notes each item the solver moved (``mark(_:)``, from the solver's report of the
/// variables it changed: `LayoutEngine.variableMoved(_:)`), then sets their frames (``setMoved(_:scale:)``); a change that cannot
/// be followed item by item sets ``needsAll``, and the layout sets every frame
/// (``setAll(_:scale:)``).
struct IncrementalFrames {
  /// Whether the next layout sets every frame rather than only those that moved.
  var needsAll = true
  /// The scale the frames were last rounded to.
  private(set) var scale = 0.0
  /// Each item's rounded origin in root coordinates, as last set.
  private var roundedOrigins: [Point] = []
  /// The items whose variables moved in this pass, in the order they were noted, and the same
  /// items as marks by position, so that each is listed once.
  private var movedItems: [Int] = []
  private var moved = EpochMarks()

  /// Sizes the storage for a table of `count` items, after a rebuild: the next layout sets
  /// every frame.
  mutating func prepare(count: Int) {
    roundedOrigins = Array(repeating: Point(x: .nan, y: .nan), count: count)
    moved.removeAll()
    moved.grow(to: count)
    movedItems.removeAll(keepingCapacity: true)
    needsAll = true
  }

  /// Whether the frames can be brought up to date by setting only those that moved: nothing
  /// asked for every frame, and the frames were rounded to the root's scale.
  func canSetMovedOnly(rootScale: Double) -> Bool {
    !needsAll && scale == max(1, rootScale)
  }

  /// Sets every item's frame from the solution, rounding edges to the pixel grid of `scale` in root
  /// coordinates so that adjacent edges never gap.
  ///
  /// Parents come before their children in the table, so each parent's rounded origin is ready when
  /// its children need it.
  mutating func setAll(_ table: ItemTable, scale: Double) {
    let grid = PixelGrid(scale: scale)
    if roundedOrigins.count != table.count {
      roundedOrigins = Array(repeating: Point(x: .nan, y: .nan), count: table.count)
    }
    for index in 0..<table.viewCount {
      let parent = Int(table.parents[index])
      table.withView(at: index) { view in
        let absolute = grid.rounded(view)
        roundedOrigins[index] = absolute.origin
        if parent >= 0 { view.layoutFrame = absolute.relative(to: roundedOrigins[parent]) }
      }
    }
    for index in table.viewCount..<table.count {
      let owner = roundedOrigins[Int(table.parents[index])]
      table.withGuide(at: index) { guide in
        guide.layoutFrame = grid.rounded(guide).relative(to: owner)
      }
    }
    self.scale = grid.scale
    needsAll = false
  }

  /// Notes that the variables of the item at table position `index` moved, for
  /// ``setMoved(_:scale:)``.
  @inline(__always)
  mutating func mark(_ index: Int) {
    if moved.insert(index) { movedItems.append(index) }
  }

  /// Sets the frames of the items noted by ``mark(_:)``, and of the views and guides inside each
  /// view whose rounded origin moved (their frames are relative to it).
  ///
  /// Every other frame is what a full pass would set again: its variables and its parent's origin
  /// are as they were.
  mutating func setMoved(_ table: ItemTable, scale: Double) {
    let grid = PixelGrid(scale: scale)
    var k = 0
    // The origin of the last parent that moved, read once for its children in a row.
    var movedParent = (index: -1, origin: Point.zero)
    // The items are borrowed from the table (`withView`, `withGuide`, `withItem`), which
    // neither retains nor releases them: a view is weakly referenced, so each retain and release
    // would take the slow path of its side table.
    while k < movedItems.count {
      let index = movedItems[k]
      k += 1
      let parent = Int(table.parents[index])
      // A parent that did not move is where it was last set; one that moved is read again, as
      // it may come later in the list.
      let parentOrigin: Point
      if parent < 0 {
        parentOrigin = .zero
      } else if moved.contains(parent) {
        if movedParent.index != parent {
          movedParent = (parent, table.withItem(at: parent) { grid.roundedOrigin($0) })
        }
        parentOrigin = movedParent.origin
      } else {
        parentOrigin = roundedOrigins[parent]
      }
      guard index < table.viewCount else {
        table.withGuide(at: index) { guide in
          guide.layoutFrame = grid.rounded(guide).relative(to: parentOrigin)
        }
        continue
      }
      let origin = table.withView(at: index) { view -> Point in
        let absolute = grid.rounded(view)
        if parent >= 0 { view.layoutFrame = absolute.relative(to: parentOrigin) }
        return absolute.origin
      }
      guard origin != roundedOrigins[index] else { continue }
      roundedOrigins[index] = origin
      // Most moved views hold nothing: their lists are not even taken (which retains them).
      table.withView(at: index) { view in
        if !view.subviews.isEmpty {
          Unretained.forEach(in: view.subviews) { markInside($0, table) }
        }
        if !view.layoutGuides.isEmpty {
          Unretained.forEach(in: view.layoutGuides) { markInside($0, table) }
        }
        if !view.systemGuides.isEmpty {
          Unretained.forEach(in: view.systemGuides) { markInside($0, table) }
        }
      }
    }
    endPass()
  }

  private mutating func markInside(_ item: LayoutItem, _ table: ItemTable) {
    let index = item.minX.tag
    if index >= 0 && index < table.count && table.withItem(at: index, { $0 === item }) {
      mark(index)
    } else {
      needsAll = true
    }
  }

  /// Forgets the moved items, ready for the next pass.
  mutating func endPass() {
    movedItems.removeAll(keepingCapacity: true)
    moved.removeAll()
  }
}
