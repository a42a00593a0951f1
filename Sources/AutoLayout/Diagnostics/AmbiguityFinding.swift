/// A view whose frame its constraints do not fully decide, as data: which view, and on which
/// axes another frame would satisfy the constraints equally well.
///
/// ``View/findAmbiguity()`` makes one; ``View/hasAmbiguousLayout`` asks the same question
/// with a yes or no.
///
/// ```swift
/// // The badge has a left edge and a size, but nothing places it vertically.
/// if let finding = badge.findAmbiguity() {
///   finding.view.name   // "badge"
///   finding.axes        // [.vertical]
/// }
/// ```
public struct AmbiguityFinding: Sendable, Hashable {
  /// The ambiguous view.
  public let view: LayoutItemSnapshot
  /// The axes on which the view's position or size is free: `[.horizontal]`, `[.vertical]`, or
  /// both, horizontal first; never empty.
  public let axes: [Axis]
}
