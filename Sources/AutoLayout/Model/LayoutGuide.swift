/// A rectangle that takes part in layout without being a view: a spacer, or the margins and
/// safe area of a view.
///
/// ```swift
/// let gap = LayoutGuide()
/// container.addLayoutGuide(gap)
/// ```
public final class LayoutGuide: LayoutItem {
  /// The view the guide belongs to; its frame is in this view's coordinates.
  public internal(set) weak var owningView: View?

  /// A name printed in descriptions.
  public var identifier: String {
    get { debugName ?? "" }
    set { debugName = newValue }
  }

  /// The guide's rectangle in its owning view's coordinates, as of the last layout.
  public internal(set) var layoutFrame: Rect = .zero

  /// Which of its owning view's own guides this is (see `View+Margins.swift`), or nil for a
  /// guide added with ``View/addLayoutGuide(_:)``.
  var systemRole: SystemGuideRole?

  /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
  public init(identifier: String = "") {
    super.init(debugName: identifier.isEmpty ? nil : identifier)
  }

  public override var parentView: View? { owningView }

  public override var itemView: View? { owningView }

  override var effectiveLayoutDirection: LayoutDirection {
    owningView?.effectiveLayoutDirection ?? .leftToRight
  }

  override var typeName: String { "LayoutGuide" }
}
