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
  /// The family the document sets for all its text.
  static let fontFamily = Font.defaultFamily

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
    let paint = node.paint
    svg += "<rect data-id=\"\(Markup.escape(node.id))\""
    svg += " x=\"\(NumberText.format(frame.minX))\" y=\"\(NumberText.format(frame.minY))\""
    svg += " width=\"\(NumberText.format(frame.width))\""
    svg += " height=\"\(NumberText.format(frame.height))\""
    if node.style.cornerRadius > 0 {
      svg += " rx=\"\(NumberText.format(node.style.cornerRadius))\""
    }
    svg += " fill=\"\(paint.fill)\" stroke=\"\(paint.stroke)\" stroke-width=\"0.5\""
    if paint.isDashed { svg += " stroke-dasharray=\"2 2\"" }
    svg += "/>\n"
  }

  private static func text(_ text: Scene.Text, of node: Scene.Node, into svg: inout String) {
    let frame = node.absoluteFrame
    let rightToLeft = node.direction == .rightToLeft
    let x = NumberText.format(rightToLeft ? frame.maxX : frame.minX)
    let color = node.paint.textColor
    for (index, line) in text.lines.enumerated() {
      let y = frame.minY + text.firstBaseline + Double(index) * text.lineHeight
      svg += "<text x=\"\(x)\" y=\"\(NumberText.format(y))\""
      svg += " font-size=\"\(NumberText.format(text.fontSize))\"\(fontAttributes(text.font))"
      svg += " fill=\"\(color)\""
      // In a right-to-left line the start is the right end: `start` with `direction="rtl"`
      // puts the text's right end at x, the view's right edge, and the text inside the view.
      // (`end` would put its left end there, and the text past the view's right edge.)
      if rightToLeft { svg += " text-anchor=\"start\" direction=\"rtl\"" }
      svg += " xml:space=\"preserve\">\(Markup.escape(line))</text>\n"
    }
  }

  /// The attributes of a font beyond its size: its families when they are not the document's,
  /// its weight and its slant when they are not the defaults.
  static func fontAttributes(_ font: Font) -> String {
    var attributes = ""
    if font.family != Font.defaultFamily {
      attributes += " font-family=\"\(Markup.escape(font.cssFamily))\""
    }
    if font.weight != .regular { attributes += " font-weight=\"\(font.weight.value)\"" }
    if font.isItalic { attributes += " font-style=\"italic\"" }
    return attributes
  }
}
