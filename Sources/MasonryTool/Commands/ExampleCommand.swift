import ArgumentParser
import Foundation
import MasonryRender

/// `masonry` with no subcommand: the built-in example, a profile screen made with the Masonry
/// DSL, at three screen sizes.
struct ExampleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "example",
    abstract: "Lay out the built-in example (the default): a profile screen at three sizes.",
    discussion: """
      The screen is written with the Masonry DSL (Sources/MasonryTool/Samples/BuiltInExample.swift), \
      its text measured by the built-in text measurer. For each size an SVG is written to the \
      output directory and a table of frames is printed.
      """)

  @Option(help: "The directory to write the SVG pictures to.")
  var output = "masonry-example"

  @Flag(help: "Print the tables only; write no pictures.")
  var noSVG = false

  func run() throws {
    if !noSVG {
      do {
        try FileSystem.makeDirectory(output)
      } catch {
        Console.error("\(output): error: cannot create the directory: \(error.description)\n")
        throw ExitCode.badInput
      }
    }
    for screen in BuiltInExample.screens {
      let scene = BuiltInExample.scene(for: screen)
      Console.out(FrameTableWriter.write(scene) + "\n")
      if !noSVG {
        let path = (output as NSString).appendingPathComponent("profile-\(screen.name).svg")
        try OutputFile.write(SVGWriter.write(scene), to: path)
      }
    }
    if !noSVG {
      Console.out("Wrote \(BuiltInExample.screens.count) pictures to \(output)/\n")
    }
  }
}
