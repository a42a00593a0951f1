import ArgumentParser
import Foundation

/// Writes an output to a path, or to standard output for `-`.
enum OutputFile {
  static func write(_ text: String, to path: String) throws {
    if path == "-" {
      Console.out(text)
      return
    }
    let url = URL(fileURLWithPath: path)
    do {
      try Data(text.utf8).write(to: url)
    } catch {
      Console.error("\(path): error: cannot write the file: \(error.localizedDescription)\n")
      throw ExitCode.badInput
    }
  }
}
