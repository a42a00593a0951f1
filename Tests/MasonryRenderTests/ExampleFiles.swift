import AutoLayout
import Foundation
import MasonryRender
import MasonryYAML

/// The layout files in `Examples/`, read the way the command-line tool reads them.
enum ExampleFiles {
  /// The directory.
  static let directory = packageRoot.appendingPathComponent("Examples")

  /// The file names (`equations.json`, `feed-cell.yaml`…), sorted.
  static let names: [String] = {
    let all = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return all.filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted()
  }()

  /// The text of an example.
  static func text(_ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  /// Reads and builds a layout file's text, JSON or YAML by its name's extension.
  static func build(_ text: String, file: String) throws(LayoutFileError) -> BuiltLayout {
    let document =
      file.hasSuffix(".yaml")
      ? try YAMLReader.read(text, file: file) : try JSONReader.read(text, file: file)
    return try LayoutBuilder.build(try LayoutFile(decoding: document, file: file))
  }

  /// Builds and lays out an example, named as the tool names it when run from the package
  /// root (`Examples/NAME`), so that reports say where constraints were made the same way.
  static func laidOut(_ name: String) throws -> BuiltLayout {
    let layout = try build(try text(name), file: "Examples/" + name)
    layout.layOut()
    return layout
  }
}
