import Cassowary

/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Each item owns four solver variables — the left and top edges in the coordinates of its
/// root view, the width and the height — which the engine solves for.
open class LayoutItem {
  /// A name for descriptions and diagnostics.
  public var debugName: String?

  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable
  /// The same four variables, in the object that constraints hold.
  let anchors: ItemAnchors

  init(debugName: String?) {
    self.debugName = debugName
    let base = debugName ?? "item"
    minX = Variable(base + ".minX")
    minY = Variable(base + ".minY")
    width = Variable(base + ".width")
    height = Variable(base + ".height")
    anchors = ItemAnchors(minX: minX, minY: minY, width: width, height: height)
  }

  deinit { anchors.isAlive = false }

  /// The view whose coordinate space the item is laid out in: a view's superview, or the view
  /// that owns a guide.
  var parentView: View? { nil }

  /// The root of the item's tree.
  var rootView: View? { parentView?.root }

  /// The layout direction that decides the item's leading and trailing edges.
  var effectiveLayoutDirection: LayoutDirection {
    parentView?.effectiveLayoutDirection ?? .leftToRight
  }

  /// The item as Apple prints it in constraint descriptions: `Type:name`.
  var itemDescription: String {
    "\(typeName):\(debugName ?? "0x" + address(of: self))"
  }

  var typeName: String { String(describing: type(of: self)) }
}

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
