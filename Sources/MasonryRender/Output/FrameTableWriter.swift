/// Writes the frames of a ``Scene`` as a text table, views indented under their superviews,
/// positions in the root's coordinates.
///
/// For example:
///
/// ```text
/// card.json: 390 × 844, scale 2
/// view              x      y  width  height
/// root              0      0    390     844
///   card           16     63    358     120
///     avatar       32     79     48      48
/// ```
///
/// Hidden views are marked `hidden`; a layout with unsatisfiable constraints ends with how many
/// sets the engine reported. The table is for a terminal: names and the title have the
/// characters a terminal would act on escaped (``TerminalText``).
public enum FrameTableWriter {
  /// The table.
  public static func write(_ scene: Scene) -> String {
    let names = scene.nodes.map {
      String(repeating: "  ", count: $0.depth) + TerminalText.escaped($0.id)
    }
    let nameWidth = max(4, names.map(\.count).max() ?? 0)
    let numbers = scene.nodes.map { node in
      [node.absoluteFrame.minX, node.absoluteFrame.minY, node.frame.width, node.frame.height].map(
        NumberText.format)
    }
    let numberWidth = max(6, numbers.joined().map(\.count).max() ?? 0)
    func pad(_ text: String, _ width: Int, left: Bool) -> String {
      let fill = String(repeating: " ", count: max(0, width - text.count))
      return left ? text + fill : fill + text
    }
    var table = "\(TerminalText.escaped(scene.title)): \(NumberText.format(scene.size.width)) × "
    table += "\(NumberText.format(scene.size.height)), scale \(NumberText.format(scene.scale))\n"
    table += pad("view", nameWidth, left: true)
    for header in ["x", "y", "width", "height"] {
      table += "  " + pad(header, numberWidth, left: false)
    }
    table += "\n"
    for (index, node) in scene.nodes.enumerated() {
      table += pad(names[index], nameWidth, left: true)
      for number in numbers[index] { table += "  " + pad(number, numberWidth, left: false) }
      if node.isHidden { table += "  hidden" }
      table += "\n"
    }
    if scene.conflicts > 0 {
      let sets = scene.conflicts == 1 ? "set" : "sets"
      table += "\(scene.conflicts) unsatisfiable constraint \(sets): see `masonry check`\n"
    }
    return table
  }
}
