extension Scene.Node {
  /// How a picture paints a view, the same in every writer that draws (SVG, PNG, PDF).
  package struct Paint: Hashable, Sendable {
    /// The fill, a CSS colour or `none`.
    package var fill: String
    /// The outline's colour, drawn half a point wide.
    package var stroke: String
    /// Whether the outline is dashed (2 on, 2 off): text views without an outline colour.
    package var isDashed: Bool
    /// The colour of the text.
    package var textColor: String
  }

  /// The fills of views without a colour, by depth (the root is ``rootFill``).
  package static let depthFills = [
    "#dbe9ff", "#ffe3d6", "#dcf5e3", "#fff3c4", "#eadcff", "#d5f3f6",
  ]
  /// The root's fill when it has no colour.
  package static let rootFill = "#f2f2f7"
  /// The outline of views without an outline colour.
  package static let outline = "#6b7280"
  /// The dashed outline of text views without an outline colour.
  package static let textOutline = "#b0b4bc"
  /// The colour of text without a colour.
  package static let textColor = "#1f2328"

  /// The view's paint: its style's colours, or a fill by depth so that nesting shows (none for
  /// text views) and a grey outline, dashed for text views.
  package var paint: Paint {
    let isText = text != nil
    let fill =
      style.fill
      ?? (depth == 0
        ? Self.rootFill : (isText ? "none" : Self.depthFills[(depth - 1) % Self.depthFills.count]))
    return Paint(
      fill: fill, stroke: style.stroke ?? (isText ? Self.textOutline : Self.outline),
      isDashed: isText && style.stroke == nil, textColor: style.textColor ?? Self.textColor)
  }
}

extension Scene {
  /// The nodes a picture draws, in order: hidden views and everything inside them are left
  /// out.
  package var drawnNodes: [Node] {
    var drawn: [Node] = []
    drawn.reserveCapacity(nodes.count)
    var hiddenBelow = Int.max  // the depth of a hidden ancestor, if any
    for node in nodes {
      if node.depth <= hiddenBelow { hiddenBelow = Int.max }
      if hiddenBelow != Int.max { continue }
      if node.isHidden {
        hiddenBelow = node.depth
        continue
      }
      drawn.append(node)
    }
    return drawn
  }
}
