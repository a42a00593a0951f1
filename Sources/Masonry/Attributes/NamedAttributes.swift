import AutoLayout

/// The attributes by name — `left`, `top`, … `centerYWithinMargins` — for the three places that
/// offer them: the maker (`make.top` starts a constraint), a chain (`make.top.left` adds an
/// attribute to it) and the `mas` namespace (`view.mas.top` is a relation's target).
///
/// Each property is written once, here, and means the ``AttributeSet`` member of the same name;
/// a conforming type says only what naming an attribute gives, with ``attribute(_:)``.
public protocol NamedAttributes {
  /// What naming an attribute gives: an ``AttributeChain`` for the maker and a chain, a
  /// ``ViewAttribute`` for the `mas` namespace.
  associatedtype Named

  /// Any single attribute: `make.attribute(.centerY)`, `view.mas.attribute(.centerY)`.
  func attribute(_ attribute: LayoutAttribute) -> Named
}

extension NamedAttributes {
  /// The left edge.
  public var left: Named { named(.left) }
  /// The right edge.
  public var right: Named { named(.right) }
  /// The top edge.
  public var top: Named { named(.top) }
  /// The bottom edge.
  public var bottom: Named { named(.bottom) }
  /// The leading edge (left in a left-to-right layout).
  public var leading: Named { named(.leading) }
  /// The trailing edge (right in a left-to-right layout).
  public var trailing: Named { named(.trailing) }
  /// The width.
  public var width: Named { named(.width) }
  /// The height.
  public var height: Named { named(.height) }
  /// The horizontal centre.
  public var centerX: Named { named(.centerX) }
  /// The vertical centre.
  public var centerY: Named { named(.centerY) }
  /// The last baseline (Masonry's `baseline`).
  public var baseline: Named { named(.baseline) }
  /// The first baseline.
  public var firstBaseline: Named { named(.firstBaseline) }
  /// The last baseline.
  public var lastBaseline: Named { named(.lastBaseline) }
  /// The left margin.
  public var leftMargin: Named { named(.leftMargin) }
  /// The right margin.
  public var rightMargin: Named { named(.rightMargin) }
  /// The top margin.
  public var topMargin: Named { named(.topMargin) }
  /// The bottom margin.
  public var bottomMargin: Named { named(.bottomMargin) }
  /// The leading margin.
  public var leadingMargin: Named { named(.leadingMargin) }
  /// The trailing margin.
  public var trailingMargin: Named { named(.trailingMargin) }
  /// The horizontal centre within the margins.
  public var centerXWithinMargins: Named { named(.centerXWithinMargins) }
  /// The vertical centre within the margins.
  public var centerYWithinMargins: Named { named(.centerYWithinMargins) }

  // Inlined into each property, so that its member's attribute is worked out when compiling
  // rather than on every access.
  @inline(__always)
  private func named(_ member: AttributeSet) -> Named { attribute(member.layoutAttribute) }
}
