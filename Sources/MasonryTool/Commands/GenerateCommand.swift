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
  }

  func run() throws {
    try OutputFile.write(LargeLayoutGenerator.json(views: views), to: output)
  }
}
