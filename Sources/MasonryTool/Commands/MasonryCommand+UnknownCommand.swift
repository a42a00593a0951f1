import ArgumentParser
import Foundation
import MasonryRender

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

  /// The edit distance between two words, a swap of neighbours counting as one edit: the one
  /// the layout files' name suggestions use.
  static func distance(_ a: String, _ b: String) -> Int { Names.editDistance(a, b) }
}
