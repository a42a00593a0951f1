import Cassowary

// Frames: the solution, rounded to the root's pixel grid in root coordinates, turned into each
// view's frame in its superview and each guide's frame in its owning view. After a rebuild (or
// when asked to) every frame is set; after constraint changes only the items whose variables
// moved are visited, with the views and guides inside a view whose rounded origin moved.

extension LayoutEngine {
  /// Sets every view's frame from the solution, rounding edges to the root's pixel grid in root
  /// coordinates so that adjacent edges never gap. Parents come before their children in the
  /// table, so each parent's rounded origin is ready when its children need it.
  func applyFrames(_ root: View) {
    let grid = PixelGrid(scale: root.scale)
    let table = self.table
    var origins: [Point] = []
    swap(&origins, &roundedOrigins)
    if origins.count != table.count {
      origins = Array(repeating: Point(x: .nan, y: .nan), count: table.count)
    }
    for index in 0..<table.viewCount {
      let parent = Int(table.parents[index])
      table.withView(at: index) { view in
        let absolute = grid.rounded(view)
        origins[index] = absolute.origin
        if parent >= 0 { view.layoutFrame = absolute.relative(to: origins[parent]) }
      }
    }
    for index in table.viewCount..<table.count {
      let owner = origins[Int(table.parents[index])]
      table.withItem(at: index) { item in
        let guide = unsafeDowncast(item, to: LayoutGuide.self)
        guide.layoutFrame = grid.rounded(guide).relative(to: owner)
      }
    }
    swap(&origins, &roundedOrigins)
    framesScale = grid.scale
    needsFullFrames = false
  }

  /// Notes that the solver moved `variable`, for ``applyMovedFrames(_:)``; a variable that is
  /// not one of this engine's items' makes the next pass set every frame.
  func variableMoved(_ variable: Variable) {
    let index = variable.tag
    guard index >= 0 && index < table.count, table.items[index].owns(variable) else {
      needsFullFrames = true
      return
    }
    markMoved(index)
  }

  private func markMoved(_ index: Int) {
    if movedStamp[index] != movedEpoch {
      movedStamp[index] = movedEpoch
      movedItems.append(index)
    }
  }

  /// Sets the frames of the items noted by ``variableMoved(_:)``, and of the views and guides
  /// inside each view whose rounded origin moved (their frames are relative to it). Every other
  /// frame is what a full pass would set again: its variables and its parent's origin are as
  /// they were.
  func applyMovedFrames(_ root: View) {
    let grid = PixelGrid(scale: root.scale)
    var k = 0
    while k < movedItems.count {
      let index = movedItems[k]
      k += 1
      let parent = Int(table.parents[index])
      let absolute = grid.rounded(table.items[index])
      let parentOrigin = parent >= 0 ? grid.roundedOrigin(table.items[parent]) : Point.zero
      guard index < table.viewCount else {
        table.guide(at: index).layoutFrame = absolute.relative(to: parentOrigin)
        continue
      }
      let view = table.view(at: index)
      if parent >= 0 { view.layoutFrame = absolute.relative(to: parentOrigin) }
      guard absolute.origin != roundedOrigins[index] else { continue }
      roundedOrigins[index] = absolute.origin
      for subview in view.subviews { markInside(subview) }
      for guide in view.layoutGuides { markInside(guide) }
      for guide in view.systemGuides { markInside(guide) }
    }
    endMovedPass()
  }

  private func markInside(_ item: LayoutItem) {
    let index = item.minX.tag
    if index >= 0 && index < table.count && table.items[index] === item {
      markMoved(index)
    } else {
      needsFullFrames = true
    }
  }

  /// Forgets the moved items, ready for the next pass.
  func endMovedPass() {
    movedItems.removeAll(keepingCapacity: true)
    movedEpoch &+= 1
    if movedEpoch == 0 {
      for i in movedStamp.indices { movedStamp[i] = 0 }
      movedEpoch = 1
    }
  }
}

/// Rounding to the root's pixel grid: each edge to the nearest pixel, in root coordinates. An
/// edge half a pixel off the grid rounds away from zero; the solver's rounding errors are
/// dropped first (to a millionth of a pixel), so that they do not decide which way it goes.
struct PixelGrid {
  let scale: Double

  init(scale: Double) { self.scale = max(1, scale) }

  func snap(_ value: Double) -> Double {
    ((value * scale * 1e6).rounded() / 1e6).rounded() / scale
  }

  /// The item's rectangle in root coordinates with each edge rounded.
  func rounded(_ item: LayoutItem) -> Rect {
    let x0 = snap(item.minX.value)
    let y0 = snap(item.minY.value)
    let x1 = snap(item.minX.value + item.width.value)
    let y1 = snap(item.minY.value + item.height.value)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The rounded origin of the item in root coordinates.
  func roundedOrigin(_ item: LayoutItem) -> Point {
    Point(x: snap(item.minX.value), y: snap(item.minY.value))
  }
}

extension Rect {
  /// The rectangle in the coordinates of a space whose origin is at `origin`.
  func relative(to origin: Point) -> Rect { offsetBy(dx: -origin.x, dy: -origin.y) }
}

extension LayoutItem {
  /// Whether `variable` is one of the item's four.
  func owns(_ variable: Variable) -> Bool {
    variable === minX || variable === minY || variable === width || variable === height
  }
}
