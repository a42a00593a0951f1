import AutoLayout

extension Array where Element: View {
  /// The Masonry namespace of an array of views: the same constraints on each, and
  /// distribution along an axis.
  public var mas: ViewArrayDSL { ViewArrayDSL(views: self) }
}

/// `[views].mas`: runs a maker closure once per view, and distributes views along an axis.
public struct ViewArrayDSL {
  /// The views, in order.
  public let views: [View]

  /// Runs `closure` once per view (a fresh maker each time) and returns all the constraints.
  @discardableResult
  public func makeConstraints(
    file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
  ) -> [MasonryConstraint] {
    views.flatMap { $0.mas.makeConstraints(file: file, line: line, closure) }
  }

  /// `updateConstraints` on each view.
  @discardableResult
  public func updateConstraints(
    file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
  ) -> [MasonryConstraint] {
    views.flatMap { $0.mas.updateConstraints(file: file, line: line, closure) }
  }

  /// `remakeConstraints` on each view.
  @discardableResult
  public func remakeConstraints(
    file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
  ) -> [MasonryConstraint] {
    views.flatMap { $0.mas.remakeConstraints(file: file, line: line, closure) }
  }
}
