import ArgumentParser
import Foundation

extension MasonryCommand {
  /// The error for a first argument that is not a command, with the command meant; nil when the
  /// first argument is a command or an option, or there is none.
  ///
  /// ```text
  /// error: unknown command 'rendr'; did you mean 'render'?
  /// ```
  static func unknownCommand(in arguments: [String]) -> String? {
    guard let word = arguments.first, !word.hasPrefix("-") else { return nil }
    let commands = configuration.subcommands
    let names = commands.compactMap { $0.configuration.commandName } + ["help"]
    guard !names.contains(word) else { return nil }
    let shown = commands.filter { $0.configuration.shouldDisplay }
      .compactMap { $0.configuration.commandName }
    let footer = "The commands are \(shown.joined(separator: ", ")); see 'masonry --help'.\n"
    if word.contains(".") || word.contains("/") || FileManager.default.fileExists(atPath: word) {
      return
        "error: '\(word)' is not a command; to lay out a layout file, run 'masonry render \(word)' (or 'masonry check \(word)').\n"
        + footer
    }
    let lower = word.lowercased()
    let ranked = names.filter { $0 != "help" }.map { ($0, distance(lower, $0)) }
      .sorted { $0.1 < $1.1 }
    if let (name, best) = ranked.first,
      best <= max(1, name.count / 3) || (lower.count >= 3 && name.hasPrefix(lower))
    {
      return "error: unknown command '\(word)'; did you mean '\(name)'?\n" + footer
    }
    if let prefixed = names.first(where: { $0.hasPrefix(lower) && lower.count >= 2 }) {
      return "error: unknown command '\(word)'; did you mean '\(prefixed)'?\n" + footer
    }
    return "error: unknown command '\(word)'.\n" + footer
  }

  /// The edit distance between two words, a swap of neighbours counting as one edit (the
  /// optimal string alignment distance).
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
