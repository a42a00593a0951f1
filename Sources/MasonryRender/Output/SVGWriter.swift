import AutoLayout

/// Draws a ``Scene`` as SVG: each visible view a rectangle at its frame, in drawing order,
/// with its text in lines at the measured baselines.
///
/// Views without colours get a fill by depth, so that nesting shows, and a grey outline; text
/// views are outlined with dashes and drawn without a fill. Hidden views and their subviews are
/// not drawn. Text starts on the view's leading edge: the left, or the right in a right-to-left
/// layout, where it is written `direction="rtl"` and anchored at its start (its right end) on
/// the view's right edge. Every rectangle has `data-id` for its view.
///
/// ```swift
/// let svg = SVGWriter.write(layout.scene())
/// ```
public enum SVGWriter {
  /// The fills of views without a colour, by depth (the root is `rootFill`).
  static let depthFills = ["#dbe9ff", "#ffe3d6", "#dcf5e3", "#fff3c4", "#eadcff", "#d5f3f6"]
  static let rootFill = "#f2f2f7"
  static let outline = "#6b7280"
  static let textOutline = "#b0b4bc"
  static let textColor = "#1f2328"
  static let fontFamily = "Helvetica, Arial, sans-serif"

  /// The SVG document.
  public static func write(_ scene: Scene) -> String {
    var svg = ""
    svg.reserveCapacity(200 + scene.nodes.count * 160)
    let width = NumberText.format(scene.size.width)
    let height = NumberText.format(scene.size.height)
    svg += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    svg += " viewBox=\"0 0 \(width) \(height)\" font-family=\"\(fontFamily)\">\n"
    svg += "<title>\(Markup.escape(scene.title)) at \(width) × \(height)</title>\n"
    var hiddenBelow = Int.max  // the depth of a hidden ancestor, if any
    for node in scene.nodes {
      if node.depth <= hiddenBelow { hiddenBelow = Int.max }
      if hiddenBelow != Int.max { continue }
      if node.isHidden {
        hiddenBelow = node.depth
        continue
      }
      rectangle(node, into: &svg)
      if let text = node.text { self.text(text, of: node, into: &svg) }
    }
    svg += "</svg>\n"
    return svg
  }

  private static func rectangle(_ node: Scene.Node, into svg: inout String) {
    let frame = node.absoluteFrame
    let isText = node.text != nil
    let fill =
      node.style.fill
      ?? (node.depth == 0
        ? rootFill : (isText ? "none" : depthFills[(node.depth - 1) % depthFills.count]))
    let stroke = node.style.stroke ?? (isText ? textOutline : outline)
    svg += "<rect data-id=\"\(Markup.escape(node.id))\""
    svg += " x=\"\(NumberText.format(frame.minX))\" y=\"\(NumberText.format(frame.minY))\""
    svg += " width=\"\(NumberText.format(frame.width))\""
    svg += " height=\"\(NumberText.format(frame.height))\""
    svg += " fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"0.5\""
    if isText && node.style.stroke == nil { svg += " stroke-dasharray=\"2 2\"" }
    svg += "/>\n"
  }

  private static func text(_ text: Scene.Text, of node: Scene.Node, into svg: inout String) {
    let frame = node.absoluteFrame
    let rightToLeft = node.direction == .rightToLeft
    let x = NumberText.format(rightToLeft ? frame.maxX : frame.minX)
    let color = node.style.textColor ?? textColor
    for (index, line) in text.lines.enumerated() {
      let y = frame.minY + text.firstBaseline + Double(index) * text.lineHeight
      svg += "<text x=\"\(x)\" y=\"\(NumberText.format(y))\""
      svg += " font-size=\"\(NumberText.format(text.fontSize))\" fill=\"\(color)\""
      // In a right-to-left line the start is the right end: `start` with `direction="rtl"`
      // puts the text's right end at x, the view's right edge, and the text inside the view.
      // (`end` would put its left end there, and the text past the view's right edge.)
      if rightToLeft { svg += " text-anchor=\"start\" direction=\"rtl\"" }
      svg += " xml:space=\"preserve\">\(Markup.escape(line))</text>\n"
    }
  }
}
