import ArgumentParser
import Foundation
import MasonryRender

/// Where the tool writes: results to standard output; errors, warnings and timings to standard
/// error.
///
/// Text for people (tables, reports, messages) goes through ``out(_:)`` and ``error(_:)``,
/// which escape the characters a terminal would act on (``TerminalText``): names and
/// identifiers come from layout files, which are not trusted. Outputs for programs (SVG, JSON,
/// SARIF on standard output) go through ``raw(_:)`` unchanged; their writers escape for their
/// own formats.
enum Console {
  /// Writes text for people to standard output.
  static func out(_ text: String) {
    raw(TerminalText.escaped(text))
  }

  /// Writes an output for programs to standard output, as it is.
  static func raw(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes text for people to standard error.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data(TerminalText.escaped(text).utf8))
  }

  /// Prints a layout-file error with its line and a caret under the column, and returns the
  /// exit for bad input.
  static func fail(_ error: LayoutFileError, source: String?) -> ExitCode {
    Console.error((source.map { error.annotated(source: $0) } ?? error.description) + "\n")
    return .badInput
  }

  /// Prints `error: MESSAGE` and returns the exit for bad input: for a command line that asks
  /// for something the tool refuses to do (overwrite its input, mix two outputs).
  static func refuse(_ message: String) -> ExitCode {
    Console.error("error: \(message)\n")
    return .badInput
  }
}
