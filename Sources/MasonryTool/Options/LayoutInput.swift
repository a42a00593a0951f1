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

  @Argument(
    help: ArgumentHelp(
      "The layout file, JSON or YAML; '-' reads standard input.",
      discussion: """
        A path may be a pipe, such as /dev/stdin or a shell's <(…). The format is JSON for \
        .json, YAML for .yaml and .yml; otherwise (standard input, no extension) it is JSON \
        when the text starts with '{' or '[', and YAML when it does not.
        """))
  var file: String

  @Option(help: "The file's format, whatever its extension or text says.")
  var format: Format?

  @Flag(help: "Print how long each stage took, and which text measurer (to standard error).")
  var verbose = false

  @Option(
    help: ArgumentHelp(
      "How text is measured: pango (real fonts; the default in a build with the Pango trait) or estimator (0.55 em a character; the default otherwise). --png and --pdf draw text with Pango: measured by the estimator, it may not fit its boxes.",
      valueName: "measurer"))
  var measurer: TextMeasurerChoice = .automatic

  /// Whether the file is standard input (`-`).
  var isStandardInput: Bool { file == "-" }

  /// The file's format: the option, else the extension, else what the text looks like (JSON
  /// starts with `{` or `[`, after white space and a byte-order mark; anything else is read as
  /// YAML, of which JSON is nearly a subset).
  func resolvedFormat(of text: String) -> Format {
    if let format { return format }
    let lower = file.lowercased()
    if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return .yaml }
    if lower.hasSuffix(".json") { return .json }
    return LayoutInput.looksLikeJSON(text) ? .json : .yaml
  }

  /// Whether the text's first character past white space and a byte-order mark opens a JSON
  /// object or array.
  static func looksLikeJSON(_ text: String) -> Bool {
    let first = text.unicodeScalars.first { !" \t\r\n\u{FEFF}".unicodeScalars.contains($0) }
    return first == "{" || first == "["
  }

  /// The name errors give the file.
  var displayName: String { isStandardInput ? "<stdin>" : file }

  /// Reads, parses and builds the file, timing each stage; prints the error and exits with
  /// code 2 on bad input.
  func load(_ stopwatch: inout Stopwatch) throws -> (BuiltLayout, source: String) {
    let measurer = try self.measurer.make()
    let bytes = try read()
    stopwatch.lap("read")
    var source: String?
    do throws(LayoutFileError) {
      // The one check that the file is UTF-8; the readers take the checked text.
      let text = try SourceText.decode(bytes, file: displayName)
      source = text
      let file: LayoutFile
      if resolvedFormat(of: text) == .yaml {
        file = try LayoutFile(yaml: text, file: displayName)
      } else {
        do throws(LayoutFileError) {
          file = try LayoutFile(json: text, file: displayName)
        } catch {
          guard format == nil && !LayoutInput.looksLikeJSON(text) else { throw error }
          // A .json file that is not JSON at all: perhaps YAML under the wrong name.
          var hinted = error
          hinted.message += " (the file does not start with '{': if it is YAML, use --format yaml)"
          throw hinted
        }
      }
      stopwatch.lap("parse")
      let layout = try LayoutBuilder.build(file, measurer: measurer)
      stopwatch.lap("build")
      return (layout, text)
    } catch {
      throw Console.fail(error, source: source)
    }
  }

  /// The file's bytes; a missing or unreadable file is bad input, said in plain words.
  private func read() throws -> [UInt8] {
    do {
      return try FileSystem.readFile(file)
    } catch {
      let problem = LayoutFileError(file: displayName, location: .start, message: error.description)
      throw Console.fail(problem, source: nil)
    }
  }
}
