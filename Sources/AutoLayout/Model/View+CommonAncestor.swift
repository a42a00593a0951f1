extension View {
  /// The closest view that is an ancestor of both this view and `other`, each counting as its
  /// own ancestor; nil when they are in separate trees.
  ///
  /// It is the view a constraint between the two is installed on, and in whose coordinates it
  /// is interpreted.
  ///
  /// ```swift
  /// avatar.closestCommonAncestor(with: title)   // card, their superview
  /// avatar.closestCommonAncestor(with: card)    // card
  /// avatar.closestCommonAncestor(with: avatar)  // avatar
  /// avatar.closestCommonAncestor(with: View())  // nil
  /// ```
  ///
  /// - Parameter other: The other view.
  /// - Returns: The closest common ancestor, or nil.
  /// - Complexity: O(*m* + *n*), where *m* and *n* are the depths of the two views in their
  ///   trees; nothing is allocated.
  public func closestCommonAncestor(with other: View) -> View? {
    // The walks follow `superviewUnretained` without retaining: a view's pointer is cleared
    // when its superview is freed, and nothing is released before the view found is returned
    // (retained), so every view on the way is alive.
    let me = Unmanaged.passUnretained(self)
    let them = Unmanaged.passUnretained(other)
    guard let found = View.closestCommonAncestor(me, them) else { return nil }
    return found.takeUnretainedValue()
  }

  /// The closest common ancestor of the views `a` and `b` point at, which must be alive, found
  /// and returned without retaining a view: it stays alive as long as nothing releases a view of
  /// its tree.
  static func closestCommonAncestor(
    _ a: Unmanaged<View>, _ b: Unmanaged<View>
  ) -> Unmanaged<View>? {
    // The cases of most constraints first: the same view, a view and its superview, siblings.
    if a.toOpaque() == b.toOpaque() { return a }
    let aParent = View.superview(of: a)
    if aParent?.toOpaque() == b.toOpaque() { return b }
    let bParent = View.superview(of: b)
    if bParent?.toOpaque() == a.toOpaque() { return a }
    if let aParent, aParent.toOpaque() == bParent?.toOpaque() { return aParent }
    // Walk the deeper view up to the other's depth, then both up together until they meet.
    var mine = a
    var theirs = b
    var myDepth = depth(of: a)
    var theirDepth = depth(of: b)
    while myDepth > theirDepth, let parent = View.superview(of: mine) {
      mine = parent
      myDepth -= 1
    }
    while theirDepth > myDepth, let parent = View.superview(of: theirs) {
      theirs = parent
      theirDepth -= 1
    }
    while mine.toOpaque() != theirs.toOpaque() {
      guard let myParent = View.superview(of: mine), let theirParent = View.superview(of: theirs)
      else { return nil }
      mine = myParent
      theirs = theirParent
    }
    return mine
  }

  /// The number of views above the view `start` points at in its tree (0 for a root).
  private static func depth(of start: Unmanaged<View>) -> Int {
    var count = 0
    var view = start
    while let parent = View.superview(of: view) {
      count += 1
      view = parent
    }
    return count
  }
}
