import AutoLayout

extension MasonryDSL where Item == View {
  /// The spacing after the view in the stack view that arranges it, in place of the stack's own
  /// spacing, or nil when it has none.
  ///
  /// It is the stack's `setCustomSpacing(_:after:)` and `customSpacing(after:)`, from the
  /// view's side.
  ///
  /// ```swift
  /// let form = [title, name, email, save].mas.stack(axis: .vertical, spacing: 8)
  /// title.mas.spacingAfter = 24   // 24 below the title, 8 between the others
  /// title.mas.spacingAfter = nil  // 8 again
  /// ```
  ///
  /// The stack is the view's superview; reading a view that no stack arranges gives nil, and
  /// setting one traps (a spacing that would go nowhere). The value follows the view when it
  /// moves in its stack and is forgotten when it leaves. A hidden view's spacing is not used.
  /// `StackView.spacingUseSystem` asks for the system spacing.
  public var spacingAfter: Double? {
    get {
      guard let stack = arrangingStack else { return nil }
      let value = stack.customSpacing(after: item)
      return value == StackView.spacingUseDefault ? nil : value
    }
    nonmutating set {
      guard let stack = arrangingStack else {
        fatalError(
          "Cannot set the spacing after a view that no stack view arranges (\(describe(item)))")
      }
      stack.setCustomSpacing(newValue ?? StackView.spacingUseDefault, after: item)
    }
  }

  /// The stack view that arranges the view: its superview, when that is a stack and the view is
  /// one of its arranged subviews.
  private var arrangingStack: StackView? {
    guard let stack = item.superview as? StackView,
      stack.arrangedSubviews.contains(where: { $0 === item })
    else { return nil }
    return stack
  }
}
