import Cassowary

// Frames: the solver reports each variable it moved; the engine notes the item it belongs to,
// and its incremental frames (IncrementalFrames.swift) set the frames of the items noted.

extension LayoutEngine {
  /// Notes that the solver moved `variable`, for ``IncrementalFrames/setMoved(_:scale:)``; a
  /// variable that is not one of this engine's items' makes the next pass set every frame.
  func variableMoved(_ variable: Variable) {
    let index = variable.tag
    guard index >= 0 && index < table.count, table.withItem(at: index, { $0.owns(variable) })
    else {
      frames.needsAll = true
      return
    }
    frames.mark(index)
  }
}

extension LayoutItem {
  /// Whether `variable` is one of the item's four.
  func owns(_ variable: Variable) -> Bool {
    variable === minX || variable === minY || variable === width || variable === height
  }
}
