import ArgumentParser
import Foundation
import MasonryRender

/// Where the tool writes: results to standard output; errors, warnings and timings to standard
/// error.
enum Console {
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Prints a layout-file error with its line and a caret under the column, and returns the
  /// exit for bad input.
  static func fail(_ error: LayoutFileError, source: String?) -> ExitCode {
    Console.error((source.map { error.annotated(source: $0) } ?? error.description) + "\n")
    return .badInput
  }
}
