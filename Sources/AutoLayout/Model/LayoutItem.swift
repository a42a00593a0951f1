@_spi(Package) import Cassowary

/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Each item owns four solver variables — the left and top edges in the coordinates of its
/// root view, the width and the height — which the engine solves for.
open class LayoutItem {
  // The stored properties marked `@exclusivity(unchecked)` are read and written with plain
  // loads and stores only (none is passed `inout` to a call that could reach it again), so the
  // run-time exclusivity check, about 55 instructions an access and a tenth of making and
  // laying out a feed cell, is left out (see the article "Performance notes").
  /// A name for descriptions and diagnostics.
  @exclusivity(unchecked) public var debugName: String?

  /// Storage for layers built on the engine, keyed by a type the layer owns, like Objective-C's
  /// associated objects.
  ///
  /// ```swift
  /// final class Notes { var text = "" }
  /// view.attachments[ObjectIdentifier(Notes.self)] = Notes()
  /// ```
  @exclusivity(unchecked) public var attachments: [ObjectIdentifier: AnyObject] = [:]

  /// The Masonry DSL's list of the constraints it installed with this item as their first item
  /// (the DSL's own constraint objects).
  ///
  /// A slot of its own rather than an entry of ``attachments``: the DSL asks for it at every
  /// maker, and the dictionary would be made for each item it constrains.
  @exclusivity(unchecked) package var masonryInstalledConstraints: [AnyObject] = []

  /// Appends to ``masonryInstalledConstraints`` in place, with room for a typical view's
  /// constraints at the first (rather than growing one at a time); a method of the item so that
  /// the DSL's append reaches the array without the property's accessors.
  package func appendMasonryInstalledConstraint(_ constraint: AnyObject) {
    if masonryInstalledConstraints.capacity == 0 { masonryInstalledConstraints.reserveCapacity(8) }
    masonryInstalledConstraints.append(constraint)
  }

  /// The item's link (see ``ItemLink``), once something asked for it.
  @exclusivity(unchecked) var linkStorage: ItemLink?

  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  init(debugName: String?) {
    self.debugName = debugName
    let base = debugName ?? "item"
    minX = Variable(base, suffix: "minX")
    minY = Variable(base, suffix: "minY")
    width = Variable(base, suffix: "width")
    height = Variable(base, suffix: "height")
  }

  deinit {
    // Whoever holds the item's link reads nil from now on.
    clearLink()
  }

  /// The view whose coordinate space the item is laid out in: a view's superview, or the view
  /// that owns a guide.
  public var parentView: View? { nil }

  /// The view that stands for the item in the tree: a view itself, or the view that owns a guide.
  ///
  /// Constraints are installed on the closest common ancestor of their items' views.
  public var itemView: View? { nil }

  /// Whether the item is a ``View`` (else a ``LayoutGuide``), answered by its class: for the
  /// paths that ask for each constraint, where a dynamic cast costs a call into the runtime.
  package var isView: Bool { false }

  /// The root of the item's tree.
  var rootView: View? { parentView?.root }

  /// The layout direction that decides the item's leading and trailing edges.
  var effectiveLayoutDirection: LayoutDirection {
    parentView?.effectiveLayoutDirection ?? .leftToRight
  }

  /// The item as Apple prints it in constraint descriptions: `Type:name`, or `Type:0x…` (its
  /// address) when it has no ``debugName``.
  public var itemDescription: String {
    AppleFormat.item(typeName: typeName, name: debugName, address: AppleFormat.address(of: self))
  }

  var typeName: String { String(describing: type(of: self)) }
}
