import ArgumentParser

/// `masonry devices`: the presets `--device` takes, with their sizes, scales and safe areas.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the device presets that render, check and preview take with --device.",
    discussion: """
      A preset sets the root's size (in points), scale and safe area together, in place of the \
      file's. Each phone and iPad comes in portrait (NAME) and landscape (NAME-landscape).
      """)

  func run() throws {
    Console.out(DevicesCommand.table())
  }

  /// The table: a line per preset, columns aligned.
  static func table() -> String {
    let header = ["device", "size", "safe area", "model"]
    let rows =
      [header] + Device.all.map { [$0.name, $0.sizeText, $0.safeAreaText, $0.displayName] }
    var widths = Array(repeating: 0, count: header.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    var text = ""
    for row in rows {
      let cells = row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
      }
      text += cells.joined(separator: "  ") + "\n"
    }
    return text
  }
}
