// Spacing: the stack's own, a custom one after a view, and what the special values stand for.

extension StackView {
  /// The system spacing between two views, which ``spacingUseSystem`` stands for: the standard
  /// space of the Visual Format Language.
  static let systemSpacing = VisualFormatSpacing.standard.betweenSiblings

  /// Sets the spacing after one arranged view, in place of ``spacing``: the gap between it and the
  /// next visible arranged view.
  ///
  /// The value follows the view when it moves in the stack and is forgotten when it leaves; a view
  /// that is not arranged is ignored. ``spacingUseDefault`` goes back to ``spacing``;
  /// ``spacingUseSystem`` asks for the system spacing. A hidden view's custom spacing is not used.
  ///
  /// ```swift
  /// form.spacing = 8
  /// form.setCustomSpacing(24, after: header)  // 24 below the header, 8 between the rest
  /// ```
  public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
    guard isArranged(arrangedSubview) else { return }
    let id = ObjectIdentifier(arrangedSubview)
    let value: Double? = spacing == StackView.spacingUseDefault ? nil : spacing
    guard customSpacings[id] != value else { return }
    customSpacings[id] = value
    setNeedsArrangement()
  }

  /// The custom spacing after an arranged view, or ``spacingUseDefault`` when it has none (or
  /// is not arranged).
  public func customSpacing(after arrangedSubview: View) -> Double {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
  }

  /// The distance in points after an arranged view: its custom spacing or the stack's, with
  /// the special values resolved.
  func resolvedSpacing(after view: View) -> Double {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    switch value {
    case StackView.spacingUseSystem: return StackView.systemSpacing
    case StackView.spacingUseDefault: return 0
    default: return value.isFinite ? value : 0
    }
  }
}
