import AutoLayout

/// Writes the frames of a ``Scene`` as JSON, one view a line.
///
/// For example:
///
/// ```json
/// {
///   "title": "card.json",
///   "root": {"width": 390, "height": 844, "scale": 2},
///   "unsatisfiable": 0,
///   "views": [
///     {"id": "root", "parent": null, "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "absolute": {"x": 0, "y": 0, "width": 390, "height": 844}},
///     {"id": "card", "parent": "root", "frame": {…}, "absolute": {…}}
///   ]
/// }
/// ```
///
/// `frame` is in the superview's coordinates, as a view's frame is; `absolute` is in the root's.
/// Numbers are rounded to thousandths, without trailing zeros (`10.333`, `8`). `hidden: true`
/// marks hidden views.
public enum FramesJSONWriter {
  /// The JSON document.
  public static func write(_ scene: Scene) -> String {
    var json = "{\n"
    json.reserveCapacity(100 + scene.nodes.count * 180)
    json += "  \"title\": \(Markup.jsonString(scene.title)),\n"
    json += "  \"root\": {\"width\": \(NumberText.format(scene.size.width)), "
    json += "\"height\": \(NumberText.format(scene.size.height)), "
    json += "\"scale\": \(NumberText.format(scene.scale))},\n"
    json += "  \"unsatisfiable\": \(scene.conflicts),\n"
    json += "  \"views\": [\n"
    for (index, node) in scene.nodes.enumerated() {
      json += "    {\"id\": \(Markup.jsonString(node.id)), \"parent\": "
      json += node.parentID.map(Markup.jsonString) ?? "null"
      json += ", \"frame\": \(rect(node.frame)), \"absolute\": \(rect(node.absoluteFrame))"
      if node.isHidden { json += ", \"hidden\": true" }
      json += index == scene.nodes.count - 1 ? "}\n" : "},\n"
    }
    json += "  ]\n}\n"
    return json
  }

  private static func rect(_ rect: Rect) -> String {
    "{\"x\": \(NumberText.format(rect.minX)), \"y\": \(NumberText.format(rect.minY)), "
      + "\"width\": \(NumberText.format(rect.width)), \"height\": \(NumberText.format(rect.height))}"
  }
}
