import MasonryRender

/// Generates large layout files, for timing the whole pipeline (read, build, solve, write):
/// a list of rows, each a row view holding an icon, a title and a badge, laid out with a
/// visual format and equations.
///
/// ```swift
/// let json = LargeLayoutGenerator.json(views: 10_000)   // 2 500 rows of 4 views
/// ```
package enum LargeLayoutGenerator {
  /// The height of a row, and the gap between rows.
  static let rowHeight = 56.0
  static let rowGap = 1.0

  /// A layout file with about `views` views (a multiple of four: a row and its three views), as
  /// JSON.
  ///
  /// The same count always gives the same file.
  package static func json(views: Int) -> String {
    let rows = max(1, views / 4)
    let height = Double(rows) * (rowHeight + rowGap) + 16
    var json = "{\n  \"root\": {\"width\": 390, \"height\": \(NumberText.format(height)), "
    json += "\"scale\": 2},\n"
    json += "  \"metrics\": {\"gap\": 12, \"row\": \(NumberText.format(rowHeight))},\n"
    json += "  \"views\": [\n"
    json.reserveCapacity(rows * 900)
    for row in 0..<rows {
      let fill = row % 2 == 0 ? "#ffffff" : "#f6f8fa"
      json += "    {\"id\": \"row\(row)\", \"color\": \"\(fill)\"},\n"
      json += "    {\"id\": \"icon\(row)\", \"parent\": \"row\(row)\", \"color\": \"#5b8def\"},\n"
      json += "    {\"id\": \"title\(row)\", \"parent\": \"row\(row)\", "
      json += "\"text\": \"Item number \(row)\", \"fontSize\": 15},\n"
      let last = row == rows - 1
      json += "    {\"id\": \"badge\(row)\", \"parent\": \"row\(row)\", "
      json += "\"intrinsicSize\": {\"width\": \(20 + row % 3 * 8), \"height\": 20}, "
      json += "\"color\": \"#e8710a\"}\(last ? "" : ",")\n"
    }
    json += "  ],\n  \"constraints\": [\n"
    for row in 0..<rows {
      let above = row == 0 ? "root.top + 8" : "row\(row - 1).bottom + \(NumberText.format(rowGap))"
      json += "    \"row\(row).top == \(above)\",\n"
      json += "    \"H:|[row\(row)]|\",\n"
      json += "    \"row\(row).height == row\",\n"
      // The icon is centred on its row before the row's views are aligned on the icon. The
      // engine solves for positions in the root's coordinates, and adds constraints in the
      // order written: this way each view's top is defined from its row's, and no row of the
      // solver grows with the number of rows above it. Written the other way round, the
      // alignment ties the three views to one another first, and centring them on the row then
      // brings every row above into the solver's rows: the layout takes time growing with the
      // square of the rows (about 0.8 s instead of 0.2 s for 10 000 views).
      json += "    \"icon\(row).centerY == row\(row).centerY\",\n"
      json +=
        "    {\"visualFormat\": \"H:|-[icon\(row)(32)]-gap-[title\(row)]-(>=8)-[badge\(row)]-|\", "
      json += "\"options\": \"alignAllCenterY\"},\n"
      let last = row == rows - 1
      json += "    \"icon\(row).height == icon\(row).width\"\(last ? "" : ",")\n"
    }
    json += "  ]\n}\n"
    return json
  }
}
