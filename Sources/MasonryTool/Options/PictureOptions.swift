import ArgumentParser
import Foundation
import MasonryPango
import MasonryRender

/// `--png` and `--pdf`: pictures drawn by Cairo, in a build with the Pango trait.
struct PictureOptions: ParsableArguments {
  @Option(
    name: .customLong("png"),
    help: ArgumentHelp(
      "Write a PNG picture at the root's scale (needs the Pango trait).", valueName: "path"))
  var pngPath: String?

  @Option(
    name: .customLong("pdf"),
    help: ArgumentHelp(
      "Write a PDF page, vectors with embedded fonts (needs the Pango trait).", valueName: "path"
    ))
  var pdfPath: String?

  /// The paths asked for.
  var paths: [String] { [pngPath, pdfPath].compactMap { $0 } }

  /// Exits with code 2, saying how to enable them, when pictures are asked for in a build
  /// without Pango.
  func checkAvailable() throws {
    guard !paths.isEmpty, !PangoSupport.isAvailable else { return }
    let option = pngPath != nil ? "--png" : "--pdf"
    Console.error("masonry: error: \(option) needs Cairo and Pango: \(PangoSupport.howToEnable)\n")
    throw ExitCode.badInput
  }

  /// Writes the pictures asked for, timing each.
  func write(_ scene: Scene, _ stopwatch: inout Stopwatch) throws {
    #if Pango
    do {
      if let pngPath {
        try OutputFile.write(bytes: try PNGWriter.write(scene), to: pngPath)
        stopwatch.lap("png")
      }
      if let pdfPath {
        try OutputFile.write(bytes: try PDFWriter.write(scene), to: pdfPath)
        stopwatch.lap("pdf")
      }
    } catch let error as CairoWriterError {
      Console.error("masonry: error: \(error.message)\n")
      throw ExitCode.badInput
    }
    #else
    try checkAvailable()
    #endif
  }
}

extension OutputFile {
  /// Writes bytes to a path, or to standard output for `-`.
  static func write(bytes: [UInt8], to path: String) throws {
    if path == "-" {
      FileHandle.standardOutput.write(Data(bytes))
      return
    }
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    } catch {
      Console.error("\(path): error: cannot write the file: \(error.localizedDescription)\n")
      throw ExitCode.badInput
    }
  }
}

/// The built-in example's PNG pictures, in a build with Pango.
enum ExamplePictures {
  /// Writes the scene as a PNG beside the SVG at `svgPath` when this build has Pango; the
  /// number of pictures written (0 or 1).
  static func writePNG(_ scene: Scene, to svgPath: String) throws -> Int {
    #if Pango
    let path = String(svgPath.dropLast(4)) + ".png"
    do {
      try OutputFile.write(bytes: try PNGWriter.write(scene), to: path)
    } catch let error as CairoWriterError {
      Console.error("masonry: error: \(error.message)\n")
      throw ExitCode.badInput
    }
    return 1
    #else
    return 0
    #endif
  }
}
