import Cassowary

/// An item's four variables, held unretained (see ``Unretained``) for lowering while the item
/// lives: the item keeps them.
struct VariableHandles {
  let minX: Unretained<Variable>
  let minY: Unretained<Variable>
  let width: Unretained<Variable>
  let height: Unretained<Variable>

  init(_ item: LayoutItem) {
    minX = Unretained(item.minX)
    minY = Unretained(item.minY)
    width = Unretained(item.width)
    height = Unretained(item.height)
  }
}
