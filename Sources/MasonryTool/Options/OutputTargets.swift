import ArgumentParser
import Foundation

/// The outputs a command is asked to write, checked before anything is read or written: two of
/// them on standard output would run together into one stream nobody can read back, and an
/// output that is the layout file itself (or another output) would destroy it.
enum OutputTargets {
  /// Refuses, with an error and exit code 2, outputs that would write over the input file or
  /// over one another, or more than one on standard output (`-`).
  ///
  /// - Parameters:
  ///   - outputs: Each output option as the command line named it (`--svg`) and its path, nil
  ///     when the option was not given.
  ///   - input: The layout file's path, `-` for standard input.
  /// - Throws: A usage error naming the options that clash.
  static func check(_ outputs: [(option: String, path: String?)], input: String) throws {
    let given = outputs.compactMap { output in output.path.map { (output.option, $0) } }
    let toStandardOutput = given.filter { $0.1 == "-" }.map(\.0)
    if toStandardOutput.count > 1 {
      throw Console.refuse(
        "\(list(toStandardOutput)) all write to standard output ('-'), where they would run together; write all but one of them to files"
      )
    }
    let files = given.filter { $0.1 != "-" }
    if input != "-", let clash = files.first(where: { sameFile($0.1, input) }) {
      throw Console.refuse(
        "\(clash.0) \(clash.1) is the layout file being read; writing it would destroy the input, so choose another path"
      )
    }
    for (index, first) in files.enumerated() {
      if let second = files[(index + 1)...].first(where: { sameFile($0.1, first.1) }) {
        throw Console.refuse(
          "\(first.0) and \(second.0) both write to \(first.1); give each output its own path")
      }
    }
  }

  /// `--svg and --json`, `--svg, --html and --json`.
  private static func list(_ options: [String]) -> String {
    guard options.count > 1 else { return options.first ?? "" }
    return options.dropLast().joined(separator: ", ") + " and " + options[options.count - 1]
  }

  /// Whether two paths name the same file: the same device and inode when the first exists
  /// (symbolic and hard links included), else the same absolute path once `.` and `..` are
  /// resolved.
  static func sameFile(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    if stat(a, &first) == 0 {
      return stat(b, &second) == 0 && first.st_dev == second.st_dev
        && first.st_ino == second.st_ino
    }
    return absolute(a) == absolute(b)
  }

  private static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
