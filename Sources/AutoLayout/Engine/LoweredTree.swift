import Cassowary
import Synchronization

/// Numbers every rebuild of every engine, so that what an engine leaves on a layout constraint
/// is recognised as its own and as current.
private let engineGenerations = Atomic<UInt64>(1)

/// The tree as the engine's last rebuild lowered it: the item table, every solver constraint
/// added since with where it came from, the rebuild's number, and the layout constraints
/// waiting to be lowered at the next layout.
///
/// A rebuild (``LayoutEngine/rebuild(_:)``) starts it anew; lowering
/// (`LayoutEngine+Lowering.swift`) reads its table and marks each layout constraint it lowers
/// with its number, and the engine's `add(_:_:)` lists each solver constraint here.
struct LoweredTree {
  /// The tree's items as of the last rebuild; the tree engine tags their variables with their
  /// positions, so that a variable the solver moved leads back to its item.
  var table = ItemTable()
  /// Every solver constraint added since the last rebuild, in order, and where each came from.
  var added = AddedConstraints()
  /// Every rebuild's number: a layout constraint lowered in this rebuild carries it.
  private(set) var generation: UInt64 = 0
  /// How many constraints the last rebuild listed in ``added``, and whether the list has
  /// grown enough since to rebuild when the next layout starts.
  var addedByRebuild = 0
  var rebuildsAtNextLayout = false
  /// Constraints activated or changed since the last pass, lowered at the next layout so that
  /// conflicts are found (and reported or thrown) during layout.
  var pending: [LayoutConstraint] = []

  /// Starts a rebuild: a new number, and nothing added or pending.
  mutating func startRebuild() {
    generation = engineGenerations.add(1, ordering: .relaxed).newValue
    pending = []
    added = AddedConstraints()
  }

  /// The solver constraint `constraint` was lowered to since the last rebuild, if it was.
  func lowered(_ constraint: LayoutConstraint) -> Constraint? {
    guard let lowering = constraint.lowering, lowering.generation == generation else {
      return nil
    }
    return lowering.constraint
  }

  /// The pending constraints, in the order they came; the list is left empty.
  mutating func takePending() -> [LayoutConstraint] {
    let queued = pending
    pending = []
    return queued
  }
}
