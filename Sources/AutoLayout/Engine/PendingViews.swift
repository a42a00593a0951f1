@_spi(Package) import Cassowary

/// Views waiting for the next layout pass, each once, in the order they first came.
///
/// The engine keeps the views whose intrinsic size was invalidated here, so that a view changed
/// several times before a pass is measured once. A view the item table lists is recognised by
/// its position (a mark, cleared in O(1) when the pass takes the views); one it does not list,
/// by its identity.
struct PendingViews {
  private var views: [View] = []
  /// The storage of the list the last pass took, given back empty (``recycle(_:)``): the next
  /// waiting views go into it rather than into a new array.
  private var spare: [View] = []
  /// The table positions of the waiting views that the table lists.
  private var listed = EpochMarks()
  /// The waiting views that the table does not list, by identity.
  private var unlisted: Set<ObjectIdentifier> = []

  /// Whether no view waits.
  var isEmpty: Bool { views.isEmpty }

  /// Adds a view, at its position in the item table when the table lists it, unless it already
  /// waits.
  mutating func insert(_ view: View, at position: Int?) {
    if let position {
      listed.grow(to: position + 1)
      if listed.insert(position) { views.append(view) }
    } else if unlisted.insert(ObjectIdentifier(view)).inserted {
      views.append(view)
    }
  }

  /// The waiting views, in order; none wait afterwards.
  ///
  /// Give the list back with ``recycle(_:)`` once done with it, so that its storage serves the
  /// next pass.
  mutating func take() -> [View] {
    var taken = spare
    spare = []
    swap(&taken, &views)
    removeAll()
    return taken
  }

  /// Keeps the storage of a list that ``take()`` handed out, emptied, for the next waiting views.
  mutating func recycle(_ taken: consuming [View]) {
    var list = taken
    list.removeAll(keepingCapacity: true)
    spare = list
  }

  /// Forgets every waiting view.
  mutating func removeAll() {
    if !views.isEmpty { views.removeAll(keepingCapacity: true) }
    listed.removeAll()
    if !unlisted.isEmpty { unlisted.removeAll(keepingCapacity: true) }
  }
}
