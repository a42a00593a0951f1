import ArgumentParser
import Foundation
import MasonryRender
import MasonryYAML

/// The options every command that reads a layout file shares.
struct LayoutInput: ParsableArguments {
  /// The file formats the tool reads.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case json
    case yaml
  }

  @Argument(help: "The layout file (JSON, or YAML for .yaml and .yml); '-' reads standard input.")
  var file: String

  @Option(help: "The file's format, when its extension does not tell.")
  var format: Format?

  @Flag(help: "Print how long each stage took, and which text measurer (to standard error).")
  var verbose = false

  @Option(
    help: ArgumentHelp(
      "How text is measured: pango (real fonts; the default in a build with the Pango trait) or estimator (0.55 em a character; the default otherwise). --png and --pdf draw text with Pango: measured by the estimator, it may not fit its boxes.",
      valueName: "measurer"))
  var measurer: TextMeasurerChoice = .automatic

  /// The file's format: the option, else the extension, else JSON.
  var resolvedFormat: Format {
    if let format { return format }
    let lower = file.lowercased()
    return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") ? .yaml : .json
  }

  /// The name errors give the file.
  var displayName: String { file == "-" ? "<stdin>" : file }

  /// Reads, parses and builds the file, timing each stage; prints the error and exits with
  /// code 2 on bad input.
  func load(_ stopwatch: inout Stopwatch) throws -> (BuiltLayout, source: String) {
    let measurer = try self.measurer.make()
    let bytes = try read()
    stopwatch.lap("read")
    var source: String?
    do {
      // The one check that the file is UTF-8; the readers take the checked text.
      let text = try SourceText.decode(bytes, file: displayName)
      source = text
      let file =
        resolvedFormat == .yaml
        ? try LayoutFile(yaml: text, file: displayName)
        : try LayoutFile(json: text, file: displayName)
      stopwatch.lap("parse")
      let layout = try LayoutBuilder.build(file, measurer: measurer)
      stopwatch.lap("build")
      return (layout, text)
    } catch {
      throw Console.fail(error, source: source)
    }
  }

  /// The file's bytes; a missing or unreadable file is bad input.
  private func read() throws -> [UInt8] {
    if file == "-" {
      return Array(FileHandle.standardInput.readDataToEndOfFile())
    }
    var isDirectory: ObjCBool = false
    let problem: String?
    if !FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) {
      problem = "no such file"
    } else if isDirectory.boolValue {
      problem = "this is a directory, not a layout file"
    } else if let data = FileManager.default.contents(atPath: file) {
      return Array(data)
    } else {
      problem = "the file cannot be read"
    }
    let error = LayoutFileError(
      file: displayName, location: .start, message: problem ?? "the file cannot be read")
    throw Console.fail(error, source: nil)
  }
}
