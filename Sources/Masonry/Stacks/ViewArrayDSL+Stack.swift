import AutoLayout

extension ViewArrayDSL {
  /// Arranges the views, in order, in a new stack view and returns it: Interface Builder's
  /// "Embed in Stack View".
  ///
  /// When the views share one superview, the stack takes the first view's place there: among
  /// the subviews, and in the arrangement when that superview is a stack that arranges the first
  /// view. Otherwise the stack has no superview; add it where it goes. Either way the views
  /// become the stack's subviews, which deactivates their constraints to views outside it, as
  /// moving any view does.
  ///
  /// ```swift
  /// let form = [title, name, email, save].mas.stack(axis: .vertical, spacing: 8)
  /// root.addSubview(form)
  /// form.mas.makeConstraints { make in
  ///   make.top.left.right.equalTo(root).inset(16)
  /// }
  /// title.mas.spacingAfter = 24
  /// ```
  ///
  /// Stacks nest: build the inner ones first.
  ///
  /// ```swift
  /// let row = [icon, label].mas.stack(axis: .horizontal, spacing: 8, alignment: .center)
  /// let column = [row, detail].mas.stack(axis: .vertical, spacing: 4)
  /// ```
  ///
  /// The stack is a plain `StackView`: set its other properties (such as
  /// `isLayoutMarginsRelativeArrangement`) on it. Like any view made in code, it is placed by
  /// its frame until you constrain it — ``MasonryDSL/makeConstraints(file:line:_:)`` turns that
  /// off — or until a stack arranges it. A view that appears twice traps.
  ///
  /// - Parameters:
  ///   - axis: A row (`.horizontal`) or a column (`.vertical`).
  ///   - spacing: The distance between neighbouring views: `StackView.spacing`.
  ///   - distribution: How the views share the stack's length along the axis.
  ///   - alignment: How the views sit across the axis.
  ///   - name: The stack's debug name, as ``MasonryDSL/key`` sets it.
  ///   - file: The file of the call, for the message of a trap.
  ///   - line: The line of the call, for the message of a trap.
  /// - Returns: The stack.
  /// - Complexity: O(*n*²) for *n* views, each added to the arrangement in turn; the
  ///   constraints are made at the next layout.
  @discardableResult
  public func stack(
    axis: Axis, spacing: Double = 0, distribution: StackView.Distribution = .fill,
    alignment: StackView.Alignment = .fill, name: String? = nil,
    file: String = #fileID, line: Int = #line
  ) -> StackView {
    var seen = Set<ObjectIdentifier>()
    for view in views where !seen.insert(ObjectIdentifier(view)).inserted {
      misuse(
        "A view cannot be arranged twice in one stack", describe(view),
        at: CallSite(file: file, line: line))
    }
    let stack = StackView(name: name)
    stack.axis = axis
    stack.spacing = spacing
    stack.distribution = distribution
    stack.alignment = alignment
    if let first = views.first, let parent = first.superview,
      views.allSatisfy({ $0.superview === parent })
    {
      embed(stack, in: parent, at: first)
    }
    for view in views { stack.addArrangedSubview(view) }
    return stack
  }

  /// Puts `stack` where `first` is in `parent`: just below it among the subviews, and in the
  /// arrangement just before it when `parent` is a stack that arranges it.
  private func embed(_ stack: StackView, in parent: View, at first: View) {
    parent.insertSubview(stack, belowSubview: first)
    if let parentStack = parent as? StackView,
      let index = parentStack.arrangedSubviews.firstIndex(where: { $0 === first })
    {
      parentStack.insertArrangedSubview(stack, at: index)
    }
  }
}
