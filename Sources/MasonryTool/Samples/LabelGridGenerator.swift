import MasonryRender

/// Generates layout files of many labels, for timing text measurement and pictures: rows of
/// labels, each with a text of its own (so that no cache hides the cost), every tenth a fixed
/// width that its text wraps in.
///
/// ```swift
/// let json = LabelGridGenerator.json(labels: 10_000)   // 500 rows of 20 labels
/// ```
package enum LabelGridGenerator {
  /// Labels in a row.
  static let perRow = 20
  /// The distance between rows: room for the wrapped labels' two lines.
  static let rowPitch = 30.0
  /// Words the texts are made of.
  static let words = [
    "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett",
    "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
    "uniform", "victor", "whiskey", "x-ray", "yankee", "zulu",
  ]

  /// A layout file of `labels` labels (rounded up to whole rows), as JSON; the same count
  /// always gives the same file.
  package static func json(labels: Int) -> String {
    let rows = max(1, (labels + perRow - 1) / perRow)
    let height = Double(rows) * rowPitch + 16
    var json = "{\n  \"root\": {\"width\": 1700, \"height\": \(NumberText.format(height)), "
    json += "\"scale\": 1, \"font\": {\"family\": \"DejaVu Sans\", \"size\": 11}},\n"
    json += "  \"views\": [\n"
    json.reserveCapacity(rows * perRow * 120)
    var ids: [String] = []
    for index in 0..<(rows * perRow) {
      let id = "l\(index)"
      ids.append(id)
      let text = "\(words[(index * 7) % words.count]) \(index)"
      json += "    {\"id\": \"\(id)\", \"text\": \"\(text)\""
      if index % 10 == 9 { json += ", \"maxLines\": 0" }
      json += index == rows * perRow - 1 ? "}\n" : "},\n"
    }
    json += "  ],\n  \"constraints\": [\n"
    for row in 0..<rows {
      let cells = ids[(row * perRow)..<((row + 1) * perRow)]
      let format = cells.enumerated().map { offset, id in
        offset % 10 == 9 ? "[\(id)(64)]" : "[\(id)]"
      }.joined(separator: "-8-")
      json += "    {\"visualFormat\": \"H:|-8-\(format)\", \"options\": \"alignAllTop\"},\n"
      let first = cells[cells.startIndex]
      let above =
        row == 0 ? "root.top + 8" : "l\((row - 1) * perRow).top + \(NumberText.format(rowPitch))"
      json += "    \"\(first).top == \(above)\"\(row == rows - 1 ? "" : ",")\n"
    }
    json += "  ]\n}\n"
    return json
  }
}
