/// What a constraint a ``StackView`` makes is for, named by Apple's identifier for it.
enum StackConstraintRole: String, CaseIterable {
  /// The first and last views (or the alignment spanner) against the stack's edges or margins.
  case canvasConnection = "UISV-canvas-connection"
  /// A weak pull of the stack's own size to 0, so that it hugs its views where nothing else
  /// sizes it.
  case canvasFit = "UISV-canvas-fit"
  /// The distance between neighbouring views.
  case spacing = "UISV-spacing"
  /// A hidden view's length along the axis held at 0.
  case hiding = "UISV-hiding"
  /// Equal lengths: of the views (``StackView/Distribution/fillEqually``) or of the gaps
  /// (the equal-spacing distributions).
  case fillEqually = "UISV-fill-equally"
  /// A view's length as its share of the stack's.
  case fillProportionally = "UISV-fill-proportionally"
  /// A gap guide's ends against the views around it.
  case distributingEdge = "UISV-distributing-edge"
  /// The views lined up across the axis with the first visible one.
  case alignment = "UISV-alignment"
  /// The views kept inside the alignment spanner.
  case spanningBoundary = "UISV-spanning-boundary"
  /// A weak pull of the alignment spanner's size to 0, so that it hugs the views.
  case spanningFit = "UISV-spanning-fit"
  /// A very weak pull of a view's size across the axis to 0, for views that have nothing else
  /// to size them there.
  case ambiguitySuppression = "UISV-ambiguity-suppression"

  /// The role's place among all roles, for hashing.
  var position: Int {
    switch self {
    case .canvasConnection: 0
    case .canvasFit: 1
    case .spacing: 2
    case .hiding: 3
    case .fillEqually: 4
    case .fillProportionally: 5
    case .distributingEdge: 6
    case .alignment: 7
    case .spanningBoundary: 8
    case .spanningFit: 9
    case .ambiguitySuppression: 10
    }
  }

  /// The identifier of the guide the arranged views span across the axis.
  static let spannerIdentifier = "UISV-alignment-spanner"
  /// The identifier of the guides for the gaps of the equal-spacing distributions.
  static let gapIdentifier = "UISV-distributing"
}
