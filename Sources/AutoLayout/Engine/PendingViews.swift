/// Views waiting for the next layout pass, each once, in the order they first came.
///
/// The engine keeps the views whose intrinsic size was invalidated here, so that a view changed
/// several times before a pass is measured once.
struct PendingViews {
  private var views: [View] = []
  private var listed: Set<ObjectIdentifier> = []

  /// Whether no view waits.
  var isEmpty: Bool { views.isEmpty }

  /// Adds a view, unless it already waits.
  mutating func insert(_ view: View) {
    if listed.insert(ObjectIdentifier(view)).inserted { views.append(view) }
  }

  /// The waiting views, in order; none wait afterwards.
  mutating func take() -> [View] {
    // The array handed out keeps its storage: keeping capacity here would only allocate anew.
    defer { removeAll() }
    return views
  }

  /// Forgets every waiting view.
  mutating func removeAll() {
    views = []
    listed.removeAll(keepingCapacity: true)
  }
}
