import ArgumentParser
import MasonryRender

/// `masonry render FILE`: lays a file out and writes pictures, frames and a table.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract:
      "Lay out a layout file and write it as SVG, PNG, PDF, an HTML inspector, JSON or a table.",
    discussion: """
      With no output option the table of frames is printed. Each output option takes a path, \
      or '-' for standard output (the table is then not printed). Unsatisfiable constraints \
      are reported as a warning; 'masonry check' prints them in full.
      """)

  @OptionGroup var input: LayoutInput

  @OptionGroup var pictures: PictureOptions

  @Option(
    name: .customLong("svg"),
    help: ArgumentHelp("Write an SVG picture of the layout.", valueName: "path"))
  var svgPath: String?

  @Option(
    name: .customLong("html"),
    help: ArgumentHelp(
      "Write an HTML inspector: hover a view to see its frame and its constraints.",
      valueName: "path"))
  var htmlPath: String?

  @Option(
    name: .customLong("json"), help: ArgumentHelp("Write the frames as JSON.", valueName: "path"))
  var jsonPath: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The root size to lay out at, such as 390x844 (default: the file's root size).",
      discussion: "Each side from 1 to 10000000 points.", valueName: "WIDTHxHEIGHT"),
    transform: RootSize.parse)
  var size: RootSize?

  @Option(
    help: ArgumentHelp(
      "Lay out as on a device: its size, scale and safe area replace the file's root size, scale and safe area ('masonry devices' lists them).",
      valueName: "name"))
  var device: String?

  @Flag(help: "Do not print the table.")
  var quiet = false

  func validate() throws {
    if device != nil && size != nil {
      throw ValidationError("--device and --size both set the root's size: give one of them")
    }
    _ = try DeviceOption.one(device)
  }

  func run() throws {
    try OutputTargets.check(
      [
        ("--svg", svgPath), ("--html", htmlPath), ("--json", jsonPath),
        ("--png", pictures.pngPath), ("--pdf", pictures.pdfPath),
      ], input: input.file)
    try pictures.checkAvailable()
    var stopwatch = Stopwatch()
    let (layout, _) = try input.load(&stopwatch, device: try DeviceOption.one(device))
    layout.layOut(rootSize: size?.size)
    stopwatch.lap("layout")
    let scene = layout.scene()
    if let svgPath {
      try OutputFile.write(SVGWriter.write(scene), to: svgPath)
      stopwatch.lap("svg")
    }
    try pictures.write(scene, &stopwatch)
    if let htmlPath {
      let diagnosis = Diagnosis(
        root: layout.root, reports: layout.reports, sources: layout.sources,
        findsAmbiguity: scene.nodes.count <= HTMLInspectorWriter.ambiguityLimit)
      stopwatch.lap("diagnose")
      try OutputFile.write(HTMLInspectorWriter.write(scene, diagnosis: diagnosis), to: htmlPath)
      stopwatch.lap("html")
    }
    if let jsonPath {
      try OutputFile.write(FramesJSONWriter.write(scene), to: jsonPath)
      stopwatch.lap("json")
    }
    let toStandardOutput = ([svgPath, htmlPath, jsonPath] + pictures.paths).contains("-")
    if !quiet && !toStandardOutput {
      Console.out(FrameTableWriter.write(scene))
      stopwatch.lap("table")
    }
    if !layout.reports.isEmpty {
      let count = layout.reports.count
      Console.error(
        "\(input.displayName): warning: \(count) unsatisfiable constraint \(count == 1 ? "set" : "sets"); 'masonry check \(input.file)' shows \(count == 1 ? "it" : "them")\n"
      )
    }
    if input.verbose {
      Console.error(
        stopwatch.report(
          heading:
            "\(input.displayName): \(scene.nodes.count) views, \(layout.constraints.count) constraints"
        ) + TextMeasurerChoice.report(layout.measurer))
    }
  }
}
