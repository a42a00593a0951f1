extension StackView {
  /// How a stack shares its length along its ``StackView/axis`` among its arranged views, with
  /// Apple's raw values.
  ///
  /// Every distribution fits the first and the last visible arranged views against the stack's
  /// ends. See <doc:StackViews> for the constraints each one makes.
  public enum Distribution: Int, Hashable, Sendable, CaseIterable {
    /// The views fill the stack: where they are longer or shorter than the stack, their
    /// compression resistance or hugging priorities decide which gives. The default.
    case fill = 0
    /// The views fill the stack and all have the same length.
    case fillEqually = 1
    /// The views fill the stack with lengths in proportion to their intrinsic lengths.
    case fillProportionally = 2
    /// The views keep their lengths and the gaps between them are all the same, at least
    /// ``StackView/spacing``.
    case equalSpacing = 3
    /// The views' centres are the same distance apart where the space allows, and their edges at
    /// least ``StackView/spacing`` apart.
    case equalCentering = 4

    /// Whether the gaps between views stretch (``StackView/spacing`` is then a least distance).
    var spacesEqually: Bool { self == .equalSpacing || self == .equalCentering }
  }
}
