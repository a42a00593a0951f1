import ArgumentParser
import MasonryRender

/// `masonry generate`: writes a large layout file, for timing the tool.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Write a generated layout file of many views (for timing).",
    discussion: """
      The file is a list of rows, each a row view with an icon, a title and a badge, laid out \
      by a visual format and equations. Time the whole pipeline with \
      'masonry render FILE --svg OUT.svg --quiet --verbose'.
      """,
    shouldDisplay: false)

  @Option(
    parsing: .unconditional,
    help: "About how many views, from 4 to 1000000 (rounded down to a multiple of 4).")
  var views = 10_000

  @Option(help: "Write a grid of this many labels instead (for timing text and pictures).")
  var labels: Int?

  @Option(help: "Where to write the file ('-' for standard output).")
  var output = "-"

  func validate() throws {
    guard views > 0 else {
      throw ValidationError(
        "--views must be a positive number of views (from 4 to 1000000), not \(views)")
    }
    guard views >= 4 && views <= 1_000_000 else {
      throw ValidationError("--views must be from 4 to 1000000, not \(views)")
    }
    if let labels, labels < 1 || labels > 1_000_000 {
      throw ValidationError("--labels must be between 1 and 1000000")
    }
  }

  func run() throws {
    let json =
      labels.map { LabelGridGenerator.json(labels: $0) } ?? LargeLayoutGenerator.json(views: views)
    try OutputFile.write(json, to: output)
  }
}
