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

  @Flag(help: "Print how long each stage took (to standard error).")
  var verbose = false

  /// The file's format: the option, else the extension, else JSON.
  var resolvedFormat: Format { LayoutInput.format(of: file, given: format) }

  /// The format of the file at `path`: `given`, else the extension, else JSON.
  static func format(of path: String, given: Format?) -> Format {
    if let given { return given }
    let lower = path.lowercased()
    return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") ? .yaml : .json
  }

  /// The name errors give the file.
  var displayName: String { file == "-" ? "<stdin>" : file }

  /// Reads, parses and builds the file, timing each stage; prints the error and exits with
  /// code 2 on bad input. A device's size, scale and safe area replace the file's.
  func load(
    _ stopwatch: inout Stopwatch, device: Device? = nil
  ) throws -> (BuiltLayout, source: String) {
    let (file, source) = try parse(&stopwatch)
    return (try build(file, device: device, source: source, &stopwatch), source)
  }

  /// Reads and parses the file, timing each stage; prints the error and exits with code 2 on
  /// bad input.
  func parse(_ stopwatch: inout Stopwatch) throws -> (LayoutFile, source: String) {
    let bytes = try read()
    stopwatch.lap("read")
    do {
      let parsed = try LayoutInput.parse(bytes, name: displayName, format: resolvedFormat)
      stopwatch.lap("parse")
      return parsed
    } catch {
      throw Console.fail(error.error, source: error.source)
    }
  }

  /// Builds a parsed file, on a device if one is given; prints the error and exits with code 2
  /// when the file does not build.
  func build(
    _ file: LayoutFile, device: Device?, source: String, _ stopwatch: inout Stopwatch
  ) throws -> BuiltLayout {
    var file = file
    device?.apply(to: &file.root)
    do {
      let layout = try LayoutBuilder.build(file)
      stopwatch.lap("build")
      return layout
    } catch {
      throw Console.fail(error, source: source)
    }
  }

  /// A file that did not parse: the error, and the text it points into when the bytes were
  /// UTF-8.
  struct ParseFailure: Error {
    var error: LayoutFileError
    var source: String?
  }

  /// Decodes and parses a layout file's bytes; prints nothing.
  static func parse(
    _ bytes: [UInt8], name: String, format: Format
  ) throws(ParseFailure) -> (LayoutFile, source: String) {
    var source: String?
    do {
      // The one check that the file is UTF-8; the readers take the checked text.
      let text = try SourceText.decode(bytes, file: name)
      source = text
      let file =
        format == .yaml
        ? try LayoutFile(yaml: text, file: name)
        : try LayoutFile(json: text, file: name)
      return (file, text)
    } catch {
      throw ParseFailure(error: error, source: source)
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
