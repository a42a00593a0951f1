extension StackView {
  /// How a stack places its arranged views across its ``StackView/axis``, with Apple's raw
  /// values.
  ///
  /// See <doc:StackViews> for the constraints each one makes.
  public enum Alignment: Int, Hashable, Sendable, CaseIterable {
    /// The views stretch to fill the stack across its axis. The default.
    case fill = 0
    /// The views keep their size across the axis and line up on the stack's leading edge (in a
    /// column) or top edge (in a row).
    case leading = 1
    /// The views in a row line up on their first baselines. A column treats it as ``fill``.
    case firstBaseline = 2
    /// The views line up on the stack's centre line.
    case center = 3
    /// The views line up on the stack's trailing edge (in a column) or bottom edge (in a row).
    case trailing = 4
    /// The views in a row line up on their last baselines. A column treats it as ``fill``.
    case lastBaseline = 5

    /// The name for ``leading`` in a row.
    public static let top = Alignment.leading
    /// The name for ``trailing`` in a row.
    public static let bottom = Alignment.trailing

    /// Whether the alignment is by baselines.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
  }
}
