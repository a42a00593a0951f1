import ArgumentParser

/// `masonry`: lays out layout files with the Masonry engine and shows the result as pictures,
/// tables and diagnostics.
///
/// Without a subcommand it lays out the built-in example.
///
/// The `masonry` executable runs it: `await MasonryCommand.runCommandLine()` (asynchronous, for
/// `preview`'s server).
package struct MasonryCommand: AsyncParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "masonry",
    abstract: "Lay out views with Auto Layout constraints, headless, and look at the result.",
    discussion: """
      Layout files are JSON or YAML: a root (size, scale, safe area, direction), views (id, \
      parent, text or intrinsic size, colours, priorities) and constraints written as \
      equations ("title.top == card.top + 20 @750") or in Apple's Visual Format Language \
      ("H:|-[avatar(48)]-12-[name]-|"). See Examples/README.md.

      Bad input is reported as FILE:LINE:COLUMN: error: MESSAGE, with exit code 2.
      """,
    subcommands: [
      ExampleCommand.self, RenderCommand.self, CheckCommand.self, PreviewCommand.self,
      DevicesCommand.self, GenerateCommand.self,
    ],
    defaultSubcommand: ExampleCommand.self)

  /// Creates the command; ArgumentParser calls this before parsing.
  package init() {}

  /// Parses the command line and runs the command it names, asynchronous or not; prints the
  /// error and exits with its code on failure.
  ///
  /// A first word that is no command (a typo, `masonry rendr`, or a layout file without
  /// `render`), which the default command would otherwise take as stray arguments, is caught
  /// first (``unknownCommand(in:)``). ArgumentParser's own `main()` comes in a synchronous and an
  /// asynchronous form, and a call from the executable's top-level code picks the synchronous
  /// one, which refuses an asynchronous root command; this does what the asynchronous one does.
  package static func runCommandLine() async {
    if let message = unknownCommand(in: Array(CommandLine.arguments.dropFirst())) {
      Console.error(message)
      exit(withError: ExitCode.validationFailure)
    }
    do {
      var command = try await asyncParseAsRoot()
      if var asynchronous = command as? any AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try command.run()
      }
    } catch {
      exit(withError: error)
    }
  }
}
