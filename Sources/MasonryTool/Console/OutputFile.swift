import ArgumentParser

/// Writes an output to a path, or to standard output for `-`.
///
/// A file is replaced whole or not at all (``FileSystem/writeAtomically(_:to:)``): a full disk,
/// a file-size limit or a missing directory leaves an earlier file as it was, and the error
/// says what happened.
enum OutputFile {
  static func write(_ text: String, to path: String) throws {
    if path == "-" {
      writeStandardOutput(text)
      return
    }
    do {
      try FileSystem.writeAtomically(Array(text.utf8), to: path)
    } catch {
      Console.error("\(path): error: cannot write the file: \(error.description)\n")
      throw ExitCode.badInput
    }
  }

  /// Writes an output for programs to standard output, as it is.
  static func writeStandardOutput(_ text: String) {
    Console.raw(text)
  }
}
