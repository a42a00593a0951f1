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
    // The cases of most constraints first: the same view, a view and its superview, siblings.
    if self === other { return self }
    let mySuperview = superview
    if mySuperview === other { return other }
    let theirSuperview = other.superview
    if theirSuperview === self { return self }
    if let mySuperview, mySuperview === theirSuperview { return mySuperview }
    // Walk the deeper view up to the other's depth, then both up together until they meet.
    var mine: View = self
    var theirs: View = other
    var myDepth = depth
    var theirDepth = other.depth
    while myDepth > theirDepth, let parent = mine.superview {
      mine = parent
      myDepth -= 1
    }
    while theirDepth > myDepth, let parent = theirs.superview {
      theirs = parent
      theirDepth -= 1
    }
    while mine !== theirs {
      guard let myParent = mine.superview, let theirParent = theirs.superview else { return nil }
      mine = myParent
      theirs = theirParent
    }
    return mine
  }

  /// The number of views above this one in its tree (0 for a root).
  private var depth: Int {
    var count = 0
    var view = self
    while let parent = view.superview {
      count += 1
      view = parent
    }
    return count
  }
}
