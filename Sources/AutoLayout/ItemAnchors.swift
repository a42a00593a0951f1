import Cassowary

/// An item's four variables, held strongly by the constraints that name the item, with whether
/// the item still exists.
///
/// Constraints hold their items weakly, and a weak reference costs a side-table lookup and two
/// atomic operations each time it is read; the engine reads a constraint's variables through
/// this object instead. Variables hold nothing, so this makes no cycle.
final class ItemAnchors {
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable
  /// The same variables unretained, for lowering to read without retaining and releasing
  /// each one: this object owns them.
  let handles: VariableHandles
  /// Whether the item is alive: false from its deinitialization on, when the constraints'
  /// weak references to it read nil.
  var isAlive = true

  init(minX: Variable, minY: Variable, width: Variable, height: Variable) {
    self.minX = minX
    self.minY = minY
    self.width = width
    self.height = height
    handles = VariableHandles(
      minX: .passUnretained(minX), minY: .passUnretained(minY), width: .passUnretained(width),
      height: .passUnretained(height))
  }
}

/// An item's four variables as unretained references, valid while their ``ItemAnchors`` lives.
struct VariableHandles {
  let minX: Unmanaged<Variable>
  let minY: Unmanaged<Variable>
  let width: Unmanaged<Variable>
  let height: Unmanaged<Variable>
}
